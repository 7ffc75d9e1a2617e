// Each talk's calendar file, written into the static build as /talks/<slug>.ics: a route with only a loader is
// prerendered to a file. routes.ts declares one route per talk from this module, so the slug comes from the
// address.
import { data } from "react-router";
import { site } from "~/content/site";
import { TALK_CALENDAR, isDataRequest, pageHref, talkPath } from "~/pages";
import { talkCalendar } from "~/talks/calendar.server";
import { loadTalks } from "~/talks/talks.server";

const [prefix, suffix] = TALK_CALENDAR.path.split(":slug") as [string, string];

export function loader({ request }: { request: Request }) {
  if (isDataRequest(request)) return new Response(null);
  const { pathname } = new URL(request.url);
  const slug =
    pathname.startsWith(prefix) && pathname.endsWith(suffix)
      ? pathname.slice(prefix.length, -suffix.length)
      : "";
  const talk = loadTalks().find((candidate) => candidate.slug === slug);
  if (!talk) throw data(null, { status: 404, statusText: "Not Found" });
  const calendar = talkCalendar(talk, {
    siteUrl: site.url,
    pageUrl: new URL(pageHref(talkPath(talk.slug)), site.url).href,
    sourceDateEpoch: process.env.SOURCE_DATE_EPOCH,
  });
  return new Response(calendar, { headers: { "Content-Type": "text/calendar; charset=utf-8" } });
}
