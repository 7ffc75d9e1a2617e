import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { warnOnMissingEmailjsKeys } from "./scripts/emailjs-env.mjs";
import { publishPapersDir } from "./scripts/papers-dir.mjs";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), warnOnMissingEmailjsKeys(), publishPapersDir()],
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
        // cached across deploys. And under Lighthouse, with its instrumentation attached, V8 collects source
        // positions for the code on the stack when React creates its first Error objects at start-up; with
        // React inside the entry chunk, that re-parsed all 215 KB of it: ~10 ms more CPU in that task.
        codeSplitting: {
          groups: [{ name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
