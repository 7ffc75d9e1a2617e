// A talk as an iCalendar file (RFC 5545), written by the `ics` library. Two things are added on top of it:
// the DTSTAMP is reproducible (SOURCE_DATE_EPOCH, else the talk's own start), so the same sources give the
// same bytes; and lines are folded at 75 octets, as the RFC says, where the library counts characters.
import { type EventAttributes, createEvent } from "ics";
import type { ResolvedTalk } from "./talk";
import type { Localized } from "../i18n/localize";
import { creationSeconds, parseDay } from "../dates";

const MAX_LINE_OCTETS = 75;

/** RFC 5545 §3.1: lines longer than 75 octets go on in continuation lines that start with a space. */
export function foldLines(calendar: string) {
  const encoder = new TextEncoder();
  const unfolded = calendar.replace(/\r\n[ \t]/g, "").split("\r\n");
  return unfolded
    .map((line) => {
      const parts: string[] = [];
      let part = "";
      let octets = 0;
      // A continuation line's leading space counts against its 75 octets; characters are never split.
      for (const character of line) {
        const size = encoder.encode(character).length;
        if (octets + size > MAX_LINE_OCTETS) {
          parts.push(part);
          part = " ";
          octets = 1;
        }
        part += character;
        octets += size;
      }
      parts.push(part);
      return parts.join("\r\n");
    })
    .join("\r\n");
}

type CalendarOptions = {
  /** The site's address, for the UID and the talk's page. */
  siteUrl: string;
  /** The talk's page, absolute. */
  pageUrl: string;
  sourceDateEpoch?: string;
};

function locationText(talk: Localized<ResolvedTalk>) {
  const { place } = talk;
  if ("online" in place) return `Online: ${place.url}`;
  return [place.venue, place.city, place.country].filter(Boolean).join(", ");
}

/** The talk as one VEVENT in a VCALENDAR, with CRLF line ends. */
export function talkCalendar(
  talk: Localized<ResolvedTalk>,
  { siteUrl, pageUrl, sourceDateEpoch }: CalendarOptions,
) {
  const host = new URL(siteUrl).host;
  const { startMs } = talk.timing;
  const when = talk.time
    ? {
        start: startMs,
        ...(talk.time.durationMinutes ? { duration: { minutes: talk.time.durationMinutes } } : {}),
      }
    : // A day without a time is an all-day event (DTSTART;VALUE=DATE), one day long.
      { start: [...parseDay(talk.date)] as [number, number, number] };
  const attributes = {
    ...when,
    productId: `-//${host}//Talks//EN`,
    uid: `${talk.slug}@${host}`,
    title: talk.title,
    description: `${talk.event.name}. ${talk.abstract}`,
    location: locationText(talk),
    url: pageUrl,
    status: "CONFIRMED",
    categories: [talk.kind],
  } satisfies Partial<EventAttributes>;
  // The library's types leave out `timestamp` (its schema and writer take it; without it DTSTAMP is the
  // clock's time), and ask for an end or a duration, which a talk of unknown length does not have.
  const { error, value } = createEvent({
    ...attributes,
    timestamp: creationSeconds({ SOURCE_DATE_EPOCH: sourceDateEpoch }, new Date(startMs)) * 1000,
  } as unknown as EventAttributes);
  if (error || !value)
    throw new Error(`talk "${talk.slug}": cannot write its calendar file`, { cause: error });
  return foldLines(value);
}
