// @vitest-environment node
// A production build reads the posts once, though React Router's config, each module runner and the server
// build each load their own copy of the loader.
import { afterEach, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The posts (drafts too) as two fresh copies of the loader read them, one after the other, under NODE_ENV. */
async function readByTwoCopies(nodeEnv: string) {
  vi.stubEnv("NODE_ENV", nodeEnv);
  const read = async () => {
    vi.resetModules();
    const { loadPosts } = await import("./posts.server");
    return loadPosts({ dir: "app/testing/owners/second/content/posts", drafts: true, warn: () => {} });
  };
  return [await read(), await read()] as const;
}

it("gives every copy of the loader the posts the first one read, in a production build", async () => {
  const [first, second] = await readByTwoCopies("production");
  expect(first.length).toBeGreaterThan(0);
  expect(second).toBe(first);
});

it("reads them again in each copy outside a production build, where a copy is new code", async () => {
  const [first, second] = await readByTwoCopies("development");
  expect(second).toEqual(first);
  expect(second).not.toBe(first);
});

/** The promise of a post's page HTML from a fresh copy of the loader, for the page at `url`. */
async function pageHtmlByNewCopy(url: string) {
  vi.resetModules();
  const { loadPosts, postHtml } = await import("./posts.server");
  const [post] = loadPosts({ dir: "app/testing/owners/second/content/posts", drafts: true, warn: () => {} });
  return { html: postHtml(post!, { kind: "page", url }) };
}

it("gives the search index, another copy, the HTML the page's copy rendered, in a production build", async () => {
  vi.stubEnv("NODE_ENV", "production");
  const page = await pageHtmlByNewCopy("https://example.org/writing/a/");
  const search = await pageHtmlByNewCopy("https://example.org/writing/a/");
  expect(search.html).toBe(page.html);
  expect(await search.html).toContain("<");
  // Rendered for another address, the post's links come out otherwise: that is a render of its own.
  expect((await pageHtmlByNewCopy("https://example.org/writing/b/")).html).not.toBe(page.html);
});

/** The fixture post with a link off the site and one on it. */
const olderNote = (loadPosts: typeof import("./posts.server").loadPosts) =>
  loadPosts({ dir: "app/writing/fixtures/valid", warn: () => {} }).find((candidate) =>
    candidate.file.endsWith("older-note.md"),
  )!;

/** A fresh copy of the loader whose markdown module counts the posts' trees it makes. */
async function loaderCountingTrees() {
  vi.resetModules();
  const made = vi.fn();
  vi.doMock("./markdown.server", async (importOriginal) => {
    const actual = await importOriginal<typeof import("./markdown.server")>();
    return {
      ...actual,
      renderPostTree: (...args: Parameters<typeof actual.renderPostTree>) => {
        made();
        return actual.renderPostTree(...args);
      },
    };
  });
  return { ...(await import("./posts.server")), made };
}

it.each([
  ["page", "feed"],
  ["feed", "page"],
] as const)(
  "makes a post's tree once for its %s and its %s, and each writes the links its own way",
  async (first, second) => {
    try {
      const { loadPosts, postHtml, made } = await loaderCountingTrees();
      const post = olderNote(loadPosts);
      const url = "https://example.org/writing/older-note/";
      const html = { [first]: await postHtml(post, { kind: first, url }) };
      html[second] = await postHtml(post, { kind: second, url });
      expect(made).toHaveBeenCalledTimes(1);
      expect(html.page).toContain('href="/about/"');
      expect(html.page).toContain("(opens in a new tab)");
      expect(html.feed).toContain('href="https://example.org/about/"');
      expect(html.feed).not.toContain("opens in a new tab");
    } finally {
      vi.doUnmock("./markdown.server");
    }
  },
);

it("writes a post's feed entry anew for another address, in the same copy of the loader", async () => {
  vi.resetModules();
  const { loadPosts, postHtml } = await import("./posts.server");
  const post = olderNote(loadPosts);
  const at = (url: string) => postHtml(post, { kind: "feed", url });
  expect(await at("https://example.org/writing/older-note/")).toContain('href="https://example.org/about/"');
  expect(await at("https://example.net/writing/older-note/")).toContain('href="https://example.net/about/"');
});

it("parses a post's Markdown once for its checks and its render, in a production build", async () => {
  vi.stubEnv("NODE_ENV", "production");
  vi.resetModules();
  const parsed: string[] = [];
  vi.doMock("remark-parse", async (importOriginal) => {
    const { default: remarkParse } = await importOriginal<typeof import("remark-parse")>();
    return {
      default: function countingParse(this: { parser?: (doc: string) => unknown }) {
        remarkParse.call(this as never);
        const parse = this.parser!;
        this.parser = (doc) => {
          parsed.push(doc);
          return parse(doc);
        };
      },
    };
  });
  try {
    const { loadPosts, postHtml } = await import("./posts.server");
    const post = olderNote(loadPosts);
    const url = "https://example.org/writing/older-note/";
    await postHtml(post, { kind: "page", url });
    await postHtml(post, { kind: "feed", url });
    expect(parsed.filter((doc) => doc.includes("A heading written as the title level"))).toHaveLength(1);
  } finally {
    vi.doUnmock("remark-parse");
  }
});
