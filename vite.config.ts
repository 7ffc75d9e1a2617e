import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { warnOnMissingEmailjsKeys } from "./scripts/emailjs-env.mjs";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), warnOnMissingEmailjsKeys()],
  resolve: { tsconfigPaths: true },
  // Icons as files, not data: URIs: a URI would ride in both the HTML and every page's JS chunk, while a
  // file is fetched once, cached across pages, and costs the JS only its URL.
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // V8's explicit compile hint (Chrome 136+; a plain comment elsewhere): compile every function of a chunk
        // while it streams in, on a background thread. Nearly everything in these chunks runs to hydrate the
        // page, and lazily compiled, that work lands on the main thread in the middle of hydration.
        // postBanner, not banner: it is added after minification, which strips comments.
        postBanner: "//# allFunctionsCalledOnLoad",
        // React in a chunk of its own, not in the entry chunk: it changes only on an upgrade, so it stays
        // cached across deploys. And the entry chunk stays small: under Lighthouse's tracing, V8 re-parses
        // the script whose code is on the stack as it starts hydrating (to collect source positions), and
        // with React inside, that was all 215 KB of it: ~10 ms more CPU in that one task, times 4 simulated.
        codeSplitting: {
          groups: [{ name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
