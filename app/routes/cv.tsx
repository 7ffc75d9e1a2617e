// The CV as a tagged PDF, written into the static build as /cv.pdf and, in each other language, under its
// prefix (/de/cv.pdf): a route with only a loader is prerendered to a file, as the feed and the calendar files
// are, from the content graph's `cvs`.
import { data } from "react-router";
import { isDataRequest } from "~/pages";
import { cvs, fonts } from "~/content-graph/site-graph.server";
import { renderCvPdf } from "~/cv/cv-pdf.server";
import { requestLanguage } from "~/i18n/languages";
import type { Route } from "./+types/cv";

export function loader({ request }: Route.LoaderArgs) {
  if (isDataRequest(request)) return new Response(null);
  const cv = cvs[requestLanguage(request)];
  if (!cv) throw data(null, { status: 404, statusText: "Not Found" });
  return new Response(renderCvPdf(cv, { fonts }), { headers: { "Content-Type": "application/pdf" } });
}
