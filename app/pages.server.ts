// Every page the build prerenders: the fixed pages of pages.ts and one per entry of the content files.
// Build time only (it reads the files); the route config and the e2e specs call it, never the browser.
import { loadPublications } from "./bibliography/publications.server";
import { PAGES, publicationPath } from "./pages";
import { talkPath } from "./pages";
import { loadTalks } from "./talks/talks.server";
import { postPath, tagPath } from "./pages";
import { loadPosts, postTags } from "./writing/posts.server";

/** The concrete path of every page the build prerenders, each paper's page included, the not-found page left out. */
export function sitePaths(): string[] {
  return [
    ...PAGES.map((page) => page.path),
    ...loadPublications().map((paper) => publicationPath(paper.key)),
    ...loadTalks().map((talk) => talkPath(talk.slug)),
    ...loadPosts().map((post) => postPath(post.slug)),
    ...postTags(loadPosts()).map((tag) => tagPath(tag.slug)),
  ];
}
