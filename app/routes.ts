import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { NOT_FOUND_PAGE, PAGES, PUBLICATION_PAGE } from "./pages";
import { TALK_CALENDAR, TALK_PAGE } from "./pages";
import { FEED, POST_IMAGE, POST_PAGE, TAG_PAGE } from "./pages";

export default [
  ...PAGES.map((page) => (page.path === "/" ? index(page.file) : route(page.path.slice(1), page.file))),
  route(PUBLICATION_PAGE.path.slice(1), PUBLICATION_PAGE.file),
  route(TALK_PAGE.path.slice(1), TALK_PAGE.file),
  route(TALK_CALENDAR.path.slice(1), TALK_CALENDAR.file),
  route(POST_PAGE.path.slice(1), POST_PAGE.file),
  route(TAG_PAGE.path.slice(1), TAG_PAGE.file),
  route(POST_IMAGE.path.slice(1), POST_IMAGE.file),
  route(FEED.path.slice(1), FEED.file),
  route("*", NOT_FOUND_PAGE.file),
] satisfies RouteConfig;
