// @vitest-environment node
// Bad post inputs, one row each, and the outcome each must get: the build stops with a message naming the
// file and the field (or the address), or the post is published with a warning naming the file (and the line,
// where there is one), or the output is safe. A new field, or a new kind of bad input, gets a row here.
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { postTreeHtml, renderMarkdown, renderPostTree } from "./markdown.server";
import { LARGE_POST_IMAGE_BYTES, sizedCopy } from "./post-images.server";
import { loadPosts, parsePosts, postLinks, postTags, postsIn } from "./posts.server";
import { PAGE_MESSAGES } from "../i18n/page-messages";

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A posts folder holding `files` (path → text). */
function postsFolder(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "posts-"));
  folders.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const FRONT = "title: A post\ndate: 2024-05-01\nsummary: One sentence.\n";
const post = (frontMatter: string, body = "Text.\n") => `---\n${frontMatter}---\n\n${body}`;

type Outcome = { error: string } | { warning: string };

// [case, files, outcome]: the message is matched with the file's path in front, as the build prints it.
const rows: [string, Record<string, string>, Outcome][] = [
  ["no title", { "a.md": post("date: 2024-05-01\nsummary: S.\n") }, { error: "a.md: title: required" }],
  [
    "a title with no space after its colon, which YAML reads as another key",
    { "a.md": post("title:Readbacks: a report\ndate: 2024-05-01\n") },
    { error: 'a.md: title: required (the line "title:Readbacks…" needs a space after "title:")' },
  ],
  [
    "a date that is not one",
    { "a.md": post(FRONT.replace("2024-05-01", "1st May")) },
    { error: "a.md: date: must be a date" },
  ],
  [
    "R's distill's month-day-year",
    { "a.md": post(FRONT.replace("2024-05-01", "3-31-2020")) },
    {
      error:
        "a.md: date: must be a date, YYYY-MM-DD or an ISO date-time (got 3-31-2020); if it is month-day-year, as R's distill writes it, that is 2020-03-31",
    },
  ],
  [
    "a day the calendar lacks",
    { "a.md": post(FRONT.replace("2024-05-01", "2027-02-30")) },
    { error: "a.md: date: must be a date" },
  ],
  [
    "an hour the clock lacks",
    { "a.md": post(FRONT.replace("2024-05-01", "2024-05-01T25:00:00Z")) },
    { error: "a.md: date: must be a date" },
  ],
  [
    "no front matter at all, as a distill page's",
    { "a/index.html": "<!DOCTYPE html>\n<html><head><title>A</title></head><body>Text.</body></html>\n" },
    {
      error:
        "a/index.html: it has no front matter: begin it with a --- line, then its title: and date:, then another --- line",
    },
  ],
  [
    "front matter without its closing line",
    { "a.md": `---\n${FRONT}\nText: with a colon.\n` },
    { error: "a.md: the front matter has no closing --- line: end it with one, before the post's text" },
  ],
  [
    "front matter without its closing line, after a byte order mark",
    { "a.md": `\uFEFF---\n${FRONT}\nText: with a colon.\n` },
    { error: "a.md: the front matter has no closing --- line: end it with one, before the post's text" },
  ],
  [
    "front matter in JavaScript, which is never run",
    { "a.md": `---js\n{ title: "A", date: "2024-05-01", summary: "S." }\n---\n\nText.\n` },
    { error: "a.md: the front matter is not valid YAML (front matter in JavaScript is not read" },
  ],
  [
    "a day the calendar lacks, in a Jekyll file name",
    { "2027-02-30-a.md": post("title: A\nsummary: S.\n") },
    { error: "2027-02-30-a.md: the date in the file name" },
  ],
  [
    "an AstroPaper date that is not one",
    { "a.md": post("title: A\ndescription: S.\npubDatetime: soon\n") },
    { error: "a.md: pubDatetime: must be a date" },
  ],
  [
    "a summary alias that is not text",
    { "a.md": post("title: A\ndate: 2024-05-01\ndescription: [a, b]\n") },
    { error: "a.md: description: must be text" },
  ],
  [
    "tags that are not a list",
    { "a.md": post(`${FRONT}tags: {a: 1}\n`) },
    { error: "a.md: tags: must be a list" },
  ],
  [
    "categories that are not a list",
    { "a.md": post(`${FRONT}categories: {a: 1}\n`) },
    { error: "a.md: categories: must be a list" },
  ],
  [
    "a tag with no letter",
    { "a.md": post(`${FRONT}tags: ["--"]\n`) },
    { error: "a.md: tags.0: needs a letter or digit" },
  ],
  [
    "a draft flag that is not one",
    { "a.md": post(`${FRONT}draft: maybe\n`) },
    { error: "a.md: draft: must be true or false" },
  ],
  [
    "an update before the post",
    { "a.md": post(`${FRONT}updated: 2024-04-01\n`) },
    { error: "a.md: updated: is before date" },
  ],
  [
    "an AstroPaper update before the post",
    { "a.md": post(`${FRONT}modDatetime: 2024-04-01T10:00:00Z\n`) },
    { error: "a.md: modDatetime: is before date" },
  ],
  [
    "an old address off the site",
    { "a.md": post(`${FRONT}redirect_from: https://example.org/a\n`) },
    { error: "a.md: redirect_from.0: must be a path on the site" },
  ],
  [
    "an old address that is a page here",
    { "a.md": post(`${FRONT}redirect_from: /about/\n`) },
    { error: "a.md: the old address /about/ is a page of this site" },
  ],
  [
    "two posts at one address",
    { "2020-01-01-a.md": post("title: A\nsummary: S.\n"), "a.md": post(FRONT) },
    { error: "a.md: the address /writing/a/ is also" },
  ],
  [
    "academicpages' one name for every post, on different days",
    {
      "2020-08-09-blog-post.md": post("title: A\nsummary: S.\n"),
      "2020-08-10-blog-post.md": post("title: B\nsummary: S.\n"),
    },
    {
      warning:
        "2020-08-10-blog-post.md: other posts are named blog-post on other days, so this one's address keeps its day: /writing/2020-08-10-blog-post/",
    },
  ],
  [
    "Hugo's front matter in TOML that is not valid",
    { "a.md": `+++\ntitle = "A\ndate = 2024-05-01\n+++\n\nText.\n` },
    { error: "a.md: the front matter is not valid TOML (" },
  ],
  [
    "Hugo's front matter in TOML without its closing line",
    { "a.md": `+++\ntitle = "A"\n\nText.\n` },
    { error: "a.md: the front matter has no closing +++ line" },
  ],
  [
    "a file that is not Markdown: R Markdown blogdown has not rendered",
    { "a.md": post(FRONT), "b.Rmd": post(FRONT) },
    { warning: "b.Rmd: not a post, left out: a post is a .md, .markdown or .qmd file" },
  ],
  [
    "HTML without front matter",
    { "a.md": post(FRONT), "b.html": "<p>Text.</p>\n" },
    { warning: "b.html: not a post, left out: a post is a .md, .markdown or .qmd file (or blogdown's .html" },
  ],
  [
    "Hugo's list page",
    { "a.md": post(FRONT), "_index.md": post(FRONT) },
    {
      warning:
        "_index.md: not a post, left out: a post is a .md, .markdown or .qmd file (or blogdown's .html, with front matter), its name not starting with _",
    },
  ],
  [
    "a Quarto post with code and no frozen output",
    { "a.qmd": post(FRONT, "```{r}\n1 + 1\n```\n") },
    { warning: "a.qmd: no frozen output at " },
  ],
  [
    "a Quarto post's frozen output that is not JSON",
    { "a.qmd": post(FRONT), "_freeze/a/execute-results/html.json": "{" },
    { error: "_freeze/a/execute-results/html.json: not valid JSON" },
  ],
  [
    "a Quarto post's frozen output without its Markdown",
    { "a.qmd": post(FRONT), "_freeze/a/execute-results/html.json": `{"result":{}}` },
    { error: "_freeze/a/execute-results/html.json: result.markdown: required (text)" },
  ],
  [
    "a Quarto post's raw block for another output than HTML",
    { "a.qmd": post(FRONT, "Text.\n\n```{=latex}\n\\newpage\n```\n") },
    { warning: "a.qmd:9: a raw {=latex} block is for another output than HTML and was left out" },
  ],
  [
    "a file name that is no address",
    { "航空.md": post(FRONT) },
    {
      error:
        "航空.md: the file name must have Latin letters or digits (after a YYYY-MM-DD- date, if any), or the post a slug: give it one, such as slug: my-first-post",
    },
  ],
  [
    "no summary and no paragraph",
    { "a.md": post("title: A\ndate: 2024-05-01\n", "## Only a heading\n") },
    { error: "a.md: summary: required" },
  ],
  [
    "a javascript: link",
    { "a.md": post(FRONT, "[x](javascript:alert(1))\n") },
    { error: "a.md:7: the address javascript:alert(1) (href of <a>) uses the javascript: scheme" },
  ],
  [
    "a javascript: autolink",
    { "a.md": post(FRONT, "<javascript:alert(1)>\n") },
    { error: "a.md:7: the address javascript:alert(1) (href of <a>)" },
  ],
  [
    "a data: image",
    { "a.md": post(FRONT, "![x](data:image/png;base64,AAAA)\n") },
    { error: "a.md:7: the address data:image/png;base64,AAAA (src of <img>) uses the data: scheme" },
  ],
  [
    "a vbscript: link in raw HTML",
    { "a.md": post(FRONT, '<a href="vbscript:msgbox(1)">x</a>\n') },
    { error: "a.md:7: the address vbscript:msgbox(1) (href of <a>) uses the vbscript: scheme" },
  ],
  [
    "a javascript: link hidden by a tab",
    { "a.md": post(FRONT, '<a href="java\tscript:alert(1)">x</a>\n') },
    { error: "a.md:7: the address java\\u0009script:alert(1) (href of <a>) uses the javascript: scheme" },
  ],
  [
    "fields the site does not use",
    { "a.md": post(`${FRONT}layout: post\ncomments: true\n`) },
    { warning: "a.md: fields the site does not use, ignored: layout, comments" },
  ],
  [
    "a misspelt field",
    { "a.md": post(`${FRONT}tag: [oops]\n`) },
    { warning: "a.md: fields the site does not use, ignored: tag" },
  ],
  [
    "an alias beside the site's own name",
    { "a.md": post(`${FRONT}description: Other.\n`) },
    { warning: "a.md: fields the site does not use, ignored: description (summary is given)" },
  ],
  [
    "a key given twice, which Jekyll and Hugo took, the last value counting",
    { "a.md": post(`${FRONT}categories: [a]\ncategories: []\n`) },
    {
      warning:
        "a.md: front matter: duplicated mapping key at line 6, column 1: its last value is used, as your old blog used it",
    },
  ],
  [
    "no summary",
    { "a.md": post("title: A\ndate: 2024-05-01\n", "First paragraph.\n") },
    { warning: "a.md: summary: none given, so the first paragraph is the summary" },
  ],
  [
    "a kramdown attribute list",
    { "a.md": post(FRONT, "Para.\n{: .center}\n\nMore.\n{: .lead}\n") },
    {
      warning: "a.md:8: kramdown attribute lists ({: …}) are not supported and were left out (also line 11)",
    },
  ],
  [
    "kramdown's table of contents",
    { "a.md": post(FRONT, "* TOC\n{:toc}\n") },
    { warning: "a.md:8: kramdown's {:toc} is not supported" },
  ],
  [
    "a mermaid diagram",
    { "a.md": post(FRONT, "```mermaid\ngraph TD; A-->B\n```\n") },
    {
      warning:
        "a.md:7: a mermaid diagram, which the old blog drew in the reader's browser, is shown as its code",
    },
  ],
  [
    "a Liquid output",
    { "a.md": post(FRONT, "Made with {{ site.theme }}.\n") },
    { warning: "a.md:7: Liquid {{ site.theme }} is not supported" },
  ],
  [
    "a Liquid tag",
    { "a.md": post(FRONT, "{% include toc.html %}\n") },
    { warning: "a.md:7: Liquid {% include toc.html %} is not supported" },
  ],
  [
    "a Hugo shortcode",
    { "a.md": post(FRONT, '{{< youtube "dQw4w9WgXcQ" >}}\n\n{{% notice %}}Note{{% /notice %}}\n') },
    {
      warning: 'a.md:7: Hugo\'s shortcode {{< youtube "dQw4w9WgXcQ" >}} is not supported and was left out',
    },
  ],
  [
    "a post_url to no post",
    { "a.md": post(FRONT, "[x]({% post_url 2020-01-01-gone %})\n") },
    { warning: "a.md:7: {% post_url 2020-01-01-gone %} names no post of this blog" },
  ],
  [
    "a script",
    { "a.md": post(FRONT, "<script>alert(1)</script>\n") },
    { warning: "a.md:7: HTML not published: <script> and its content" },
  ],
  [
    "a frame",
    { "a.md": post(FRONT, '<iframe src="https://example.org/"></iframe>\n') },
    { warning: "a.md:7: HTML not published: <iframe> and its content" },
  ],
  [
    "an event handler",
    { "a.md": post(FRONT, '<img src="/x.png" alt="x" onerror="alert(1)">\n') },
    { warning: "a.md:7: HTML not published: the onerror attribute of <img>" },
  ],
  [
    "a style",
    { "a.md": post(FRONT, '<p style="color:red">x</p>\n') },
    { warning: "a.md:7: HTML not published: the style attribute of <p>" },
  ],
  [
    "an old theme's classes",
    { "a.md": post(FRONT, '<div class="row">x</div>\n') },
    { warning: "a.md:7: HTML not published: the class attribute of <div>" },
  ],
  [
    "an element the site does not publish",
    { "a.md": post(FRONT, "<center>x</center>\n") },
    { warning: "a.md:7: HTML not published: <center> (its content is kept)" },
  ],
  [
    "the same element, more than once",
    { "a.md": post(FRONT, "<center>x</center> <center>y</center>\n\n<center>z</center>\n") },
    { warning: "a.md:7: HTML not published: <center> (its content is kept) (also line 9)" },
  ],
  [
    "an image without alt text",
    { "a.md": post(FRONT, "![](/x.png)\n") },
    { warning: "a.md:7: the image /x.png has no alt text" },
  ],
  [
    "a translation into a language the site does not have, by its file name",
    { "a.md": post(FRONT), "a.fr.md": post(FRONT) },
    { error: "a.fr.md: the file name's language: fr is not one of site.ts's languages" },
  ],
  [
    "a translation into a language the site does not have, by its front matter",
    { "a.md": post(FRONT), "2024-05-02-a.md": post(`${FRONT}lang: fr\n`) },
    { error: "2024-05-02-a.md: lang: fr is not one of site.ts's languages" },
  ],
  [
    "a front matter's language that is not its file name's",
    { "a.md": post(FRONT), "a.de.md": post(`${FRONT}lang: en\n`) },
    { error: "a.de.md: lang: en is not the file name's language (.de)" },
  ],
  [
    "two translations of a post into one language",
    { "a.md": post(FRONT), "a.de.md": post(FRONT), "2024-05-02-a.md": post(`${FRONT}lang: de\n`) },
    { error: "a.de.md: the file name's language: the address /de/writing/a/ is also" },
  ],
  [
    "a post named in the default language beside one that names none",
    { "a.md": post(FRONT), "a.en.md": post(FRONT) },
    { error: "a.en.md: the file name's language: en is site.ts's first language, which" },
  ],
  [
    "a translation without its original",
    { "a.de.md": post(FRONT) },
    { error: "a.de.md: a translation into de needs its original" },
  ],
  [
    "a translation's own tags, other than its original's in number",
    { "a.md": post(FRONT), "a.de.md": post(`${FRONT}tags: [Lehre]\n`) },
    {
      warning:
        "a.de.md: tags: a translation names its original's 0 tags in its language, in their order; these 1 are ignored",
    },
  ],
  [
    "a translation's own old address",
    { "a.md": post(FRONT), "a.de.md": post(`${FRONT}redirect_from: /alt/\n`) },
    { warning: "a.de.md: slug and old addresses: a translation has its original's; these are ignored" },
  ],
  [
    "a post dated after the build",
    { "a.md": post(FRONT.replace("2024-05-01", "2099-01-01")) },
    { warning: "a.md: dated 2099-01-01, so it is published by the first build on or after that day" },
  ],
];

it("takes a post's own slug as its address, and its translation's, as Hugo and Jekyll did", () => {
  const dir = postsFolder({
    "b.de.md": post(`${FRONT}slug: eigene-adresse\n`),
    "b.md": post(`${FRONT}slug: Own-Address\n`),
  });
  mkdirSync(join(dir, "bundle"));
  writeFileSync(join(dir, "bundle", "index.md"), post(`${FRONT}slug: from-hugo\n`));
  writeFileSync(join(dir, "bundle", "plot.png"), "png");
  const warnings: string[] = [];
  const posts = parsePosts(dir, (text) => warnings.push(text));
  expect(posts.map((each) => `${each.language} ${each.slug}`).sort()).toEqual([
    "de own-address",
    "en from-hugo",
    "en own-address",
  ]);
  expect(Object.keys(posts.find((each) => each.slug === "from-hugo")!.files)).toEqual([
    "/writing/from-hugo/plot.png",
  ]);
  expect(warnings).toContain(
    "b.de.md: slug and old addresses: a translation has its original's; these are ignored".replace(
      "b.de.md",
      join(dir, "b.de.md"),
    ),
  );
  expect(() => parsePosts(postsFolder({ "c.md": post(`${FRONT}slug: not a slug\n`) }), () => {})).toThrow(
    /c\.md: slug: must be letters, digits and hyphens/,
  );
});

it("tells an owner whose first post file names no language how to name its translation, with its own ending", () => {
  expect(() => parsePosts(postsFolder({ "a.qmd": post(FRONT), "a.en.qmd": post(FRONT) }), () => {})).toThrow(
    /a\.en\.qmd: the file name's language: en is site\.ts's first language, which \S*a\.qmd is in too; if that one is in de, name it so \(\.de\.qmd\)/,
  );
});

it("gives a name with underscores, spaces or dots, as R's and Jekyll's bloggers write them, an address with hyphens, and says so", () => {
  const dir = postsFolder({
    "2020-01-02-first_steps.md": post(FRONT),
    "2019-03-26-fusion power-3.0.md": post(FRONT.replace("title: A", "title: F")),
    "2019-03-27-café notes.md": post(FRONT.replace("title: A", "title: C")),
  });
  mkdirSync(join(dir, "my_bundle"));
  writeFileSync(join(dir, "my_bundle", "index.md"), post(FRONT));
  const warnings: string[] = [];
  const posts = parsePosts(dir, (text) => warnings.push(text));
  expect(posts.map((each) => each.slug).sort()).toEqual([
    "cafe-notes",
    "first-steps",
    "fusion-power-3-0",
    "my-bundle",
  ]);
  // Jekyll's old address is as Jekyll wrote it.
  expect(posts.find((each) => each.slug === "first-steps")!.oldAddresses).toEqual([
    "/2020/01/02/first_steps.html",
  ]);
  expect(warnings).toEqual(
    expect.arrayContaining([
      `${join(dir, "2020-01-02-first_steps.md")}: its address is its name with hyphens for spaces, dots and underscores, and plain letters for accented ones: /writing/first-steps/`,
      `${join(dir, "my_bundle", "index.md")}: its address is its name with hyphens for spaces, dots and underscores, and plain letters for accented ones: /writing/my-bundle/`,
      `${join(dir, "2019-03-26-fusion power-3.0.md")}: its address is its name with hyphens for spaces, dots and underscores, and plain letters for accented ones: /writing/fusion-power-3-0/`,
    ]),
  );
});

it("names a translation's tags in its language, one for each of its original's, at the original's addresses", () => {
  const dir = postsFolder({
    "a.md": post(`${FRONT}tags: [Teaching, Speech AI]\n`),
    "a.de.md": post(`${FRONT}tags: [Lehre, Sprach-KI]\n`),
    "b.md": post(`${FRONT.replace("2024-05-01", "2024-06-01")}tags: [Teaching]\n`),
  });
  const posts = parsePosts(dir, () => {});
  expect(posts.find((each) => each.language === "de")!.tags).toEqual([
    { name: "Lehre", slug: "teaching", language: "de" },
    { name: "Sprach-KI", slug: "speech-ai", language: "de" },
  ]);
  // On the German pages, a tag is named in German, though a newer post there is the English original.
  expect(postTags(postsIn(posts, "de")).map((tag) => tag.name)).toEqual(["Lehre", "Sprach-KI"]);
  expect(postTags(postsIn(posts, "en")).map((tag) => tag.name)).toEqual(["Speech AI", "Teaching"]);
});

it("reads no posts, and warns of none, for an owner without a posts folder", () => {
  const warnings: string[] = [];
  expect(parsePosts(join(postsFolder({}), "posts"), (text) => warnings.push(text))).toEqual([]);
  expect(warnings).toEqual([]);
});

it("takes a front-matter key given twice at its last value, as Jekyll and Hugo did", () => {
  const dir = postsFolder({ "a.md": post(`${FRONT}tags: [first]\ntags: [last]\n`) });
  expect(parsePosts(dir, () => {})[0]!.tags.map((tag) => tag.name)).toEqual(["last"]);
});

describe("each bad post input gets its outcome", () => {
  it.each(rows)("%s", (_case, files, outcome) => {
    const dir = postsFolder(files);
    const warnings: string[] = [];
    const load = () =>
      loadPosts({ dir, drafts: false, today: "2026-11-25", warn: (text) => warnings.push(text) });
    if ("error" in outcome) {
      expect(load).toThrow(`${dir}/${outcome.error}`);
    } else {
      load();
      expect(warnings.filter((text) => text.startsWith(`${dir}/${outcome.warning}`))).toHaveLength(1);
    }
  });
});

/** A post's page HTML, rendered from `body` with its siblings' links; warnings go to `warnings`. */
async function pageHtml(body: string, warnings: string[] = [], files: Record<string, string> = {}) {
  const dir = postsFolder({ "a.md": post(FRONT, body), ...files });
  const posts = parsePosts(dir, () => {});
  return renderMarkdown(
    posts.find((entry) => entry.slug === "a")!.markdown,
    { kind: "page", url: "https://example.eu/writing/a/" },
    (text, line) => warnings.push(`${line ?? ""}: ${text}`),
    postLinks(posts),
  );
}

describe("what is published of a post is safe and says what the owner meant", () => {
  it.each([
    ["a script", "<script>alert(1)</script>\n\nText.", /<script|alert/],
    ["an event handler", '<img src="/x.png" alt="x" onerror="alert(1)">', /onerror/],
    ["a frame", '<iframe src="https://example.org/"></iframe>', /iframe/],
    ["a style", '<p style="color:red">x</p>', /style=/],
    ["a Liquid output", "Made with {{ site.theme }}.", /\{\{|\}\}/],
    ["a Liquid tag", "{% include toc.html %}\n\nText.", /\{%|%\}/],
    ["a kramdown attribute list", "Para.\n{: .center}", /\{:/],
    ["kramdown's table of contents", "* TOC\n{:toc}\n\nText.", /\{:|TOC/],
  ])("%s leaves no trace", async (_case, body, trace) => {
    expect(await pageHtml(body)).not.toMatch(trace);
  });

  it("shows TeX that KaTeX cannot typeset as TeX, never as red error text, and says where", async () => {
    const warnings: string[] = [];
    const html = await pageHtml("Fine $x$ and broken $\\frac{a}{\\label{b}$ here.", warnings);
    expect(html).toContain('<code class="math-source">\\frac{a}{\\label{b}</code>');
    expect(html).not.toMatch(/katex-error|color:#cc0000|#c00/i);
    expect(warnings).toEqual([
      expect.stringMatching(/^2: KaTeX cannot typeset this math \(.+\); it is shown as TeX$/),
    ]);
  });

  it("says where TeX that LaTeX itself would not take is, as KaTeX notes it", async () => {
    const warnings: string[] = [];
    await pageHtml("Fine $x$.\n\nA $café$ in math.", warnings);
    expect(warnings).toEqual([expect.stringMatching(/^4: KaTeX: .*"é"/)]);
  });

  it.each([
    ["alone in its paragraph", "Text.\n\n\\begin{equation}\na_t = \\|x\\|_2\n\\end{equation}\n\nMore."],
    [
      "in a list item's text",
      "- Weyl:\n  \\begin{align*}\n  a_i &\\le b_i \\\\\n  c &= d\n  \\end{align*}\n  holds.",
    ],
    ["on one line", "\\begin{equation*} e^{i\\pi} = -1 \\end{equation*}"],
    ["inside $$", "$$\n\\begin{equation}\nx_1\n\\end{equation}\n$$"],
    // al-folio's example post explains `$$` in code before its equation.
    ["after a $$ in code", "Write `$$` around math.\n\n\\begin{equation}\nx_1\n\\end{equation}"],
  ])(
    "typesets a bare TeX environment %s as display math, as MathJax did on the old blog",
    async (_, body) => {
      const warnings: string[] = [];
      const html = await pageHtml(body, warnings);
      // What a reader sees: MathML's annotation keeps the TeX for copying; code is shown as written.
      const shown = html.replace(/<annotation[^]*?<\/annotation>|<code>[^<]*<\/code>/g, "");
      expect(shown).not.toMatch(/\\begin\{|\\end\{|\$\$/);
      expect(html.match(/<math /g)).toHaveLength(1);
      expect(html).toMatch(/<math [^>]*display="block"/);
      expect(warnings).toEqual([]);
    },
  );

  it("reads dollars that are prices as text, as Pandoc does, and $…$ beside them as math", async () => {
    const html = await pageHtml(
      "It cost $200, then $15 a month ($20 in December), 6% of $5-$10; take $x_1$ or $ y $.\n",
    );
    expect(html).toContain("It cost $200, then $15 a month ($20 in December), 6% of $5-$10; take ");
    expect(html.match(/<math/g)).toHaveLength(2);
    const paired = await pageHtml("I paid $1084, so $a=1$ point is $3. The $95 fee: $b$ is a $50 credit.\n");
    expect(paired.match(/<math/g)).toHaveLength(2);
    expect(paired).toContain(" is a $50 credit.");
    const wrapped = await pageHtml("It cost $5\nand `$x` then $6, so $y$.\n");
    expect(wrapped).toContain("It cost $5\nand <code>$x</code> then $6, so ");
    expect(wrapped.match(/<math/g)).toHaveLength(1);
    // academicpages' display math inside a paragraph of prices.
    const display = await pageHtml(
      "The cap ($6,000 for A), so:\n\\\\[x=1\\\\]\nabove A ($6,000) and $6,000.\n",
    );
    expect(display).toContain("The cap ($6,000 for A), so:");
    expect(display).toContain("above A ($6,000) and $6,000.");
    expect(display.match(/<math/g)).toHaveLength(1);
    const dir = postsFolder({ "b.md": post("title: B\ndate: 2024-05-01\n", "It cost $5, not $10.\n") });
    const [summarised] = loadPosts({ dir, drafts: false, today: "2026-11-25", warn: () => {} });
    expect(summarised!.summary).toBe("It cost $5, not $10.");
  });

  it("typesets math written as academicpages writes it, with two backslashes, but not in code", async () => {
    const html = await pageHtml(
      [
        String.raw`Rates \\(\alpha\\) and \\( \Pr(X>x) \\), so`,
        "",
        String.raw`\\[\frac{1}{2} = 50\%.\\]`,
        "",
        String.raw`but ${"`"}\\(x\\)${"`"} is code.`,
      ].join("\n"),
    );
    expect(html.match(/<math/g)).toHaveLength(3);
    expect(html.match(/<math [^>]*display="block"/g)).toHaveLength(1);
    expect(html).toContain(String.raw`<code>\\(x\\)</code>`);
  });

  it("draws Hugo's figure shortcode as a figure, its picture found beside the post's page, its caption in Markdown", async () => {
    const html = await pageHtml(
      `{{< figure src="plot.png" alt="A plot" caption="**Costs**, by [arm](/arms/)" >}}\n`,
    );
    expect(html).toContain('<figure><img src="plot.png" alt="A plot"');
    expect(html).toContain(
      '<figcaption><strong>Costs</strong>, by <a href="/arms/">arm</a></figcaption></figure>',
    );
  });

  it("numbers a post's equations where no label names them", async () => {
    const html = await pageHtml(
      "\\begin{align}\na &= 1 \\\\\nb &= 2\n\\end{align}\n\n$$\\begin{equation}c\\end{equation}$$",
    );
    expect([...html.matchAll(/<mtext>([^<]*)<\/mtext>/g)].map(([, text]) => text)).toEqual([
      "(1)",
      "(2)",
      "(3)",
    ]);
  });

  it("numbers equations as LaTeX does, and writes each \\eqref and \\ref as its equation's number", async () => {
    const warnings: string[] = [];
    const html = await pageHtml(
      [
        // al-folio's example post: the reference comes before its equation, in $$ within the text.
        "Equation $$\\eqref{eq:cs}$$ is Cauchy-Schwarz; row $\\ref{eq:b}$ follows.",
        "",
        "\\begin{equation}\n\\label{eq:cs}\n(a \\cdot b)^2 \\le a^2 b^2\n\\end{equation}",
        "",
        "\\begin{align}\na &= 1 \\nonumber \\\\\nb &= 2 \\label{eq:b} \\\\\nc &= 3\n\\end{align}",
        "",
        "$$x = 1$$ and a missing $\\eqref{eq:none}$.",
      ].join("\n"),
      warnings,
    );
    const numbers = [...html.matchAll(/<mtext>([^<]*)<\/mtext>/g)].map(([, text]) => text);
    expect(numbers).toEqual(["(1)", "2", "(1)", "(2)", "(3)", "(?)"]);
    expect(html).not.toContain("XEQ");
    expect(html).toContain("\\label{eq:cs}");
    expect(warnings).toEqual(["15: \\eqref{eq:none} names no numbered equation; it is shown as (?)"]);
  });

  it("links Chirpy's embedded videos, which the site's policy does not frame", async () => {
    const html = await renderMarkdown(
      "{% include embed/youtube.html id='Balreaj8Yqs' %}\n\n{% include embed/video.html src=\"/assets/a clip.mp4\" %}\n",
      { kind: "page", url: "https://example.eu/writing/a/" },
      () => {},
    );
    expect([...html.matchAll(/href="([^"]+)"/g)].map(([, href]) => href)).toEqual([
      "https://www.youtube.com/watch?v=Balreaj8Yqs",
      "/assets/a%20clip.mp4",
    ]);
  });

  it("shows Chirpy's prompts as callouts, led by their label in the post's language", async () => {
    const dir = postsFolder({
      "a.md": post(FRONT, "> Mind the units.\n> Always.\n{: .prompt-warning }\n\n> Plain quote.\n"),
      "a.de.md": post(FRONT, "> Achte auf die Einheiten.\n{: .prompt-tip }\n"),
    });
    const warnings: string[] = [];
    const posts = parsePosts(dir, (text) => warnings.push(text));
    expect(warnings.filter((text) => text.includes("attribute lists"))).toEqual([]);
    const page = async (language: string) => {
      const found = posts.find((each) => each.language === language)!;
      const html = await renderMarkdown(
        found.markdown,
        { kind: "page", url: "https://example.eu/writing/a/" },
        () => {},
        {
          callouts: PAGE_MESSAGES[found.language].writing.inPost.callout,
        },
      );
      return [...html.matchAll(/<blockquote>\s*<p>([^]*?)<\/p>/g)].map(([, text]) => text);
    };
    expect(await page("en")).toEqual(["<strong>Warning:</strong> Mind the units.\nAlways.", "Plain quote."]);
    expect(await page("de")).toEqual([
      `<strong>${PAGE_MESSAGES.de.writing.inPost.callout.tip}:</strong> Achte auf die Einheiten.`,
    ]);
  });

  it("writes a \\ref to an equation numbered by hand (\\tag) as that number, as MathJax does", async () => {
    const warnings: string[] = [];
    const html = await pageHtml(
      [
        "$$ x^2 y'' = 0 \\label{eqn:euler}\\tag{1} $$",
        "",
        "$$ y = x^m \\label{eqn:trial}\\tag{A.2} $$",
        "",
        "Eq. ($\\ref{eqn:euler}$) and \\eqref{eqn:trial}.",
      ].join("\n"),
      warnings,
    );
    const texts = [...html.matchAll(/<mtext>([^<]*)<\/mtext>/g)].map(([, text]) => text);
    expect(texts).toEqual(["(1)", "(A.2)", "1"]);
    expect(html).toContain("Eq. (<span");
    expect(html).toContain("and (A.2).");
    expect(warnings).toEqual([]);
  });

  it("sizes the site's own pictures as their camera turns them, offers smaller copies of wide ones, and loads those after the first lazily", async () => {
    const publicDir = postsFolder({});
    mkdirSync(join(publicDir, "images", "a b"), { recursive: true });
    const picture = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: "#2563eb" } });
    writeFileSync(join(publicDir, "images", "a b", "plot.png"), await picture(800, 400).png().toBuffer());
    // Stored 2000 wide and 1200 high, shown the other way up: 1200 wide.
    const sideways = await picture(2000, 1200).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    writeFileSync(join(publicDir, "images", "a b", "photo.jpg"), sideways);
    // Noise does not compress: pictures of a few megabytes, as a camera's may be.
    const noise = (width: number, height: number) =>
      sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
    writeFileSync(join(publicDir, "images", "wide.png"), await noise(1800, 600).png().toBuffer());
    // No wider than the smallest copy, so none is made.
    const large = await noise(800, 800).png().toBuffer();
    expect(large.length).toBeGreaterThan(LARGE_POST_IMAGE_BYTES);
    writeFileSync(join(publicDir, "images", "large.png"), large);
    writeFileSync(
      join(publicDir, "images", "icon.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"/>',
    );
    writeFileSync(join(publicDir, "images", "photo.avif"), await picture(1000, 500).avif().toBuffer());
    writeFileSync(join(publicDir, "images", "100%.png"), await picture(1000, 500).png().toBuffer());
    const warnings: string[] = [];
    const { tree, copies } = await renderPostTree(
      [
        "![A plot](/images/a%20b/plot.png)",
        "",
        '<img src="/images/a%20b/photo.jpg" alt="A photo" width="300">',
        "",
        "![Missing](/images/none.png) ![Elsewhere](https://example.org/x.png) ![Wide](/images/wide.png) ![Not here](gone%20away.png)",
        "",
        "![Large](/images/large.png) ![A drawing, as wide as the page lets it be](/images/icon.svg)",
        "",
        "![An AVIF](/images/photo.avif)",
        "",
        '<img src="/images/a%20b/plot.png" alt="The plot, small" height="100">',
        "",
        // Wider than the column, so shown as wide as the column.
        '<img src="/images/wide.png" alt="Wide, given a width" width="1200">',
        "",
        // A copy's address could not keep the %: the picture is published whole, and the owner told.
        "![A hundred per cent](/images/100%25.png)",
      ].join("\n"),
      { url: "https://example.eu/writing/a/", files: { folder: "/writing/a/", own: {}, publicDir } },
      (text, line) => warnings.push(`${line ?? ""}: ${text}`),
    );
    const html = postTreeHtml(tree, { kind: "page", url: "https://example.eu/writing/a/" });
    expect([...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag)).toEqual([
      '<img src="/images/a%20b/plot.png" alt="A plot" width="800" height="400" decoding="async">',
      '<img src="/images/a%20b/photo.jpg" alt="A photo" width="300" height="500" srcset="/sized/800/images/a%20b/photo.jpg.webp 800w" sizes="300px" loading="lazy" decoding="async">',
      '<img src="/images/none.png" alt="Missing">',
      '<img src="/images/wide.png" alt="Wide" width="1800" height="600" srcset="/sized/800/images/wide.png.webp 800w, /sized/1600/images/wide.png.webp 1600w" sizes="(min-width: 48rem) 48rem, 100vw" loading="lazy" decoding="async">',
      '<img src="gone%20away.png" alt="Not here">',
      '<img src="/images/large.png" alt="Large" width="800" height="800" loading="lazy" decoding="async">',
      '<img src="/images/icon.svg" alt="A drawing, as wide as the page lets it be">',
      '<img src="/images/photo.avif" alt="An AVIF" width="1000" height="500" srcset="/sized/800/images/photo.avif.webp 800w" sizes="(min-width: 48rem) 48rem, 100vw" loading="lazy" decoding="async">',
      '<img src="/images/a%20b/plot.png" alt="The plot, small" height="100" width="200" loading="lazy" decoding="async">',
      '<img src="/images/wide.png" alt="Wide, given a width" width="1200" height="400" srcset="/sized/800/images/wide.png.webp 800w, /sized/1600/images/wide.png.webp 1600w" sizes="(min-width: 48rem) 48rem, 100vw" loading="lazy" decoding="async">',
      '<img src="/images/100%25.png" alt="A hundred per cent" width="1000" height="500" loading="lazy" decoding="async">',
    ]);
    // In no order: each picture's file is read at once, and whichever is read first adds its copies first.
    expect(copies).toEqual(
      new Set([
        "/sized/800/images/photo.avif.webp",
        "/sized/800/images/a b/photo.jpg.webp",
        "/sized/800/images/wide.png.webp",
        "/sized/1600/images/wide.png.webp",
      ]),
    );
    // The one the site cannot make smaller, the one it makes no copies of, and the one that is not there, each
    // at its line (sorted: all are read at once).
    expect(warnings.sort()).toEqual([
      "15: the image /images/100%25.png has a % or a \\ in its name, so the site makes no smaller copies of it: rename it (and its links)",
      `5: the image /images/none.png is not there: put it at ${publicDir}/images/none.png`,
      // Named as the post wrote it, not as Markdown encoded it.
      "5: the image gone away.png is not there: put it beside the post, in its folder (a post of one file becomes a folder: <name>/index.md)",
      expect.stringMatching(
        /^7: the image \/images\/large\.png is \d\.\d MB, which every reader of the post/,
      ),
    ]);
    // A feed reader, away from the site, gets every copy's whole address.
    const feed = postTreeHtml(tree, { kind: "feed", url: "https://example.eu/writing/a/" });
    expect(feed).toContain(
      'srcset="https://example.eu/sized/800/images/wide.png.webp 800w, https://example.eu/sized/1600/images/wide.png.webp 1600w"',
    );
  });

  it("names a missing picture whose name has a lone %, which no address decodes, as written", async () => {
    const warnings: string[] = [];
    const publicDir = mkdtempSync(join(tmpdir(), "public-"));
    await renderPostTree(
      // As HTML: Markdown writes a lone % as %25 itself.
      '<img src="/images/50%.png" alt="Half"> <img src="50%.png" alt="Half again">\n',
      { url: "https://example.eu/writing/a/", files: { folder: "/writing/a/", own: {}, publicDir } },
      (text) => warnings.push(text),
    );
    expect(warnings.sort()).toEqual([
      `the image /images/50%.png is not there: put it at ${publicDir}/images/50%.png`,
      "the image 50%.png is not there: put it beside the post, in its folder (a post of one file becomes a folder: <name>/index.md)",
    ]);
  });

  it("points an address relative to the post at its own file's site path, in every language and in the feed, and sizes its picture", async () => {
    const dir = postsFolder({ "x.csv": "a\n" });
    const wide = join(dir, "wide.png");
    const picture = sharp({ create: { width: 1000, height: 500, channels: 3, background: "#2563eb" } });
    writeFileSync(wide, await picture.png().toBuffer());
    // A sibling bundle's file too: a post may show another's picture.
    const own = {
      "/writing/p/wide.png": wide,
      "/writing/p/data/a b.csv": join(dir, "x.csv"),
      "/writing/q/x.csv": join(dir, "x.csv"),
    };
    const url = "https://example.eu/de/writing/p/";
    const { tree, copies } = await renderPostTree(
      "![Wide](./wide.png) [data](data/a%20b.csv#top) [gone](missing.png) [sibling](../q/) [top](#top) [its](../q/x.csv)",
      { url, language: "de", files: { folder: "/writing/p/", own, publicDir: dir } },
      () => {},
    );
    const page = postTreeHtml(tree, { kind: "page", url, language: "de" });
    expect(page).toContain(
      '<img src="/writing/p/wide.png" alt="Wide" width="1000" height="500" srcset="/sized/800/writing/p/wide.png.webp 800w"',
    );
    expect(copies).toEqual(new Set(["/sized/800/writing/p/wide.png.webp"]));
    // What names no file stays as written.
    for (const link of ['<a href="/writing/p/data/a%20b.csv#top">data</a>', '<a href="missing.png">gone</a>'])
      expect(page).toContain(link);
    expect(page).toContain(
      '<a href="../q/">sibling</a> <a href="#top">top</a> <a href="/writing/q/x.csv">its</a>',
    );
    const feed = postTreeHtml(tree, { kind: "feed", url });
    expect(feed).toContain('<a href="https://example.eu/writing/p/data/a%20b.csv#top">data</a>');
  });

  it("writes an \\eqref or \\ref in the text, outside math, as MathJax did, but leaves code as written", async () => {
    const warnings: string[] = [];
    const html = await pageHtml(
      [
        "\\begin{equation}\n\\label{eq:a}\nx = 1\n\\end{equation}",
        "",
        "By \\eqref{eq:a}, and equation \\ref{ eq:a } again; not `\\eqref{eq:a}` in code, nor \\eqref{eq:none}.",
      ].join("\n"),
      warnings,
    );
    expect(html).toContain(
      "<p>By (1), and equation 1 again; not <code>\\eqref{eq:a}</code> in code, nor (?).</p>",
    );
    expect(warnings).toEqual(["7: \\eqref{eq:none} names no numbered equation; it is shown as (?)"]);
  });

  it("stops the build at a picture whose file is cut short, naming the file", async () => {
    const publicDir = postsFolder({});
    const whole = await sharp({ create: { width: 1000, height: 500, channels: 3, background: "#2563eb" } })
      .jpeg()
      .toBuffer();
    writeFileSync(join(publicDir, "cut.jpg"), whole.subarray(0, 300));
    await expect(sizedCopy(join(publicDir, "cut.jpg"), 800)).rejects.toThrow(
      `${join(publicDir, "cut.jpg")}: the site cannot read this picture`,
    );
  });

  it("typesets eqnarray and multline, which KaTeX lacks, numbered as LaTeX numbers them", async () => {
    const warnings: string[] = [];
    const eqnarray =
      "\\begin{eqnarray}\na &=& b + c \\nonumber \\\\\n&=& d \\label{eq:d} \\\\\ne &\\le& f\n\\end{eqnarray}";
    const multline = "\\begin{multline}\nx = y_1 \\\\\n+ y_2\n\\end{multline}";
    const html = await pageHtml(`${eqnarray}\n\n${multline}\n\nSo $\\eqref{eq:d}$.`, warnings);
    expect(warnings).toEqual([]);
    const shown = html.replace(/<annotation[^]*?<\/annotation>/g, "");
    expect(shown).not.toMatch(/\\begin\{|\\end\{|&amp;/);
    expect([...html.matchAll(/<mtext>([^<]*)<\/mtext>/g)].map(([, text]) => text)).toEqual([
      "(1)",
      "(2)",
      "(3)",
      "(1)",
    ]);
    // `a &=& b` in two columns, the relation starting the second, as align's rows do; the `\nonumber` row
    // has the cells the numbered rows have around their columns, so the columns line up.
    const [table] = /<mtable\b[^]*?<\/mtable>/.exec(html) ?? [""];
    const rows = [...table.matchAll(/<mtr\b[^]*?<\/mtr>/g)].map(([row]) =>
      row
        .split(/<mtd\b/)
        .slice(1)
        .map((cell) => cell.replace(/<[^>]*>|^[^>]*>/g, "")),
    );
    expect(rows.map((cells) => cells.slice(1, 3))).toEqual([
      ["a", "=b+c"],
      ["", "=d"],
      ["e", "≤f"],
    ]);
    expect(rows.map((cells) => cells.length)).toEqual([5, 5, 5]);
    // The annotation keeps the TeX as the post wrote it, for copying.
    expect(html).toContain("\\begin{eqnarray}");
    expect(html).toContain("\\begin{multline}");
  });

  it("keeps the rows and columns of a matrix inside eqnarray as the post wrote them", async () => {
    const html = await pageHtml(
      "\\begin{eqnarray}\nA &=& \\begin{pmatrix} 1 & 2 & 3 \\\\ 4 & 5 & 6 \\end{pmatrix}\n\\end{eqnarray}",
    );
    const [, matrix = ""] = /<mtable\b[^]*?(<mtable\b[^]*?<\/mtable>)/.exec(html) ?? [];
    const rows = [...matrix.matchAll(/<mtr\b[^]*?<\/mtr>/g)].map(([row]) =>
      [...row.matchAll(/<mn>(\d)<\/mn>/g)].map(([, digit]) => digit),
    );
    expect(rows).toEqual([
      ["1", "2", "3"],
      ["4", "5", "6"],
    ]);
  });

  it("writes an equation of one aligned column as valid HTML, with no empty column spacing", async () => {
    const html = await pageHtml(
      "$$\n\\begin{aligned}\na \\le b\n\\end{aligned}\n$$\n\n\\begin{align}\nc \\le d\n\\end{align}",
    );
    expect(html.match(/<mtable /g)).toHaveLength(2);
    expect(html).not.toContain('columnspacing=""');
  });

  it("reads Hugo's escapes in math (\\_, \\*) as MathJax got them, but an underscore in text as one", async () => {
    const html = await pageHtml(
      "$D\\_{\\texttt{KL}} = \\sum\\_{x} p\\_x \\text{ (max\\_iter)} a\\*b \\mathrm{n\\_obs} \\operatorname{arg\\_max}$\n",
    );
    const math = html.replace(/<annotation[^]*?<\/annotation>/g, "");
    expect(math.match(/<msub>/g)).toHaveLength(3);
    // KaTeX writes the text's space as a no-break space.
    expect(math).toMatch(/<mtext>\s\(max_iter\)<\/mtext>/);
    expect(math).toContain("<mo>∗</mo>");
    // A name in roman type keeps its underscore.
    expect(math).toContain('<mi mathvariant="normal">n</mi><mi mathvariant="normal">_</mi>');
    expect(math).toContain('<mi mathvariant="normal">arg_max</mi>');
    expect(math.match(/>_</g)).toHaveLength(1);
  });

  it("takes every Markdown escape out of math written for Hugo (a \\_ subscript), and none out of other math", async () => {
    const warnings: string[] = [];
    const hugo = await pageHtml("$$\ny\\_{t+1} = c\\_2 z \\\\\\ \\mathbf{I} \\- A\n$$\n", warnings);
    // Its \\\\\\ is read as TeX's line break, which KaTeX notes does nothing in a display.
    expect(warnings).toEqual(["2: KaTeX: In LaTeX, \\\\ or \\newline does nothing in display mode"]);
    expect(hugo).not.toContain("math-source");
    expect(hugo).toContain("<mo>−</mo>");
    // Elsewhere \{ is TeX's brace, shown.
    const plain = await pageHtml("$\\{a\\}$\n");
    expect(plain).toContain('<mo stretchy="false">{</mo>');
  });

  it("writes a numbered equation and an arrow with a label over it as valid HTML", async () => {
    const html = await pageHtml("$$\nx = 1 \\tag{3}\n$$\n\n$$\nA \\overset{\\beta^-}{\\rightarrow} B\n$$");
    // As KaTeX's own numbered rows: glue on each side, which the site's style widens, and the number.
    expect(html).toContain('<mtd class="mtr-glue"></mtd>');
    expect(html).toContain('<mtd class="mml-eqn-num"><mtext>(3)</mtext></mtd>');
    expect(html).not.toMatch(/<mt(d|able) [^>]*width=/);
    expect(html).toContain("<mover><mo>→</mo>");
    expect(html).not.toMatch(/<mo>\s*<m(?!o>)/);
  });

  it.each([
    ["inline", "Defined as $f(X) = \\exp\\tr(X)$ here.", "f(X) = \\exp\\tr(X)"],
    ["display", "$$\n\\tr(A) = 1\n$$", "\\tr(A) = 1"],
  ])("shows %s TeX with a command KaTeX does not know as TeX, and says only that", async (_, body, tex) => {
    const warnings: string[] = [];
    const html = await pageHtml(body, warnings);
    expect(html).toContain(`<code class="math-source">${tex}</code>`);
    expect(html).not.toMatch(/<math|mathcolor|#cc0000/i);
    expect(warnings).toEqual([
      expect.stringMatching(/^\d: KaTeX cannot typeset this math \(.+\); it is shown as TeX$/),
    ]);
  });

  it("keeps figures, anchors, folding, keys, sub- and superscripts; div and span without their classes", async () => {
    const html = await pageHtml(
      [
        '<figure><img src="/x.png" class="wide"><figcaption>A caption.</figcaption></figure>',
        "",
        '<a name="old"></a>',
        "",
        '<div class="row"><span class="note"><kbd>Ctrl</kbd> H<sub>2</sub>O x<sup>2</sup><br>end</span></div>',
        "",
        "<details><summary>More</summary>\n\nHidden.\n\n</details>",
      ].join("\n"),
    );
    expect(html).toContain('<figure><img src="/x.png" alt=""><figcaption>A caption.</figcaption></figure>');
    expect(html).toContain(
      '<p><span id="old"></span></p>\n<div><span><kbd>Ctrl</kbd> H<sub>2</sub>O x<sup>2</sup><br>end</span></div>',
    );
    expect(html).toMatch(/<details><summary>More<\/summary>\s*<p>Hidden.<\/p>\s*<\/details>/);
  });

  it("makes kramdown's one-line $$ paragraph a display equation in a box that scrolls", async () => {
    const html = await pageHtml("$$ a^2 + b^2 = c^2 $$\n\nText with $$x$$ inline.");
    expect(html).toMatch(/<div class="scroll-box" tabindex="0"><math [^>]*display="block">/);
    expect(html.match(/display="block"/g)).toHaveLength(1);
  });

  it("gives headings clean ids and keeps an anchor in a heading out of its link", async () => {
    const html = await pageHtml('## <a name="joys"></a> The joys\n\n## — Dashes first');
    expect(html).toContain('<h2 id="the-joys"><a href="#the-joys"><span id="joys"></span> The joys</a></h2>');
    expect(html).toMatch(/<h2 id="dashes-first">/);
  });

  it("makes every code block focusable and named, with or without a language", async () => {
    const html = await pageHtml("```\nplain\n```\n\n```python\nx = 1\n```");
    const blocks = [...html.matchAll(/<pre [^>]*>/g)].map(([tag]) => tag);
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toMatch(/tabindex="0" role="group" aria-label="Code"/);
    expect(blocks[1]).toMatch(/tabindex="0" role="group" aria-label="Code: python"/);
  });

  it("reads Hugo's page bundle: the post in its folder's index.md, its translation in index.de.md, the files beside it its own", () => {
    const dir = postsFolder({ "a.md": post(FRONT) });
    const bundle = join(dir, "P-value");
    mkdirSync(join(bundle, "data", ".cache"), { recursive: true });
    writeFileSync(join(bundle, "index.md"), post(FRONT));
    writeFileSync(join(bundle, "index.de.md"), post(FRONT));
    for (const name of ["featured.png", "data/a b #1.csv", ".DS_Store", "data/.cache/x"])
      writeFileSync(join(bundle, name), "");
    const own = {
      "/writing/p-value/data/a b #1.csv": join(bundle, "data", "a b #1.csv"),
      "/writing/p-value/featured.png": join(bundle, "featured.png"),
    };
    const posts = parsePosts(dir, () => {}).filter((each) => each.slug === "p-value");
    expect(posts.map(({ file, language, files }) => ({ file, language, files }))).toEqual([
      { file: join(bundle, "index.de.md"), language: "de", files: own },
      { file: join(bundle, "index.md"), language: "en", files: own },
    ]);
  });

  it("shows a page bundle's featured picture above the post, with Hugo's caption and alt text, unless it is for lists only", async () => {
    const dir = postsFolder({ "plain.md": post(`${FRONT}image: /images/a.png\n`) });
    const bundles = {
      shown: "image:\n  caption: ' The tunnel '\n  alt_text: A wind tunnel\n  focal_point: Center\n",
      decoration: "",
      lists: "image:\n  caption: The tunnel\n  preview_only: true\n",
      drawing: "",
    };
    const picture = await sharp({ create: { width: 1000, height: 500, channels: 3, background: "#2563eb" } })
      .png()
      .toBuffer();
    for (const [name, image] of Object.entries(bundles)) {
      mkdirSync(join(dir, name));
      writeFileSync(join(dir, name, "index.md"), post(FRONT + image));
      // Hugo takes any picture with "featured" in its name.
      writeFileSync(join(dir, name, name === "drawing" ? "a featured #2.svg" : "Featured.PNG"), picture);
    }
    const warnings: string[] = [];
    const posts = parsePosts(dir, (text) => warnings.push(text));
    const featured = Object.fromEntries(posts.map((each) => [each.slug, each.featured]));
    expect(featured).toEqual({
      shown: { src: "/writing/shown/Featured.PNG", alt: "A wind tunnel", caption: "The tunnel" },
      decoration: { src: "/writing/decoration/Featured.PNG", alt: "" },
      lists: undefined,
      drawing: { src: "/writing/drawing/a%20featured%20%232.svg", alt: "" },
      plain: undefined,
    });
    expect(warnings.filter((text) => text.includes("ignored"))).toEqual([
      `${dir}/plain.md: fields the site does not use, ignored: image`,
    ]);
    const shown = posts.find((each) => each.slug === "shown")!;
    const { tree } = await renderPostTree(
      "Text.",
      {
        url: "https://example.eu/writing/shown/",
        files: { folder: "/writing/shown/", own: shown.files, publicDir: dir },
        featured: shown.featured,
      },
      () => {},
    );
    expect(postTreeHtml(tree, { kind: "page", url: "https://example.eu/writing/shown/" })).toBe(
      '<figure><img src="/writing/shown/Featured.PNG" alt="A wind tunnel" width="1000" height="500" srcset="/sized/800/writing/shown/Featured.PNG.webp 800w" sizes="(min-width: 48rem) 48rem, 100vw" decoding="async"><figcaption>The tunnel</figcaption></figure>\n<p>Text.</p>',
    );
  });

  it("writes a featured picture's caption as Markdown, as Hugo Blox does: its archetype's image credit is a link", async () => {
    const url = "https://example.eu/writing/p/";
    const caption = "Image credit: [**Unsplash**](https://unsplash.com/photos/x)";
    const featured = { src: "/writing/p/featured.jpg", alt: "", caption };
    const { tree } = await renderPostTree("Text.", { url, featured }, () => {});
    const page = postTreeHtml(tree, { kind: "page", url });
    expect(page).toMatch(
      /^<figure><img [^>]*><figcaption>Image credit: <a href="https:\/\/unsplash\.com\/photos\/x"[^>]*><strong>Unsplash<\/strong>/,
    );
  });

  it("reads blogdown's render of an R Markdown post, index.html, where the folder has no index.md, or <name>.html beside <name>.Rmd, and says what an unrendered one needs", () => {
    const dir = postsFolder({
      "2018-02-27-single.Rmd": post(FRONT),
      "2018-02-27-single.html": post(FRONT, "<p>Text.</p>\n"),
    });
    const folders = {
      rendered: ["index.Rmd", "index.html", "index_cache/html/chunk.rdb", "data.csv"],
      both: ["index.html", "index.md"],
      source: ["index.Rmd"],
    };
    for (const [name, files] of Object.entries(folders)) {
      mkdirSync(join(dir, name));
      for (const file of files) {
        mkdirSync(dirname(join(dir, name, file)), { recursive: true });
        writeFileSync(join(dir, name, file), post(FRONT, "<p>Text.</p>\n"));
      }
    }
    const warnings: string[] = [];
    const posts = parsePosts(dir, (text) => warnings.push(text));
    expect(posts.map(({ slug, file, summary }) => ({ slug, file, summary }))).toEqual([
      { slug: "both", file: join(dir, "both", "index.md"), summary: "One sentence." },
      { slug: "rendered", file: join(dir, "rendered", "index.html"), summary: "One sentence." },
      // blogdown's older way: the post's files side by side, named as Jekyll names them.
      { slug: "single", file: join(dir, "2018-02-27-single.html"), summary: "One sentence." },
    ]);
    // The rendered HTML is the post; its other files are published beside it, but not what blogdown's Hugo
    // leaves out by default: the R Markdown source and knitr's cache.
    expect(Object.keys(posts[1]!.files)).toEqual(["/writing/rendered/data.csv"]);
    // A source beside its render is not a post, and needs no word.
    expect(warnings.filter((text) => text.includes("folder") || text.includes("Rmd"))).toEqual([
      `${dir}/source/: a folder is not read, left out: a post is one .md file in ${dir}/, or a folder with the post in its index.md (R Markdown's index.Rmd once blogdown has rendered it to index.html)`,
    ]);
  });

  it("reads a Quarto post, <name>.qmd or <name>/index.qmd, from its frozen output where _freeze/ has it, publishing the files it names", async () => {
    const frozen = (markdown: string) => JSON.stringify({ result: { markdown } });
    const dir = postsFolder({
      "single.qmd": post(`${FRONT}date-modified: 2024-06-01\n`, "```{r}\nplot(x)\n```\n"),
      "_freeze/single/execute-results/html.json": frozen(
        `---\ntitle: A\n---\n\n![A line](single_files/figure-html/p-1.png)\n`,
      ),
      "_freeze/single/figure-html/p-1.png": "",
      "bundle/index.qmd": post(
        FRONT.replace("A post", "B"),
        "[The data](data/b.csv) and [the page](/about).\n",
      ),
      "bundle/data/b.csv": "x\n",
      "bundle/data/unused.rds": "",
      "bundle/fit.R": "",
      "draft/index.qmd": post(`${FRONT}draft: true\n`),
    });
    const warnings: string[] = [];
    const posts = parsePosts(dir, (text) => warnings.push(text));
    expect(posts.map(({ slug, updated, draft, files }) => ({ slug, updated, draft, files }))).toEqual([
      {
        slug: "bundle",
        updated: undefined,
        draft: false,
        files: { "/writing/bundle/data/b.csv": join(dir, "bundle/data/b.csv") },
      },
      { slug: "draft", updated: undefined, draft: true, files: {} },
      {
        slug: "single",
        updated: "2024-06-01",
        draft: false,
        files: {
          "/writing/single/single_files/figure-html/p-1.png": join(dir, "_freeze/single/figure-html/p-1.png"),
        },
      },
    ]);
    expect(posts[2]!.markdown).toBe("\n![A line](single_files/figure-html/p-1.png)\n");
    expect(warnings.filter((text) => /_freeze|frozen|not read|not a post/.test(text))).toEqual([]);
  });

  it("publishes the files a Quarto post's `resources` list, as Quarto reads the list, and reads no other blog's", () => {
    const dir = postsFolder({
      "listed/index.qmd": post(
        `${FRONT}resources:\n  - "*.csv"\n  - ./slides.pdf\n  - extra/\n  - "!secret.csv"\n  - "**/*.R"\n  - missing.txt\n`,
      ),
      "listed/data/a.csv": "",
      "listed/data/secret.csv": "",
      "listed/data/b.rds": "",
      "listed/slides.pdf": "",
      "listed/extra/deep/notes.md": "",
      "listed/fit.R": "",
      "listed/renv/activate.R": "",
      "one/index.qmd": post(`${FRONT.replace("A post", "One")}resources: notes.txt\n`),
      "one/notes.txt": "",
      "mixed/index.qmd": post(`${FRONT.replace("A post", "Mixed")}resources:\n  - a.txt\n  - src: b.txt\n`),
      "mixed/a.txt": "",
      "hugo/index.md": post(`${FRONT.replace("A post", "Hugo")}resources:\n  - src: "*.png"\n`),
      "hugo/a.png": "",
    });
    const warnings: string[] = [];
    const posts = parsePosts(dir, (text) => warnings.push(text));
    expect(Object.fromEntries(posts.map(({ slug, files }) => [slug, Object.keys(files).sort()]))).toEqual({
      // A glob without a "/" matches in any folder; a folder's name is all its files; "!" takes one out; the
      // R environment is never published.
      listed: [
        "/writing/listed/data/a.csv",
        "/writing/listed/extra/deep/notes.md",
        "/writing/listed/fit.R",
        "/writing/listed/slides.pdf",
      ],
      one: ["/writing/one/notes.txt"],
      // A list with anything but file names is not read.
      mixed: [],
      // A Hugo bundle publishes every file of its folder; its `resources` say what its pictures are called.
      hugo: ["/writing/hugo/a.png"],
    });
    expect(warnings.filter((text) => text.includes("resources"))).toEqual([
      `${join(dir, "hugo/index.md")}: fields the site does not use, ignored: resources`,
      `${join(dir, "mixed/index.qmd")}: fields the site does not use, ignored: resources (not a file name or a list of them)`,
      `${join(dir, "listed/index.qmd")}: resources: missing.txt names no file of its folder`,
    ]);
  });

  it("reads a post in folders of dates, as some Quarto blogs keep them, its address its own folder's name", () => {
    const dir = postsFolder({
      "2021/08/21/deep/index.qmd": post(FRONT, "![A dot](index_files/figure-html/d-1.png)\n"),
      "_freeze/2021/08/21/deep/index/execute-results/html.json": JSON.stringify({
        result: { markdown: "Frozen.\n" },
      }),
      "_freeze/2021/08/21/deep/index/figure-html/d-1.png": "",
      "2021/notes.txt": "",
    });
    const warnings: string[] = [];
    const [deep, ...others] = parsePosts(dir, (text) => warnings.push(text));
    expect(others).toEqual([]);
    expect(deep).toMatchObject({
      slug: "deep",
      file: join(dir, "2021/08/21/deep/index.qmd"),
      markdown: "Frozen.\n",
    });
    expect(warnings.filter((text) => text.includes("left out"))).toEqual([
      `${join(dir, "2021/notes.txt")}: not a post, left out: a post is a .md, .markdown or .qmd file (or blogdown's .html, with front matter), its name not starting with _`,
    ]);
  });

  it("reads TeX's braces in a Quarto post's math as TeX, not as Liquid", () => {
    const dir = postsFolder({
      "a.qmd": post(FRONT, "$$\n\\frac{a}{{\\scriptstyle\\sum} (x - \\bar{x})^2}}\n$$\n"),
    });
    const warnings: string[] = [];
    const [only] = parsePosts(dir, (text) => warnings.push(text));
    expect(only!.markdown).toContain("{{\\scriptstyle\\sum} (x - \\bar{x})^2}}");
    expect(warnings.filter((text) => text.includes("Liquid"))).toEqual([]);
  });

  it("stops on a page bundle's file at its post's link preview, naming the file", () => {
    const dir = postsFolder({});
    mkdirSync(join(dir, "p"));
    for (const name of ["index.md", "og.png"]) writeFileSync(join(dir, "p", name), post(FRONT));
    expect(() => parsePosts(dir, () => {})).toThrow(
      `${dir}/p/og.png: its address, /writing/p/og.png, is the post's link preview; rename it (and its links)`,
    );
  });

  it("stops on a page bundle's file whose name its address cannot keep (a % or a backslash), naming the file", () => {
    const dir = postsFolder({});
    mkdirSync(join(dir, "p"));
    for (const name of ["index.md", "100%.csv", "a\\b.csv"]) writeFileSync(join(dir, "p", name), post(FRONT));
    expect(() => parsePosts(dir, () => {})).toThrow(
      [
        `${dir}/p/100%.csv: its name has a % or a \\, which the build cannot publish in an address; rename it (and its links)`,
        `${dir}/p/a\\b.csv: its name has a % or a \\, which the build cannot publish in an address; rename it (and its links)`,
      ].join("\n  "),
    );
  });

  it("stops on a page bundle whose folder name is no address, naming the folder, not its index.md", () => {
    const dir = postsFolder({});
    mkdirSync(join(dir, "航空"));
    writeFileSync(join(dir, "航空", "index.md"), post(FRONT));
    expect(() => parsePosts(dir, () => {})).toThrow(
      `${dir}/航空/index.md: the folder name must have Latin letters or digits (after a YYYY-MM-DD- date, if any), or the post a slug`,
    );
    // Given one, it is published at it.
    writeFileSync(join(dir, "航空", "index.md"), post(`${FRONT}slug: aviation\n`));
    expect(parsePosts(dir, () => {}).map((each) => each.slug)).toEqual(["aviation"]);
  });

  it("lists each bad field of one post on a line of its own", () => {
    const dir = postsFolder({ "a.md": post("summary: S.\n") });
    expect(() => loadPosts({ dir, warn: () => {} })).toThrow(
      `${dir}/a.md: title: required\n  ${dir}/a.md: date: required`,
    );
  });

  it("leaves out a folder that holds no post, with a warning", () => {
    const dir = postsFolder({ "a.md": post(FRONT) });
    mkdirSync(join(dir, "notes"));
    writeFileSync(join(dir, "notes", "plot.png"), "");
    const warnings: string[] = [];
    expect(parsePosts(dir, (text) => warnings.push(text)).map((each) => each.slug)).toEqual(["a"]);
    expect(warnings).toEqual([
      `${dir}/notes/: a folder is not read, left out: a post is one .md file in ${dir}/, or a folder with the post in its index.md`,
    ]);
  });

  it("reads a title's character references, as WordPress's exports write its quotes, as the characters", () => {
    const dir = postsFolder({
      "a.md": post(FRONT.replace("A post", "'Capital &#8216;I&#8217; for R&amp;D &x'")),
    });
    expect(parsePosts(dir, () => {}).map((each) => each.title)).toEqual(["Capital ‘I’ for R&D &x"]);
    // A reference without its semicolon is text, as the owner may mean it (&copy in a title about copyright).
    const loose = postsFolder({ "a.md": post(FRONT.replace("A post", "'On &copy and &amp;'")) });
    expect(parsePosts(loose, () => {}).map((each) => each.title)).toEqual(["On &copy and &"]);
  });

  it("names posts that share a title, whose pages' titles then give their dates", () => {
    const dir = postsFolder({
      "a.md": post(FRONT),
      "b.md": post(FRONT),
      "c.md": post(FRONT.replace("A post", "C")),
    });
    const warnings: string[] = [];
    parsePosts(dir, (text) => warnings.push(text));
    expect(warnings).toEqual([
      `${dir}/a.md, ${dir}/b.md: share the title "A post"; their pages' titles give their dates, to tell them apart`,
    ]);
  });

  it("reads YAML 1.1's yes and no in draft and published, as Jekyll and Hugo do", () => {
    const dir = postsFolder({
      "a.md": post(`${FRONT}draft: no\n`),
      "b.md": post(`${FRONT}draft: Yes\n`),
      "c.md": post(`${FRONT}published: no\n`),
      "d.md": post(`${FRONT}published: on\n`),
    });
    const posts = parsePosts(dir, () => {});
    expect(posts.map(({ slug, draft }) => [slug, draft])).toEqual([
      ["a", false],
      ["b", true],
      ["c", true],
      ["d", false],
    ]);
  });

  it("publishes a post whose published is no flag (jekyll-import's date), as Jekyll does, and says so", () => {
    const dir = postsFolder({ "a.md": post(`${FRONT}published: 2020-08-19\n`) });
    const warnings: string[] = [];
    expect(parsePosts(dir, (text) => warnings.push(text)).map((each) => each.draft)).toEqual([false]);
    expect(warnings).toEqual([
      `${dir}/a.md: published: "2020-08-19" is not true or false, so the post is published, as Jekyll does (write false to hold it back)`,
    ]);
  });

  it("leaves out WordPress's old ?p= addresses, which no static page can answer, keeping the others", () => {
    const dir = postsFolder({
      "a.md": post(`${FRONT}redirect_from:\n  - /wordpress/?p=15\n  - /2010/05/a/\npermalink: /?p=16\n`),
    });
    const warnings: string[] = [];
    const [a] = parsePosts(dir, (text) => warnings.push(text));
    expect(a!.oldAddresses).toEqual(["/2010/05/a/"]);
    const why =
      "left out: a static host finds a page by its path, never by its query (?p=15), so no page of the site can answer there";
    expect(warnings).toEqual([
      `${dir}/a.md: redirect_from: /wordpress/?p=15 ${why}`,
      `${dir}/a.md: permalink: /?p=16 ${why}`,
    ]);
  });

  it("keeps an old address once, whatever its letters' case, at its path as written (a space for %20)", () => {
    const dir = postsFolder({
      "a.md": post(
        `${FRONT}redirect_from:\n  - /posts/GitHub-Notes/\n  - /posts/github-notes/\n  - /posts/fusion%20power/\n  - /posts/100%25-sure/\n`,
      ),
      "b.md": post(`${FRONT.replace("title: A", "title: B")}redirect_from: /POSTS/GITHUB-NOTES\n`),
    });
    const warnings: string[] = [];
    expect(() => parsePosts(dir, (text) => warnings.push(text))).toThrow(
      `${dir}/b.md: the old address /POSTS/GITHUB-NOTES is also ${dir}/a.md's`,
    );
    expect(warnings).toEqual([
      `${dir}/a.md: the old address /posts/github-notes/ is /posts/GitHub-Notes/ in other letters' case; the site makes a page only at /posts/GitHub-Notes/`,
      `${dir}/a.md: the old address /posts/100%-sure/ has a % or a \\, which the build cannot write a page at; it is left out`,
    ]);
    rmSync(join(dir, "b.md"));
    const [a] = parsePosts(dir, () => {});
    expect(a!.oldAddresses).toEqual(["/posts/GitHub-Notes/", "/posts/fusion power/"]);
    // A folder's address and a file's of one name are two pages.
    const jekyll = postsFolder({ "2019-03-26-x.md": post(`${FRONT}redirect_from: /2019/03/26/x/\n`) });
    const told: string[] = [];
    const [x] = parsePosts(jekyll, (text) => told.push(text));
    expect(x!.oldAddresses).toEqual(["/2019/03/26/x/", "/2019/03/26/x.html"]);
    expect(told.filter((text) => text.includes("old address"))).toEqual([]);
  });

  it("makes a post's missing summary of its first paragraph's text, a long one cut at a word", () => {
    const words = "Lift and drag in a wind tunnel. ".repeat(8);
    const dir = postsFolder({
      "a.md": post("title: A\ndate: 2024-05-01\n", "A *short* one.\n\nNot this.\n"),
      "b.md": post("title: B\ndate: 2024-05-01\n", `${words}\n`),
    });
    const [a, b] = parsePosts(dir, () => {});
    expect(a!.summary).toBe("A short one.");
    // The first 200 characters end in "Lift and", and the word at the cut goes.
    expect(b!.summary).toBe(`${"Lift and drag in a wind tunnel. ".repeat(6)}Lift…`);
  });

  it("stops on a folder of posts of which none can be read, as an R distill blog's are, rather than publish no blog", () => {
    const dir = postsFolder({ "wsl-r/wsl-r.Rmd": "---\ntitle: W\n---\n", "notes.txt": "x" });
    expect(() => parsePosts(dir, () => {})).toThrow(
      `${dir}: no post in it can be read (its 2 files and folders are left out, named above)`,
    );
    // A folder with nothing in it is a blog not yet begun.
    expect(parsePosts(postsFolder({}), () => {})).toEqual([]);
  });

  it("says nothing of a link's new tab, which the site gives each link to another site itself", () => {
    const warnings: string[] = [];
    const dir = postsFolder({
      "a.md": post(
        FRONT,
        '[a](https://example.org){:target="_blank"} <a href="https://example.org" target="_blank" rel="noopener noreferrer">b</a>\n{: .center}\n',
      ),
    });
    parsePosts(dir, (text) => warnings.push(text));
    expect(warnings).toEqual([
      `${dir}/a.md:8: kramdown attribute lists ({: …}) are not supported and were left out`,
    ]);
  });

  it("makes a Jekyll .html post's missing summary of its text, as Blogger writes it, without its script", () => {
    const dir = postsFolder({
      "2011-04-16-blogger.html": post(
        "title: B\n",
        '{% comment %}A private note.{% endcomment %}<div>Africa, in black and white.<script type="text/javascript">(function() { var x = 1; })();</script><br />See the photos.</div><div><br /></div><div>More.</div>\n',
      ),
    });
    const [read] = parsePosts(dir, () => {});
    expect(read!.summary).toBe("Africa, in black and white. See the photos. More.");
  });

  it("reads Hugo's front matter in TOML, its dates as written", () => {
    const dir = postsFolder({
      "a.md": `+++\ntitle = "A TOML post"\ndate = 2024-05-01T09:30:00+02:00\nlastmod = 2024-05-03\ntags = ["x", "y"]\nsummary = "S."\naliases = ["/post/a/"]\n+++\n\nText on line 10.\n`,
    });
    const warnings: string[] = [];
    const [read] = parsePosts(dir, (text) => warnings.push(text));
    expect(read).toMatchObject({
      title: "A TOML post",
      date: "2024-05-01",
      updated: "2024-05-03",
      summary: "S.",
      oldAddresses: ["/post/a/"],
    });
    expect(read!.tags.map((tag) => tag.name)).toEqual(["x", "y"]);
    expect(read!.bodyLine).toBe(8);
    expect(warnings).toEqual([]);
  });

  it("reads Hugo's lastmod as the day updated, and its aliases as old addresses", () => {
    const dir = postsFolder({
      "a.md": post(`${FRONT}lastmod: '2024-05-03T12:34:03+01:00'\naliases: [/post/a-old/]\n`),
    });
    const [read] = parsePosts(dir, () => {});
    expect(read).toMatchObject({ updated: "2024-05-03", oldAddresses: ["/post/a-old/"] });
  });

  it("reads a Jekyll file name with a one-digit month or day as Jekyll does", () => {
    const dir = postsFolder({ "2023-5-3-short-date.md": post("title: J\nsummary: S.\n") });
    const [read] = loadPosts({ dir, drafts: false, today: "2026-11-25", warn: () => {} });
    expect(read).toMatchObject({ slug: "short-date", date: "2023-05-03" });
    expect(read!.oldAddresses).toEqual(["/2023/05/03/short-date.html"]);
  });

  it("gives posts of one name on different days, as academicpages names them, an address each", async () => {
    const dir = postsFolder({
      "2020-08-09-blog-post.md": post("title: A\nsummary: S.\n"),
      "2020-8-10-blog-post.md": post("title: B\nsummary: S.\n", "[a]({% post_url 2020-08-09-blog-post %})\n"),
    });
    const posts = loadPosts({ dir, drafts: false, today: "2026-11-25", warn: () => {} });
    expect(posts.map(({ slug, title }) => [slug, title])).toEqual([
      ["2020-08-10-blog-post", "B"],
      ["2020-08-09-blog-post", "A"],
    ]);
    const html = await renderMarkdown(
      posts[0]!.markdown,
      { kind: "page", url: "https://example.eu/writing/2020-08-10-blog-post/" },
      () => {},
      postLinks(posts),
    );
    expect(html).toContain('href="/writing/2020-08-09-blog-post/"');
  });

  it("points links to sibling posts' old addresses, and post_url, at their new pages", async () => {
    const siblings = {
      "2020-09-01-jekyll-post.md": post("title: J\nsummary: S.\n"),
      "2021-3-7-short-date.md": post("title: K\nsummary: S.\n"),
      "astro-post.md": post("title: P\ndescription: S.\npubDatetime: 2022-09-23T15:22:00Z\n"),
      "2020-10-02-a-long-file-name.md": post("title: L\nsummary: S.\nslug: short\n"),
    };
    const html = await pageHtml(
      [
        "[a](/2020/09/01/jekyll-post.html#part) [b](/posts/astro-post/) [c](/posts/astro-post)",
        "[d]({% post_url 2020-09-01-jekyll-post %}) [e]({{ '/2020/09/01/jekyll-post.html' | relative_url }})",
        "[f]({% post_url 2021-3-7-short-date %})",
        // Whole addresses on the site's own host, as an old blog at the same address wrote them.
        "[g](http://example.eu/2020/09/01/jekyll-post.html) [h](https://example.eu/publications/?q=1#x)",
        "[i](https://example.org/2020/09/01/jekyll-post.html)",
        "[j]({% post_url 2020-10-02-a-long-file-name %}) [k](/2020/10/02/short.html)",
        // A blog's own addresses by a post's name: Chirpy's (capitals kept), Hugo's, al-folio's.
        "[l](/posts/Jekyll-Post/#x) [m](/post/short-date/) [n](/blog/2021/short-date/) [o](/posts/no-such/)",
      ].join("\n"),
      [],
      siblings,
    );
    expect([...html.matchAll(/href="([^"]+)"/g)].map(([, href]) => href)).toEqual([
      "/writing/jekyll-post/#part",
      "/writing/astro-post/",
      "/writing/astro-post/",
      "/writing/jekyll-post/",
      "/writing/jekyll-post/",
      "/writing/short-date/",
      "/writing/jekyll-post/",
      "/publications/?q=1#x",
      "https://example.org/2020/09/01/jekyll-post.html",
      "/writing/short/",
      "/writing/short/",
      "/writing/jekyll-post/#x",
      "/writing/short-date/",
      "/writing/short-date/",
      "/posts/no-such/",
    ]);
  });
});
