// What the content written as data may not be (talks, courses, the site's details, projects, the legal pages'
// organisations): TypeScript checks the shapes, these check what types cannot say. A day the calendar lacks, a
// length of zero or below, years in the wrong order, and a link that breaks the site's URL policy
// (app/url-policy.ts) each give a line naming the item and the field. Plain logic over the data it is given;
// content-checks.server.ts runs it over the owner's content at build.
import { parseDay } from "./dates";
import { textsIn } from "./i18n/localize";
import { orcidProblem } from "./orcid";
import { isSlug } from "./slug";
import type { ContactInfoItem, Course, ExternalLink, Imprint, Privacy, Project, Talk } from "./content-types";
import { COURSE_MODES, type LeveledSkill, SKILL_LEVELS, TALK_KINDS } from "./content-types";
import { contentLinkReason } from "./url-policy";

/** `field` of `value` as a problem line, or nothing when the value may be published as a link. */
function linkProblem(field: string, value: string | undefined) {
  if (value === undefined) return [];
  const reason = contentLinkReason(value);
  return reason ? [`field "${field}" ${reason}`] : [];
}

/**
 * `field` of `value` as a problem line when it is not one of `allowed`, the words its type lists: the build
 * does not check types, so a word the type check would refuse reaches it.
 */
function choiceProblem(field: string, value: unknown, allowed: readonly string[]) {
  if (allowed.includes(value as string)) return [];
  return [
    `field "${field}" must be one of ${allowed.map((word) => `"${word}"`).join(", ")}, not ${JSON.stringify(value)}`,
  ];
}

/** Each problem as "<item>: <problem>". */
const named = (item: string, problems: string[]) => problems.map((problem) => `${item}: ${problem}`);

function isTimeZone(timeZone: string) {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** What stops each talk from being published: its slug, day, time, zone, length and links. */
export function talkProblems(talks: readonly Talk[]): string[] {
  const titles = new Map<string, string>();
  return talks.flatMap((talk) => {
    const problems: string[] = [];
    // Its title as written first (a { en, de } title's first text): the name the owner knows it by.
    const title = textsIn(talk.title)[0]?.[1] ?? "";
    const other = titles.get(talk.slug);
    if (typeof talk.slug !== "string")
      problems.push(`field "slug" is missing: give the talk's address, such as "icaea-2027-keynote"`);
    else if (!isSlug(talk.slug)) problems.push(`field "slug" must be lower-case letters, digits and "-"`);
    else if (other !== undefined)
      problems.push(`field "slug" is used by another talk, "${other}"; this one is "${title}"`);
    else titles.set(talk.slug, title);
    try {
      parseDay(talk.date);
    } catch (error) {
      problems.push(`field "date": ${(error as Error).message}`);
    }
    if (talk.time) {
      const { start, timeZone, durationMinutes } = talk.time;
      if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(start))
        problems.push(`field "time.start": "${start}" is not a time written HH:MM`);
      if (!isTimeZone(timeZone))
        problems.push(`field "time.timeZone": "${timeZone}" is not an IANA time zone (e.g. "Europe/Vienna")`);
      if (durationMinutes !== undefined && !(Number.isInteger(durationMinutes) && durationMinutes > 0))
        problems.push(
          `field "time.durationMinutes" must be a whole number of minutes above 0, not ${durationMinutes}`,
        );
    }
    problems.push(
      ...linkProblem("event.url", talk.event.url),
      ...("online" in talk.place ? linkProblem("place.url", talk.place.url) : []),
      ...linkProblem("slides", talk.slides),
      ...linkProblem("video", talk.video),
    );
    if (talk.paper && /^[a-z][a-z0-9+.-]*:\/\//i.test(talk.paper))
      problems.push(...linkProblem("paper", talk.paper));
    problems.push(...choiceProblem("kind", talk.kind, TALK_KINDS));
    return named(`talk "${talk.slug ?? title}"`, problems);
  });
}

const isYear = (year: unknown) =>
  Number.isInteger(year) && (year as number) >= 1000 && (year as number) <= 9999;

/** What stops each course from being published: its years, hours, level and links. */
export function courseProblems(courses: readonly Course[]): string[] {
  return courses.flatMap((course) => {
    const problems: string[] = [];
    const { from, to } = course.years;
    if (!isYear(from))
      problems.push(
        `field "years.from" must be a year written with four digits, not ${JSON.stringify(from)}`,
      );
    if (to !== undefined && !isYear(to))
      problems.push(`field "years.to" must be a year written with four digits, not ${JSON.stringify(to)}`);
    else if (to !== undefined && isYear(from) && to < from)
      problems.push(`field "years.to" (${to}) is before "years.from" (${from})`);
    if (course.hours !== undefined && !(Number.isFinite(course.hours) && course.hours > 0))
      problems.push(`field "hours" must be a number of hours above 0, not ${course.hours}`);
    if (course.syllabus.length === 0) problems.push(`field "syllabus" lists no topic: give one or more`);
    problems.push(...choiceProblem("mode", course.mode, COURSE_MODES));
    // Before it was a text, the level was ICAO's and CEFR's ranges.
    if (course.level !== undefined && typeof course.level !== "string")
      problems.push(
        `field "level" must be a text, such as "ICAO 4–5 · CEFR B2–C1" or "Master's, first year", not ${JSON.stringify(course.level)}`,
      );
    problems.push(
      ...linkProblem("institution.url", course.institution.url),
      ...(course.materials ?? []).flatMap((material, index) =>
        linkProblem(`materials[${index}].url`, material.url),
      ),
    );
    return named(`course "${course.title}"`, problems);
  });
}

/** What stops each skill from being shown with its level (`expertise`, made from skills.ts's list). */
export function skillProblems(skills: readonly LeveledSkill[]): string[] {
  return skills.flatMap((skill) =>
    named(`skill "${String(skill.name)}"`, choiceProblem("level", skill.level, SKILL_LEVELS)),
  );
}

/** What stops the site's own details from being published: its address, its links, the ORCID iD, the name and the email. */
export function siteProblems(site: {
  url: string;
  github?: string;
  linkedin?: string;
  orcid?: string;
  name?: string;
  email?: string;
}): string[] {
  // Every canonical link, the sitemap and the calendar files are built on it: a full web address.
  const siteUrl = /^https?:\/\/[^/]/i.test(site.url)
    ? linkProblem("url", site.url)
    : [`field "url" must be the site's full address, starting https://, not ${site.url}`];
  const orcid = site.orcid === undefined ? undefined : orcidProblem(site.orcid);
  return named("site", [
    ...siteUrl,
    ...linkProblem("github", site.github),
    ...linkProblem("linkedin", site.linkedin),
    ...(orcid ? [`field "orcid" is not an ORCID iD ("${site.orcid}"): ${orcid}`] : []),
    // Every page's title, header and initials are made of it.
    ...(site.name !== undefined && !site.name.trim() ? [`field "name" is empty: give your name`] : []),
    ...(site.email !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(site.email)
      ? [
          `field "email" must be an email address, such as name@example.org, not ${JSON.stringify(site.email)}`,
        ]
      : []),
  ]);
}

type LinkLists = { externalLinks: readonly ExternalLink[]; contactInfo: readonly ContactInfoItem[] };

/**
 * What stops the owner's links (About's and the contact card's) from being published: their addresses. An
 * address of `site`'s (links.ts makes its GitHub and LinkedIn links of them) is told once, at site.ts.
 */
export function linkListProblems(
  { externalLinks, contactInfo }: LinkLists,
  site: Parameters<typeof siteProblems>[0],
): string[] {
  const told = new Set([site.url, site.github, site.linkedin]);
  const problem = (value: string | undefined) => (told.has(value) ? [] : linkProblem("link", value));
  return [
    ...externalLinks.flatMap((link) => named(`external link "${link.name}"`, problem(link.link))),
    ...contactInfo.flatMap((item) => named(`contact item "${item.title}"`, problem(item.link))),
  ];
}

/** A list whose length the spec fixes (app/spec-counts.ts): its field, its value, that length, what it holds. */
export type CountedList = [field: string, items: unknown, count: number, what: string];

/**
 * A list the pages need that is not one. The types ask for a list, but a build does not check types: one
 * left out would stop the build with a TypeError that names no file.
 */
export function countProblems(lists: CountedList[]) {
  return lists.flatMap(([field, items, , what]) =>
    Array.isArray(items) ? [] : [`field "${field}" is not a list of ${what}`],
  );
}

/**
 * A list of another length than the spec's pages show. The site is laid out for the spec's number; another
 * owner's may hold fewer or more (no certifications, five projects), and the pages show what there is.
 */
export function countNotes(lists: CountedList[]) {
  return lists.flatMap(([field, items, count, what]) =>
    !Array.isArray(items) || items.length === count
      ? []
      : [`field "${field}": the pages are laid out for ${count} ${what}; it has ${items.length}`],
  );
}

/** What stops each project from being published: the link of a live one. */
export function projectProblems(projects: readonly Project[]): string[] {
  return projects.flatMap((project) =>
    named(`project "${project.name}"`, project.status === "live" ? linkProblem("link", project.link) : []),
  );
}

/** What stops the legal pages from being published: the organisations' addresses. */
export function legalProblems(privacy: Privacy, imprint: Imprint | null): string[] {
  return [
    ...named("privacy", [
      ...linkProblem("host.url", privacy.host.url),
      ...linkProblem("emailService.url", privacy.emailService.url),
      ...linkProblem("supervisoryAuthority.url", privacy.supervisoryAuthority.url),
    ]),
    ...named(
      "imprint",
      (imprint?.details ?? []).flatMap((detail, index) =>
        "link" in detail ? linkProblem(`details[${index}].link.url`, detail.link.url) : [],
      ),
    ),
  ];
}

/** Markdown's `[words](address)` or `**words**`, or an HTML tag: markup that a text shows as written. */
const MARKUP = /\[[^\]\n]+\]\([^)\s]+\)|\*\*[^*\n]+\*\*|<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>/i;

/**
 * Each text of a module of typed content that holds Markdown or HTML (an about page copied from an al-folio
 * site), naming its field: the pages show a text as written, brackets, asterisks and tags too.
 */
export function markupWarnings(value: unknown): string[] {
  return textsIn(value).flatMap(([field, text]) => {
    const [markup] = MARKUP.exec(text) ?? [];
    return markup
      ? [`${field}: ${markup} is Markdown or HTML, which a text shows as written: write the words alone`]
      : [];
  });
}

/** Every problem, grouped by file, as one message; undefined when there is none. */
export function problemsMessage(byFile: Record<string, string[]>) {
  const files = Object.entries(byFile).filter(([, problems]) => problems.length > 0);
  if (files.length === 0) return undefined;
  return files.map(([file, problems]) => `${file}: cannot publish\n  ${problems.join("\n  ")}`).join("\n");
}
