// The one allow-list a post's HTML goes through, raw HTML and Markdown alike: rehype-sanitize applies it when
// a post is rendered, and auditPostHtml reads the same list beforehand to say what it will take out (a
// warning naming the element and its line) and to stop the build on an address the URL policy refuses. So
// nothing disappears silently, and there is one sanitising step, not two.
import type { Element, Root } from "hast";
import { type Schema, sanitize } from "hast-util-sanitize";
import { find, html } from "property-information";
import { SKIP, visit } from "unist-util-visit";
import { CONTENT_URL_SCHEMES, unsafeUrlReason } from "../url-policy";
import type { SourceNote } from "./jekyll-syntax.server";

const schemes = [...CONTENT_URL_SCHEMES];

/**
 * What a post may contain. Markdown's own output (paragraphs, lists, code, tables, footnotes, task lists,
 * math for KaTeX) and the raw HTML owners use for figures, anchors, folding, keys, sub- and superscripts;
 * `div` and `span` stay as boxes, their classes (the old theme's) go. Ids are kept as written, so a post's own
 * table of contents still reaches its anchors.
 */
export const POST_HTML_SCHEMA: Schema = {
  tagNames: [
    ...["p", "br", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "code", "div", "span"],
    ...["em", "strong", "b", "i", "u", "s", "del", "ins", "mark", "small", "abbr", "q", "cite", "dfn"],
    ...["sup", "sub", "kbd", "samp", "var", "a", "img", "figure", "figcaption", "details", "summary"],
    ...["ul", "ol", "li", "dl", "dt", "dd", "input", "section"],
    ...["table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td"],
  ],
  // Taken out with everything inside them: code, styles and other sites' frames.
  strip: ["script", "style", "iframe", "object", "embed", "template", "noscript"],
  attributes: {
    "*": ["id", "title", "lang", "dir"],
    a: [
      "href",
      "ariaDescribedBy",
      "ariaLabel",
      "dataFootnoteRef",
      "dataFootnoteBackref",
      ["className", "data-footnote-backref"],
    ],
    img: ["src", "alt", "width", "height"],
    code: [["className", /^language-./, "math-inline", "math-display"]],
    ol: ["start", "reversed", "type"],
    li: [["className", "task-list-item"]],
    ul: [["className", "contains-task-list"]],
    input: [["type", "checkbox"], ["disabled", true], "checked"],
    section: ["dataFootnotes", ["className", "footnotes"]],
    h2: [["className", "sr-only"]],
    th: ["align", "colSpan", "rowSpan", "scope"],
    td: ["align", "colSpan", "rowSpan"],
    details: ["open"],
    blockquote: ["cite"],
    q: ["cite"],
  },
  required: { input: { type: "checkbox", disabled: true } },
  protocols: { href: schemes, src: schemes, cite: schemes },
  // Ids stay as the owner wrote them (no "user-content-" prefix), or the post's own links to them break.
  clobber: [],
  clobberPrefix: "",
};

/** Properties that hold an address, checked against the URL policy. */
const ADDRESS_PROPERTIES = ["href", "src", "cite", "srcSet", "poster", "action", "formAction", "data"];

/** The allow-list as it judges one element's attributes, out of its place in the post. */
const ATTRIBUTE_SCHEMA: Schema = { ...POST_HTML_SCHEMA, ancestors: {} };

/** An address as a message shows it: trimmed, its control characters (a hidden tab) written out. */
function shown(address: string) {
  return address
    .trim()
    .replace(/\p{Cc}/gu, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * The obsolete `<a name="x">` as an id, so an old post's table of contents and footnotes keep their targets:
 * an anchor with no address is only a target, `<span id="x">`, which never ends up inside a heading's own
 * link; one with an address (Word's and WordPress's footnotes, `<a name="_ftnref1" href="#_ftn1">`) stays a
 * link, with the id. Word leaves such links open, and the HTML parser, as a browser does, copies an open link,
 * name and address alike, into each block after it: the first keeps the id, and each copy gives way to what
 * it holds.
 */
function anchorNamesToIds(tree: Root) {
  const ids = new Set<string>();
  visit(tree, "element", (node) => {
    if (typeof node.properties.id === "string") ids.add(node.properties.id);
  });
  const named = new Set<string>();
  visit(tree, "element", (node, index, parent) => {
    if (node.tagName !== "a") return;
    const { name, href } = node.properties;
    delete node.properties.name;
    const copy = typeof name === "string" && href !== undefined && named.has(`${name} ${String(href)}`);
    if (copy && parent && index !== undefined) {
      parent.children.splice(index, 1, ...node.children);
      return [SKIP, index];
    }
    if (typeof name === "string") named.add(`${name} ${String(href)}`);
    if (typeof name === "string" && node.properties.id === undefined && !ids.has(name)) {
      node.properties.id = name;
      ids.add(name);
    }
    if (href === undefined) node.tagName = "span";
  });
}

/** An inline style that hides its element: none displayed, invisible, or far off the page's left or top edge. */
const HIDING_STYLE =
  /(^|;)\s*(display\s*:\s*none|visibility\s*:\s*hidden|(left|top)\s*:\s*-\d{4,}px)\s*(!important\s*)?(;|$)/i;

/**
 * What an old post's HTML showed, before the sanitiser takes its styles away: an element its style hid
 * (TinyMCE's `<div id="_mcePaste" style="position:absolute; left:-10000px">`, a copy of pasted text) goes with
 * its content, or the copy would show; `removed` hears of each. Then anchorNamesToIds and bloggerFigures.
 */
export function asTheBlogShowedIt(tree: Root, removed: (node: Element) => void = () => {}) {
  visit(tree, "element", (node, index, parent) => {
    if (!HIDING_STYLE.test(String(node.properties.style ?? "")) || !parent || index === undefined) return;
    removed(node);
    parent.children.splice(index, 1);
    return [SKIP, index];
  });
  anchorNamesToIds(tree);
  bloggerFigures(tree);
}

/**
 * Blogger's picture with a caption, a table of two cells (`table.tr-caption-container`, its caption's cell
 * `td.tr-caption`), as the figure it shows: the sanitiser takes the classes, and a table would be read out as
 * data, the caption not as the picture's.
 */
function bloggerFigures(tree: Root) {
  const classes = (node: Element) => (node.properties.className ?? []) as string[];
  visit(tree, "element", (node) => {
    if (node.tagName !== "table" || !classes(node).includes("tr-caption-container")) return;
    const cells: Element[] = [];
    visit(node, "element", (cell) => {
      if (cell.tagName === "td") cells.push(cell);
    });
    const caption = cells.find((cell) => classes(cell).includes("tr-caption"));
    const pictures = cells.filter((cell) => cell !== caption).flatMap((cell) => cell.children);
    const figcaption: Element[] = caption
      ? [{ type: "element", tagName: "figcaption", properties: {}, children: caption.children }]
      : [];
    Object.assign(node, { tagName: "figure", properties: {}, children: [...pictures, ...figcaption] });
  });
}

/**
 * Reads a post's tree (after rehype-raw, before rehype-sanitize) as the schema will treat it: what the
 * allow-list will take out, element by element, and the addresses the URL policy refuses, which stop the build.
 */
export function auditPostHtml(tree: Root) {
  const removed: SourceNote[] = [];
  const refused: SourceNote[] = [];
  const note = (text: string, node: Element) => removed.push({ line: node.position?.start.line ?? 0, text });
  asTheBlogShowedIt(tree, (node) => note(`<${node.tagName}> hidden by its style, with its content`, node));
  const allowedTags = new Set(POST_HTML_SCHEMA.tagNames);
  const stripped = new Set(POST_HTML_SCHEMA.strip);
  visit(tree, "element", (node) => {
    for (const property of ADDRESS_PROPERTIES) {
      const value = node.properties[property];
      if (value === undefined || value === null) continue;
      // A srcset is a list of "address width" candidates; any other value is one address, read whole.
      const addresses =
        property === "srcSet"
          ? String(value)
              .split(",")
              .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
          : [String(value)];
      for (const address of addresses) {
        const reason = unsafeUrlReason(address);
        if (reason)
          refused.push({
            line: node.position?.start.line ?? 0,
            text: `the address ${shown(address)} (${find(html, property).attribute} of <${node.tagName}>) ${reason}`,
          });
      }
    }
    if (stripped.has(node.tagName)) {
      note(`<${node.tagName}> and its content`, node);
      return "skip";
    }
    if (!allowedTags.has(node.tagName)) {
      note(`<${node.tagName}> (its content is kept)`, node);
      return;
    }
    // What the sanitiser keeps of the element's attributes: any other value is taken out.
    const kept = (sanitize({ ...node, children: [] }, ATTRIBUTE_SCHEMA) as Element).properties;
    for (const [property, value] of Object.entries(node.properties)) {
      if (value === undefined || value === null || value === false) continue;
      // A link's target and rel: the site opens each link to another site in a new tab itself, and says so.
      if (node.tagName === "a" && (property === "target" || property === "rel")) continue;
      if (String(kept[property]) !== String(value))
        note(`the ${find(html, property).attribute} attribute of <${node.tagName}>`, node);
    }
  });
  return { removed, refused };
}
