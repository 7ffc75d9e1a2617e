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
import { imprint, privacy } from "~/content/legal";
import { projects } from "~/content/projects";
import { contactInfo, externalLinks } from "~/content/links";
import { site } from "~/content/site";
import { courses } from "~/content/teaching";
import { contentFile } from "./owner-folders.server";
import { TALKS_FILE, talkSources } from "./talks/talk-sources.server";
import { DEFAULT_LANGUAGE } from "./i18n/languages";
import { localize } from "./i18n/localize";

export const COURSES_FILE = contentFile("teaching.ts");
export const SITE_FILE = contentFile("site.ts");
export const PROJECTS_FILE = contentFile("projects.ts");
export const LEGAL_FILE = contentFile("legal.ts");

/** Checks all the content written as data; throws one error naming every problem's file, item and field. */
export function checkContent() {
  const message = problemsMessage({
    [TALKS_FILE]: talkProblems(talkSources()),
    [COURSES_FILE]: courseProblems(courses),
    [SITE_FILE]: siteProblems({ site, externalLinks, contactInfo }),
    [PROJECTS_FILE]: projectProblems(projects),
    [LEGAL_FILE]: legalProblems(privacy, localize(imprint, DEFAULT_LANGUAGE)),
  });
  if (message) throw new Error(message);
}
