import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { warnOnMissingEmailjsKeys } from "./scripts/emailjs-env.mjs";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), warnOnMissingEmailjsKeys()],
  resolve: { tsconfigPaths: true },
});
