// The CV as a PDF, written into the static build as /cv.pdf: a route with only a loader is prerendered to a
// file.
import { renderCvPdf } from "~/cv/cv-pdf.server";

export async function loader() {
  return new Response(await renderCvPdf(), { headers: { "Content-Type": "application/pdf" } });
}
