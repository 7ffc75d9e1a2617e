import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { warnOnMissingEmailjsKeys } from "./scripts/emailjs-env.mjs";
import { PUBLIC_DIR, contentAlias } from "./app/owner-folders.server.ts";
import { contentGraph } from "./scripts/content-graph.ts";

// Every folder a build writes into: the default, the tests' and benchmark's (.build-*), and BUILD_DIR.
const BUILD_OUTPUTS = ["build", ".build-*", process.env.BUILD_DIR].flatMap((dir) =>
  dir ? [`**/${dir}/**`] : [],
);

export default defineConfig(({ isPreview }) => ({
  // The content plugin comes first: it makes the content graph before React Router reads its config, and sets
  // Vite's base, the path the site is served under, which React Router's basename repeats.
  plugins: [contentGraph(), tailwindcss(), reactRouter(), warnOnMissingEmailjsKeys()],
  // The owner's content and files: app/content/ and public/, or the folders CONTENT_DIR and PUBLIC_DIR name.
  resolve: { tsconfigPaths: true, alias: contentAlias() },
  publicDir: PUBLIC_DIR,
  // The prerender serves the build through `vite preview`, and React Router's plugin, seeing a "serve"
  // command there, starts a dev server with this file watcher on the whole project: it rescanned the growing
  // build folder with every page written, and made the build's time grow with the square of the pages
  // (docs/decisions/051). A preview never needs a watcher; the dev server's ignores every build's output.
  server: { watch: isPreview ? null : { ignored: BUILD_OUTPUTS } },
  // The prerender asks the preview server for every page, twice (the page's data, then its HTML), each on a
  // connection of its own: at "localhost", each one first asked the system's resolver where that is.
  preview: { host: "127.0.0.1" },
  // The dev server: React Router reads every route's imports in the browser's environment, server-only ones
  // too (sharp, Shiki, zod), and Vite would bundle each for the browser as it finds it, then reload the page.
  // The browser's packages are React Router's own list and EmailJS, bundled as the server starts: a package
  // the browser's code comes to import must be added here, or the dev server serves it unbundled.
  environments: { client: { optimizeDeps: { noDiscovery: true, include: ["@emailjs/browser"] } } },
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
}));
