// @vitest-environment node
// What the Markdown pipeline makes of a post: MathML, code coloured for both themes, scroll boxes, heading
// anchors and links that behave as elsewhere on the site, with no script and no KaTeX stylesheet.
import { readFileSync } from "node:fs";
import { within } from "@testing-library/dom";
import { computeAccessibleName } from "dom-accessibility-api";
import { JSDOM } from "jsdom";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { INLINE_MATH_FITS_EM, inspectMarkdown, renderMarkdown } from "./markdown.server";
import { MESSAGES } from "../i18n/messages";
import { PAGE_MESSAGES } from "../i18n/page-messages";

/** The words the site writes into a post, in English and in German. */
const WORDS = {
  en: { ...PAGE_MESSAGES.en.writing.inPost, opensInNewTab: MESSAGES.en.opensInNewTab },
  de: { ...PAGE_MESSAGES.de.writing.inPost, opensInNewTab: MESSAGES.de.opensInNewTab },
};
const POST_WORDS = WORDS.en;

const markdown = readFileSync("app/writing/fixtures/valid/older-note.md", "utf8").replace(
  /^---[\s\S]*?---/,
  "",
);

function parse(html: string) {
  return new JSDOM(`<body>${html}</body>`).window.document;
}

let page: Document;
let feed: Document;
const warnings: string[] = [];
beforeAll(async () => {
  const withAbsoluteContact = `${markdown}\nOr [through the site](https://example.eu/contact).\n`;
  page = parse(
    await renderMarkdown(
      withAbsoluteContact,
      { kind: "page", url: "https://example.eu/writing/older-note/" },
      (text) => warnings.push(text),
    ),
  );
  feed = parse(
    await renderMarkdown(markdown, { kind: "feed", url: "https://example.eu/writing/older-note/" }),
  );
}, 60_000);

describe("renderMarkdown", () => {
  it("reads a post as blogdown renders R Markdown to HTML: pandoc's math typeset, an R chunk coloured as R, a figure in the post's folder", async () => {
    const source = [
      '<script src="{{< blogdown/postref >}}index_files/header-attrs/header-attrs.js"></script>',
      "",
      '<p>Heads <span class="math inline">\\(k = 7\\)</span> times, so</p>',
      '<p><span class="math display">\\[ p \\sim \\text{Beta}(9, 5) \\]</span></p>',
      // Numbered lines: pandoc's classes around the language.
      '<pre class="sourceCode numberSource r numberLines"><code>qbeta(0.5, 9, 5)</code></pre>',
      '<p><img src="{{< blogdown/postref >}}index_files/figure-html/prior-1.png" alt="The density" /></p>',
      '<div id="the-mode" class="section level2">',
      "<h2>The mode</h2>",
      '<p>It is <span class="math display">\\[ \\tfrac{8}{12} \\]</span>, as <span class="math inline">\\(k\\)</span> said.</p>',
      '<table><tbody><tr class="odd"><td style="text-align: right">1</td></tr></tbody></table>',
      '<ol style="list-style-type: lower-alpha">',
      "<li>one</li>",
      "</ol>",
      "</div>",
    ].join("\n");
    // blogdown's script is not published, and said so; its address of the post's folder is no shortcode.
    expect(inspectMarkdown(source).notes.map((note) => note.text)).toEqual([
      "HTML not published: <script> and its content",
    ]);
    const said: string[] = [];
    const url = "https://example.eu/writing/b/";
    const html = await renderMarkdown(source, { kind: "page", url }, (text) => said.push(text));
    const doc = parse(html);
    const equations = [...doc.querySelectorAll("math")];
    expect(equations.map((math) => math.getAttribute("display"))).toEqual([null, "block", null, null]);
    expect(equations.map((math) => math.querySelector("annotation")?.textContent)).toEqual([
      "k = 7",
      " p \\sim \\text{Beta}(9, 5) ",
      "\\displaystyle \\tfrac{8}{12}",
      "k",
    ]);
    // A display equation alone is a block of its own, not inside a paragraph; one in a sentence stays in it.
    expect(equations[1]!.closest("p")).toBeNull();
    expect(doc.querySelector("p:has(math) div")).toBeNull();
    // The section's anchor is its heading's, once, and its box goes, as in Markdown; the list keeps its letters.
    expect([...doc.querySelectorAll("#the-mode")].map((each) => each.parentElement!.tagName)).toEqual([
      "BODY",
    ]);
    expect(doc.querySelector("ol")!.getAttribute("type")).toBe("a");
    expect(doc.querySelector("td")!.getAttribute("style")).toBe("text-align: right");
    expect(doc.querySelector("pre")!.getAttribute("aria-label")).toBe(POST_WORDS.code("r"));
    expect(doc.querySelector("pre")!.querySelectorAll("span[style]").length).toBeGreaterThan(1);
    expect(doc.querySelector("img")!.getAttribute("src")).toBe("index_files/figure-html/prior-1.png");
    expect(said).toEqual([]);
  });

  it("writes inline math as MathML and display math as a block equation that scrolls in its own box", () => {
    const equations = [...page.querySelectorAll("math")];
    expect(equations.map((math) => math.getAttribute("display"))).toEqual([null, "block"]);
    const box = equations[1]!.parentElement!;
    expect(box.tagName).toBe("DIV");
    expect(box.getAttribute("tabindex")).toBe("0");
    expect(page.querySelector("script, link, style")).toBeNull();
  });

  it("colours code for the light and the dark theme at once, with no script", () => {
    const pre = page.querySelector("pre")!;
    expect(pre.getAttribute("tabindex")).toBe("0");
    expect(pre.textContent).toContain("const answer: number = 42;");
    const colours = [...pre.querySelectorAll("span[style]")].map((span) => span.getAttribute("style"));
    expect(colours.length).toBeGreaterThan(3);
    for (const colour of colours) expect(colour).toMatch(/color:light-dark\(#[0-9a-f]{6}, #[0-9a-f]{6}\)/i);
  });

  it("puts a table in a box that scrolls, with its alignment as a style", () => {
    const table = page.querySelector("table")!;
    expect(table.parentElement!.getAttribute("tabindex")).toBe("0");
    expect(page.querySelector("[align]")).toBeNull();
    expect(page.querySelector("td:last-child")!.getAttribute("style")).toBe("text-align: right");
  });

  it("makes a title-level heading an h2 that links to itself", () => {
    expect(page.querySelector("h1")).toBeNull();
    const heading = page.querySelector("h2")!;
    expect(heading.id).not.toBe("");
    expect(heading.querySelector("a")!.getAttribute("href")).toBe(`#${heading.id}`);
  });

  it("opens links off the site in a new tab, says so, and leaves links on it alone", () => {
    const external = page.querySelector('a[href="https://example.org/page"]')!;
    expect(external.getAttribute("target")).toBe("_blank");
    expect(external.getAttribute("rel")).toBe("noopener noreferrer");
    expect(external.textContent).toBe("link off the site (opens in a new tab)");
    expect(page.querySelector('a[href="/about/"]')!.hasAttribute("target")).toBe(false);
  });

  it("keeps a link to the contact page as its words only, and says why: Contact is reached by its buttons", () => {
    expect(page.body.textContent).toContain("Write to me if you want the sheets.");
    for (const href of ["/contact/", "https://example.eu/contact"]) {
      expect(page.querySelector(`a[href="${href}"]`)).toBeNull();
    }
    expect(warnings).toEqual([
      "a link to /contact/ is shown as text: the site reaches Contact only through its buttons.",
      // Written in full, on the site's own host: a path on the site (ownSiteLinks).
      "a link to /contact is shown as text: the site reaches Contact only through its buttons.",
    ]);
  });

  it("writes every address in a feed entry in full, with no note for screen readers of the page", () => {
    const hrefs = [...feed.querySelectorAll("a")].map((link) => link.getAttribute("href"));
    expect(hrefs).toContain("https://example.eu/about/");
    expect(hrefs).toContain("https://example.org/page");
    for (const href of hrefs) expect(href).toMatch(/^https:\/\//);
    expect(feed.body.textContent).not.toContain("opens in a new tab");
  });
});

describe("renderMarkdown on what old blogs write", () => {
  const url = "https://example.eu/writing/notes/";
  const render = async (markdown: string) =>
    parse(await renderMarkdown(markdown, { kind: "page", url }, () => {}));

  it("makes a table's empty corner a data cell, so no header heads nothing", async () => {
    const doc = await render("|     | Model | Speed |\n| --- | --- | --- |\n| MAF | flow | slow |\n");
    expect([...doc.querySelectorAll("thead tr > *")].map((cell) => cell.tagName)).toEqual(["TD", "TH", "TH"]);
  });

  it("names an equation that is a column's whole header by its signs, which axe and some screen readers need", async () => {
    const doc = await render(
      "| Name | $\\partial/\\partial q(x)$ | Rate $O(n)$ |\n| --- | --- | --- |\n| KL | a | b |\n",
    );
    const [, alone, worded] = doc.querySelectorAll("th");
    expect(alone!.querySelector("math")!.getAttribute("aria-label")).toBe("∂/∂q(x)");
    expect(worded!.querySelector("math")!.hasAttribute("aria-label")).toBe(false);
  });

  it("makes an aligned empty corner a data cell too, as R's tables write it in HTML", async () => {
    const doc = await render(
      '<table><thead><tr><th style="text-align:left;">   </th><th style="text-align:right;">Est.</th></tr></thead><tbody><tr><td>x</td><td>1</td></tr></tbody></table>\n',
    );
    expect([...doc.querySelectorAll("thead tr > *")].map((cell) => cell.tagName)).toEqual(["TD", "TH"]);
    expect(doc.querySelector("thead td")!.getAttribute("style")).toBe("text-align: left");
  });

  it("gives an inline equation too long for a phone's line a box that scrolls, and leaves a short one in the line", async () => {
    const long = String.raw`\log p(x) = \log \pi_K(z_K) = \log \pi_{K-1}(z_{K-1}) - \log \left\vert \det \frac{d f_K}{d z_{K-1}} \right\vert`;
    const doc = await render(`Short $x_i$, long $${long}$ and on.`);
    const [short, wide] = [...doc.querySelectorAll(".katex")];
    expect(short!.getAttribute("tabindex")).toBeNull();
    expect(wide!.classList.contains("scroll-box")).toBe(true);
    expect(wide!.getAttribute("tabindex")).toBe("0");
    expect(INLINE_MATH_FITS_EM).toBeLessThan(280 / 18);
  });

  it("shows Blogger's picture with a caption, a table of two cells, as a figure with its caption", async () => {
    const doc = await render(
      [
        '<table align="center" class="tr-caption-container" style="margin: auto;"><tbody>',
        '<tr><td style="text-align: center;"><a href="/images/big.png"><img border="0" src="/images/small.png" /></a></td></tr>',
        '<tr><td class="tr-caption" style="text-align: center;">Oil wells, <i>1970</i></td></tr>',
        "</tbody></table>",
      ].join("\n"),
    );
    expect(doc.querySelector("table")).toBeNull();
    const figure = doc.querySelector("figure")!;
    expect(figure.querySelector("a img")!.getAttribute("src")).toBe("/images/small.png");
    expect(figure.querySelector("figcaption")!.innerHTML).toBe("Oil wells, <i>1970</i>");
  });

  it("gives a list only items, as Blogger's broken lists (<ul><u><li>) did not", async () => {
    const doc = await render("<ul><u><li>One</li><li>Two</li></u> Stray <li>Three</li></ul>\n");
    const list = doc.querySelector("ul")!;
    expect([...list.children].map((child) => child.tagName)).toEqual(["LI", "LI", "LI", "LI"]);
    expect([...list.children].map((child) => child.textContent!.trim())).toEqual([
      "One",
      "Two",
      "Stray",
      "Three",
    ]);
  });

  it("reads display math with its TeX on its $$ lines as one equation, not the rest of the post", async () => {
    const doc = await render(
      [
        "$$ \\begin{align*}",
        "m_1 &= a \\\\",
        "m_2 &= b",
        "\\end{align*}\\tag{3} $$",
        "",
        "Between $$ f(x) = x",
        "",
        "$$ g(x) = x^2",
        "+ 1 $$",
        "",
        "> $$ V(x) = \\begin{cases}",
        ">   0, & x < a \\\\",
        ">   \\infty, & \\text{otherwise}",
        "> \\end{cases}$$",
        "",
        "3. $$ \\begin{gather*}",
        "a = 1 \\\\",
        "\\end{gather*} $$.",
        "",
        "## After",
        "",
        "Text after.",
      ].join("\n"),
    );
    expect(doc.querySelectorAll("math[display=block]")).toHaveLength(4);
    expect(doc.querySelector("blockquote math[display=block]")).not.toBeNull();
    expect(doc.querySelector("li math[display=block]")).not.toBeNull();
    expect(doc.querySelector("math annotation")!.textContent).toContain("\\begin{align*}");
    expect(doc.querySelector("h2")!.textContent).toBe("After");
    expect(doc.body.textContent).toContain("Text after.");
    expect(doc.querySelectorAll(".math-source")).toHaveLength(0);
  });

  it("never publishes what a Liquid comment holds, and keeps {% raw %}'s text as written, on one line too", async () => {
    const markdown = [
      "Before.{% comment %} A note to myself.",
      "",
      "Still the note.",
      "```",
      "code of the note",
      "```",
      "{% endcomment %} After.",
      "",
      "{% raw %}",
      "{% comment %} shown {% endcomment %}",
      "{% endraw %}",
      "",
      "On one line: {% raw %}{{ page.title }}{% endraw %} and {{ site.theme }}.",
    ].join("\n");
    const doc = await render(markdown);
    expect(doc.body.textContent).not.toContain("note");
    expect(doc.querySelectorAll("pre")).toHaveLength(0);
    expect(doc.body.textContent).toContain("Before.");
    expect(doc.body.textContent).toContain("After.");
    expect(doc.body.textContent).toContain("{% comment %} shown {% endcomment %}");
    expect(doc.body.textContent).toContain("On one line: {{ page.title }} and .");
  });

  it("leaves a TeX group that starts with a colon to the math, not to kramdown's attribute lists", async () => {
    const doc = await render("$$E = h\\nu \\text{ (}h\\text{: Planck constant)}$$\n");
    expect(doc.querySelector("annotation")!.textContent).toBe(
      "E = h\\nu \\text{ (}h\\text{: Planck constant)}",
    );
    expect(doc.querySelector("math")!.textContent).toContain(": Planck constant)");
  });

  it("writes a Liquid string as its text, Liquid's way of writing {{ in TeX", async () => {
    const doc = await render(
      'Cost $$\\frac{Q^2}{{ "{{" }}q}^2}$$ in {{ \'plain\' }} words{{ "now" | date: "%Y" }}.\n',
    );
    expect(doc.querySelector("annotation")!.textContent).toBe("\\frac{Q^2}{{q}^2}");
    // A string through a filter is Liquid's to compute, which the site does not: it goes, with a note.
    expect(doc.body.textContent).toContain("in plain words.");
  });

  it('reads XHTML\'s <a name="x" /> as kramdown does: an empty anchor in the paragraph it starts', async () => {
    const doc = await render('<a name="qa" />\n**Question answering**\n- SQuAD\n- RACE\n');
    expect(doc.querySelectorAll("#qa")).toHaveLength(1);
    expect(doc.querySelector("#qa")!.textContent).toBe("");
    expect([...doc.querySelector("ul")!.children].map((child) => child.tagName)).toEqual(["LI", "LI"]);
    expect(doc.querySelector("strong")!.textContent).toBe("Question answering");
  });

  it("reads an HTML element as kramdown does, whole: a tag indented after a blank line in it is HTML, not code", async () => {
    // As jekyll-import writes a WordPress post: indented HTML, blank lines between its blocks.
    const markdown = [
      '<div class="source">',
      "  <h3>Communication</h3>",
      // A closing tag of no open element, which kramdown ignores: the div stays open.
      "  <p><em>A stray closing tag</div> is ignored.</em></p>",
      "",
      "    <p>",
      "      Policy is discussed.",
      "    </p>",
      "",
      "    <pre>keep",
      "",
      "        <b>this indent</b></pre>",
      "</div>",
      "",
      "    <p>Outside any element: code, as kramdown has it.</p>",
      "",
      // A paragraph left open ends at a blank line, as HTML's would: an example after it is code.
      "<p>Intro",
      "",
      "    <b>An example</b>",
      "",
      "<blockquote>",
      "",
      "    <p>In an element never closed, which runs on to the end.</p>",
    ].join("\n");
    const doc = await render(markdown);
    // (The browser's parser then reads the stray tag as its own rules say: the HTML is published as written.)
    expect([...doc.querySelectorAll("p")].map((p) => p.textContent!.trim())).toContain(
      "Policy is discussed.",
    );
    expect(doc.querySelector("blockquote > p")!.textContent).toBe(
      "In an element never closed, which runs on to the end.",
    );
    const written = [...doc.querySelectorAll("pre")].find((pre) => !pre.querySelector("code"));
    expect(written!.textContent).toBe("keep\n\n        this indent");
    expect([...doc.querySelectorAll("pre code")].map((code) => code.textContent!.trim())).toEqual([
      "<p>Outside any element: code, as kramdown has it.</p>",
      "<b>An example</b>",
    ]);
  });

  it("links a heading to itself, unless it holds a link of its own, which a link may not hold", async () => {
    const doc = await render("## Plain\n\n## Read [the paper](https://example.org/paper)\n");
    const [plain, linked] = doc.querySelectorAll("h2");
    expect(plain!.querySelector("a")!.getAttribute("href")).toBe(`#${plain!.id}`);
    expect(linked!.id).not.toBe("");
    expect(linked!.querySelector("a")!.getAttribute("href")).toBe("https://example.org/paper");
    expect(doc.querySelectorAll("a a")).toHaveLength(0);
  });

  it("moves a post's headings up when they start below h2, and lets a <pre> written as HTML take focus", async () => {
    const markdown =
      "### Deadline\n\n#### Details[^1]\n\n<pre>wide text</pre>\n\n```\ncode\n```\n\n[^1]: A note.\n";
    const doc = await render(markdown);
    // The footnotes' heading, an h2 for screen readers, stays as it is.
    expect([...doc.querySelectorAll("h2, h3, h4, h5")].map((heading) => heading.tagName)).toEqual([
      "H2",
      "H3",
      "H2",
    ]);
    // Each <pre>, written or fenced, with one tabindex.
    const html = await renderMarkdown(markdown, { kind: "page", url }, () => {});
    const pres = html.match(/<pre\b[^>]*>/g)!;
    expect(pres).toHaveLength(2);
    for (const pre of pres) expect(pre.match(/tabindex="0"/g)).toHaveLength(1);
  });

  it("leaves out what an old post's style hid, such as TinyMCE's pasted copy, and says so", async () => {
    const markdown =
      '<div id="_mcePaste" style="position: absolute; left: -10000px;">A copy</div>\n\n<p style="display: none !important">Hidden</p>\n\n<p style="color: red">Shown</p>\n';
    const warnings: string[] = [];
    const doc = parse(await renderMarkdown(markdown, { kind: "page", url }, (text) => warnings.push(text)));
    expect(doc.body.textContent).not.toContain("A copy");
    expect(doc.body.textContent).not.toContain("Hidden");
    expect(doc.body.textContent).toContain("Shown");
    expect(inspectMarkdown(markdown).notes.map((note) => note.text)).toContain(
      "HTML not published: <div> hidden by its style, with its content",
    );
  });

  it("gives Word's footnote links left open one id each, and drops the copies the parser makes of them", async () => {
    const doc = await render(
      '<p>Text<a name="_ftnref1" href="#_ftn1"><span>[1]</span></p>\n\n<p>More.</p>\n\n<p><a name="_ftn1" href="#_ftnref1">[1]</a> A note.</p>\n',
    );
    expect(doc.querySelectorAll("#_ftnref1")).toHaveLength(1);
    expect(doc.querySelectorAll("#_ftn1")).toHaveLength(1);
    expect([...doc.querySelectorAll("a")].filter((link) => link.textContent!.trim() === "")).toEqual([]);
    // Nor does a copy wrap the paragraph after the open link.
    expect([...doc.querySelectorAll("p")].map((paragraph) => paragraph.closest("a"))).toEqual([
      null,
      null,
      null,
    ]);
    expect(doc.querySelector("#_ftnref1")!.getAttribute("href")).toBe("#_ftn1");
  });

  it("keeps the targets of Word's footnotes, whose anchors are named links", async () => {
    const doc = await render(
      'Text<a name="_ftnref1" href="#_ftn1">[1]</a>.\n\n<p><a name="_ftn1" href="#_ftnref1">[1]</a> A note.</p>\n',
    );
    const [reference, note] = doc.querySelectorAll("a");
    expect(doc.querySelector(reference!.getAttribute("href")!)).toBe(note);
    expect(doc.querySelector(note!.getAttribute("href")!)).toBe(reference);
    expect(doc.querySelector("a[name]")).toBeNull();
  });

  it("gives an equation's named colours their readable shades, and drops any other with a warning", async () => {
    const warnings: string[] = [];
    const html = await renderMarkdown(
      String.raw`$\color{red}{\mu} + \color{Blue}{\sigma} + \color{orange}{\tau} = \color{#00ff00}{x}$`,
      { kind: "page", url },
      (text) => warnings.push(text),
    );
    const colours = [...parse(html).querySelectorAll("[mathcolor]")].map((node) =>
      node.getAttribute("mathcolor"),
    );
    // As their light shades: HTML's validator refuses a name it does not know, such as orange.
    expect(colours).toEqual(["#b91c1c", "#1d4ed8", "#c2410c"]);
    expect(parse(html).querySelector('[mathcolor="#b91c1c"]')!.getAttribute("style")).toContain(
      "color: light-dark(#b91c1c, #fca5a5)",
    );
    expect(warnings).toEqual([
      expect.stringMatching(/^the colour #00ff00 in an equation is shown in the text's colour/),
    ]);
  });

  it("names a link whose only content is an image without alt text for the image it opens; its target stays", async () => {
    const doc = await render(
      '<a href="/images/wind-tunnel.jpg"><img src="/images/wind-tunnel.jpg"></a>\n\n[![](/images/b%C3%BChne.png)](/images/b%C3%BChne.png)\n',
    );
    const links = within(doc.body).getAllByRole("link");
    expect(links.map((link) => computeAccessibleName(link))).toEqual([
      POST_WORDS.openImage("wind-tunnel.jpg"),
      POST_WORDS.openImage("bühne.png"),
    ]);
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/images/wind-tunnel.jpg",
      "/images/b%C3%BChne.png",
    ]);
    // The image itself stays decorative: the link says what it is.
    for (const image of doc.querySelectorAll("img")) expect(image.getAttribute("alt")).toBe("");
  });

  it("says in an image link's name that it opens in a new tab when it leads off the site", async () => {
    const doc = await render('<a href="https://example.org/big.png"><img src="/small.png"></a>\n');
    expect(computeAccessibleName(within(doc.body).getByRole("link"))).toBe(
      `${POST_WORDS.openImage("big.png")}${POST_WORDS.opensInNewTab}`,
    );
  });

  it("names a link elsewhere around an image without alt text by the image, and leaves named links alone", async () => {
    const doc = await render(
      [
        '<a href="/about/"><img src="/photos/me.jpg"></a>',
        '<a href="/a.png"><img src="/a.png" alt="A wind tunnel"></a>',
        '<a href="/b.png">The plot <img src="/b.png"></a>',
        '<a href="/c.png" aria-label="The full plot"><img src="/c.png"></a>',
      ].join("\n\n"),
    );
    expect(
      within(doc.body)
        .getAllByRole("link")
        .map((link) => computeAccessibleName(link)),
    ).toEqual([POST_WORDS.linkedImage("me.jpg"), "A wind tunnel", "The plot", "The full plot"]);
    expect(doc.querySelectorAll("[aria-label]")).toHaveLength(2);
  });

  it("still warns, once per image and with its line, that a linked image needs alt text", () => {
    const { notes } = inspectMarkdown(
      'Intro.\n\n<a href="/x.jpg"><img src="/x.jpg"></a>\n\n<a href="/y.jpg"><img src="/y.jpg"></a>\n',
    );
    expect(notes).toEqual([
      { line: 3, text: expect.stringMatching(/^the image \/x\.jpg has no alt text: say what it shows/) },
      { line: 5, text: expect.stringMatching(/^the image \/y\.jpg has no alt text: say what it shows/) },
    ]);
  });

  it("makes an image from another site inside a link that link's words, never a link in a link", async () => {
    const doc = await render(
      '<a href="https://example.org/big.png"><img src="https://example.org/small.png"></a>\n',
    );
    expect(doc.querySelectorAll("a a, img")).toHaveLength(0);
    expect(within(doc.body).getByRole("link").textContent).toBe(
      `${POST_WORDS.offSiteImage("small.png")}${POST_WORDS.opensInNewTab}`,
    );
  });

  it("links an image from another site instead of showing a picture the site's policy blocks", async () => {
    const doc = await render("![A plot](https://example.org/plot.png)\n");
    expect(doc.querySelector("img")).toBeNull();
    const link = doc.querySelector('a[href="https://example.org/plot.png"]')!;
    expect(link.textContent).toBe("Image: A plot (opens in a new tab)");
  });
});

describe("renderMarkdown of an HTML post (Jekyll's .html, blogdown's render)", () => {
  const url = "https://example.eu/writing/notes/";
  const render = async (html: string) =>
    parse(await renderMarkdown(html, { kind: "page", url }, () => {}, { html: true }));

  it("keeps a code block whole across its blank lines, and its Liquid-like text as written", async () => {
    const doc = await render(
      [
        '<div class="sourceCode" id="cb1"><pre class="sourceCode r"><code class="sourceCode r">x &lt;- 1',
        "",
        "# a comment",
        "    indented(x)",
        "key: cache-{{ .Environment.CIRCLE_JOB }}</code></pre></div>",
      ].join("\n"),
    );
    expect(doc.querySelector("pre code")!.textContent).toBe(
      "x <- 1\n\n# a comment\n    indented(x)\nkey: cache-{{ .Environment.CIRCLE_JOB }}",
    );
    expect(doc.querySelectorAll("h1")).toHaveLength(0);
  });

  it("reads its text as HTML: Markdown's * and \\ are text, MathJax's math is typeset, Liquid is read", async () => {
    const doc = await render(
      [
        "Denmark[*], a quick note[*] on cost \\(\\frac{c}{p}\\) and $$x^2$$.<br />",
        '<a href="{{ site.baseurl }}/about/">About</a>',
        "{% highlight r %}",
        "if (a < b) plot(a)",
        "{% endhighlight %}",
        "{% highlight html %}",
        "<pre>shown</pre>",
        "{% endhighlight %}",
      ].join("\n"),
    );
    expect(doc.body.textContent).toContain("Denmark[*], a quick note[*] on cost");
    expect(doc.querySelectorAll("em")).toHaveLength(0);
    expect(doc.querySelectorAll("math")).toHaveLength(2);
    expect(doc.querySelector("a")!.getAttribute("href")).toBe("/about/");
    expect([...doc.querySelectorAll("pre")].map((pre) => pre.textContent)).toEqual([
      "if (a < b) plot(a)",
      "<pre>shown</pre>",
    ]);
  });
});

describe("renderMarkdown of a post in another language", () => {
  it("writes the site's words into it in its own language: the new tab's note, an image link's name, a code block's", async () => {
    const url = "https://example.eu/de/writing/notes/";
    const source = [
      "[Eine Seite](https://example.org/seite)",
      '<a href="/bild.png"><img src="/bild.png"></a>',
      "```python\nprint(1)\n```",
    ].join("\n\n");
    const doc = parse(await renderMarkdown(source, { kind: "page", url, language: "de" }, () => {}));
    const [external, image] = within(doc.body).getAllByRole("link");
    expect(external!.textContent).toBe(`Eine Seite${WORDS.de.opensInNewTab}`);
    expect(computeAccessibleName(image!)).toBe(WORDS.de.openImage("bild.png"));
    expect(within(doc.body).getByRole("group").getAttribute("aria-label")).toBe(WORDS.de.code("python"));
    expect(doc.body.textContent).not.toContain(WORDS.en.opensInNewTab);
  });
});

describe("renderMarkdown under a base path", () => {
  const source = [
    "See [a paper](/publications/a/), [its PDF](/papers/a.pdf), [a note](../other/) and [elsewhere](https://example.org/x).",
    "",
    "![A chart of the results](/images/chart.png)",
    "",
    "Or [write to me](/contact/).",
    "",
  ].join("\n");
  const url = "https://user.github.io/portfolio/writing/note/";
  const hrefs = (document: Document) =>
    [...document.querySelectorAll("a")].map((link) => link.getAttribute("href"));

  it("puts the post's paths on the site under it, on the page and in the feed, and still finds its contact link", async () => {
    vi.stubEnv("BASE_URL", "/portfolio/");
    try {
      const said: string[] = [];
      const page = parse(await renderMarkdown(source, { kind: "page", url }, (text) => said.push(text)));
      expect(hrefs(page)).toEqual([
        "/portfolio/publications/a/",
        "/portfolio/papers/a.pdf",
        "../other/",
        "https://example.org/x",
      ]);
      expect(page.querySelector("img")?.getAttribute("src")).toBe("/portfolio/images/chart.png");
      expect(page.body.textContent).toContain("Or write to me.");
      expect(said).toEqual([expect.stringMatching(/a link to \/portfolio\/contact\/ is shown as text/)]);

      const feed = parse(await renderMarkdown(source, { kind: "feed", url }, () => {}));
      expect(hrefs(feed)).toEqual([
        "https://user.github.io/portfolio/publications/a/",
        "https://user.github.io/portfolio/papers/a.pdf",
        "https://user.github.io/portfolio/writing/other/",
        "https://example.org/x",
      ]);
      expect(feed.querySelector("img")?.getAttribute("src")).toBe(
        "https://user.github.io/portfolio/images/chart.png",
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
