// The one reader of the calendar days content is dated with (posts, talks, courses), so every kind of content
// refuses the same bad dates: a day that does not exist (2027-02-30) is an error, never rolled into March. And
// the one way a day is written out for readers, and the one reading of when a generated file says it was made.

/** A calendar day as YYYY-MM-DD text, read into numbers; throws unless the day exists. */
export function parseDay(date: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`"${date}" is not a date written YYYY-MM-DD`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])] as const;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new Error(`"${date}" is not a day of the calendar`);
  }
  return [year, month, day] as const;
}

/** Whether `date` is a YYYY-MM-DD day that exists. */
export function isCalendarDay(date: string) {
  try {
    parseDay(date);
    return true;
  } catch {
    return false;
  }
}

/**
 * A YYYY-MM-DD day as readers of `locale` see it, the same wherever the build runs: "12 May 2027" in en-GB,
 * "12. Mai 2027" in de-DE.
 */
export function dayText(date: string, locale: string) {
  const [year, month, day] = parseDay(date);
  const format = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
  return format.format(new Date(Date.UTC(year, month - 1, day)));
}

/**
 * When a generated file (the CV, a talk's calendar) says it was made, in seconds: SOURCE_DATE_EPOCH (the
 * reproducible-builds convention) when set, so two builds of the same sources write the same bytes; else `now`.
 */
export function creationSeconds(env: Record<string, string | undefined> = process.env, now = new Date()) {
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch === undefined || epoch === "") return Math.floor(now.getTime() / 1000);
  if (!/^\d+$/.test(epoch)) {
    throw new Error(
      `SOURCE_DATE_EPOCH is "${epoch}", not a date: set it to whole seconds since 1970 (git log -1 --format=%ct), or unset it.`,
    );
  }
  return Number(epoch);
}
