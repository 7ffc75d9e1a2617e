// The build's one check of the content written as data: talks, courses, the site's details, projects and the
// legal pages' organisations (the rules are in content-checks.ts). Any problem stops the build with one line
// per problem, naming the file, the item and the field. Build time only: the content graph runs it
// (app/content-graph/graph.server.ts), before anything is prerendered.
import {
  type CountedList,
  countNotes,
  countProblems,
  courseProblems,
  legalProblems,
  linkListProblems,
  markupWarnings,
  problemsMessage,
  projectProblems,
  siteProblems,
  skillProblems,
  talkProblems,
} from "./content-checks";
import type { Talk } from "./content-types";
import {
  CERTIFICATION_COUNT,
  CONTACT_INFO_COUNT,
  DEGREE_COUNT,
  ETHICS_COMMITMENT_COUNT,
  EXPERIENCE_COUNT,
  EXPERIENCE_POINT_COUNT,
  EXTERNAL_LINK_COUNT,
  OPEN_TO_COUNT,
  PROJECT_COUNT,
  SKILL_COUNT,
} from "./spec-counts";
import * as legal from "~/content/legal";
import * as experience from "~/content/experience";
import * as links from "~/content/links";
import * as news from "~/content/news";
import * as portrait from "~/content/portrait";
import * as projects from "~/content/projects";
import * as site from "~/content/site";
import * as skills from "~/content/skills";
import * as teaching from "~/content/teaching";
import { contentFile } from "./owner-folders.server";
import { TALKS_FILE, talkSources } from "./talks/talk-sources.server";
import { DEFAULT_LANGUAGE } from "./i18n/languages";
import { localize, translationProblems } from "./i18n/localize";
import { ContentProblem } from "./content-problem";

export const COURSES_FILE = contentFile("teaching.ts");
export const SITE_FILE = contentFile("site.ts");
export const PROJECTS_FILE = contentFile("projects.ts");
export const LEGAL_FILE = contentFile("legal.ts");
const LINKS_FILE = contentFile("links.ts");
const SKILLS_FILE = contentFile("skills.ts");
const EXPERIENCE_FILE = contentFile("experience.ts");

/** The owner's typed modules, as the site imports them. */
const CONTENT = { experience, legal, links, news, portrait, projects, site, skills, teaching };
export type ContentModules = typeof CONTENT;

/** The lists whose length the spec fixes (app/spec-counts.ts), by the owner's file each is in. */
function countedLists(content: ContentModules): Record<string, CountedList[]> {
  const { experiences } = localize(content.experience, DEFAULT_LANGUAGE);
  const { site } = content.site;
  return {
    [SITE_FILE]: [
      ["site.degrees", site.degrees, DEGREE_COUNT, "degrees"],
      ["site.certifications", site.certifications, CERTIFICATION_COUNT, "certifications"],
      ["site.openTo", site.openTo, OPEN_TO_COUNT, "chips"],
    ],
    [LINKS_FILE]: [
      ["externalLinks", content.links.externalLinks, EXTERNAL_LINK_COUNT, "links"],
      ["contactInfo", content.links.contactInfo, CONTACT_INFO_COUNT, "items"],
    ],
    [PROJECTS_FILE]: [
      ["projects", content.projects.projects, PROJECT_COUNT, "projects"],
      ["featuredProjects", content.projects.featuredProjects, PROJECT_COUNT, "projects"],
    ],
    [SKILLS_FILE]: [
      ["expertise", content.skills.expertise, SKILL_COUNT, "skills"],
      ["toolkit", content.skills.toolkit, SKILL_COUNT, "skills"],
    ],
    [EXPERIENCE_FILE]: [
      ["experiences", experiences, EXPERIENCE_COUNT, "entries"],
      ...(Array.isArray(experiences) ? experiences : []).map((entry, index): CountedList => [
        `experiences[${index}].points`,
        entry.points,
        EXPERIENCE_POINT_COUNT,
        "points",
      ]),
    ],
    [LEGAL_FILE]: [
      ["ethicsCommitments", content.legal.ethicsCommitments, ETHICS_COMMITMENT_COUNT, "commitments"],
    ],
  };
}

/** `lists`' lines by file, through `lines`; a file without any is left out. */
const byFileOf = (lists: Record<string, CountedList[]>, lines: (lists: CountedList[]) => string[]) =>
  Object.fromEntries(
    Object.entries(lists)
      .map(([file, each]) => [file, lines(each)] as const)
      .filter(([, found]) => found.length > 0),
  );

/**
 * Every problem of the content written as data, by the owner's file it is in (empty lists where none). A list
 * the pages need that is no list is told first, alone: every other rule reads the lists.
 */
export function contentProblems(content: ContentModules, talks: readonly Talk[]): Record<string, string[]> {
  const notLists = byFileOf(countedLists(content), countProblems);
  if (Object.keys(notLists).length > 0) return notLists;
  // The rules read each text as the default language's pages show it; the talks' rules read their titles as
  // written, to name them.
  const byFile: Record<string, string[]> = {
    [TALKS_FILE]: talkProblems(talks),
    [COURSES_FILE]: courseProblems(localize(content.teaching, DEFAULT_LANGUAGE).courses),
    [SITE_FILE]: siteProblems(content.site.site),
    [LINKS_FILE]: linkListProblems(localize(content.links, DEFAULT_LANGUAGE), content.site.site),
    [PROJECTS_FILE]: projectProblems(localize(content.projects.projects, DEFAULT_LANGUAGE)),
    [LEGAL_FILE]: legalProblems(content.legal.privacy, localize(content.legal.imprint, DEFAULT_LANGUAGE)),
    [SKILLS_FILE]: skillProblems(localize(content.skills.expertise, DEFAULT_LANGUAGE)),
  };
  // Every typed module may give its texts per language (docs/decisions/080).
  for (const [file, module] of modulesByFile(content, talks))
    byFile[file] = [...translationProblems(module), ...(byFile[file] ?? [])];
  return byFile;
}

/** Each typed module, talks.ts's too, with the owner's file it is in. */
function modulesByFile(content: ContentModules, talks: readonly Talk[]): (readonly [string, unknown])[] {
  return [
    ...Object.entries(content).map(([name, module]) => [contentFile(`${name}.ts`), module] as const),
    [TALKS_FILE, { talks }],
  ];
}

/** What the build tells the owner and publishes anyway, by file: a list of another length than the spec's. */
export function contentNotes(content: ContentModules): Record<string, string[]> {
  return byFileOf(countedLists(content), countNotes);
}

/**
 * Checks all the content written as data; throws one error naming every problem's file, item and field.
 * `warn` hears of each text that holds markup, which is published as written, and of each list of another
 * length than the sample's.
 */
export function checkContent(warn: (text: string) => void = console.warn) {
  const talks = talkSources();
  for (const [file, module] of modulesByFile(CONTENT, talks))
    for (const markup of markupWarnings(module)) warn(`${file}: ${markup}`);
  const message = problemsMessage(contentProblems(CONTENT, talks));
  if (message) throw new ContentProblem(message);
  for (const [file, notes] of Object.entries(contentNotes(CONTENT)))
    for (const note of notes) warn(`${file}: ${note}`);
}
