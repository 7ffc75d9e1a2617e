import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { warnOnMissingEmailjsKeys } from "./scripts/emailjs-env.mjs";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), warnOnMissingEmailjsKeys()],
  resolve: { tsconfigPaths: true },
  // Icons as files, not data: URIs: a URI would ride in both the HTML and every page's JS chunk, while a
  // file is fetched once, cached across pages, and costs the JS only its URL.
  build: { assetsInlineLimit: 0 },
});
