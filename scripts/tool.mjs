// `npm run citations`, `npm run add-paper` and `npm run fetch-images`: runs the TypeScript tool named first
// (scripts/update-citations.ts, new-papers.ts, copy-remote-images.ts) on the other arguments. Node strips
// TypeScript's types but cannot resolve the app's extensionless imports, so Vite's module runner loads the
// tool, resolving them as the build does: the site's own readers and the owner's content (CONTENT_DIR's,
// through the build's alias), with no build step. It works on the project in the current folder, so a test
// can run a tool on a copy.
import { join } from "node:path";
import { runnerImport } from "vite";
import { contentAlias } from "../app/owner-folders.server.ts";

const root = join(import.meta.dirname, "..");
const [tool, ...args] = process.argv.slice(2);
const { module } = await runnerImport(join(root, tool), {
  root,
  configFile: false,
  logLevel: "error",
  resolve: { tsconfigPaths: true, alias: contentAlias() },
});
process.exitCode = await module.main(args, process.env);
