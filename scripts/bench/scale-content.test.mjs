// The scale run's content: the sample copied under new keys, slugs and titles, as many as asked, with no key,
// file or slug twice and the CV's selection left at the sample's.
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bibEntries, grownBib, grownPosts, grownTalks, writeScaleContent } from "./scale-content.mjs";

const BIB = `% a comment
@article{one2024,
  title    = {First},
  selected = {true},
}

@misc{two2025,
  title = {{Second}},
}
`;

const keys = (bib) => [...bib.matchAll(/^@\w+\{([^,]+),/gm)].map((match) => match[1]);

describe("grownBib", () => {
  it("makes as many entries as asked, each key once, the originals first and unchanged", () => {
    const bib = grownBib(bibEntries(BIB), 5);
    expect(keys(bib)).toEqual(["one2024", "two2025", "one2024-n1", "two2025-n1", "one2024-n2"]);
    expect(bib).toContain("@article{one2024,\n  title    = {First},\n  selected = {true},\n}");
  });

  it("marks each copy's title and keeps `selected` on the originals only", () => {
    const bib = grownBib(bibEntries(BIB), 4);
    expect(bib).toContain("title    = {(1) First}");
    expect(bib).toContain("title = {(1) {Second}}");
    expect(bib.match(/selected/g)).toHaveLength(1);
  });
});

describe("grownPosts and grownTalks", () => {
  it("give each copy its own file name and title", () => {
    const posts = grownPosts([{ name: "a.md", text: '---\ntitle: "A"\n---\nBody' }], 3);
    expect(posts.map((post) => post.name)).toEqual(["a.md", "a-n1.md", "a-n2.md"]);
    expect(posts[2].text).toBe('---\ntitle: "(2) A"\n---\nBody');
  });

  it("give each copy its own slug and title", () => {
    const talks = grownTalks([{ slug: "t", title: "T", date: "2027-01-01" }], 3);
    expect(talks.map((talk) => [talk.slug, talk.title, talk.date])).toEqual([
      ["t", "T", "2027-01-01"],
      ["t-n1", "(1) T", "2027-01-01"],
      ["t-n2", "(2) T", "2027-01-01"],
    ]);
  });
});

describe("writeScaleContent", () => {
  it("writes the .bib alone in a folder, the posts and the talks, and the environment that finds them", async () => {
    const source = await mkdtemp(join(tmpdir(), "scale-source-"));
    const dir = await mkdtemp(join(tmpdir(), "scale-"));
    try {
      await writeFile(join(source, "papers.bib"), BIB);
      await mkdir(join(source, "posts"));
      await writeFile(join(source, "posts", "p.md"), "---\ntitle: P\n---\n");
      const env = await writeScaleContent(
        dir,
        { papers: 7, posts: 3, talks: 2 },
        {
          bib: join(source, "papers.bib"),
          postsDir: join(source, "posts"),
          talks: [{ slug: "t", title: "T" }],
        },
      );
      expect(await readdir(join(dir, "publications"))).toEqual(["publications.bib"]);
      expect(keys(await readFile(env.PUBLICATIONS_BIB, "utf8"))).toHaveLength(7);
      expect((await readdir(env.POSTS_DIR)).sort()).toEqual(["p-n1.md", "p-n2.md", "p.md"]);
      expect(JSON.parse(await readFile(env.TALKS_FILE, "utf8"))).toHaveLength(2);
    } finally {
      await rm(source, { recursive: true, force: true });
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("reads the sample's .bib files from a folder, as the build does", async () => {
    const source = await mkdtemp(join(tmpdir(), "scale-source-"));
    const dir = await mkdtemp(join(tmpdir(), "scale-"));
    try {
      await mkdir(join(source, "publications"));
      await writeFile(join(source, "publications", "papers.bib"), BIB);
      await mkdir(join(source, "posts"));
      const env = await writeScaleContent(
        dir,
        { papers: 7, posts: 0, talks: 0 },
        { bib: join(source, "publications"), postsDir: join(source, "posts"), talks: [] },
      );
      expect(keys(await readFile(env.PUBLICATIONS_BIB, "utf8"))).toHaveLength(7);
    } finally {
      await rm(source, { recursive: true, force: true });
      await rm(dir, { recursive: true, force: true });
    }
  });
});
