// Each talk's calendar file, written into the static build as /talks/<slug>/calendar.ics: a route with only a
// loader is prerendered to a file, one parameter route for every talk.
import { data } from "react-router";
import { site } from "~/content/site";
import { isDataRequest, talkPath } from "~/pages";
import { pageUrl } from "~/seo/meta";
import { talkCalendar } from "~/talks/calendar.server";
import * as graph from "~/content-graph/site-graph.server";
import type { Route } from "./+types/talk-calendar";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import { localize } from "~/i18n/localize";

export function loader({ params, request }: Route.LoaderArgs) {
  if (isDataRequest(request)) return new Response(null);
  const talk = graph.talks.find((candidate) => candidate.slug === params.slug);
  if (!talk) throw data(null, { status: 404, statusText: "Not Found" });
  // One file per talk, in the default language, as /og.png (docs/decisions/080).
  const calendar = talkCalendar(localize(talk, DEFAULT_LANGUAGE), {
    siteUrl: site.url,
    pageUrl: pageUrl(talkPath(talk.slug)),
    sourceDateEpoch: process.env.SOURCE_DATE_EPOCH,
  });
  return new Response(calendar, { headers: { "Content-Type": "text/calendar; charset=utf-8" } });
}
