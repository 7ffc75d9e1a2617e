// What a post copied from a Jekyll blog carries that Markdown does not know: Liquid (`{{ … }}`, `{% … %}`) and
// kramdown's attribute lists (`{: .center}`, `{:toc}`). Neither is supported: each is taken out of the
// Markdown before it is parsed, with a note naming its line, so no such text reaches a page. The few Liquid
// forms that only say where something is (`{{ site.baseurl }}`, `relative_url`, `{% post_url %}`,
// `{% highlight %}`) are replaced by what they meant. Code (fenced, indented by a fence, or inline) is left
// as written. Lines are kept, so later messages count lines as the owner's file does.
import type { Root } from "hast";
import { toHtml } from "hast-util-to-html";
import { h } from "hastscript";
import { htmlVoidElements } from "html-void-elements";
import { htmlBlockNames } from "micromark-util-html-tag-name";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

/** Something taken out of, or changed in, the Markdown, at a line of the post's body (1-based). */
export type SourceNote = { line: number; text: string };

export type JekyllOptions = {
  /** The new address of the post that Jekyll's `{% post_url <file name> %}` names, if the blog has it. */
  postAddress?: (name: string) => string | undefined;
  /**
   * Whether the post is Jekyll's or Hugo's, whose `{{ … }}`, `{: …}` and `\\(` are read; a Quarto post's are
   * TeX's (`{{\scriptstyle x}}`) and pandoc's, left as written (quarto-syntax.server.ts reads its own).
   */
  liquid?: boolean;
  /**
   * Whether the post is HTML (a Jekyll `.html` post, blogdown's render), not Markdown: only its Liquid is read,
   * outside its `<pre>` elements, and a `{% highlight %}` block becomes one.
   */
  html?: boolean;
  /** The labels a callout starts with, in the post's language: Chirpy's prompts become callouts. */
  callouts?: { note: string; tip: string; warning: string; caution: string };
};

/** Chirpy's prompts (`{: .prompt-tip }` after a quote), as the site's callouts. */
const PROMPTS = { info: "note", tip: "tip", warning: "warning", danger: "caution" } as const;
const PROMPT = /^\{:\s*\.prompt-(info|tip|warning|danger)\s*\}$/;

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/**
 * A TeX math environment written bare in the Markdown, as MathJax reads it on a Jekyll blog (al-folio's own
 * example post does): `\begin{equation}` at the start of a line.
 */
const MATH_ENVIRONMENT = /^\s*\\begin\{((?:equation|align|alignat|gather|multline|eqnarray|flalign)\*?)\}/;
const LIQUID = /\{\{-?\s*([\s\S]*?)\s*-?\}\}|\{%-?\s*([\s\S]*?)\s*-?%\}/g;
// Not a TeX group that starts with a colon: `\text{: Planck's constant}`, `x^{:}`.
const ATTRIBUTE_LIST = /(?<!\\[a-zA-Z]*|[_^])\{::?[^}\n]*\}/g;
/** An attribute list that only asks for a new tab: `{:target="_blank"}`, with its `rel` or not. */
const NEW_TAB_ONLY = /^\{:\s*(?:(?:target|rel)\s*=\s*(["'])[^"']*\1\s*)+\}$/;
/** An HTML tag: whether it closes, its name, and whether it closes itself (`<br/>`). */
const HTML_TAG = /<(\/?)([a-z][a-z\d-]*)\b[^<>]*?(\/?)>/gi;

/**
 * Math as academicpages writes it, `\\(…\\)` and `\\[…\\]` on one line: kramdown reads `\\` as `\`, leaving
 * MathJax its `\(…\)` and `\[…\]`. Markdown would show the TeX, so it becomes `$…$` and `$$…$$`.
 */
function kramdownMath(text: string) {
  return text.replace(/\\\\\((.+?)\\\\\)|\\\\\[(.+?)\\\\\]/g, (_whole, inline?: string, display?: string) =>
    inline === undefined ? `$$${display!.trim()}$$` : `$${inline.trim()}$`,
  );
}

/**
 * `{{ site.baseurl }}`, `{{ '/x' | relative_url }}` and their like: the address the site means, a string its
 * text, or undefined.
 */
function liquidAddress(expression: string): string | undefined {
  if (/^site\.(baseurl|url)$/.test(expression)) return "";
  // A string is itself: `{{ "{{" }}` is how Liquid writes a `{{` (TeX's, in a post's math).
  const literal = /^(['"])([^'"]*)\1$/.exec(expression)?.[2];
  if (literal !== undefined) return literal;
  return /^(['"])(.*?)\1\s*\|\s*(relative_url|absolute_url|prepend:\s*site\.baseurl)$/.exec(expression)?.[2];
}

/** An include's parameters, `path="a.png" alt='A'`, by name. */
function liquidParameters(text: string): Record<string, string | undefined> {
  return Object.fromEntries(
    [...text.matchAll(/([\w-]+)\s*=\s*(["'])(.*?)\2/g)].map(([, key = "", , value = ""]) => [key, value]),
  );
}

/**
 * al-folio's `{% include figure.liquid path="…" alt="…" caption="…" %}`, and Hugo's `{{< figure src="…" >}}`,
 * as the figure it draws (its classes, zoom and sizes are the theme's own and go), or undefined when it names
 * no picture. al-folio's path is from the site's root; Hugo's src, from the post's own address (`root` "").
 */
function includedFigure(parameters: string, root = "/"): string | undefined {
  const { path, src, alt, title, caption } = liquidParameters(parameters);
  const written = src ?? path;
  if (!written) return undefined;
  const address = written.replace(LIQUID, (whole, output?: string) => liquidAddress(output ?? "") ?? "");
  const img = h("img", {
    src: /^[a-z]+:|^\//i.test(address) ? address : `${root}${address}`,
    alt: alt ?? title,
  });
  return toHtml(caption ? h("figure", [img, h("figcaption", captionContent(caption))]) : img);
}

/**
 * Chirpy's embedded video or audio (`{% include embed/youtube.html id='…' %}`, `embed/video.html src='…'`) as a
 * link to it: the site's policy frames no other site and plays no file in a player of the old theme's.
 */
function embeddedLink(include: string, parameters: string): string | undefined {
  const { id, src } = liquidParameters(parameters);
  const kind = /^embed\/(\w+)\.html$/.exec(include)?.[1];
  if (kind === "youtube" && id) return `<https://www.youtube.com/watch?v=${id}>`;
  if (kind === "bilibili" && id) return `<https://www.bilibili.com/video/${id}>`;
  if ((kind === "video" || kind === "audio") && src) return `[${src.split("/").at(-1)}](<${src}>)`;
  return undefined;
}

/** A figure's caption, which Hugo and al-folio write in Markdown (`**Figure 1**: [data](…)`), as HTML. */
function captionContent(caption: string) {
  const processor = unified().use(remarkParse).use(remarkRehype);
  const [paragraph] = (processor.runSync(processor.parse(caption)) as Root).children;
  return paragraph?.type === "element" ? paragraph.children : caption;
}

const SELF_CLOSED_TAG =
  /<([a-z][a-z0-9-]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'<>=`]+))?)*)\s*\/>/gi;

/**
 * XHTML's `<a name="x" />` is an empty anchor to kramdown, part of the paragraph it starts. HTML reads it as an
 * open `<a>` that takes in everything after it, and Markdown as an HTML block that leaves the lines after it
 * unread (`**bold**` and list dashes printed as written). Written `<a name="x"></a>`, it is both.
 */
function closeSelfClosedTags(text: string) {
  return text.replace(SELF_CLOSED_TAG, (whole, name: string, attributes: string) =>
    // An element HTML writes with no end tag: `<br />` means what `<br>` does.
    htmlVoidElements.includes(name.toLowerCase()) ? whole : `<${name}${attributes}></${name}>`,
  );
}

/** What a line starts with in a quote or a list item: its `>` markers, its indent, a list item's marker. */
const CONTAINER = String.raw`(?:[ \t]*>)*[ \t]*(?:(?:[-*+]|\d+[.)])[ \t]+)?`;
/** A `$$` line of its own, in its container; and one that opens math, its container and what follows. */
const DOLLARS_LINE = new RegExp(String.raw`^${CONTAINER}\$\$[ \t]*$`);
const DOLLARS_OPEN = new RegExp(String.raw`^(${CONTAINER})\$\$(.*)$`);

/**
 * Each TeX environment written bare in `lines`, MathJax's way, becomes a `$$` block, so Markdown leaves its
 * TeX alone and it is typeset. The `$$` lines take the places of its first and last lines, whose TeX joins
 * the lines inside it, so every line keeps its number; on one line, it is put in `$$ … $$`.
 */
function fenceBareMath(lines: string[], prose: Set<number>) {
  let dollars = false;
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at]!;
    if (!prose.has(at)) continue;
    const environment = dollars ? undefined : MATH_ENVIRONMENT.exec(line)?.[1];
    // Only a `$$` line of its own opens or closes a block of math (displayMathOnOwnLines made each so): a `$$`
    // in a sentence or a code span is no fence (al-folio's example post writes `$$` as it explains it).
    if (DOLLARS_LINE.test(line)) dollars = !dollars;
    if (!environment) continue;
    const [indent = ""] = /^\s*/.exec(line) ?? [];
    const ending = `\\end{${environment}}`;
    if (line.trimEnd().endsWith(ending)) {
      lines[at] = `${indent}$$${line.trim()}$$`;
      continue;
    }
    const end = lines.findIndex((text, index) => index > at + 1 && prose.has(index) && text.includes(ending));
    if (end === -1 || !lines[end]!.trimEnd().endsWith(ending)) continue;
    lines[at + 1] = `${indent}${line.trim()} ${lines[at + 1]!.trimStart()}`;
    lines[end - 1] = `${lines[end - 1]} ${lines[end]!.trim()}`;
    lines[at] = lines[end] = `${indent}$$`;
    at = end;
  }
}

/**
 * The lines of an HTML element that kramdown reads whole, as raw HTML, from its opening line to its closing
 * tag: Markdown ends an HTML block at a blank line, so a tag indented four spaces after one was shown as code
 * (jekyll-import writes a WordPress post's HTML so). Such a line loses its indent, so it is HTML again, as
 * on the old blog; inside `<pre>` the indent is the text's, and stays. The tags are matched as kramdown
 * matches them: a closing tag closes only the innermost open element, else it is ignored, and an element
 * never closed runs on to the end.
 */
/**
 * Whether an element ends only at its end tag: not a void one (`<br>`), nor one HTML ends by itself at the
 * next of its kind or a blank line's paragraph (`<p>`, `<li>`), which a post leaves open as often as not.
 */
const needsEndTag = (name: string) => !htmlVoidElements.includes(name) && !OPTIONAL_END_TAGS.has(name);
const OPTIONAL_END_TAGS = new Set([
  "p",
  "li",
  "dt",
  "dd",
  "tr",
  "td",
  "th",
  "thead",
  "tbody",
  "tfoot",
  "caption",
  "colgroup",
  "option",
  "optgroup",
  "html",
  "head",
  "body",
]);

function unindentHtmlBlocks(lines: string[], prose: Set<number>) {
  for (let at = 0; at < lines.length; at++) {
    const name = /^ {0,3}<([a-z][a-z\d]*)[\s/>]/i.exec(lines[at]!)?.[1]?.toLowerCase();
    if (!prose.has(at) || !name || !htmlBlockNames.includes(name) || !needsEndTag(name)) continue;
    const open: string[] = [];
    let end = at;
    for (; end < lines.length && prose.has(end); end++) {
      const indented = end > at && lines[end - 1]!.trim() === "" && /^(?: {4}|\t)\s*</.test(lines[end]!);
      if (indented && !open.includes("pre")) lines[end] = lines[end]!.trimStart();
      for (const [, closing, tag = "", selfClosed] of lines[end]!.matchAll(HTML_TAG)) {
        const element = tag.toLowerCase();
        if (closing) {
          if (open.at(-1) === element) open.pop();
        } else if (!selfClosed && needsEndTag(element)) open.push(element);
      }
      if (open.length === 0) break;
    }
    at = end;
  }
}

/**
 * Display math with its TeX on its `$$` lines (`$$ \begin{align*}` … `\end{align*}\tag{3} $$`, as Chirpy's
 * posts write it for MathJax) as a `$$` block: Markdown takes what follows an opening `$$` as the block's info,
 * not its TeX, and ends the block only at a `$$` alone on its line, so the rest of the post became math. The
 * TeX joins the line inside the block next to it; one of two lines becomes one line, as kramdown's one-line
 * equation is.
 */
function displayMathOnOwnLines(lines: string[], prose: Set<number>) {
  // A line's quote markers and indent; and its text after them.
  const container = (line: string) => /^(?:[ \t]*>)*[ \t]*/.exec(line)![0];
  const text = (line: string) => line.slice(container(line).length);
  const closing = /\$\$[ \t]*[.,;:]?[ \t]*$/;
  for (let at = 0; at < lines.length; at++) {
    const open = DOLLARS_OPEN.exec(lines[at]!);
    if (!prose.has(at) || !open || open[2]!.includes("$$")) continue;
    const [, prefix = "", rest = ""] = open;
    let end = at + 1;
    while (end < lines.length && prose.has(end) && !closing.test(lines[end]!)) end++;
    if (end >= lines.length || !prose.has(end)) continue;
    // The lines after a list item's first are its own when indented as far as its text.
    const inner = prefix.replace(/(?:[-*+]|\d+[.)])[ \t]+$/, (marker) => " ".repeat(marker.length));
    const [tail, head] = [rest.trim(), text(lines[end]!).replace(closing, "").trim()];
    if (!tail && !head && inner === prefix) {
      at = end;
      continue;
    }
    if (end === at + 1) {
      lines[at] = `${prefix}$$${[tail, head].filter(Boolean).join(" ")}$$`;
      lines[end] = inner.trimEnd();
    } else {
      const body = lines.slice(at + 1, end).map(text);
      if (tail) body[0] = `${tail} ${body[0]}`;
      if (head) body[body.length - 1] = `${body.at(-1)} ${head}`;
      lines[at] = `${prefix}$$`;
      for (const [index, line] of body.entries()) lines[at + 1 + index] = `${inner}${line}`;
      lines[end] = `${inner}$$`;
    }
    at = end;
  }
}

/**
 * Dollars that are prices, not TeX, escaped in `lines`: Markdown would pair any two `$` of a paragraph into
 * math. A pair whose text ends in a space, or whose closing `$` is followed by a digit ("$5 and $10",
 * "$5-$10"), is prices, as Pandoc tells them apart: its first `$` is escaped and its second may open the
 * next pair. kramdown, academicpages' reader, has no `$…$`, so its owners write prices freely.
 */
function escapePrices(lines: string[], prose: Set<number>) {
  let opener: { line: number; at: number } | undefined;
  const escapes = lines.map((): number[] => []);
  for (const [line, text] of lines.entries()) {
    // A paragraph, or a `$$` block, ends a pair; `$$` within a line is left to Markdown.
    if (!prose.has(line) || text.trim() === "" || text.trim().startsWith("$$ ") || text.trim() === "$$") {
      opener = undefined;
      continue;
    }
    // A single `$` outside code, not escaped and not half of `$$`.
    const code = [...text.matchAll(/`+[^`]*`+/g)].map((span) => [span.index, span.index + span[0].length]);
    for (const { index } of text.matchAll(/(?<![\\$])\$(?!\$)/g)) {
      if (code.some(([from = 0, to = 0]) => index >= from && index < to)) continue;
      if (!opener) {
        opener = { line, at: index };
        continue;
      }
      const inner = [...lines.slice(opener.line, line), text.slice(0, index)].join("\n").slice(opener.at + 1);
      if ((/\s$/.test(inner) && !/^\s/.test(inner)) || /\d/.test(text[index + 1] ?? "")) {
        escapes[opener.line]!.push(opener.at);
        opener = { line, at: index };
      } else opener = undefined;
    }
  }
  for (const [line, at] of escapes.entries())
    for (const index of at.reverse())
      lines[line] = `${lines[line]!.slice(0, index)}\\${lines[line]!.slice(index)}`;
}

/** The Markdown with Liquid and kramdown attribute lists out of it (outside code), and a note for each. */
export function stripJekyllSyntax(
  markdown: string,
  { postAddress = () => undefined, liquid = true, html = false, callouts }: JekyllOptions = {},
): { markdown: string; notes: SourceNote[] } {
  const notes: SourceNote[] = [];
  const lines = markdown.split("\n");
  // Chirpy's prompts: the line of each, and its label.
  const prompts: { at: number; label: string }[] = [];
  let fence: string | undefined;
  // In an HTML post: whether the line is in a <pre>, from the line it opens on to the one it closes on.
  let pre = false;
  let raw = false;
  let comment = false;
  let highlight = false;
  // An HTML post's highlight block opens on its first line of code, which keeps the code's first character.
  let codeOpening = "";
  // The lines that are prose: neither code nor {% raw %}.
  const prose = new Set<number>();

  const replaceLiquid = (text: string, line: number) =>
    text.replace(LIQUID, (whole, output?: string, tag?: string) => {
      const [name = "", ...args] = (tag ?? "").split(/\s+/);
      const hugoFigure = /^[<%]\s*figure\s([\s\S]*?)\/?[>%]$/.exec(output ?? "")?.[1];
      const meant =
        hugoFigure !== undefined
          ? includedFigure(hugoFigure, "")
          : // blogdown's address of the post's own folder, before a file in it: the file's relative address.
            /^<\s*blogdown\/postref\s*>$/.test(output ?? "")
            ? ""
            : output !== undefined
              ? liquidAddress(output)
              : name === "include" && /^figure\.(liquid|html)$/.test(args[0] ?? "")
                ? includedFigure(args.slice(1).join(" "))
                : name === "include" && /^embed\/\w+\.html$/.test(args[0] ?? "")
                  ? embeddedLink(args[0]!, args.slice(1).join(" "))
                  : name === "post_url"
                    ? postAddress(args[0] ?? "")
                    : undefined;
      if (meant !== undefined) return meant;
      notes.push({
        line,
        text:
          name === "post_url"
            ? `${whole} names no post of this blog; the address was left out`
            : `${/^[<%]/.test(output ?? "") ? "Hugo's shortcode" : "Liquid"} ${whole} is not supported and was left out`,
      });
      return "";
    });

  const out = lines.map((line, at) => {
    const number = at + 1;
    // A comment's lines are never published, code and all.
    if (comment && !/\{%-?\s*endcomment\s*-?%\}/.test(line)) return "";
    const lower = line.toLowerCase();
    const [opened, closed] = [
      Math.max(lower.lastIndexOf("<pre>"), lower.lastIndexOf("<pre ")),
      lower.lastIndexOf("</pre>"),
    ];
    // A highlight block's code is code, a <pre> it shows too.
    if (html && highlight && !/^\s*\{%-?\s*endhighlight\s*-?%\}\s*$/.test(line)) {
      const code = `${codeOpening}${line.replaceAll("&", "&amp;").replaceAll("<", "&lt;")}`;
      codeOpening = "";
      return code;
    }
    if (html && (pre || opened !== -1)) {
      if (opened !== -1 || closed !== -1) pre = opened > closed;
      return line;
    }
    if (fence) {
      if (line.trim().startsWith(fence)) fence = undefined;
      return line;
    }
    const opening = html ? null : FENCE.exec(line);
    if (opening) {
      fence = opening[1]!.slice(0, 3);
      // Chirpy's and GitHub's diagrams: a script of the old blog's drew them (Quarto's cells say so themselves).
      if (liquid && /^\s*(`{3,}|~{3,})\s*mermaid\b/.test(line))
        notes.push({
          line: number,
          text: "a mermaid diagram, which the old blog drew in the reader's browser, is shown as its code",
        });
      return line;
    }
    // Jekyll's code blocks become fences; their content is code.
    const highlightTag = /^\s*\{%-?\s*highlight\s+([\w+#.-]+)[^%]*%\}\s*$/.exec(line);
    if (highlightTag && !highlight && !raw) {
      highlight = true;
      if (!html) return "```" + highlightTag[1];
      codeOpening = `<pre><code class="language-${highlightTag[1]}">`;
      return "";
    }
    if (highlight) {
      if (/^\s*\{%-?\s*endhighlight\s*-?%\}\s*$/.test(line)) {
        highlight = false;
        return html ? `${codeOpening}</code></pre>` : "```";
      }
      return line;
    }
    // {% raw %} only tells Liquid to leave text alone; here it is left alone anyway. What is between
    // {% comment %} and {% endcomment %} is the owner's note to themselves, never published.
    // A raw part of the line stands in it as a mark until the rest is read.
    let text = "";
    const kept: string[] = [];
    for (const part of line.split(/(\{%-?\s*(?:end)?(?:raw|comment)\s*-?%\})/)) {
      const [, end, name] = /^\{%-?\s*(end)?(raw|comment)/.exec(part) ?? [];
      if (comment) comment = !(end && name === "comment");
      else if (raw && !(end && name === "raw")) text += `\uE000${kept.push(part) - 1}\uE001`;
      else if (name) [raw, comment] = [!end && name === "raw", !end && name === "comment"];
      else text += part;
    }
    const restored = (value: string) =>
      value.replace(/\uE000(\d+)\uE001/g, (_mark, index) => kept[Number(index)]!);
    if (raw) return restored(text);
    if (html) {
      prose.add(at);
      return restored(closeSelfClosedTags(liquid ? replaceLiquid(text, number) : text));
    }
    // Inline code spans are code: leave them as written.
    text = text
      .split(/(`+[^`]*`+)/)
      .map((part) =>
        part.startsWith("`")
          ? part
          : !liquid
            ? closeSelfClosedTags(part)
            : closeSelfClosedTags(replaceLiquid(kramdownMath(part), number)).replace(
                ATTRIBUTE_LIST,
                (list) => {
                  // A new tab for a link: the site opens each link to another site in one itself.
                  if (NEW_TAB_ONLY.test(list)) return "";
                  const prompt = PROMPT.exec(list)?.[1] as keyof typeof PROMPTS | undefined;
                  if (prompt && callouts && text.trim() === list) {
                    prompts.push({ at, label: callouts[PROMPTS[prompt]] });
                    return "";
                  }
                  notes.push({
                    line: number,
                    text:
                      list === "{:toc}"
                        ? "kramdown's {:toc} is not supported: no table of contents is made (each heading links to itself)"
                        : "kramdown attribute lists ({: …}) are not supported and were left out",
                  });
                  return "";
                },
              ),
      )
      .join("");
    prose.add(at);
    return restored(text);
  });
  if (!html) displayMathOnOwnLines(out, prose);
  if (!html) fenceBareMath(out, prose);
  if (!html) escapePrices(out, prose);
  if (liquid && !html) unindentHtmlBlocks(out, prose);

  // A prompt's quote, the lines before it, starts with its label, as a callout does.
  for (const { at, label } of prompts) {
    let first = at;
    while (first > 0 && /^\s*>/.test(out[first - 1]!)) first--;
    if (first < at) out[first] = out[first]!.replace(/^(\s*>\s?)/, `$1**${label}:** `);
  }

  // kramdown's table of contents is a one-item list followed by {:toc}: the list goes with it.
  for (const note of notes) {
    if (!note.text.startsWith("kramdown's {:toc}")) continue;
    const item = note.line - 2;
    if (item >= 0 && /^\s*(?:[*+-]|1\.)\s+\S/.test(out[item] ?? "") && out[note.line - 1]!.trim() === "") {
      out[item] = "";
    }
  }
  return { markdown: out.join("\n"), notes };
}
