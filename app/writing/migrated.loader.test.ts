// @vitest-environment node
// Posts as other blogs write them (the second test owner's posts: a Jekyll post with figures and kramdown
// math, a Jekyll post whose figures are links around images without alt text, a Jekyll .markdown post with no
// tags, a Blogger post as jekyll-import writes it (.html), a Chirpy post (math on its $$ lines, a prompt), an AstroPaper post, a Hugo page bundle, blogdown's render of an R Markdown post, a Quarto post with
// its frozen output, a draft in Jekyll's words, a post dated 2099) read with no edit: dates from file names and ISO date-times, aliases, old
// addresses, a bundle's own files, tags in any script, and scheduling.
import { describe, expect, it } from "vitest";
import { tagPath } from "../pages";
import { slugOf } from "../slug";
import { loadPosts, parsePosts, postTags } from "./posts.server";
import { renderMarkdown } from "./markdown.server";
import { PAGE_MESSAGES } from "../i18n/page-messages";

const DIR = "app/testing/owners/second/content/posts";

describe("posts from Jekyll, AstroPaper and Hugo", () => {
  const warnings: string[] = [];
  const all = parsePosts(DIR, (text) => warnings.push(text));
  const bySlug = (slug: string) => all.find((post) => post.slug === slug)!;

  it("takes the date and the address from a Jekyll file name, .md or .markdown", () => {
    expect(bySlug("first-steps")).toMatchObject({ date: "2019-05-10", tags: [] });
    expect(bySlug("first-steps").file).toBe(`${DIR}/2019-05-10-first-steps.markdown`);
    // The front matter's own date-time (Jekyll's "2020-09-01 10:00:00 +0200") is read as the day written.
    expect(bySlug("likelihood-notes").date).toBe("2020-09-01");
  });

  it("reads the aliases: description and excerpt, pubDatetime and modDatetime, categories, published", () => {
    expect(bySlug("reading-astro")).toMatchObject({
      date: "2022-09-23",
      updated: "2022-10-01",
      summary: "An AstroPaper post, its fields as AstroPaper writes them.",
      draft: false,
    });
    expect(bySlug("first-steps").summary).toBe("A post with no tags, from Jekyll's .markdown days.");
    expect(bySlug("likelihood-notes").tags.map((tag) => tag.name)).toEqual([
      "Überblick",
      "Αεροπορία",
      "statistics",
      "learning",
    ]);
    expect(bySlug("not-ready").draft).toBe(true);
  });

  it("lists the fields it ignores, once per file", () => {
    expect(warnings.filter((text) => text.includes("fields the site does not use"))).toEqual([
      `${DIR}/2012-09-01-from-blogger.html: fields the site does not use, ignored: layout`,
      `${DIR}/2019-05-10-first-steps.markdown: fields the site does not use, ignored: layout`,
      `${DIR}/2020-09-01-likelihood-notes.md: fields the site does not use, ignored: layout, comments, mathjax`,
      `${DIR}/2022-06-14-wind-tunnel-photos.md: fields the site does not use, ignored: layout`,
      `${DIR}/2024-11-11-chirpy-notes.md: fields the site does not use, ignored: math`,
      `${DIR}/drift-in-r/index.qmd: fields the site does not use, ignored: author, execute`,
      `${DIR}/reading-astro.md: fields the site does not use, ignored: author, featured, ogImage`,
      `${DIR}/smoke-lines/index.md: fields the site does not use, ignored: authors`,
    ]);
  });

  it("names an image from another site, which the site's policy does not load, and asks for a copy", () => {
    expect(warnings.filter((text) => text.includes("on another site"))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${DIR}/2020-09-01-likelihood-notes\\.md:\\d+: the image https://example\\.org/plots/likelihood\\.png is on another site.*npm run fetch-images\` to copy it into public/`,
        ),
      ),
    ]);
  });

  it("warns once per image of a figure that is a link around an image without alt text, with its line", () => {
    expect(warnings.filter((text) => text.includes("wind-tunnel-photos") && text.includes("alt"))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${DIR}/2022-06-14-wind-tunnel-photos\\.md:13: the image /images/posts/wind-tunnel/a%C3%A9rofoil%20%231\\.jpg has no alt text`,
        ),
      ),
      expect.stringMatching(
        new RegExp(`^${DIR}/2022-06-14-wind-tunnel-photos\\.md:17: the image /favicon\\.svg has no alt text`),
      ),
    ]);
  });

  it("reads a Hugo page bundle: the post in its folder's index.md, the files beside it published beside its page, its featured picture above it", () => {
    expect(bySlug("smoke-lines").file).toBe(`${DIR}/smoke-lines/index.md`);
    expect(bySlug("smoke-lines").files).toEqual({
      "/writing/smoke-lines/data/lift über α.csv": `${DIR}/smoke-lines/data/lift über α.csv`,
      "/writing/smoke-lines/featured.png": `${DIR}/smoke-lines/featured.png`,
      "/writing/smoke-lines/smoke-lines.jpg": `${DIR}/smoke-lines/smoke-lines.jpg`,
    });
    // Hugo's featured picture, shown above the post with its caption; without alt text, it is decoration.
    expect(bySlug("smoke-lines").featured).toEqual({
      src: "/writing/smoke-lines/featured.png",
      alt: "",
      caption: "The open-circuit tunnel, its test section in the middle",
    });
  });

  it("reads blogdown's render of an R Markdown post, index.html, its summary from its first paragraph", () => {
    expect(bySlug("bayes-by-hand")).toMatchObject({
      file: `${DIR}/bayes-by-hand/index.html`,
      summary:
        "A coin lands heads k = 7 times in n = 10 throws. With a \\text{Beta}(2, 2) prior, the posterior is",
    });
    expect(Object.keys(bySlug("bayes-by-hand").files)).toContain(
      "/writing/bayes-by-hand/index_files/figure-html/prior-1.png",
    );
  });

  it("reads a Quarto post, index.qmd, from its frozen output: description, categories, the cells' output and figures", () => {
    const post = bySlug("drift-in-r");
    expect(post).toMatchObject({
      file: `${DIR}/drift-in-r/index.qmd`,
      date: "2023-03-18",
      summary:
        "A Quarto post: how far a cheap pressure sensor wanders over a week, with the cells' output frozen.",
      tags: [
        { name: "R", slug: "r" },
        { name: "instruments", slug: "instruments" },
      ],
    });
    // The frozen output's, not the .qmd's: the cell's printed result, its figure and no hidden code.
    expect(post.markdown).toContain("[1] 0.1464286");
    expect(post.markdown).toContain(
      "![Readings rising in a straight line over six hours](index_files/figure-html/drift-plot-1.png)",
    );
    expect(post.markdown).not.toContain("plot(readings");
    expect(post.markdown).not.toMatch(/:::|#\||\{\.r/);
    // Its figure beside its page, where its Markdown names it; the freeze's JSON is not published.
    expect(post.files).toEqual({
      "/writing/drift-in-r/bench.png": `${DIR}/drift-in-r/bench.png`,
      "/writing/drift-in-r/index_files/figure-html/drift-plot-1.png": `${DIR}/_freeze/drift-in-r/index/figure-html/drift-plot-1.png`,
    });
    // _freeze/ is not a post, nor a folder left out.
    expect(
      warnings.filter((text) => text.includes("_freeze") || /drift-in-r\/index\.qmd:\d/.test(text)),
    ).toEqual([]);
  });

  it("reads a Blogger post in Jekyll's .html as HTML: its summary its text's, without its script; its lines named", () => {
    expect(bySlug("from-blogger").summary).toMatch(
      /^The drag of an aerofoil rises with the square of its speed\[\*\], as the tunnel showed\. So did its noise\. /,
    );
    expect(warnings.filter((text) => /from-blogger\.html:\d/.test(text))).toEqual([
      `${DIR}/2012-09-01-from-blogger.html:6: HTML not published: <script> and its content`,
      `${DIR}/2012-09-01-from-blogger.html:10: HTML not published: the imageanchor attribute of <a>`,
      `${DIR}/2012-09-01-from-blogger.html:10: HTML not published: the border attribute of <img>`,
    ]);
  });

  it("reads a Chirpy post whole: math on its $$ lines, a \\ref to its \\tag, a prompt, a comment left out", async () => {
    const post = bySlug("chirpy-notes");
    const html = await renderMarkdown(
      post.markdown,
      { kind: "page", url: "https://example.eu/writing/chirpy-notes/" },
      () => {},
      { callouts: PAGE_MESSAGES.en.writing.inPost.callout },
    );
    expect(html.match(/<math[^>]*display="block"/g)).toHaveLength(1);
    expect(html).not.toContain("math-source");
    expect(html).toMatch(/Eq\. \(<span class="katex"><math[^]*?<mtext>1<\/mtext>/);
    expect(html).toContain("<strong>Tip:</strong> Temperatures here are in kelvin.");
    expect(html).toContain("After the equation</a></h2>");
    expect(html).not.toContain("note to myself");
    expect(html).not.toMatch(/>_</);
  });

  it("knows each post's old addresses: Jekyll's dated .html, AstroPaper's /posts/<name>/", () => {
    expect(bySlug("likelihood-notes").oldAddresses).toEqual(["/2020/09/01/likelihood-notes.html"]);
    expect(bySlug("first-steps").oldAddresses).toEqual(["/2019/05/10/first-steps.html"]);
    expect(bySlug("reading-astro").oldAddresses).toEqual(["/posts/reading-astro/"]);
  });

  it("publishes a post dated after the build's day from that day on, and says so once", () => {
    const told: string[] = [];
    const before = loadPosts({
      dir: DIR,
      drafts: false,
      today: "2098-12-31",
      warn: (text) => told.push(text),
    });
    expect(before.map((post) => post.slug)).toEqual([
      "chirpy-notes",
      "drift-in-r",
      "smoke-lines",
      "reading-astro",
      "wind-tunnel-photos",
      "bayes-by-hand",
      "likelihood-notes",
      "first-steps",
      "from-blogger",
    ]);
    expect(told.filter((text) => text.includes(" dated "))).toEqual([
      `${DIR}/2099-01-01-from-the-future.md: dated 2099-01-01, so it is published by the first build on or after that day`,
    ]);
    const on = loadPosts({ dir: DIR, drafts: false, today: "2099-01-01", warn: () => {} });
    expect(on[0]!.slug).toBe("from-the-future");
    expect(postTags(before).map((tag) => tag.slug)).not.toContain("later");
  });
});

describe("tags in any script", () => {
  it.each([
    ["航空", "航空", "/writing/tags/%E8%88%AA%E7%A9%BA"],
    ["Αεροπορία", "αεροπορια", "/writing/tags/%CE%B1%CE%B5%CF%81%CE%BF%CF%80%CE%BF%CF%81%CE%B9%CE%B1"],
    ["Überblick Flugfunk", "uberblick-flugfunk", "/writing/tags/uberblick-flugfunk"],
    ["Straße", "straße", "/writing/tags/stra%C3%9Fe"],
    ["ガイド", "ガイド", "/writing/tags/%E3%82%AC%E3%82%A4%E3%83%89"],
    ["Speech AI", "speech-ai", "/writing/tags/speech-ai"],
  ])("%s has the slug %s and the address %s", (name, slug, path) => {
    expect(slugOf(name)).toBe(slug);
    expect(tagPath(slugOf(name))).toBe(path);
  });
});
