// What the build prerenders: every page of the one page list and every generated file, once the content
// has passed its checks. react-router.config.ts loads it through Vite's module runner (scripts/app-module.ts),
// which resolves the owner's content (~/content/…) as the site's own code does.
import { checkContent } from "./content-checks.server";
import { checkNewsLinks } from "./news/news.server";
import { FEED, NOT_FOUND_PATH, SITE_IMAGE, oldAddressFile, postImagePath, talkCalendarPath } from "./pages";
import { sitePaths } from "./pages.server";
import { loadTalks } from "./talks/talks.server";
import { loadPosts } from "./writing/posts.server";

/** The paths to prerender; throws, naming every problem's file, item and field, on content it cannot publish. */
export function prerenderPaths() {
  checkContent();
  const posts = loadPosts();
  const paths = [
    // React Router matches a request's decoded path against this list: a tag in any script (航空) is listed
    // as written, not percent-encoded as links write it.
    ...sitePaths().map((path) => decodeURI(path)),
    NOT_FOUND_PATH,
    ...loadTalks().map((talk) => talkCalendarPath(talk.slug)),
    FEED.path,
    SITE_IMAGE.path,
    ...posts.map((post) => postImagePath(post.slug)),
    ...posts.flatMap((post) => post.oldAddresses.map(oldAddressFile)),
  ];
  checkNewsLinks(paths);
  return paths;
}
