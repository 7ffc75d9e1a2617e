// @vitest-environment node
// The content graph reads each of the owner's files once, and parses each post's Markdown and each .bib once:
// its checks, its page and feed HTML and its search records all start from that one reading. On the first test
// owner's content.
import { resolve } from "node:path";
import { afterEach, expect, it, vi } from "vitest";
import { MESSAGES } from "~/i18n/messages";
import { CONTENT_DIR } from "~/owner-folders.server";

afterEach(() => {
  vi.doUnmock("node:fs");
  vi.doUnmock("remark-parse");
  vi.doUnmock("~/bibliography/bibtex.server");
  vi.resetModules();
});

it("reads every content file once, and parses each post and each .bib once, for pages, feed and search", async () => {
  vi.resetModules();
  const reads: string[] = [];
  vi.doMock("node:fs", async (importOriginal) => {
    const fs = await importOriginal<typeof import("node:fs")>();
    const readFileSync = ((file: string, ...rest: never[]) => {
      reads.push(resolve(String(file)));
      return fs.readFileSync(file, ...rest);
    }) as typeof fs.readFileSync;
    return { ...fs, default: { ...fs, readFileSync }, readFileSync };
  });
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
  const bibFiles: string[] = [];
  vi.doMock("~/bibliography/bibtex.server", async (importOriginal) => {
    const actual = await importOriginal<typeof import("~/bibliography/bibtex.server")>();
    return {
      ...actual,
      parseBibliographies: (files: Parameters<typeof actual.parseBibliographies>[0]) => {
        bibFiles.push(...files.map((file) => file.source));
        return actual.parseBibliographies(files);
      },
    };
  });

  const { buildContentGraph } = await import("./graph.server");
  const graph = await buildContentGraph({ drafts: true, warn: () => {} });

  const content = resolve(CONTENT_DIR);
  const contentReads = reads.filter((file) => file.startsWith(content));
  expect(contentReads.length).toBeGreaterThan(graph.posts.length);
  expect(contentReads).toEqual([...new Set(contentReads)]);
  for (const post of graph.posts) expect(contentReads).toContain(resolve(post.file));
  expect(contentReads.some((file) => file.endsWith(".bib"))).toBe(true);
  expect(contentReads.some((file) => file.endsWith("citations.json"))).toBe(true);

  expect(parsed).toHaveLength(graph.posts.length);
  expect(bibFiles).toEqual([...new Set(bibFiles)]);
  expect(bibFiles.length).toBeGreaterThan(0);
  // Each post has its page and its feed HTML, made from that one parse.
  for (const post of graph.posts) {
    expect(graph.postHtml[post.slug]?.page).toContain("<");
    expect(graph.postHtml[post.slug]?.feed).toContain("<");
  }
  // The search index takes a post's text as the eye reads it: its page says which links open a new tab.
  const opensTab = MESSAGES.en.opensInNewTab;
  expect(Object.values(graph.postHtml).some(({ page }) => page.includes(opensTab))).toBe(true);
  const postRecords = graph.searchRecords.filter((record) => record.kind === "post");
  expect(postRecords.length).toBeGreaterThan(0);
  for (const record of postRecords) expect(record.body).not.toContain(opensTab);
}, 60_000);
