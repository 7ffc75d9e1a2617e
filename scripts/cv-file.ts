// The CV as a PDF, written into the built site as /cv.pdf after the prerender (react-router.config.ts,
// buildEnd), from the same content and the same React-PDF document as before. Not a prerendered route: React
// Router gives each prerendered request 10 s, a limit nothing configures, and a busy machine took longer to
// lay the CV out (docs/decisions/051). Here nothing times the work.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { CV_PDF } from "../app/pages";
import { importAppModule } from "./app-module";

/** Renders the CV and writes it to `clientDir` at CV_PDF.path; resolves to the file's path. */
export async function writeCvFile(clientDir: string, root = process.cwd()) {
  const { renderCvPdf } = await importAppModule<typeof import("../app/cv/cv-pdf.server")>(
    "app/cv/cv-pdf.server.tsx",
    root,
  );
  const file = join(clientDir, CV_PDF.path);
  await writeFile(file, await renderCvPdf());
  return file;
}
