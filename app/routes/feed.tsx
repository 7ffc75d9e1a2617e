// The Atom feed (RFC 4287) of the published posts, newest first, each with its whole rendered HTML, written
// into the static build as /feed.xml: a route with only a loader is prerendered to a file.
import { Feed } from "feed";
import { site } from "~/content/site";
import { FEED, pageHref, postPath } from "~/pages";
import { absoluteUrl } from "~/seo/meta";
import { loadPosts, postHtml } from "~/writing/posts.server";

/** A post's day as a moment: midnight UTC, so the feed does not depend on where it was built. */
function day(date: string) {
  return new Date(`${date}T00:00:00Z`);
}

export async function loader() {
  const posts = loadPosts();
  const author = { name: site.name, link: site.url };
  const lastChange = posts
    .map((post) => post.updated ?? post.date)
    .sort()
    .at(-1);
  const feed = new Feed({
    id: absoluteUrl(pageHref("/writing")),
    link: absoluteUrl(pageHref("/writing")),
    title: `${site.name}: Writing`,
    description: `Notes by ${site.name}, ${site.role}`,
    language: "en",
    // With no post yet, a fixed day keeps the build reproducible.
    updated: day(lastChange ?? "1970-01-01"),
    feedLinks: { atom: absoluteUrl(FEED.path) },
    author,
    copyright: `© ${site.name}`,
    generator: false,
  });
  for (const post of posts) {
    const url = absoluteUrl(pageHref(postPath(post.slug)));
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      published: day(post.date),
      date: day(post.updated ?? post.date),
      description: post.summary,
      content: await postHtml(post, { kind: "feed", url }),
      author: [author],
      category: post.tags.map((tag) => ({ name: tag.name, term: tag.slug })),
    });
  }
  return new Response(feed.atom1(), { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
}
