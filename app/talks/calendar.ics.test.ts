// @vitest-environment node
// The calendar file of a talk, parsed back with ical.js, a reader independent of the `ics` writer.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { foldLines, talkCalendar } from "./calendar.server";
import type { ResolvedTalk } from "./talk";
import type { Localized } from "../i18n/localize";

type Talk = Localized<ResolvedTalk>;
import { talkTiming } from "./talk-time";

const SITE = "https://example.org";
const timedFields = {
  title: "Readbacks, Hearbacks; and Ünïcödé Titles, Long Enough to Need Folding Twice Over in One Line",
  slug: "fixture-timed",
  event: { name: "Fixture Conference", url: "https://conf.example.org" },
  kind: "keynote",
  abstract: "An abstract with commas, semicolons; and a line\nbreak.",
  date: "2027-05-12",
  time: { start: "09:30", timeZone: "Europe/Vienna", durationMinutes: 45 },
  place: { venue: "Hall A", city: "Vienna", country: "Austria" },
} satisfies Omit<Talk, "timing">;
const timed: Talk = { ...timedFields, timing: talkTiming(timedFields) };
const allDay: Talk = {
  ...timed,
  slug: "fixture-day",
  title: "A Day-Long Workshop",
  date: "2026-03-05",
  time: undefined,
  timing: talkTiming({ date: "2026-03-05" }),
  place: { online: true, url: "https://meet.example.org/room" },
};
const options = (talk: Talk, sourceDateEpoch?: string) => ({
  siteUrl: SITE,
  pageUrl: `${SITE}/talks/${talk.slug}/`,
  sourceDateEpoch,
});

function parse(text: string) {
  const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!;
  return {
    summary: event.getFirstPropertyValue("summary"),
    uid: event.getFirstPropertyValue("uid"),
    start: event.getFirstPropertyValue("dtstart") as ICAL.Time,
    stamp: event.getFirstPropertyValue("dtstamp") as ICAL.Time,
    description: event.getFirstPropertyValue("description"),
    location: event.getFirstPropertyValue("location"),
  };
}

describe("talkCalendar", () => {
  it("ends every line with CRLF and folds none longer than 75 octets", () => {
    const text = talkCalendar(timed, options(timed));
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    const lines = text.split("\r\n");
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(
      lines.some((line) => line.startsWith(" ")),
      "a long line was folded",
    ).toBe(true);
  });

  it("parses as iCalendar with the title as SUMMARY, a stable UID and the start as an instant", () => {
    const event = parse(talkCalendar(timed, options(timed)));
    expect(event.summary).toBe(timed.title);
    expect(event.uid).toBe("fixture-timed@example.org");
    expect(event.start.toJSDate().toISOString()).toBe("2027-05-12T07:30:00.000Z");
    expect(event.description).toContain(timed.abstract);
    expect(event.location).toBe("Hall A, Vienna, Austria");
  });

  it("gives a talk without a time as an all-day event on its date", () => {
    const text = talkCalendar(allDay, options(allDay));
    expect(text).toContain("DTSTART;VALUE=DATE:20260305\r\n");
    const event = parse(text);
    expect(event.start.isDate).toBe(true);
    expect(event.start.toString()).toBe("2026-03-05");
    expect(event.location).toBe("Online: https://meet.example.org/room");
  });

  it("takes DTSTAMP from SOURCE_DATE_EPOCH, and writes the same bytes twice", () => {
    const first = talkCalendar(timed, options(timed, "1767225600"));
    expect(parse(first).stamp.toJSDate().toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(talkCalendar(timed, options(timed, "1767225600"))).toBe(first);
  });

  it("without SOURCE_DATE_EPOCH, takes DTSTAMP from the talk itself, so the bytes still only change with it", () => {
    const first = talkCalendar(timed, options(timed));
    expect(parse(first).stamp.toJSDate().toISOString()).toBe("2027-05-12T07:30:00.000Z");
    expect(talkCalendar(timed, options(timed))).toBe(first);
    expect(
      parse(talkCalendar(allDay, options(allDay)))
        .stamp.toJSDate()
        .toISOString(),
    ).toBe("2026-03-05T00:00:00.000Z");
  });
});

describe("SOURCE_DATE_EPOCH", () => {
  it("is refused when it is not whole seconds", () => {
    expect(() => talkCalendar(timed, options(timed, "2026-01-01"))).toThrow(
      /SOURCE_DATE_EPOCH is "2026-01-01"/,
    );
  });
});

describe("foldLines", () => {
  it("never splits a character, and keeps what unfolding gives back", () => {
    const line = `SUMMARY:${"é".repeat(60)}`;
    const folded = foldLines(`${line}\r\n`);
    for (const part of folded.split("\r\n"))
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(`${line}\r\n`);
  });
});
