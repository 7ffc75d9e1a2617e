// The CV as a PDF, written into the built site as /cv.pdf after the prerender (react-router.config.ts,
// buildEnd): the site's content made into the CV's data (app/cv/cv-data.server.ts) and laid out by Typst
// (app/cv/cv-pdf.server.ts). Not a prerendered route: React Router gives each prerendered request 10 s, a limit
// nothing configures, and a busy machine once took longer (docs/decisions/051). Here nothing times the work.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { CV_PDF } from "../app/pages";
import { importAppModule } from "./app-module";

/** Renders the CV and writes it to `clientDir` at CV_PDF.path; resolves to the file's path. */
export async function writeCvFile(clientDir: string, root = process.cwd()) {
  const [{ cvFromContent }, { renderCvPdf }] = await Promise.all([
    importAppModule<typeof import("../app/cv/cv-data.server")>("app/cv/cv-data.server.ts", { root }),
    importAppModule<typeof import("../app/cv/cv-pdf.server")>("app/cv/cv-pdf.server.ts", { root }),
  ]);
  const file = join(clientDir, CV_PDF.path);
  await writeFile(file, renderCvPdf(cvFromContent()));
  return file;
}
