// `npm run add-paper` (scripts/new-papers.ts), loaded by Vite's module runner as scripts/citations.mjs loads its
// script: the site's own BibTeX reader and content, with their extensionless imports, and no build step.
import { runnerImport } from "vite";

const { module } = await runnerImport("/scripts/new-papers.ts", {
  configFile: false,
  logLevel: "error",
  resolve: { tsconfigPaths: true },
});
process.exitCode = await module.main(process.argv.slice(2), process.env);
