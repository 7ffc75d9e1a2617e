// A talk's time, from what the owner writes (a day, perhaps a local time and an IANA time zone) to what
// machines read: ISO 8601 with the zone's offset on that day, and the instant for a calendar. The offset comes
// from Intl, which knows every zone's rules, so summer time needs no date library.
import type { Talk } from "../content-types";
import { parseDay } from "../dates";

const MINUTE_MS = 60_000;

/** The zone's offset from UTC at an instant, as ISO 8601 writes it: "+02:00" for Vienna in summer. */
function offsetText(timeZone: string, instant: Date) {
  const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")?.value;
  // "GMT+02:00", "GMT-03:30", or "GMT" for UTC itself.
  const match = /^GMT([+-]\d{2}:\d{2})?$/.exec(name ?? "");
  if (!match) throw new Error(`no UTC offset for time zone ${timeZone}`);
  return match[1] ?? "+00:00";
}

/** The zone's offset from UTC, in minutes, at an instant: +120 for Vienna in summer. */
export function zoneOffsetMinutes(timeZone: string, instant: Date) {
  const [, sign, hours, minutes] = /^([+-])(\d{2}):(\d{2})$/.exec(offsetText(timeZone, instant))!;
  return (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

function parseClock(time: string) {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new Error(`"${time}" is not a time written HH:MM`);
  return [Number(match[1]), Number(match[2])] as const;
}

/** The instant a talk starts: its wall-clock time in its zone, on its day (year, month, day). */
function startInstant(
  [year, month, day]: readonly [number, number, number],
  time: NonNullable<Talk["time"]>,
) {
  const [hour, minute] = parseClock(time.start);
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the wall time read as UTC is right except within hours of a change; asking again at the
  // instant it gives settles it.
  const guess = wallAsUtc - zoneOffsetMinutes(time.timeZone, new Date(wallAsUtc)) * MINUTE_MS;
  return new Date(wallAsUtc - zoneOffsetMinutes(time.timeZone, new Date(guess)) * MINUTE_MS);
}

/** An instant as ISO 8601 in a zone's local time, with that zone's offset: 2027-05-12T09:30:00+02:00. */
export function isoInZone(instant: Date, timeZone: string) {
  const local = new Date(instant.getTime() + zoneOffsetMinutes(timeZone, instant) * MINUTE_MS);
  return `${local.toISOString().slice(0, 19)}${offsetText(timeZone, instant)}`;
}

/** When a talk happens, worked out once per talk (talkTiming): what its page, its JSON-LD and its calendar read. */
export type TalkTiming = {
  /** The instant it starts, in milliseconds; for a talk without a time, its day's start in UTC. */
  startMs: number;
  /** ISO 8601: the day alone, or the local date and time with the zone's offset when a time is given. */
  startIso: string;
  /** When a talk with a time and a length ends, as ISO 8601 with the offset. */
  endIso?: string;
};

/** The talk's timing; throws on a day, time or zone it cannot read. */
export function talkTiming(talk: Pick<Talk, "date" | "time">): TalkTiming {
  const day = parseDay(talk.date);
  if (!talk.time) return { startMs: Date.UTC(day[0], day[1] - 1, day[2]), startIso: talk.date };
  const { timeZone, durationMinutes } = talk.time;
  const start = startInstant(day, talk.time);
  const end = durationMinutes ? new Date(start.getTime() + durationMinutes * MINUTE_MS) : undefined;
  return {
    startMs: start.getTime(),
    startIso: isoInZone(start, timeZone),
    ...(end ? { endIso: isoInZone(end, timeZone) } : {}),
  };
}

/**
 * Upcoming talks, soonest first, and past ones, newest first. A talk stays upcoming through its whole day
 * (compared as calendar days in UTC), so one given this morning is not "past" before it has ended.
 */
export function splitTalks<T extends Pick<Talk, "date" | "time"> & { timing: TalkTiming }>(
  talks: readonly T[],
  now: Date,
) {
  const today = now.toISOString().slice(0, 10);
  // On one day, a talk without a time comes before one that starts at that day's midnight in UTC.
  const byStart = (a: T, b: T) =>
    a.date.localeCompare(b.date) ||
    a.timing.startMs - b.timing.startMs ||
    Number(Boolean(a.time)) - Number(Boolean(b.time));
  return {
    upcoming: talks.filter((talk) => talk.date >= today).sort(byStart),
    past: talks.filter((talk) => talk.date < today).sort((a, b) => byStart(b, a)),
  };
}

/** The local time with its zone's short name: "09:30 CEST". */
export function timeText(talk: Pick<Talk, "time"> & { timing: TalkTiming }) {
  if (!talk.time) return undefined;
  return new Intl.DateTimeFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: talk.time.timeZone,
    timeZoneName: "short",
  }).format(talk.timing.startMs);
}
