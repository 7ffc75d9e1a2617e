// The files a .bib names by file name (al-folio's `pdf = {paper.pdf}`) live in public/papers/, which Vite
// copies into the build like the rest of public/. PAPERS_DIR names another folder, for a build from another
// owner's content (the tests' fixtures keep their PDFs beside their .bib files): this plugin publishes its
// files at /papers/ too, and the loader (app/bibliography/publications.server.ts) looks for them there.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** A Vite plugin: the files of `dir` (PAPERS_DIR) in the client build at /papers/, when it is set. */
export function publishPapersDir(dir = process.env.PAPERS_DIR) {
  return {
    name: "publish-papers-dir",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle() {
      if (!dir) return;
      for (const name of readdirSync(dir)) {
        const file = join(dir, name);
        if (name.startsWith(".") || !statSync(file).isFile()) continue;
        this.emitFile({ type: "asset", fileName: `papers/${name}`, source: readFileSync(file) });
      }
    },
  };
}
