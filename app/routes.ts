import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";
import { NOT_FOUND_PAGE, PAGES, PUBLICATION_PAGE } from "./pages";
import { TALK_CALENDAR, TALK_PAGE } from "./pages";
import {
  CV_PDF,
  FEED,
  OLD_POST_ADDRESS,
  PORTRAIT_IMAGE,
  POST_IMAGE,
  SIZED_IMAGE,
  POST_PAGE,
  SITE_IMAGE,
  TAG_PAGE,
  oldAddressFile,
} from "./pages";
import { readContentGraph } from "./content-graph/built-graph.server";
import type { Language } from "./i18n/languages";

// A route with a loader must have a path prerendered (ssr: false), so a site with no papers or no talks, a
// blog with no posts, or none with tags, no photo, or no picture in a post to make smaller, declares no route
// for them. They are the content graph's (scripts/content-graph.ts). `react-router typegen` types every
// route, whatever the content: the route modules are the code's, and one left out of the list would have no
// types.
const graph = process.argv.includes("typegen") ? undefined : readContentGraph();
const posts = graph?.posts ?? [];
const hasPapers = graph === undefined || graph.publications.length > 0;
const hasTalks = graph === undefined || graph.talks.length > 0;
const hasPosts = graph === undefined || posts.length > 0;
const hasTags = graph === undefined || posts.some((post) => post.tags.length > 0);
const hasPortrait = graph === undefined || graph.prerenderPaths.includes(PORTRAIT_IMAGE.path);
const hasSizedImages =
  graph === undefined ||
  graph.prerenderPaths.some((path) => path.startsWith(SIZED_IMAGE.path.split(":")[0]!));
// The languages with a prefix of their own (site.ts names them; the graph carries them here).
const prefixedLanguages = graph?.languages.slice(1) ?? [];

/**
 * The pages of a language other than the default, under its prefix (/de/about), each route with an id of its
 * own, as one file serves every language (docs/decisions/080). Of the files, only the CV, the feed and the
 * posts' pictures are, for the language's posts; the calendar files and the site's picture are not.
 */
function localizedRoutes(language: Language) {
  // The id React Router gives the default language's route (routes/about), under the language (de/routes/about).
  const id = (file: string) => ({ id: `${language}/${file.replace(/\.tsx$/, "")}` });
  const page = (path: string, file: string) => route(path.slice(1), file, id(file));
  return [
    ...PAGES.map((each) =>
      each.path === "/" ? index(each.file, id(each.file)) : page(each.path, each.file),
    ),
    ...(hasPapers ? [page(PUBLICATION_PAGE.path, PUBLICATION_PAGE.file)] : []),
    ...(hasTalks ? [page(TALK_PAGE.path, TALK_PAGE.file)] : []),
    ...(hasPosts ? [page(POST_PAGE.path, POST_PAGE.file)] : []),
    ...(hasTags ? [page(TAG_PAGE.path, TAG_PAGE.file)] : []),
    // Its translations' social previews (/de/writing/<slug>/og.png), and its feed.
    ...(posts.some((post) => post.language === language) ? [page(POST_IMAGE.path, POST_IMAGE.file)] : []),
    page(FEED.path, FEED.file),
    // The CV is written in each language (docs/decisions/080).
    page(CV_PDF.path, CV_PDF.file),
  ];
}

export default [
  ...PAGES.map((page) => (page.path === "/" ? index(page.file) : route(page.path.slice(1), page.file))),
  ...(hasPapers ? [route(PUBLICATION_PAGE.path.slice(1), PUBLICATION_PAGE.file)] : []),
  ...(hasTalks
    ? [route(TALK_PAGE.path.slice(1), TALK_PAGE.file), route(TALK_CALENDAR.path.slice(1), TALK_CALENDAR.file)]
    : []),
  ...(hasPosts
    ? [route(POST_PAGE.path.slice(1), POST_PAGE.file), route(POST_IMAGE.path.slice(1), POST_IMAGE.file)]
    : []),
  ...(hasTags ? [route(TAG_PAGE.path.slice(1), TAG_PAGE.file)] : []),
  route(FEED.path.slice(1), FEED.file),
  route(SITE_IMAGE.path.slice(1), SITE_IMAGE.file),
  ...(hasPortrait ? [route(PORTRAIT_IMAGE.path.slice(1), PORTRAIT_IMAGE.file)] : []),
  ...(hasSizedImages ? [route(SIZED_IMAGE.path.slice(1), SIZED_IMAGE.file)] : []),
  route(CV_PDF.path.slice(1), CV_PDF.file),
  ...posts
    .flatMap((post) => post.oldAddresses)
    .map((address, index) =>
      route(oldAddressFile(address).slice(1), OLD_POST_ADDRESS.file, { id: `old-post-address-${index}` }),
    ),
  ...prefixedLanguages.flatMap((language) => prefix(language, localizedRoutes(language))),
  route("*", NOT_FOUND_PAGE.file),
] satisfies RouteConfig;
