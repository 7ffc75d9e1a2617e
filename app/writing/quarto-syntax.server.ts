// What a Quarto post (.qmd, or its frozen output) writes in pandoc's Markdown that GitHub's does not know, as
// the pipeline's own Markdown: fenced divs (`::: {.class}`) unwrapped, a callout as a blockquote led by its
// label; code cells (```{r}, ```{.r .cell-code}) as code in their language, without Quarto's `#|` options,
// and none at all where the cell shows no code; raw ```{=html} as the post's raw HTML; inline notes (`^[…]`)
// as footnotes; attributes after images, links, spans and headings left out. Lines are kept, so later messages
// count lines as the file does, but for the inline notes' texts, which follow the post's last line.
import type { SourceNote } from "./jekyll-syntax.server";

/** Quarto's kinds of callout, each shown under its label in the post's language. */
const CALLOUT_KINDS = ["note", "tip", "warning", "important", "caution"] as const;
type CalloutLabels = Record<(typeof CALLOUT_KINDS)[number], string>;

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*(.*)$/;
const DIV_FENCE = /^ {0,3}:{3,}\s*(\{[^}]*\}|[\w-]+)?\s*:*\s*$/;
/** An executable cell's header (```{r}, ```{python label, echo=FALSE}), or a shown one's (```{{r}}). */
const CELL = /^\{\{?([\w-]+)[\s,]*(.*?)\}?\}$/;
/** Cells Quarto runs in the reader's browser (Observable JS) or draws there (diagrams): here, their code. */
const BROWSER_CELLS = new Set(["ojs", "mermaid", "dot"]);
const OPTION = /^\s*#\|\s*([\w-]+)\s*:\s*(.*?)\s*$/;

/** pandoc's attributes, `{#id .class key="value" key=value}`, as classes and values. */
function pandocAttributes(text: string) {
  const classes: string[] = [];
  const values: Record<string, string> = {};
  for (const [, mark, name = "", key, quoted, bare] of text.matchAll(
    /([.#])([\w-]+)|([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s}]+))/g,
  )) {
    if (mark === ".") classes.push(name);
    else if (key) values[key] = quoted ?? bare ?? "";
  }
  return { classes, values };
}

/** Whether a cell's options (knitr's `echo=FALSE` in its header, or its `#| echo: false` lines) hide its code. */
function hidesCode(options: Record<string, string>) {
  return ["echo", "include"].some((name) => /^(false|no)$/i.test(options[name] ?? ""));
}

/**
 * What an image, a link, a span or a heading carries after it in braces, left out: `![a](x.png){width=672}`,
 * `[text]{.smallcaps}`, `## Heading {#sec-a}`. An image without alt text takes its `fig-alt`.
 */
function withoutAttributes(text: string) {
  return text
    .replace(
      /(!?)\[([^\]]*)\]\(([^()\s]*(?:\s+"[^"]*")?)\)\{([^}]*)\}/g,
      (_whole, bang, label, target, list) => {
        const alt = bang && !label.trim() ? (pandocAttributes(list).values["fig-alt"] ?? "") : label;
        return `${bang}[${alt}](${target})`;
      },
    )
    .replace(/\[([^\]]*)\]\{[^}]*\}/g, "$1")
    .replace(/^(#{1,6}\s.*?)\s*\{[^}]*\}\s*$/, "$1");
}

/**
 * Text outside code: its attributes left out (withoutAttributes), and Quarto's shortcodes (`{{< fa star >}}`)
 * too, with a note, but for a video's, which becomes a link to the video.
 */
function prose(text: string, line: number, notes: SourceNote[]) {
  return withoutAttributes(text).replace(/\{\{<\s*(.*?)\s*>\}\}/g, (whole, inside: string) => {
    const [name, address] = inside.split(/\s+/);
    if (name === "video" && address) return `<${address.replace(/^["']|["']$/g, "")}>`;
    notes.push({ line, text: `Quarto's shortcode ${whole} is not supported and was left out` });
    return "";
  });
}

/**
 * pandoc's inline notes in a line, `^[A note.]`, as GitHub's footnotes: a reference where the note was, its
 * text in `defined`, whose definitions go at the end of the post. A note may hold brackets of its own (a
 * link's); one in a code span is code, and one not closed on its line is left as written.
 */
function inlineNotes(line: string, defined: string[]) {
  const code = [...line.matchAll(/`+[^`]*`+/g)].map(({ index, 0: span }) => [index, index + span.length]);
  let out = "";
  let done = 0;
  for (let start = line.indexOf("^["); start !== -1; start = line.indexOf("^[", start + 1)) {
    if (start < done || code.some(([from = 0, to = 0]) => start >= from && start < to)) continue;
    let depth = 0;
    let end = start + 1;
    for (; end < line.length; end++) {
      if (line[end] === "\\") end++;
      else if (line[end] === "[") depth++;
      else if (line[end] === "]" && --depth === 0) break;
    }
    if (end >= line.length) break;
    defined.push(line.slice(start + 2, end));
    out += `${line.slice(done, start)}[^inline-${defined.length}]`;
    done = end + 1;
  }
  return out + line.slice(done);
}

/**
 * The Markdown of a Quarto post as the pipeline's own, and a note for each construct it leaves out. `labels`
 * name the callouts in the post's language.
 */
export function quartoToMarkdown(
  markdown: string,
  labels: CalloutLabels,
): { markdown: string; notes: SourceNote[] } {
  const notes: SourceNote[] = [];
  const lines = markdown.split("\n");
  const out: string[] = [];
  // Each open div: whether it is a callout, whose lines are quoted.
  const divs: boolean[] = [];
  const quote = (text: string) => `${"> ".repeat(divs.filter(Boolean).length)}${text}`.trimEnd();
  // The text of each inline note, numbered in order.
  const defined: string[] = [];
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at]!;
    const fence = FENCE.exec(line);
    if (fence) {
      const [, marks = "", info = ""] = fence;
      const end = lines.findIndex(
        (text, index) => index > at && new RegExp(`^ {0,3}${marks[0]}{${marks.length},}\\s*$`).test(text),
      );
      const close = end === -1 ? lines.length : end;
      const body = lines.slice(at + 1, close);
      out.push(...codeBlock(marks, info, body, at + 1, notes).map(quote));
      at = close;
      continue;
    }
    const div = DIV_FENCE.exec(line);
    if (div && div[1] !== undefined) {
      // `::: name` is pandoc's short form of `::: {.name}`.
      const { classes, values } = pandocAttributes(div[1].startsWith("{") ? div[1] : `.${div[1]}`);
      const kind = CALLOUT_KINDS.find((each) => classes.includes(`callout-${each}`));
      if (!kind) {
        divs.push(false);
        out.push(quote(""));
        continue;
      }
      // Its title: `title="…"`, or the heading it starts with, which then goes.
      const first = lines.findIndex((text, index) => index > at && text.trim() !== "");
      const heading = /^#{1,6}\s+(.*?)\s*$/.exec(lines[first] ?? "")?.[1];
      const title = values.title ?? (heading && withoutAttributes(heading));
      if (heading && values.title === undefined) lines[first] = "";
      // The label is a line of its own: a hard break (`\`) where its text follows on the next line.
      const joined = /^\s*(?![#>*+|:`~-]|\d+[.)]\s)\S/.test(lines[at + 1] ?? "");
      divs.push(true);
      out.push(quote(`**${labels[kind]}${title ? `: ${title}` : ""}**${joined ? "\\" : ""}`));
      continue;
    }
    if (div && divs.length > 0) {
      divs.pop();
      out.push(quote(""));
      continue;
    }
    const text = line
      .split(/(`+[^`]*`+)/)
      .map((part, index) => (index % 2 ? part : prose(part, at + 1, notes)))
      .join("");
    out.push(quote(inlineNotes(text, defined)));
  }
  // After the post's last line: the lines before keep their numbers.
  const definitions = defined.flatMap((note, index) => ["", `[^inline-${index + 1}]: ${note}`]);
  return { markdown: [...out, ...definitions].join("\n"), notes };
}

/**
 * A fenced block as Markdown, as many lines as it had (`body` between its fences): a cell as code in its
 * language, without its `#|` lines, or blank where its options hide its code; raw HTML as HTML; other raw
 * formats left out, with a note.
 */
function codeBlock(marks: string, info: string, body: string[], line: number, notes: SourceNote[]) {
  const blank = () => ["", ...body.map(() => ""), ""];
  const raw = /^\{=([\w-]+)\}$/.exec(info.trim())?.[1];
  if (raw === "html")
    // A blank line would end the HTML block and leave the rest to Markdown; an empty comment keeps it open.
    return ["", ...body.map((text) => (text.trim() ? text : "<!---->")), ""];
  if (raw) {
    notes.push({ line, text: `a raw {=${raw}} block is for another output than HTML and was left out` });
    return blank();
  }
  const cell = CELL.exec(info.trim());
  const attributes = info.trim().startsWith("{") && !cell ? pandocAttributes(info) : undefined;
  const language = cell
    ? cell[1]
    : attributes
      ? attributes.classes.find((name) => !name.startsWith("cell-") && name !== "sourceCode")
      : info.trim();
  const options: Record<string, string> = {};
  for (const [, key = "", value = ""] of (cell?.[2] ?? "").matchAll(/([\w.-]+)\s*=\s*([^,\s]+)/g))
    options[key] = value;
  const skipped = body.findIndex((text) => !OPTION.test(text));
  const top = !cell && !attributes ? 0 : skipped === -1 ? body.length : skipped;
  for (const text of body.slice(0, top)) {
    const [, key = "", value = ""] = OPTION.exec(text)!;
    options[key] = value;
  }
  if (!cell?.[0].startsWith("{{") && hidesCode(options)) return blank();
  if (cell && !cell[0].startsWith("{{") && BROWSER_CELLS.has(language ?? ""))
    notes.push({
      line,
      text: `a {${language}} cell runs in the reader's browser with Quarto; its code is shown, without its output`,
    });
  // The opening fence moves down past the option lines, so each line of code keeps its number.
  return [...Array<string>(top).fill(""), `${marks}${language ?? ""}`, ...body.slice(top), marks];
}
