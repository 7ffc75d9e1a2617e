import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { NOT_FOUND_PAGE, PAGES } from "./pages";

export default [
  ...PAGES.map((page) => (page.path === "/" ? index(page.file) : route(page.path.slice(1), page.file))),
  route("*", NOT_FOUND_PAGE.file),
] satisfies RouteConfig;
