import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";
import { NOT_FOUND_PAGE, PAGES, PUBLICATION_PAGE } from "./pages";
import { TALK_CALENDAR, TALK_PAGE } from "./pages";
import {
  CV_PDF,
  FAVICON,
  FEED,
  OLD_POST_ADDRESS,
  PORTRAIT_IMAGE,
  POST_FILE,
  POST_IMAGE,
  SIZED_IMAGE,
  POST_PAGE,
  SITE_IMAGE,
  TAG_PAGE,
  oldAddressFile,
} from "./pages";
import { readContentGraph, routeInputs } from "./content-graph/built-graph.server";
import type { Language } from "./i18n/languages";

// A route with a loader must have a path prerendered (ssr: false), so a site with no papers or no talks, a
// blog with no posts, or none with tags or files of their own, no photo, or no picture in a post to make
// smaller, declares no route for them. They are the content graph's (scripts/content-graph.ts). Two runs
// declare every route, whatever the content: `react-router typegen`, as a route module left out of the list
// would have no types, and the dev server, which prerenders nothing and lists the routes only when it starts,
// so that a site's first post, paper or talk gets its page there without a restart.
const graph = process.argv.includes("typegen") ? undefined : readContentGraph();
const posts = graph?.posts ?? [];
const every = graph === undefined || graph.serving === true;
const hasPapers = every || graph.publications.length > 0;
const hasTalks = every || graph.talks.length > 0;
const hasPosts = every || posts.length > 0;
const hasTags = every || posts.some((post) => post.tags.length > 0);
const hasPortrait = every || graph.prerenderPaths.includes(PORTRAIT_IMAGE.path);
// Without public/favicon.svg of the owner's own, the icon is drawn from their initials.
const hasIcon = every || graph.prerenderPaths.includes(FAVICON.path);
const hasPostFiles = every || Object.keys(graph.postFiles).length > 0;
const hasSizedImages =
  every || graph.prerenderPaths.some((path) => path.startsWith(SIZED_IMAGE.path.split(":")[0]!));
// The languages with a prefix of their own (site.ts names them; the graph carries them here), and the posts'
// old addresses: on the dev server, what the routes are made from (routeInputs).
const { languages, oldAddresses } = graph ? routeInputs(graph) : { languages: [], oldAddresses: [] };
const prefixedLanguages = languages.slice(1);

/**
 * The routes of `language`'s pages: the default language's (none given) at the root, another's under its
 * prefix (/de/about), each route with an id of its own, as one file serves every language (docs/decisions/080).
 * Of the files, another language has only the CV, the feed and its posts' pictures; the calendar files and
 * the site's pictures are the default language's.
 */
function routesIn(language?: Language) {
  // The id React Router gives the default language's route (routes/about), under the language (de/routes/about).
  const id = (file: string) => (language ? { id: `${language}/${file.replace(/\.tsx$/, "")}` } : {});
  const page = (path: string, file: string) => route(path.slice(1), file, id(file));
  const isDefault = language === undefined;
  const hasPostImages = isDefault || every ? hasPosts : posts.some((post) => post.language === language);
  return [
    ...PAGES.map((each) =>
      each.path === "/" ? index(each.file, id(each.file)) : page(each.path, each.file),
    ),
    ...(hasPapers ? [page(PUBLICATION_PAGE.path, PUBLICATION_PAGE.file)] : []),
    ...(hasTalks ? [page(TALK_PAGE.path, TALK_PAGE.file)] : []),
    ...(hasTalks && isDefault ? [page(TALK_CALENDAR.path, TALK_CALENDAR.file)] : []),
    ...(hasPosts ? [page(POST_PAGE.path, POST_PAGE.file)] : []),
    ...(hasPostImages ? [page(POST_IMAGE.path, POST_IMAGE.file)] : []),
    ...(hasPostFiles && isDefault ? [page(POST_FILE.path, POST_FILE.file)] : []),
    ...(hasTags ? [page(TAG_PAGE.path, TAG_PAGE.file)] : []),
    page(FEED.path, FEED.file),
    ...(isDefault ? [page(SITE_IMAGE.path, SITE_IMAGE.file)] : []),
    ...(hasPortrait && isDefault ? [page(PORTRAIT_IMAGE.path, PORTRAIT_IMAGE.file)] : []),
    ...(hasIcon && isDefault ? [page(FAVICON.path, FAVICON.file)] : []),
    ...(hasSizedImages && isDefault ? [page(SIZED_IMAGE.path, SIZED_IMAGE.file)] : []),
    page(CV_PDF.path, CV_PDF.file),
  ];
}

export default [
  ...routesIn(),
  ...oldAddresses.map((address, index) =>
    route(oldAddressFile(address).slice(1), OLD_POST_ADDRESS.file, { id: `old-post-address-${index}` }),
  ),
  ...prefixedLanguages.flatMap((language) => prefix(language, routesIn(language))),
  route("*", NOT_FOUND_PAGE.file),
] satisfies RouteConfig;
