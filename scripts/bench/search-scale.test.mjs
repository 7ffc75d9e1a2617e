// @vitest-environment node
// The search benchmark's made-up site builds: its papers and posts pass the same readers and checks as an
// owner's, every paper and post is its own, and the same seed makes the same site.
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseBibliography } from "../../app/bibliography/bibtex.server";
import { parsePosts } from "../../app/writing/posts.server";
import { scaleBibliography, scalePosts } from "./search-scale.mjs";

describe("the search benchmark's content", () => {
  it("is a .bib of distinct papers the site's reader accepts, the same on every run", () => {
    const papers = parseBibliography(scaleBibliography(30), "scale.bib");
    expect(papers).toHaveLength(30);
    expect(new Set(papers.map((paper) => paper.title)).size).toBe(30);
    expect(papers.every((paper) => (paper.abstract?.split(" ").length ?? 0) >= 100)).toBe(true);
    expect(scaleBibliography(5)).toBe(scaleBibliography(5));
  });

  it("is posts the site's reader publishes", async () => {
    const dir = await mkdtemp(join(tmpdir(), "search-scale-"));
    for (const [name, text] of scalePosts(12)) await writeFile(join(dir, name), text);
    const posts = parsePosts(dir);
    expect(posts).toHaveLength(12);
    expect(posts.every((post) => post.tags.length === 2 || post.tags.length === 1)).toBe(true);
  });
});
