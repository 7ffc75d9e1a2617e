// @vitest-environment node
// check:site stops a deploy on two pages of one title: the graph lists each post titled as another post, a
// paper or one of the site's own pages, in each language it is shown in, for its page's title to give its
// date, and names one titled as a paper or page at build. On the first test owner's two languages.
import { expect, it } from "vitest";
import { postsWithSharedTitles, warnOnTagsOfOneName } from "./graph.server";
import type { Publication } from "~/bibliography/publication";
import { MESSAGES } from "~/i18n/messages";
import { PAGE_MESSAGES } from "~/i18n/page-messages";
import type { Post } from "~/writing/posts.server";

const post = (slug: string, title: string, language = "en") =>
  ({
    slug,
    title,
    language,
    file: `posts/${slug}${language === "en" ? "" : `.${language}`}.md`,
    date: "2025-01-01",
  }) as Post;
const paper = { key: "doe2025wind", title: "Wind on Rivers" } as Publication;

it("lists a post titled as another post, a paper or a page of the site in each language it is shown in, and names one titled as a paper or page once", () => {
  const warnings: string[] = [];
  const keys = postsWithSharedTitles(
    [
      post("wind", paper.title),
      post("talks", PAGE_MESSAGES.en.talks.title),
      post("talks", PAGE_MESSAGES.de.talks.title, "de"),
      post("contact", MESSAGES.en.contact.title),
      // An English post without a German version is shown on the German site too, beside its Lehre page.
      post("lehre", PAGE_MESSAGES.de.teaching.title),
      post("mine", "A title of its own"),
      // Two posts of one title: parsePosts names them.
      post("accepted-1", "Paper accepted"),
      post("accepted-2", "Paper accepted"),
    ],
    [paper],
    (text) => warnings.push(text),
  );
  const shared = "its page's title gives its date, to tell them apart";
  // In no order: listings sort posts by date, then by address.
  expect(warnings.toSorted()).toEqual(
    [
      `posts/wind.md: its title "${paper.title}" is also the title of the paper doe2025wind; ${shared}`,
      `posts/talks.md: its title "${PAGE_MESSAGES.en.talks.title}" is also the title of the site's ${PAGE_MESSAGES.en.talks.title} page; ${shared}`,
      `posts/contact.md: its title "${MESSAGES.en.contact.title}" is also the title of the site's ${MESSAGES.en.contact.title} page; ${shared}`,
      `posts/lehre.md: its title "${PAGE_MESSAGES.de.teaching.title}" is also the title of the site's ${PAGE_MESSAGES.de.teaching.title} page; ${shared}`,
      `posts/talks.de.md: its title "${PAGE_MESSAGES.de.talks.title}" is also the title of the site's ${PAGE_MESSAGES.de.talks.title} page; ${shared}`,
    ].toSorted(),
  );
  expect(keys.toSorted()).toEqual(
    [
      ...["en wind", "de wind", "en talks", "de talks", "en contact", "de lehre"],
      ...["en accepted-1", "en accepted-2", "de accepted-1", "de accepted-2"],
    ].toSorted(),
  );
});

it("names two tags of one name on one language's pages, with the posts that name them, and no others", () => {
  const tagged = (slug: string, language: string, tags: [name: string, slug: string][]) =>
    ({
      ...post(slug, slug, language),
      tags: tags.map(([name, tagSlug]) => ({ name, slug: tagSlug, language })),
    }) as Post;
  const warnings: string[] = [];
  warnOnTagsOfOneName(
    [
      tagged("readbacks", "en", [["teaching", "teaching"]]),
      // Its translation names the original's tag "Lehre", as the German post below names its own.
      tagged("readbacks", "de", [["Lehre", "teaching"]]),
      tagged("lehre", "en", [["Lehre", "lehre"]]),
      tagged("other", "en", [["safety", "safety"]]),
      // On the German pages, under the tag the translation names "Lehre"; it names the tag "teaching".
      tagged("untranslated", "en", [["teaching", "teaching"]]),
    ],
    (text) => warnings.push(text),
  );
  expect(warnings).toEqual([
    `Tags: "Lehre" names 2 tags on the de pages, lehre (posts/lehre.md) and teaching (posts/readbacks.de.md); their pages would share a title, which check:site refuses: name them apart in the posts' tags`,
  ]);
});
