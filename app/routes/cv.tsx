// The CV as a tagged PDF, written into the static build as /cv.pdf: a route with only a loader is prerendered
// to a file, as the feed and the calendar files are, from the content graph's `cv`.
import { isDataRequest } from "~/pages";
import { cv } from "~/content-graph/site-graph.server";
import { renderCvPdf } from "~/cv/cv-pdf.server";
import type { Route } from "./+types/cv";

export function loader({ request }: Route.LoaderArgs) {
  if (isDataRequest(request)) return new Response(null);
  return new Response(renderCvPdf(cv), { headers: { "Content-Type": "application/pdf" } });
}
