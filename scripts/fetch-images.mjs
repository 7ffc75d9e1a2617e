// `npm run fetch-images [-- --dry-run]` (scripts/copy-remote-images.ts). As `npm run citations`, through
// Vite's module runner, which resolves the app's extensionless imports as the build does: the images are
// found by the site's own Markdown reader. It works on the project in the current folder, so a test can run
// it on a copy.
import { join } from "node:path";
import { runnerImport } from "vite";

const root = join(import.meta.dirname, "..");
const { module } = await runnerImport(join(root, "scripts/copy-remote-images.ts"), {
  root,
  configFile: false,
  logLevel: "error",
  resolve: { tsconfigPaths: true },
});
process.exitCode = await module.main(process.env, process.argv.slice(2));
