import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { NOT_FOUND_PAGE, PAGES, PUBLICATION_PAGE } from "./pages";
import { TALK_CALENDAR, TALK_PAGE } from "./pages";
import {
  CV_PDF,
  FEED,
  OLD_POST_ADDRESS,
  POST_IMAGE,
  POST_PAGE,
  SITE_IMAGE,
  TAG_PAGE,
  oldAddressFile,
} from "./pages";
import { postTags } from "./writing/posts.server";
import { readContentGraph } from "./content-graph/built-graph.server";

// A route with a loader must have every path prerendered (ssr: false), so a blog with no posts, or none
// with tags, declares no post or tag route. The posts are the content graph's (scripts/content-graph.ts);
// `react-router typegen`, which reads this file without building, finds none and types every route.
const graph = readContentGraph();
const posts = graph?.posts ?? [];
const hasPosts = graph === undefined || posts.length > 0;
const hasTags = graph === undefined || postTags(posts).length > 0;

export default [
  ...PAGES.map((page) => (page.path === "/" ? index(page.file) : route(page.path.slice(1), page.file))),
  route(PUBLICATION_PAGE.path.slice(1), PUBLICATION_PAGE.file),
  route(TALK_PAGE.path.slice(1), TALK_PAGE.file),
  route(TALK_CALENDAR.path.slice(1), TALK_CALENDAR.file),
  ...(hasPosts
    ? [route(POST_PAGE.path.slice(1), POST_PAGE.file), route(POST_IMAGE.path.slice(1), POST_IMAGE.file)]
    : []),
  ...(hasTags ? [route(TAG_PAGE.path.slice(1), TAG_PAGE.file)] : []),
  route(FEED.path.slice(1), FEED.file),
  route(SITE_IMAGE.path.slice(1), SITE_IMAGE.file),
  route(CV_PDF.path.slice(1), CV_PDF.file),
  ...posts
    .flatMap((post) => post.oldAddresses)
    .map((address, index) =>
      route(oldAddressFile(address).slice(1), OLD_POST_ADDRESS.file, { id: `old-post-address-${index}` }),
    ),
  route("*", NOT_FOUND_PAGE.file),
] satisfies RouteConfig;
