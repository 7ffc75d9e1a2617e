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
      },
    },
  },
});
