// @vitest-environment node
// The grown site: as many papers, posts and talks as asked, no key, file or slug twice, and the CV's
// selection left at the sample's.
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test } from "vitest";
import { writeGrownContent } from "./sites.mjs";

const BIB = `% a comment
@article{one2024,
  title    = {First},
  selected = {true},
}

@misc{two2025,
  title = {{Second}},
}
`;

let dir;
afterEach(() => rm(dir, { recursive: true, force: true }));

test("copies every paper, post and talk under its own key, file name and slug, marking each copy's title", async () => {
  dir = await mkdtemp(join(tmpdir(), "grown-"));
  // The sample's papers are a folder of .bib files, as the build reads them.
  await mkdir(join(dir, "sample/publications"), { recursive: true });
  await writeFile(join(dir, "sample/publications/papers.bib"), BIB);
  await mkdir(join(dir, "sample/posts"));
  await writeFile(join(dir, "sample/posts/a.md"), '---\ntitle: "A"\n---\nBody');
  const sample = {
    bib: join(dir, "sample/publications"),
    postsDir: join(dir, "sample/posts"),
    talks: [{ slug: "t", title: "T", date: "2027-01-01" }],
  };

  const env = await writeGrownContent(join(dir, "grown"), sample, { papers: 5, posts: 3, talks: 2 });

  const bib = await readFile(env.PUBLICATIONS_BIB, "utf8");
  expect([...bib.matchAll(/^@\w+\{([^,]+),/gm)].map((match) => match[1])).toEqual([
    "one2024",
    "two2025",
    "one2024-n1",
    "two2025-n1",
    "one2024-n2",
  ]);
  expect(bib).toContain("@article{one2024,\n  title    = {First},\n  selected = {true},\n}");
  expect(bib).toContain("title    = {(2) First}");
  expect(bib).toContain("title = {(1) {Second}}");
  expect(bib.match(/selected/g)).toHaveLength(1);

  expect((await readdir(env.POSTS_DIR)).sort()).toEqual(["a-n1.md", "a-n2.md", "a.md"]);
  expect(await readFile(join(env.POSTS_DIR, "a-n2.md"), "utf8")).toBe('---\ntitle: "(2) A"\n---\nBody');

  expect(JSON.parse(await readFile(env.TALKS_FILE, "utf8"))).toEqual([
    { slug: "t", title: "T", date: "2027-01-01" },
    { slug: "t-n1", title: "(1) T", date: "2027-01-01" },
  ]);
});

test("copies a translated post with its language after the copy's mark, and never without its original", async () => {
  dir = await mkdtemp(join(tmpdir(), "grown-"));
  await mkdir(join(dir, "sample/posts"), { recursive: true });
  await writeFile(join(dir, "sample/posts/b.md"), '---\ntitle: "B"\n---\nBody');
  await writeFile(join(dir, "sample/posts/b.de.md"), '---\ntitle: "B auf Deutsch"\n---\nText');
  await writeFile(join(dir, "sample/posts/c.md"), '---\ntitle: "C"\n---\nBody');
  await writeFile(join(dir, "sample/publications.bib"), BIB);
  const sample = {
    bib: join(dir, "sample/publications.bib"),
    postsDir: join(dir, "sample/posts"),
    talks: [],
  };

  const env = await writeGrownContent(join(dir, "grown"), sample, { papers: 1, posts: 5, talks: 0 });

  expect((await readdir(env.POSTS_DIR)).sort()).toEqual(["b-n1.md", "b.de.md", "b.md", "c-n1.md", "c.md"]);
});
