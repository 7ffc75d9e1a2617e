// @vitest-environment node
import { describe, expect, it } from "vitest";
import { splitTalks, talkTiming, timeText, zoneOffsetMinutes } from "./talk-time";

const startDateIso = (talk: Parameters<typeof talkTiming>[0]) => talkTiming(talk).startIso;
const endDateIso = (talk: Parameters<typeof talkTiming>[0]) => talkTiming(talk).endIso;

describe("talkTiming's start", () => {
  it("gives a day without a time as the day alone", () => {
    expect(startDateIso({ date: "2026-03-05" })).toBe("2026-03-05");
  });

  it.each([
    ["summer time in Vienna", "2027-07-01", "09:30", "Europe/Vienna", "2027-07-01T09:30:00+02:00"],
    ["winter time in Vienna", "2027-01-15", "09:30", "Europe/Vienna", "2027-01-15T09:30:00+01:00"],
    ["a negative half-hour offset", "2027-01-15", "18:05", "America/St_Johns", "2027-01-15T18:05:00-03:30"],
    ["UTC itself", "2027-01-15", "00:00", "UTC", "2027-01-15T00:00:00+00:00"],
    ["a zone east of the date line", "2027-06-30", "23:45", "Pacific/Auckland", "2027-06-30T23:45:00+12:00"],
    // The morning after Europe moved its clocks forward (28 March 2027).
    ["the day summer time starts", "2027-03-28", "04:00", "Europe/Vienna", "2027-03-28T04:00:00+02:00"],
  ])("writes the local time with the offset for %s", (_case, date, start, timeZone, expected) => {
    expect(startDateIso({ date, time: { start, timeZone } })).toBe(expected);
  });

  it("names the same instant as the offset says", () => {
    const talk = { date: "2027-05-12", time: { start: "09:30", timeZone: "Europe/Vienna" } };
    const { startMs, startIso } = talkTiming(talk);
    expect(new Date(startMs).toISOString()).toBe("2027-05-12T07:30:00.000Z");
    expect(new Date(startIso).getTime()).toBe(startMs);
  });

  it("refuses a malformed date, time or zone", () => {
    expect(() => startDateIso({ date: "12/05/2027" })).toThrow(/YYYY-MM-DD/);
    expect(() => startDateIso({ date: "2027-05-12", time: { start: "9.30", timeZone: "UTC" } })).toThrow(
      /HH:MM/,
    );
    expect(() =>
      startDateIso({ date: "2027-05-12", time: { start: "09:30", timeZone: "Mars/Olympus" } }),
    ).toThrow();
  });
});

describe("talkTiming's end", () => {
  it("adds the length in the talk's own zone, across a change of offset", () => {
    // Europe/Vienna leaves summer time at 03:00 on 31 October 2027.
    const talk = {
      date: "2027-10-31",
      time: { start: "01:30", timeZone: "Europe/Vienna", durationMinutes: 120 },
    };
    expect(startDateIso(talk)).toBe("2027-10-31T01:30:00+02:00");
    expect(endDateIso(talk)).toBe("2027-10-31T02:30:00+01:00");
  });

  it("is absent without a length or a time", () => {
    expect(endDateIso({ date: "2027-10-31" })).toBeUndefined();
    expect(endDateIso({ date: "2027-10-31", time: { start: "10:00", timeZone: "UTC" } })).toBeUndefined();
  });
});

describe("zoneOffsetMinutes", () => {
  it("reads Intl's offset in minutes", () => {
    expect(zoneOffsetMinutes("Asia/Kolkata", new Date("2027-01-01T00:00:00Z"))).toBe(330);
    expect(zoneOffsetMinutes("America/New_York", new Date("2027-01-01T00:00:00Z"))).toBe(-300);
  });
});

describe("splitTalks", () => {
  const now = new Date("2027-05-12T15:00:00Z");
  const talk = (slug: string, date: string, start?: string) => {
    const when = { date, ...(start ? { time: { start, timeZone: "UTC" } } : {}) };
    return { slug, ...when, timing: talkTiming(when) };
  };

  it("puts today's and later talks under upcoming, soonest first, and earlier ones under past, newest first", () => {
    const { upcoming, past } = splitTalks(
      [
        talk("old", "2024-11-21"),
        talk("later", "2028-01-10"),
        talk("today-morning", "2027-05-12", "09:00"),
        talk("newer", "2026-08-28"),
        talk("soon", "2027-06-01"),
        talk("yesterday", "2027-05-11", "18:00"),
      ],
      now,
    );
    expect(upcoming.map((item) => item.slug)).toEqual(["today-morning", "soon", "later"]);
    expect(past.map((item) => item.slug)).toEqual(["yesterday", "newer", "old"]);
  });

  it("orders two talks on one day by their times", () => {
    const { upcoming } = splitTalks(
      [talk("afternoon", "2027-06-01", "14:00"), talk("morning", "2027-06-01", "09:00")],
      now,
    );
    expect(upcoming.map((item) => item.slug)).toEqual(["morning", "afternoon"]);
  });

  it("moves a talk from upcoming to past once its day is over", () => {
    const items = [talk("the-talk", "2027-05-12")];
    expect(splitTalks(items, new Date("2027-05-12T23:59:00Z")).upcoming).toHaveLength(1);
    expect(splitTalks(items, new Date("2027-05-13T00:00:00Z")).past).toHaveLength(1);
  });
});

describe("reader's text", () => {
  it("writes the time with its zone", () => {
    const timed = { date: "2027-05-12", time: { start: "09:30", timeZone: "Europe/Vienna" } };
    expect(timeText({ ...timed, timing: talkTiming(timed) })).toBe("09:30 CEST");
    expect(timeText({ timing: talkTiming({ date: "2027-05-12" }) })).toBeUndefined();
  });
});
