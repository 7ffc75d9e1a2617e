// What an owner's BibTeX text becomes on the site. Citation.js turns most LaTeX into text (accents, dashes,
// quotes, `~`) and marks up \emph, \textbf, \textsc as CSL's rich text (<i>, <b>, a small-caps <span>), but it
// spoils math ($O(n^2)$ comes out as "O(n²⁾", \frac{a}{b} as "fracab") and leaves \- and "= as written. So
// math is taken out before Citation.js reads an entry and put back after, rendered by KaTeX as MathML (as the
// posts do); and Citation.js's rich text, with any HTML tags the owner wrote, is read through one allow-list
// into a safe HTML form for the pages and a plain-text form for <title>, meta tags, JSON-LD and the CV.
import type { ElementContent, Root } from "hast";
import { fromHtmlIsomorphic } from "hast-util-from-html-isomorphic";
import { type Schema, sanitize } from "hast-util-sanitize";
import { toHtml } from "hast-util-to-html";
import { h } from "hastscript";
import katex from "katex";
import { SKIP, visit } from "unist-util-visit";

/** One piece of math taken out of a field: its TeX, and whether it is display math. */
export type MathPiece = { tex: string; display: boolean };

/** Letters only, so that Citation.js passes it through untouched (it drops private-use characters). */
const placeholder = (index: number) => `XMATHPHq${index}Q`;
const PLACEHOLDER = /XMATHPHq(\d+)Q/g;

/**
 * Math in a BibTeX field: a math environment (rendered whole; `displaymath` and `math` by their content),
 * `$$…$$`, `\[…\]`, `\(…\)` and `$…$` (not `\$`).
 */
const MATH =
  /\\begin\{(equation|align|gather|multline|alignat|flalign|eqnarray|displaymath|math)(\*?)\}([\s\S]*?)\\end\{\1\2\}|\$\$([\s\S]+?)\$\$|\\\[([\s\S]+?)\\\]|\\\(([\s\S]+?)\\\)|(?<!\\)\$((?:\\[\s\S]|[^$\\])+?)\$/g;

/**
 * A raw field ready for Citation.js: each piece of math replaced by a placeholder (its TeX kept in `math`),
 * `\-` (a hyphenation point) dropped and babel's `"=` (a hyphen) made a hyphen.
 */
export function takeOutMath(value: string, math: MathPiece[]) {
  const text = value.replace(MATH, (whole, env, star, body, dollars, brackets, parens, inline) => {
    const piece: MathPiece =
      env === undefined
        ? { tex: (dollars ?? brackets ?? parens ?? inline).trim(), display: inline === undefined && !parens }
        : { tex: env === "displaymath" || env === "math" ? body.trim() : whole, display: env !== "math" };
    math.push(piece);
    return placeholder(math.length - 1);
  });
  return text.replace(/\\-/g, "").replace(/"=/g, "-");
}

/** Tailwind's arbitrary property, written out here so that Tailwind finds it and builds the class. */
const SMALL_CAPS = "[font-variant-caps:small-caps]";
/** Display math scrolls in a box of its own, never the page; keyboard users can scroll it too. */
const DISPLAY_BOX = ["block", "max-w-full", "overflow-x-auto", "py-2"];

const MATHML_ELEMENTS: Record<string, string[]> = {
  math: ["xmlns", "display"],
  semantics: [],
  annotation: ["encoding"],
  mrow: [],
  mi: ["mathvariant"],
  mn: ["mathvariant"],
  mo: ["fence", "stretchy", "separator", "lspace", "rspace", "accent", "largeop", "movablelimits", "minsize"],
  ms: [],
  mtext: ["mathvariant"],
  mspace: ["width", "height", "depth", "linebreak"],
  msup: [],
  msub: [],
  msubsup: [],
  mfrac: ["linethickness"],
  msqrt: [],
  mroot: [],
  mover: ["accent"],
  munder: ["accentunder"],
  munderover: ["accent", "accentunder"],
  mtable: ["rowspacing", "columnalign", "columnspacing", "columnlines", "rowlines", "width", "frame"],
  mtr: [],
  mtd: ["columnalign"],
  mlabeledtr: [],
  mstyle: ["scriptlevel", "displaystyle", "mathvariant", "mathsize"],
  mpadded: ["width", "height", "depth", "lspace", "voffset"],
  mphantom: [],
  menclose: ["notation"],
  mmultiscripts: [],
  mprescripts: [],
  none: [],
};

/**
 * The one allow-list for HTML from a .bib: italic, bold, super- and subscript, a small-caps span, display
 * math's box, and KaTeX's MathML. No links, no styles, no scripts: whatever else reaches it is dropped.
 */
const SCHEMA: Schema = {
  tagNames: ["i", "b", "sup", "sub", "span", ...Object.keys(MATHML_ELEMENTS)],
  attributes: {
    span: [["className", SMALL_CAPS, ...DISPLAY_BOX], "tabIndex"],
    ...MATHML_ELEMENTS,
  },
  strip: ["script", "style"],
};

/** The tags an owner or Citation.js may write in a field, as what the site makes of them. */
const TAGS: Record<string, "i" | "b" | "sup" | "sub"> = {
  i: "i",
  em: "i",
  b: "b",
  strong: "b",
  sup: "sup",
  sub: "sub",
};
/** A `<` that starts no tag ("n < 5", "a<b"): text, as LaTeX means it. */
const LONE_BRACKET = /<(?!\/?[A-Za-z][\w:-]*(?:\s[^<>]*)?\/?>)/g;

/** Text, with each math placeholder as MathML; TeX that KaTeX cannot read stays readable, with a warning. */
function textWithMath(value: string, math: MathPiece[], warn: (text: string) => void): ElementContent[] {
  // The split keeps each placeholder's number, between the texts around it.
  return value.split(PLACEHOLDER).flatMap((part, index): ElementContent[] => {
    if (index % 2 === 0) return part ? [{ type: "text", value: part }] : [];
    const piece = math[Number(part)];
    if (!piece) return [];
    try {
      const html = katex.renderToString(piece.tex, {
        output: "mathml",
        displayMode: piece.display,
        throwOnError: true,
        strict: "ignore",
      });
      const rendered = fromHtmlIsomorphic(html, { fragment: true }).children.flatMap((node) =>
        node.type === "element" ? node.children : [],
      ) as ElementContent[];
      return piece.display ? [h("span", { className: DISPLAY_BOX }, rendered)] : rendered;
    } catch (error) {
      warn(`TeX that KaTeX cannot read is shown as written (${(error as Error).message}): ${piece.tex}`);
      return [{ type: "text", value: piece.display ? piece.tex : `$${piece.tex}$` }];
    }
  });
}

/**
 * Citation.js's rich text (and the owner's own tags), read by the HTML parser: allowed tags become the site's
 * elements, a small-caps span its class; a plain span (Citation.js's "nocase") and any other tag leave only
 * their content, the other tags with a warning. Citation.js writes `&` and `<` as themselves, never as
 * entities, so they are read as text.
 */
function richTree(value: string, math: MathPiece[], warn: (text: string) => void): Root {
  const escaped = value.replace(/&/g, "&amp;").replace(LONE_BRACKET, "&lt;");
  const tree = fromHtmlIsomorphic(escaped, { fragment: true });
  const dropped = new Set<string>();
  visit(tree, (node, index, parent) => {
    if (!parent || index === undefined) return;
    if (node.type === "text") {
      const nodes = textWithMath(node.value, math, warn);
      parent.children.splice(index, 1, ...nodes);
      return index + nodes.length;
    }
    if (node.type !== "element") return;
    if (TAGS[node.tagName]) {
      node.tagName = TAGS[node.tagName]!;
      return;
    }
    if (
      node.tagName === "span" &&
      /small-caps/i.test(`${node.properties.style} ${node.properties.className}`)
    ) {
      node.properties = { className: [SMALL_CAPS] };
      return;
    }
    if (node.tagName !== "span") dropped.add(node.tagName);
    parent.children.splice(index, 1, ...node.children);
    return [SKIP, index];
  });
  if (dropped.size > 0)
    warn(`tags the site does not show are left out, their text kept: <${[...dropped].join(">, <")}>`);
  return tree;
}

const SUPERSCRIPTS = Object.fromEntries(
  [..."0123456789+-−=()ni"].map((char, index) => [char, "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁻⁼⁽⁾ⁿⁱ"[index]]),
);
const SUBSCRIPTS = Object.fromEntries(
  [..."0123456789+-−=()aeoxhklmnpstijruv"].map((char, index) => [
    char,
    "₀₁₂₃₄₅₆₇₈₉₊₋₋₌₍₎ₐₑₒₓₕₖₗₘₙₚₛₜᵢⱼᵣᵤᵥ"[index],
  ]),
);

/**
 * A script as Unicode where it is a number, a sign or one letter that has a small form (x², xᵢ, 10⁻³), else
 * `^x` or `^(xy)`: a word in small letters, half of which Unicode lacks, reads worse than the mark.
 */
function script(text: string, table: Record<string, string | undefined>, mark: string) {
  const chars = [...text];
  const small = chars.length === 1 || chars.every((char) => !/\p{L}/u.test(char));
  if (small && chars.every((char) => table[char])) return chars.map((char) => table[char]).join("");
  return chars.length === 1 ? `${mark}${text}` : `${mark}(${text})`;
}

/** Operators written with a space either side in plain text: a = b, x ≤ y, a + b. */
const RELATIONS = /^[=<>≤≥≠≈≡∼∝→←↔⇒⇔+−×±∈∉⊂⊆∪∩]$/u;

/** A term of a fraction or root: in parentheses unless it is one symbol or number. */
const term = (text: string) => (/^[\p{L}\p{N}.]+$/u.test(text) ? text : `(${text})`);

/** MathML as a line of plain text: x², a/b, √x, α-nets. */
function mathText(node: ElementContent): string {
  if (node.type === "text")
    return node.value.replace(/[\u2061-\u2064]/g, (char) => (char === "\u2061" ? " " : ""));
  if (node.type !== "element" || node.tagName === "annotation") return "";
  const parts = node.children.filter((child) => child.type === "element" || child.type === "text");
  const [first = "", second = "", third = ""] = parts.map(mathText);
  switch (node.tagName) {
    case "msup":
      return `${first}${script(second, SUPERSCRIPTS, "^")}`;
    case "msub":
      return `${first}${script(second, SUBSCRIPTS, "_")}`;
    case "msubsup":
      return `${first}${script(second, SUBSCRIPTS, "_")}${script(third, SUPERSCRIPTS, "^")}`;
    case "mfrac":
      return `${term(first)}/${term(second)}`;
    case "msqrt":
      return `√${term(parts.map(mathText).join(""))}`;
    case "mroot":
      return `${script(second, SUPERSCRIPTS, "^")}√${term(first)}`;
    case "mover":
    case "munder":
      return node.properties.accent === "true" || node.properties.accentunder === "true"
        ? first
        : parts.map(mathText).join("");
    case "mspace":
      return " ";
    case "mi":
      // A function's name (log, sin) is a word of its own.
      return first.length > 1 ? ` ${first}` : first;
    case "mo":
      return RELATIONS.test(first) ? ` ${first} ` : first;
    case "mtr":
      return parts.map(mathText).join(" ");
    case "mtable":
      return parts.map(mathText).join("; ");
    default:
      return parts.map(mathText).join("");
  }
}

/** The tree as one line of plain text, its math as Unicode. */
function plainOf(nodes: ElementContent[]): string {
  return nodes
    .map((node) => {
      if (node.type === "text") return node.value;
      if (node.type !== "element") return "";
      if (node.tagName === "math") return mathText(node);
      return plainOf(node.children);
    })
    .join("");
}

/** Spaces and line breaks as one space; a no-break space (`~`) stays. */
const oneLine = (text: string) => text.replace(/[ \t\r\n]+/g, " ").trim();

/**
 * A field as Citation.js left it (its math as placeholders, see takeOutMath) made plain text and safe HTML.
 * `warn` hears TeX that KaTeX cannot read and LaTeX commands left over, each shown as written.
 */
export function richText(value: string, math: MathPiece[], warn: (text: string) => void) {
  const tree = sanitize(richTree(value, math, warn), SCHEMA) as Root;
  const text = oneLine(plainOf(tree.children as ElementContent[]));
  const leftover = text.match(/\\[A-Za-z]+/g);
  if (leftover)
    warn(`LaTeX the site cannot convert is shown as written: ${[...new Set(leftover)].join(", ")}`);
  return { text, html: toHtml(tree).trim() };
}

/** A field as plain text only (an author's name, a venue): tags dropped, math as Unicode. */
export function plainText(value: string, math: MathPiece[] = [], warn: (text: string) => void = () => {}) {
  return richText(value, math, warn).text;
}
