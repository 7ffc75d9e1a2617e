// @vitest-environment node
// Translated posts, on the fixture folder beside this test (the first test owner's site has English and
// German): a translation is found by its file name (slug.de.md) or its front matter (lang), shares its
// original's address, tags and place in the list, and each language's pages get its version of every post.
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.server";
import { loadPosts, parsePosts, postKey, postLinks, postsIn, publishedPosts } from "./posts.server";

const DIR = "app/writing/fixtures/translated";
const posts = parsePosts(DIR, () => {});
const version = (slug: string, language: string) =>
  posts.find((post) => post.slug === slug && post.language === language)!;

describe("parsePosts", () => {
  it("reads a translation's language from its file name or its front matter, under its original's slug", () => {
    expect(posts.map((post) => [post.slug, post.language, post.title])).toEqual([
      ["unfinished", "de", "Unfertig"],
      ["unfinished", "en", "Unfinished"],
      ["untranslated", "en", "Untranslated"],
      ["lab-diary", "de", "Labortagebuch"],
      ["lab-diary", "en", "Lab diary"],
      ["field-notes", "de", "Feldnotizen"],
      ["field-notes", "en", "Field notes"],
    ]);
  });

  it("gives a translation its original's tags, and no old address of its own", () => {
    expect(version("field-notes", "de").tags).toEqual(version("field-notes", "en").tags);
    expect(version("lab-diary", "de").tags).toEqual([{ name: "research", slug: "research", language: "en" }]);
    expect(version("field-notes", "en").oldAddresses).toEqual(["/old/field-notes/"]);
    // A dated file name is an old Jekyll address for an original; a translation never had one.
    expect(version("lab-diary", "de").oldAddresses).toEqual([]);
  });

  it("keeps each version's own date, summary and reading time", () => {
    expect(version("lab-diary", "de")).toMatchObject({ date: "2024-06-02", readingMinutes: 1 });
    expect(version("field-notes", "de").summary).toBe(
      "Ein Beitrag in der Standardsprache, übersetzt nach Dateiname.",
    );
  });
});

describe("each language's posts", () => {
  const published = publishedPosts(posts, { today: "2025-01-01", warn: () => {} });

  it("are the default language's posts, each replaced by its translation where there is one", () => {
    expect(postsIn(published, "de").map((post) => [post.slug, post.language])).toEqual([
      ["untranslated", "en"],
      ["lab-diary", "de"],
      ["field-notes", "de"],
    ]);
    expect(postsIn(published, "en").map((post) => post.title)).toEqual([
      "Untranslated",
      "Lab diary",
      "Field notes",
    ]);
  });

  it("leave the default language's pages as they were: loadPosts gives its posts alone", () => {
    expect(loadPosts({ dir: DIR, today: "2025-01-01", warn: () => {} }).map((post) => post.language)).toEqual(
      ["en", "en", "en"],
    );
  });

  it("hold no translation whose original is not published", () => {
    expect(published.filter((post) => post.slug === "unfinished")).toEqual([]);
  });

  it("key each version's HTML apart, the default language's by its slug", () => {
    expect(postKey(version("field-notes", "en"))).toBe("field-notes");
    expect(postKey(version("field-notes", "de"))).toBe("de/field-notes");
  });
});

it("points a translation's links to sibling posts at their pages in its language", async () => {
  const translation = version("field-notes", "de");
  const html = await renderMarkdown(
    translation.markdown,
    { kind: "page", url: "https://example.eu/de/writing/field-notes/" },
    () => {},
    postLinks(posts, translation.language),
  );
  expect(html).toContain('href="/de/writing/lab-diary/"');
});
