// The concrete path of every page: the content graph's prerender list (app/content-graph/graph.server.ts), and
// the end-to-end tests' list of pages to visit.
import type { Publication } from "./bibliography/publication";
import { loadPublications } from "./bibliography/publications.server";
import { PREFIXED_LANGUAGES, localizedPath } from "./i18n/languages";
import { PAGES, postPath, publicationPath, tagPath, talkPath } from "./pages";
import type { ResolvedTalk } from "./talks/talk";
import { loadTalks } from "./talks/talks.server";
import { type Post, loadPosts, postTags } from "./writing/posts.server";

type Published = { publications: Publication[]; talks: ResolvedTalk[]; posts: Post[] };

/**
 * Every page the build prerenders, each paper's page included, the not-found page left out: the default
 * language's, then each other language's under its prefix.
 */
export function sitePaths({
  publications = loadPublications(),
  talks = loadTalks(publications),
  posts = loadPosts(),
}: Partial<Published> = {}): string[] {
  const paths = [
    ...PAGES.map((page) => page.path),
    ...publications.map((paper) => publicationPath(paper.key)),
    ...talks.map((talk) => talkPath(talk.slug)),
    ...posts.map((post) => postPath(post.slug)),
    ...postTags(posts).map((tag) => tagPath(tag.slug)),
  ];
  return [
    ...paths,
    ...PREFIXED_LANGUAGES.flatMap((language) => paths.map((path) => localizedPath(path, language))),
  ];
}
