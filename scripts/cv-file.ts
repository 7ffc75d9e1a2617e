// The CV as a PDF, written into the built site as /cv.pdf after the prerender (react-router.config.ts,
// buildEnd), from the same content and the same React-PDF document as before. Not a prerendered route: React
// Router gives each prerendered request 10 s, a limit nothing configures, and a busy machine took longer to
// lay the CV out (docs/decisions/051). Here nothing times the work.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { runnerImport } from "vite";
import { CV_PDF } from "../app/pages";

type CvModule = typeof import("../app/cv/cv-pdf.server");

/**
 * Renders the CV and writes it to `clientDir` at CV_PDF.path. The document's modules are loaded through Vite's
 * module runner, so they are read as the site's own code is: JSX, the ~/ alias, content with its icons.
 */
export async function writeCvFile(clientDir: string, root = process.cwd()) {
  const { module } = await runnerImport<CvModule>(join(root, "app/cv/cv-pdf.server.tsx"), {
    root,
    logLevel: "error",
    resolve: { tsconfigPaths: true },
  });
  const file = join(clientDir, CV_PDF.path);
  await writeFile(file, await module.renderCvPdf());
  return file;
}
