// The build's one check of the content written as data: talks, courses, the site's details, projects and the
// legal pages' organisations (the rules are in content-checks.ts). Any problem stops the build with one line
// per problem, naming the file, the item and the field. Build time only: the content graph runs it
// (app/content-graph/graph.server.ts), before anything is prerendered.
import {
  courseProblems,
  legalProblems,
  problemsMessage,
  projectProblems,
  siteProblems,
  talkProblems,
} from "./content-checks";
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

export const COURSES_FILE = contentFile("teaching.ts");
export const SITE_FILE = contentFile("site.ts");
export const PROJECTS_FILE = contentFile("projects.ts");
export const LEGAL_FILE = contentFile("legal.ts");

/** Checks all the content written as data; throws one error naming every problem's file, item and field. */
export function checkContent() {
  // The rules read each text as the default language's pages show it.
  const { courses } = localize(teaching, DEFAULT_LANGUAGE);
  const { contactInfo, externalLinks } = localize(links, DEFAULT_LANGUAGE);
  const byFile: Record<string, string[]> = {
    [TALKS_FILE]: talkProblems(talkSources()),
    [COURSES_FILE]: courseProblems(courses),
    [SITE_FILE]: siteProblems({ site: site.site, externalLinks, contactInfo }),
    [PROJECTS_FILE]: projectProblems(localize(projects.projects, DEFAULT_LANGUAGE)),
    [LEGAL_FILE]: legalProblems(legal.privacy, localize(legal.imprint, DEFAULT_LANGUAGE)),
  };
  // Every typed module may give its texts per language (docs/decisions/080).
  const typed = { experience, links, news, portrait, skills };
  const texts: [string, unknown][] = [
    ...Object.entries(typed).map(([name, module]): [string, unknown] => [contentFile(`${name}.ts`), module]),
    [TALKS_FILE, { talks: talkSources() }],
    [COURSES_FILE, teaching],
    [SITE_FILE, site],
    [PROJECTS_FILE, projects],
    [LEGAL_FILE, legal],
  ];
  for (const [file, module] of texts)
    byFile[file] = [...translationProblems(module), ...(byFile[file] ?? [])];
  const message = problemsMessage(byFile);
  if (message) throw new Error(message);
}
