// The Atom feed (RFC 4287) of the published posts, newest first, each with its whole rendered HTML, written
// into the static build as /feed.xml, and as /de/feed.xml for the German pages' posts: a route with only a
// loader is prerendered to a file. atomXml escapes every field as its kind needs and refuses to return XML
// that does not parse, so the build stops on it.
import { site } from "~/content/site";
import { localize } from "~/i18n/localize";
import { FEED, isDataRequest, postPath } from "~/pages";
import { absoluteUrl, pageUrl, siteAddress } from "~/seo/meta";
import { atomXml } from "~/writing/atom.server";
import { postKey, postsIn } from "~/writing/posts.server";
import { localizedPath, requestLanguage } from "~/i18n/languages";
import { MESSAGES } from "~/i18n/messages";
import { PAGE_MESSAGES } from "~/i18n/page-messages";
import * as graph from "~/content-graph/site-graph.server";
import type { Route } from "./+types/feed";

export function loader({ request }: Route.LoaderArgs) {
  // The prerender asks for feed.xml.data before the file: the feed is written once, for the file.
  if (isDataRequest(request)) return new Response(null);
  const language = requestLanguage(request);
  const posts = postsIn(graph.posts, language);
  const lastChange = posts
    .map((post) => post.updated ?? post.date)
    .sort()
    .at(-1);
  const entries = posts.map((post) => {
    const url = pageUrl(localizedPath(postPath(post.slug), language));
    return {
      id: url,
      url,
      title: post.title,
      published: post.date,
      updated: post.updated ?? post.date,
      summary: post.summary,
      content: graph.postHtml[postKey(post)]!.feed,
      categories: post.tags.map((tag) => ({ term: tag.slug, label: tag.name })),
      ...(post.language === language ? {} : { language: post.language }),
    };
  });
  const xml = atomXml({
    language,
    id: pageUrl(localizedPath("/writing", language)),
    url: pageUrl(localizedPath("/writing", language)),
    selfUrl: absoluteUrl(localizedPath(FEED.path, language)),
    title: MESSAGES[language].feedTitle(site.name),
    subtitle: PAGE_MESSAGES[language].writing.feedSubtitle(site.name, localize(site.role, language)),
    // With no post yet, a fixed day keeps the build reproducible.
    updated: lastChange ?? "1970-01-01",
    author: { name: site.name, uri: siteAddress() },
    rights: `© ${site.name}`,
    entries,
  });
  return new Response(xml, { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
}
