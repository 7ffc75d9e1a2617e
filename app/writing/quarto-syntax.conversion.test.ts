// @vitest-environment node
// What a Quarto post's pandoc Markdown becomes: each construct's row, the Markdown's lines kept, and a note
// naming the line of what is left out.
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { PAGE_MESSAGES } from "../i18n/page-messages";
import { inspectMarkdown, renderMarkdown } from "./markdown.server";
import { quartoToMarkdown } from "./quarto-syntax.server";

const LABELS = PAGE_MESSAGES.en.writing.inPost.callout;

/** The post's page, from its Quarto Markdown, as a document. */
async function page(markdown: string, labels = LABELS) {
  const html = await renderMarkdown(quartoToMarkdown(markdown, labels).markdown, {
    kind: "page",
    url: "https://example.eu/writing/a/",
  });
  return new JSDOM(`<body>${html}</body>`).window.document.body;
}

/** The code blocks of a page: each one's name (its language) and its text. */
const codeBlocks = (body: HTMLElement) =>
  [...body.querySelectorAll("pre")].map((pre) => [pre.getAttribute("aria-label"), pre.textContent]);

describe("a Quarto post's Markdown as the pipeline's own", () => {
  it("unwraps fenced divs, nested ones too, keeping what they hold", async () => {
    const body = await page(
      ':::: {.columns}\n::: {.column width="40%"}\nLeft *side*.\n:::\n\n::: column\nRight.\n:::\n::::\n',
    );
    expect([...body.children].map((child) => child.outerHTML)).toEqual([
      "<p>Left <em>side</em>.</p>",
      "<p>Right.</p>",
    ]);
  });

  it("shows a callout as a quote led by its label in bold, with its title from title= or its heading", async () => {
    const body = await page(
      [
        '::: {.callout-warning title="Slow on big data"}',
        "Sample first.",
        ":::",
        "",
        "::: {.callout-note}",
        "## Why a seed",
        "",
        "So draws repeat.",
        ":::",
        "",
        "::: callout-tip",
        "- one",
        ":::",
      ].join("\n"),
    );
    const quotes = [...body.querySelectorAll("blockquote")];
    expect(quotes.map((quote) => quote.querySelector("strong")?.textContent)).toEqual([
      "Warning: Slow on big data",
      "Note: Why a seed",
      "Tip",
    ]);
    expect(quotes.map((quote) => quote.textContent.replace(/\s+/g, " ").trim())).toEqual([
      "Warning: Slow on big data Sample first.",
      "Note: Why a seed So draws repeat.",
      "Tip one",
    ]);
    expect(body.querySelector("h2")).toBeNull();
    expect(body.querySelector("blockquote li")?.textContent).toBe("one");
  });

  it("names a callout in the post's language", async () => {
    const body = await page(
      "::: {.callout-important}\nLesen.\n:::\n",
      PAGE_MESSAGES.de.writing.inPost.callout,
    );
    expect(body.querySelector("blockquote strong")?.textContent).toBe("Wichtig");
  });

  it("keeps code in a callout and a callout in a callout quoted", async () => {
    const body = await page(
      "::: {.callout-tip}\n```{r}\nx <- 1\n```\n\n::: {.callout-caution}\nInner.\n:::\n:::\n\nAfter.\n",
    );
    expect(codeBlocks(body.querySelector("blockquote")!)).toEqual([["Code: r", "x <- 1"]]);
    expect(body.querySelector("blockquote blockquote strong")?.textContent).toBe("Caution");
    expect(body.lastElementChild?.outerHTML).toBe("<p>After.</p>");
  });

  it("shows a cell as code in its language, without Quarto's #| options, and no code where the cell hides it", async () => {
    const body = await page(
      [
        "```{r}",
        "#| label: fit",
        "#| warning: false",
        "fit <- lm(y ~ x)",
        "```",
        "",
        "```{python}",
        "#| echo: false",
        "print('hidden')",
        "```",
        "",
        "```{r setup, include=FALSE}",
        "library(hidden)",
        "```",
        "",
        "```{r, echo = FALSE}",
        "hidden()",
        "```",
        "",
        '```{.r .cell-code code-fold="true"}',
        "summary(fit)",
        "```",
        "",
        "```{{r}}",
        "#| echo: false",
        "shown_as_written()",
        "```",
        "",
        "```{.cell-code}",
        "no_language()",
        "```",
      ].join("\n"),
    );
    expect(codeBlocks(body)).toEqual([
      ["Code: r", "fit <- lm(y ~ x)"],
      ["Code: r", "summary(fit)"],
      ["Code: r", "shown_as_written()"],
      ["Code", "no_language()"],
    ]);
  });

  it("makes pandoc's inline notes footnotes, a link in one too, but not one in code", async () => {
    const markdown =
      "A claim.^[See [the data](/papers/d.pdf) for [more].] And `^[not a note]`.\n\nAgain.^[Second.]\n";
    const { markdown: converted } = quartoToMarkdown(markdown, LABELS);
    expect(converted.split("\n").slice(0, 3)).toEqual([
      "A claim.[^inline-1] And `^[not a note]`.",
      "",
      "Again.[^inline-2]",
    ]);
    const body = await page(markdown);
    const notes = [...body.querySelectorAll("section[data-footnotes] li")];
    expect(notes.map((note) => note.textContent!.replace(/\s*↩\s*$/, "").trim())).toEqual([
      "See the data for [more].",
      "Second.",
    ]);
    expect(notes[0]!.querySelector("a")!.getAttribute("href")).toBe("/papers/d.pdf");
    expect(body.querySelector("code")!.textContent).toBe("^[not a note]");
  });

  it("keeps every line where it was, so messages name the owner's lines", () => {
    const markdown = "::: {.cell}\n```{r}\n#| echo: true\nx <- 1\n```\n:::\n\n![](a.png){width=50%}\n";
    const converted = quartoToMarkdown(markdown, LABELS).markdown.split("\n");
    expect(converted).toHaveLength(markdown.split("\n").length);
    expect(converted.indexOf("x <- 1")).toBe(3);
    expect(inspectMarkdown(converted.join("\n")).notes).toEqual([
      { line: 8, text: expect.stringContaining("the image a.png has no alt text") },
    ]);
  });

  it("leaves out the attributes after images, links, spans and headings, taking fig-alt as an image's alt text", async () => {
    const body = await page(
      [
        "## Results {#sec-results .unnumbered}",
        "",
        '![](plot.png){fig-align="center" fig-alt="Rising line" width=672}',
        "![Kept alt](map.png){fig-alt='not this' .lightbox}",
        "",
        'A [link](https://example.org){target="_blank"} in [small caps]{.smallcaps}, and `code{.x}`.',
      ].join("\n"),
    );
    expect(body.querySelector("h2")?.textContent).toBe("Results");
    expect([...body.querySelectorAll("img")].map((img) => img.getAttribute("alt"))).toEqual([
      "Rising line",
      "Kept alt",
    ]);
    expect(body.querySelector("p:last-child")?.textContent).toBe(
      "A link (opens in a new tab) in small caps, and code{.x}.",
    );
  });

  it("publishes a raw {=html} block as the post's HTML, blank lines and all, and leaves out other formats with a note", async () => {
    const markdown =
      "```{=html}\n<table>\n<tr><td>a</td></tr>\n\n<tr><td>*b*</td></tr>\n</table>\n```\n\n```{=latex}\n\\newpage\n```\n";
    const body = await page(markdown);
    expect([...body.querySelectorAll("td")].map((cell) => cell.textContent)).toEqual(["a", "*b*"]);
    expect(body.textContent).not.toContain("newpage");
    expect(quartoToMarkdown(markdown, LABELS).notes).toEqual([
      { line: 9, text: "a raw {=latex} block is for another output than HTML and was left out" },
    ]);
  });

  it("shows a cell Quarto runs in the reader's browser as its code, with a note", () => {
    const { markdown, notes } = quartoToMarkdown(
      "Text.\n\n```{ojs}\nviewof n = Inputs.range([1, 9])\n```\n",
      LABELS,
    );
    expect(markdown).toContain("```ojs\nviewof n");
    expect(notes).toEqual([
      {
        line: 3,
        text: "a {ojs} cell runs in the reader's browser with Quarto; its code is shown, without its output",
      },
    ]);
  });

  it("leaves out Quarto's shortcodes with a note naming the line, but links a video", async () => {
    const { markdown, notes } = quartoToMarkdown(
      "Get the data {{< fa file-csv >}} here.\n\n{{< video https://example.org/talk.mp4 >}}\n\n`{{< kept >}}`\n",
      LABELS,
    );
    expect(notes).toEqual([
      { line: 1, text: "Quarto's shortcode {{< fa file-csv >}} is not supported and was left out" },
    ]);
    const body = await page(markdown);
    expect(body.querySelector("a")?.getAttribute("href")).toBe("https://example.org/talk.mp4");
    expect(body.textContent).toContain("{{< kept >}}");
  });
});
