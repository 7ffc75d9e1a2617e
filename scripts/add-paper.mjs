// `npm run add-paper` (scripts/new-papers.ts), loaded by Vite's module runner as scripts/citations.mjs loads its
// script: the site's own BibTeX reader and the owner's content (CONTENT_DIR's, through the build's alias),
// with their extensionless imports, and no build step.
import { runnerImport } from "vite";
import { contentAlias } from "../app/owner-folders.server.ts";

const { module } = await runnerImport("/scripts/new-papers.ts", {
  configFile: false,
  logLevel: "error",
  resolve: { tsconfigPaths: true, alias: contentAlias() },
});
process.exitCode = await module.main(process.argv.slice(2), process.env);
