// `npm run citations` (scripts/update-citations.ts). Node strips TypeScript's types but cannot resolve the
// app's extensionless imports, so Vite's module runner loads the script, resolving them as the build does:
// the DOIs come from the site's own BibTeX loader, with no second reader and no build step.
import { runnerImport } from "vite";

const { module } = await runnerImport("/scripts/update-citations.ts", {
  configFile: false,
  logLevel: "error",
  resolve: { tsconfigPaths: true },
});
process.exitCode = await module.main(process.env);
