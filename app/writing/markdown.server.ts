// A post's Markdown becomes HTML once, at build time, through the unified pipeline: GitHub's Markdown with
// the owner's raw HTML parsed (rehype-raw) and cleaned by one allow-list (rehype-sanitize, html-policy), TeX
// math as MathML (KaTeX, so no script or font), code highlighted by Shiki in the light and the dark theme at
// once (light-dark() colours, so the site's theme picks one with no script), and anchors on headings.
// inspectMarkdown reads a post the same way at load time, so what would be removed or refused is known
// before any page is rendered; both start from the one parse each post gets per build.
import type { Element, ElementContent, Root, RootContent } from "hast";
import type { Paragraph, Root as MarkdownRoot } from "mdast";
import rehypeShiki from "@shikijs/rehype";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeRaw from "rehype-raw";
import rehypeSanitize from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { fromHtml } from "hast-util-from-html";
import { fromHtmlIsomorphic } from "hast-util-from-html-isomorphic";
import { toHtml } from "hast-util-to-html";
import { toString } from "hast-util-to-string";
import { h } from "hastscript";
import { toString as markdownText } from "mdast-util-to-string";
import katex from "katex";
import { unified } from "unified";
import { EXIT, SKIP, visit } from "unist-util-visit";
import type { VFile } from "vfile";
import { siteHref, sitePathOf } from "../base-path";
import { decoded, pageHref } from "../pages";
import { type SiteFiles, isFile, siteFile, sizedImages } from "./post-images.server";
import { POST_HTML_SCHEMA, asTheBlogShowedIt, auditPostHtml } from "./html-policy.server";
import { type SiteLink, siteLinks } from "./post-links.server";
import { type JekyllOptions, type SourceNote, stripJekyllSyntax } from "./jekyll-syntax.server";
import { isPageRelative } from "../url-policy";
import type { Language } from "../i18n/languages";
import { MESSAGES } from "../i18n/messages";
import { PAGE_MESSAGES } from "../i18n/page-messages";

/**
 * Where a post is: its absolute `url`, and the `language` it is written in (English if not given), whose
 * catalogue gives the words the site writes into it: a link's name, a note for screen readers. `files` are
 * where its site paths are files: its pictures are sized (unsized without it), and an address relative to its
 * folder that names one of them becomes that file's site path.
 */
type PostPlace = { url: string; language?: Language; files?: SiteFiles; featured?: FeaturedPicture };

/** A picture shown above a post (Hugo's featured picture), its address percent-encoded. */
export type FeaturedPicture = { src: string; alt: string; caption?: string };

/**
 * Where a post's HTML goes: its own page, where links off the site open a new tab and say so, as everywhere on
 * the site; or a feed entry, read out of context, every address absolute.
 */
export type RenderTarget = PostPlace & { kind: "page" | "feed" };

/** The words the site writes into a post in `language`. */
function postWords(language: Language = "en") {
  return { ...PAGE_MESSAGES[language].writing.inPost, opensInNewTab: MESSAGES[language].opensInNewTab };
}

type PostWords = ReturnType<typeof postWords>;

/** What a post's links may name besides pages: its sibling posts under the old blog's addresses. */
export type PostLinks = JekyllOptions & {
  /** The new address (a site path) of a sibling post, from an old address's path, if it is one. */
  oldAddress?: (path: string) => string | undefined;
};

/**
 * kramdown's display math is `$$…$$` alone in a paragraph, on one line; Markdown reads it as inline math. So
 * a paragraph that is one `$$` equation becomes a display equation.
 */
function kramdownDisplayMath() {
  return (tree: MarkdownRoot, file: VFile) => {
    const source = String(file.value);
    visit(tree, "paragraph", (node: Paragraph, index, parent) => {
      const content = node.children.filter((child) => child.type !== "text" || child.value.trim() !== "");
      const [only] = content;
      if (content.length !== 1 || only?.type !== "inlineMath" || !parent || index === undefined) return;
      const start = only.position?.start.offset;
      if (start === undefined || !source.startsWith("$$", start)) return;
      const value = only.value.trim();
      // As remark-math writes a `$$` block, so `equations` typesets it as a display equation.
      parent.children[index] = {
        type: "math",
        value,
        position: node.position,
        data: { hName: "pre", hChildren: [h("code.language-math.math-display", value)] },
      };
    });
  };
}

/** The classes pandoc gives a code block besides its language (numberLines: with its lines numbered). */
const PANDOC_CODE_CLASSES = new Set(["sourceCode", "numberSource", "numberLines"]);
/** The classes pandoc gives a table's rows, for stripes the site's tables draw their own way. */
const PANDOC_ROW_CLASSES = new Set(["header", "odd", "even"]);

/** pandoc's list styles as an <ol>'s `type`. */
const LIST_TYPES: Record<string, string> = {
  decimal: "1",
  "lower-alpha": "a",
  "upper-alpha": "A",
  "lower-roman": "i",
  "upper-roman": "I",
};

/**
 * What pandoc writes when blogdown renders an R Markdown post to HTML, as the Markdown's own: its math
 * (`<span class="math inline">\(x\)</span>`, a display's `\[…\]` alone in its paragraph) as remark-math's,
 * which `equations` typesets; a chunk's language on its <pre> (`<pre class="r"><code>`) on its code, which
 * Shiki highlights; a list's numbering and a cell's alignment, written as styles, as attributes; a figure
 * (`div.figure`, its `p.caption`) as one; and no class on its sections and table rows.
 */
function pandocHtml() {
  const isMath = (node: ElementContent | undefined): node is Element =>
    node?.type === "element" && node.tagName === "span" && hasClass(node, "math");
  return (tree: Root) => {
    visit(tree, "element", (node, index, parent) => {
      const style = String(node.properties.style ?? "");
      const numbering = LIST_TYPES[/list-style-type:\s*([\w-]+)/.exec(style)?.[1] ?? ""];
      const align = /text-align:\s*(left|right|center)/.exec(style)?.[1];
      if ((node.tagName === "ol" && numbering) || (/^t[hd]$/.test(node.tagName) && align)) {
        Object.assign(node.properties, node.tagName === "ol" ? { type: numbering } : { align });
        delete node.properties.style;
      }
      // A section is its heading and what follows, as in Markdown: its anchor goes to its heading, which
      // would otherwise get the same id from its text, and its box goes.
      const heading = node.children.find((child) => child.type === "element" && /^h\d$/.test(child.tagName));
      if (node.tagName === "div" && hasClass(node, "section") && heading?.type === "element" && parent) {
        heading.properties.id ??= node.properties.id;
        parent.children.splice(index!, 1, ...node.children);
        return index;
      }
      const classes = (node.properties.className ?? []) as string[];
      if (node.tagName === "tr" && classes.every((name) => PANDOC_ROW_CLASSES.has(name)))
        delete node.properties.className;
      if (node.tagName === "div" && hasClass(node, "figure")) {
        Object.assign(node, { tagName: "figure", properties: {} });
        for (const child of node.children)
          if (child.type === "element" && child.tagName === "p" && hasClass(child, "caption"))
            Object.assign(child, { tagName: "figcaption", properties: {} });
      }
      const [only, ...rest] = node.children.filter((child) => child.type !== "text" || child.value.trim());
      if (node.tagName === "p" && isMath(only) && hasClass(only, "display") && rest.length === 0)
        Object.assign(node, { tagName: "pre", properties: {}, children: [only] });
      const [language] = classes.filter((name) => !PANDOC_CODE_CLASSES.has(name));
      if (node.tagName === "pre" && language && only?.type === "element" && only.tagName === "code") {
        only.properties.className = [`language-${language}`];
        delete node.properties.className;
      }
      if (!isMath(node)) return;
      const display = hasClass(node, "display");
      const tex = toString(node)
        .trim()
        .replace(display ? /^\\\[([^]*)\\\]$/ : /^\\\(([^]*)\\\)$/, "$1");
      // A display equation in a sentence ("…\[x\],") stays in it, set as a display equation's.
      const block = display && parent?.type === "element" && parent.tagName === "pre";
      Object.assign(node, {
        tagName: "code",
        properties: { className: ["language-math", block ? "math-display" : "math-inline"] },
        children: [{ type: "text", value: display && !block ? `\\displaystyle ${tex.trim()}` : tex }],
      });
    });
  };
}

/** TeX's delimiters in an HTML post's text, as MathJax reads them there: `\(…\)`, `\[…\]` and `$$…$$`. */
const TEX_IN_TEXT = /\\\(([^]+?)\\\)|\\\[([^]+?)\\\]|\$\$([^]+?)\$\$/g;

/** The elements whose text is never math: code, and what is not shown. */
const NOT_MATH = new Set(["code", "pre", "script", "style", "textarea"]);

/**
 * The math an HTML post writes in its text, with MathJax's delimiters, as remark-math's, which `equations`
 * typesets; none in code, or in an equation already made (pandoc's).
 */
function texInText(tree: Root) {
  visit(tree, (node, index, parent) => {
    if (node.type === "element" && NOT_MATH.has(node.tagName)) return SKIP;
    if (node.type !== "text" || !parent || index === undefined) return;
    const parts: ElementContent[] = [];
    let last = 0;
    for (const match of node.value.matchAll(TEX_IN_TEXT)) {
      const [whole, inline, display = match[3]] = match;
      parts.push({ type: "text", value: node.value.slice(last, match.index) });
      const tex = inline ?? `\\displaystyle ${display!.trim()}`;
      parts.push(h("code", { className: ["language-math", "math-inline"] }, tex));
      last = match.index + whole.length;
    }
    if (parts.length === 0) return;
    parts.push({ type: "text", value: node.value.slice(last) });
    parent.children.splice(index, 1, ...parts);
    return [SKIP, index + parts.length];
  });
}

/**
 * A post's Markdown parsed once, for its checks (`inspectMarkdown`) and its render (`renderPostTree`), each of
 * which works on its own copy: Markdown and raw HTML in one HTML tree, not yet cleaned.
 */
export type ParsedMarkdown = { tree: Root; notes: SourceNote[] };

function parseMarkdown(markdown: string, links: PostLinks = {}): ParsedMarkdown {
  const { markdown: source, notes } = stripJekyllSyntax(markdown, links);
  // An HTML post is HTML throughout, as Jekyll and Hugo read it: Markdown would end its blocks at blank lines,
  // in a <pre> too, and read its text's `*` and `\(` as its own.
  if (links.html) {
    // With its positions, unlike fromHtmlIsomorphic's: messages name the post's lines.
    const tree = fromHtml(source, { fragment: true });
    pandocHtml()(tree);
    texInText(tree);
    return { tree, notes };
  }
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkMath)
    .use(kramdownDisplayMath)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(pandocHtml);
  // The source goes to run() too: kramdown's one-line $$ paragraph is told apart by the text it was parsed
  // from.
  return { tree: processor.runSync(processor.parse(source), source) as Root, notes };
}

/** Elements a list may hold beside its items. */
const NOT_ITEMS = new Set(["li", "script", "template"]);

/**
 * Each list holding only its items, as screen readers count them: an element an old post wrote between a list
 * and its items (Blogger's `<ul><u><li>`) gives way to them, and anything else in a list is an item of its own.
 */
function listItemsOnly(tree: Root) {
  const items = (children: ElementContent[]): ElementContent[] =>
    children.flatMap((child) => {
      if (child.type === "text") return child.value.trim() ? [h("li", child.value)] : [child];
      if (child.type !== "element" || NOT_ITEMS.has(child.tagName)) return [child];
      const holdsItems = child.children.some((each) => each.type === "element" && each.tagName === "li");
      return holdsItems ? items(child.children) : [h("li", [child])];
    });
  visit(tree, "element", (node) => {
    if (node.tagName === "ul" || node.tagName === "ol") node.children = items(node.children);
  });
}

/** Where an image has no text alternative, or its figure's caption is one. */
function imagesWithoutAlt(tree: Root, found: (node: Element) => void) {
  visit(tree, "element", (node, _index, parent) => {
    if (node.tagName !== "img" || String(node.properties.alt ?? "").trim() !== "") return;
    const captioned =
      parent?.type === "element" &&
      parent.tagName === "figure" &&
      parent.children.some((child) => child.type === "element" && child.tagName === "figcaption");
    // The caption says what the picture shows; the image itself is then not read out twice.
    node.properties.alt = "";
    if (!captioned) found(node);
  });
}

/**
 * What the site will not publish as written in a post's Markdown: Liquid and kramdown syntax, HTML the
 * allow-list removes, images without alt text (notes, each with its line), and addresses the URL policy
 * refuses (refused, which stop the build); and the Markdown as parsed, for its render.
 */
export function inspectMarkdown(markdown: string, links: PostLinks = {}) {
  const parsed = parseMarkdown(markdown, links);
  const tree = structuredClone(parsed.tree);
  const notes = [...parsed.notes];
  const { removed, refused } = auditPostHtml(tree);
  for (const { line, text } of removed) notes.push({ line, text: `HTML not published: ${text}` });
  imagesWithoutAlt(tree, (node) =>
    notes.push({
      line: node.position?.start.line ?? 0,
      text: `the image ${String(node.properties.src ?? "")} has no alt text: say what it shows (alt, or a <figcaption> in its <figure>)`,
    }),
  );
  for (const { src, position } of offSiteImages(markdown, tree))
    notes.push({
      line: position?.start.line ?? 0,
      text: `the image ${src} is on another site, which the site's Content-Security-Policy (img-src 'self') does not load: the page shows a link to it instead. Run \`npm run fetch-images\` to copy it into public/ and link the copy`,
    });
  return { notes: notes.sort((a, b) => a.line - b.line), refused, parsed };
}

/**
 * The images from other sites in a post's Markdown (or its tree, parsed from it), and where each element is in
 * the Markdown, as the build finds them (`npm run fetch-images` copies them). Positions are in the Markdown
 * after `stripJekyllSyntax`, which keeps its lines.
 */
export function offSiteImages(markdown: string, tree = parseMarkdown(markdown).tree) {
  const images: { src: string; position: Element["position"] }[] = [];
  visit(tree, "element", (node) => {
    const src = offSiteImage(node);
    if (src) images.push({ src, position: node.position });
  });
  return images;
}

/** A summary made from the first paragraph is cut, at a word, to about this many characters. */
const SUMMARY_LENGTH = 200;

/**
 * A summary for a post that has none: its first paragraph's text, cut at a word. An HTML post's (`html`) is
 * its first <p>'s, or without one (Blogger's posts are <div>s and <br>s), its text's; neither reads a script.
 */
export function summaryOf(markdown: string, html = false): string {
  let text = "";
  // Without Liquid, and what a comment holds.
  const source = stripJekyllSyntax(markdown, { html }).markdown;
  if (!html) {
    const processor = unified().use(remarkParse).use(remarkGfm).use(remarkMath);
    visit(processor.parse(source), "paragraph", (node) => {
      text = markdownText(node, { includeHtml: false, includeImageAlt: false });
      return EXIT;
    });
  }
  // A Markdown post's first paragraph may be HTML too, as blogdown's renders are.
  if (!text.trim()) {
    const tree = fromHtmlIsomorphic(source, { fragment: true });
    const shown = (node: Root | RootContent): string =>
      node.type === "text"
        ? node.value
        : node.type === "element" && node.tagName === "br"
          ? " "
          : node.type === "element" && NOT_MATH.has(node.tagName) && node.tagName !== "code"
            ? ""
            : "children" in node
              ? node.children.map(shown).join("")
              : "";
    visit(tree, "element", (node) => {
      if (node.tagName !== "p" || !shown(node).trim()) return;
      text = shown(node);
      return EXIT;
    });
    if (html && !text.trim()) text = shown(tree);
    // pandoc's and MathJax's math delimiters out, as remark-math's `$` are.
    text = text.replace(/\\[()[\]]|\$\$/g, "");
  }
  text = text.replace(/\s+/g, " ").trim();
  return text.length <= SUMMARY_LENGTH ? text : `${text.slice(0, SUMMARY_LENGTH).replace(/\s+\S*$/, "")}…`;
}

function hasClass(node: Element, name: string) {
  const classes = node.properties.className;
  return Array.isArray(classes) && classes.includes(name);
}

/**
 * Wide tables and long equations scroll inside their own box, never the page (a display equation's is made
 * as it is typeset). A box that scrolls must take keyboard focus so it can be scrolled without a mouse
 * (Shiki's <pre> has tabindex already).
 */
function scrollBoxes() {
  return (tree: Root) => {
    visit(tree, "element", (node, index, parent) => {
      // A <pre> written as HTML scrolls as Shiki's does, so it takes keyboard focus too.
      if (
        node.tagName === "pre" &&
        node.properties.tabIndex === undefined &&
        node.properties.tabindex === undefined
      )
        node.properties.tabIndex = 0;
      if ((node.tagName === "th" || node.tagName === "td") && node.properties.align) {
        // GFM's column alignment arrives as the obsolete align attribute.
        node.properties.style = `text-align: ${String(node.properties.align)}`;
        delete node.properties.align;
      }
      if (node.tagName === "table" && parent && index !== undefined) {
        parent.children[index] = h("div.scroll-box", { tabIndex: 0 }, node);
      } else if (node.tagName === "th" && !isEmpty(node)) {
        // A header of math alone (a column's `$\partial/\partial q$`): axe, as some screen readers, reads no
        // words in MathML, so each equation is named by its own signs, the TeX aside.
        if (toString(withoutAnnotations(node)).trim() && !hasWords(node))
          visit(node, "element", (math) => {
            if (math.tagName === "math")
              math.properties.ariaLabel = toString(withoutAnnotations(math)).trim();
          });
      } else if (node.tagName === "th" && isEmpty(node)) {
        // A header cell with nothing in it (the corner of a table whose rows and columns are both headed) heads
        // nothing: it is a data cell, as screen readers then read the table.
        node.tagName = "td";
        delete node.properties.scope;
      } else if (hasClass(node, "katex") && mathWidthEm(node) > INLINE_MATH_FITS_EM) {
        // MathML does not break a line inside an equation: a long one in a sentence scrolls in its own box.
        node.properties = { className: ["katex", "scroll-box"], tabIndex: 0 };
      }
    });
  };
}

/** A cell with no text and no image in it. */
/** A copy of `node` without MathML's annotations, the TeX kept for copying. */
function withoutAnnotations(node: Element): Element {
  const copy = structuredClone(node);
  visit(copy, "element", (child, index, parent) => {
    if (child.tagName !== "annotation" || !parent || index === undefined) return;
    parent.children.splice(index, 1);
    return index;
  });
  return copy;
}

/** Whether `node` holds text outside its equations. */
function hasWords(node: Element) {
  let words = false;
  visit(node, (child) => {
    if (child.type === "element" && child.tagName === "math") return SKIP;
    if (child.type === "text" && child.value.trim()) words = true;
  });
  return words;
}

function isEmpty(node: Element) {
  let image = false;
  visit(node, "element", (child) => {
    if (child.tagName === "img" || child.tagName === "math") image = true;
  });
  return !image && toString(node).trim() === "";
}

/**
 * The widest inline equation a phone's line holds, in ems of the text: 320 px less the page's margins is 280
 * px, 256 px in a list and 232 px in a nested one, at the post's 18 px text.
 */
export const INLINE_MATH_FITS_EM = 12;

/** Script and fraction parts of an inline equation are set smaller than its base. */
const SCRIPT_SCALE = 0.7;

/**
 * About how wide an equation is, in ems, from its MathML: each character of a token about 0.6 em (an
 * operator some space either side), scripts and fractions smaller, a table its widest row. An estimate on
 * the generous side: it decides only whether an inline equation gets a box that can scroll.
 */
function mathWidthEm(node: ElementContent): number {
  if (node.type === "text") return node.value.length * 0.6;
  if (node.type !== "element") return 0;
  const parts = node.children.filter((child) => child.type === "element" || child.type === "text");
  const widths = parts.map(mathWidthEm);
  const [base = 0, ...scripts] = widths;
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  switch (node.tagName) {
    // Its first child, the typeset equation; the TeX in its annotation is not shown.
    case "semantics":
      return base;
    case "mo":
      return sum(widths) + 0.4;
    case "msub":
    case "msup":
    case "msubsup":
      return base + SCRIPT_SCALE * Math.max(0, ...scripts);
    case "munder":
    case "mover":
    case "munderover":
      return Math.max(base, SCRIPT_SCALE * Math.max(0, ...scripts));
    case "mfrac":
      return SCRIPT_SCALE * Math.max(0, ...widths) + 0.3;
    case "msqrt":
    case "mroot":
      return sum(widths) + 1;
    case "mtable":
      return Math.max(0, ...widths);
    case "mtd":
      return sum(widths) + 1;
    default:
      return sum(widths);
  }
}

/** The address of an image on another site; nothing for any other node. */
function offSiteImage(node: Element) {
  const { src } = node.properties;
  return node.tagName === "img" && typeof src === "string" && isOffSite(src) ? src.trim() : undefined;
}

/** Whether an address is on another site: `https://…`, `http://…` or `//…`. */
export function isOffSite(address: string) {
  return /^(https?:)?\/\//i.test(address.trim());
}

/**
 * The site's Content-Security-Policy loads images only from the site itself (img-src 'self'), so a post's
 * image from another site would show as a broken picture. On the page it becomes a link to the image, named
 * by its alt text, or its file's name without one; the build has warned the owner (inspectMarkdown) to copy
 * it into the site, which `npm run fetch-images` does. Inside a link already (click to enlarge) it becomes that link's words: a link
 * inside a link is not HTML.
 */
function offSiteImagesAsLinks(words: PostWords) {
  return (tree: Root) => {
    visit(tree, "element", (node, index, parent) => {
      const src = offSiteImage(node);
      if (!src || !parent || index === undefined) return;
      // Without alt text, the file's name tells the image from the post's others.
      const name = words.offSiteImage(String(node.properties.alt ?? "").trim() || fileName(src));
      parent.children[index] =
        parent.type === "element" && parent.tagName === "a"
          ? { type: "text", value: name }
          : h("a", { href: src }, name);
    });
  };
}

/** Extensions of the image files a link may lead to. */
const IMAGE_FILE = /\.(avif|bmp|gif|jpe?g|png|svg|tiff?|webp)$/i;

/** The last part of an address's path, decoded (`x.jpg` of `/images/x.jpg?v=2`); empty when there is none. */
function fileName(address: string) {
  const path = new URL(address, "https://site.invalid/").pathname;
  return decoded(path.slice(path.lastIndexOf("/") + 1));
}

/**
 * A link whose only content is images without alt text (old blogs' "click to enlarge": an image inside a link
 * to its full-size file) would have no name, and a screen reader would say "link" and nothing more. It is
 * named for where it leads: "Open the image x.jpg". The build has warned the owner to describe the image,
 * whose alt text then names the link instead.
 */
function namedImageLinks(words: PostWords) {
  return (tree: Root) => {
    visit(tree, "element", (node) => {
      if (node.tagName !== "a" || toString(node).trim() !== "") return;
      if (String(node.properties.ariaLabel ?? node.properties.title ?? "").trim() !== "") return;
      const images: Element[] = [];
      visit(node, "element", (child) => {
        if (child.tagName === "img") images.push(child);
      });
      const [first] = images;
      if (!first || images.some((image) => String(image.properties.alt ?? "").trim() !== "")) return;
      const href = String(node.properties.href ?? "");
      node.properties.ariaLabel = IMAGE_FILE.test(fileName(href))
        ? words.openImage(fileName(href))
        : words.linkedImage(fileName(String(first.properties.src ?? "")));
    });
  };
}

/** As ExternalAnchor does: a web link off the site opens a new tab, without access to this one, and says so. */
function externalLinks(words: PostWords) {
  return (tree: Root) => {
    visit(tree, "element", (node) => {
      const href = node.properties.href;
      if (node.tagName !== "a" || typeof href !== "string" || !/^https?:/.test(href)) return;
      node.properties.target = "_blank";
      node.properties.rel = ["noopener", "noreferrer"];
      // A link named by its label (an image link, namedImageLinks) says it there: its content is not read out.
      if (typeof node.properties.ariaLabel === "string") {
        node.properties.ariaLabel += words.opensInNewTab;
        return;
      }
      node.children.push(h("span.sr-only", words.opensInNewTab));
    });
  };
}

/**
 * The spec reaches Contact only through buttons, so a post's link to the contact page keeps its words and
 * loses the link; `warn` hears its address, so the owner learns why.
 */
function contactOnlyThroughButtons(base: string, warn: (text: string) => void) {
  const contact = new URL(siteHref(pageHref("/contact")), base).href;
  return () => (tree: Root) => {
    visit(tree, "element", (node, index, parent) => {
      const href = node.properties.href;
      if (node.tagName !== "a" || typeof href !== "string" || !parent || index === undefined) return;
      if (pageHref(new URL(href, base).href.replace(/[?#].*$/, "")) !== contact) return;
      warn(`a link to ${href} is shown as text: the site reaches Contact only through its buttons.`);
      parent.children.splice(index, 1, ...node.children);
      return index;
    });
  };
}

/** Every address (href, src) in the tree, as `address` makes it. */
function everyAddress(address: (value: string) => string) {
  return () => (tree: Root) => {
    visit(tree, "element", (node) => {
      for (const name of ["href", "src"]) {
        const value = node.properties[name];
        if (typeof value === "string") node.properties[name] = address(value);
      }
      // A srcset's candidates: "address width".
      const { srcSet } = node.properties;
      if (srcSet)
        node.properties.srcSet = srcSet
          .split(", ")
          .map((each) => each.replace(/^\S+/, (url) => address(url)))
          .join(", ");
    });
  };
}

/**
 * A whole address on the site's own host and under its base path (`https://me.github.io/2019/05/x.html`, as
 * old blogs wrote links to themselves, in http: or https:) as a path on the site, so it is followed as one:
 * an old post's address finds its page, and the link stays in the tab. A sibling post's old address then
 * goes to its page here (the hash kept). `url` is the post's page's.
 */
function ownSitePath(url: string, oldAddress: PostLinks["oldAddress"] = () => undefined) {
  const { host } = new URL(url);
  return (value: string) => {
    const whole = /^https?:\/\//i.test(value) ? new URL(value) : undefined;
    const own = whole?.host === host ? sitePathOf(whole.pathname) : undefined;
    if (whole && own === undefined) return value;
    const path = whole ? `${own}${whole.search}${whole.hash}` : value;
    const [, page = "", rest = ""] = /^(\/(?!\/)[^?#]*)(.*)$/.exec(path) ?? [];
    const target = page && oldAddress(page);
    return target ? `${target}${rest.startsWith("#") ? rest : ""}` : path;
  };
}

/**
 * An address relative to the post's folder that names a file of the site (`figure.png`, `data/a.csv`, as a
 * Hugo page bundle writes them) as that file's site path, /writing/<slug>/figure.png: so the page in every
 * language, and the feed, find it, and a picture is sized as any other.
 */
function ownFilePath(value: string, files: SiteFiles | undefined) {
  if (!files || !isPageRelative(value)) return value;
  const { pathname, search, hash } = new URL(value, `https://site.invalid${files.folder}`);
  try {
    return isFile(siteFile(files, decodeURIComponent(pathname))) ? `${pathname}${search}${hash}` : value;
  } catch {
    return value;
  }
}

/**
 * `eqnarray`'s rows (`a &=& b`) as `align`'s: the second `&` of each row goes, so its last two columns become
 * one. A `&` or `\\` inside braces or a nested environment (a matrix's) is that one's; `\&` is text.
 */
function alignRows(rows: string) {
  let depth = 0;
  let column = 0;
  return rows.replace(/\\(?:begin|end)\{[^}]*\}|\\[^]|[{}&]/g, (token) => {
    if (token === "{" || token.startsWith("\\begin")) depth += 1;
    else if (token === "}" || token.startsWith("\\end")) depth -= 1;
    else if (depth === 0 && token === "\\\\") column = 0;
    else if (depth === 0 && token === "&") {
      column += 1;
      if (column === 2) return "";
    }
    return token;
  });
}

/**
 * `eqnarray` and `multline`, which MathJax typeset on the old blog and KaTeX does not know, as environments
 * it has: `eqnarray`'s three columns as `align`'s two, each row numbered as before; `multline`'s lines as
 * one numbered equation of centred lines.
 */
function katexEnvironments(tex: string) {
  return tex
    .replace(
      /\\begin\{eqnarray(\*?)\}([^]*?)\\end\{eqnarray\*?\}/g,
      (_whole, star: string, rows: string) => `\\begin{align${star}}${alignRows(rows)}\\end{align${star}}`,
    )
    .replace(
      /\\begin\{multline(\*?)\}([^]*?)\\end\{multline\*?\}/g,
      (_whole, star: string, lines: string) =>
        `\\begin{equation${star}}\\begin{gathered}${lines}\\end{gathered}\\end{equation${star}}`,
    );
}

/** The classes of math for KaTeX: remark-math's, and a ```math fence's. */
const MATH_CLASSES = ["language-math", "math-inline", "math-display"];
/** `\label{…}`, `\eqref{…}` and `\ref{…}`, which KaTeX does not know, and what each is marked as for it. */
const EQUATION_LINK = /\\(label|eqref|ref)\s*\{([^{}]*)\}/g;
const EQUATION_MARK = /^XEQ(label|eqref|ref)q(\d+)Q$/;
/** A reference written in the text, outside math, as MathJax also read it; and its mark. */
const TEXT_REFERENCE = /\\(eqref|ref)\s*\{([^{}]*)\}/g;
const TEXT_MARK = /XEQ(?:eqref|ref)q(\d+)Q/g;

/**
 * Each equation as MathML, typeset by KaTeX (no script, no font), and numbered as LaTeX numbers them, with the
 * references to them. KaTeX's MathML leaves a numbered row's number cell empty (its stylesheet counts them
 * with CSS, which the site does not load) and stops on `\label` and `\eqref` (al-folio's example post uses
 * both). `typeset` turns each into text KaTeX keeps (`XEQlabelq0Q`), and keeps the post's own TeX in the
 * annotation; `number`, after it, numbers the empty cells in the order of the post, gives each label its row's
 * number and writes each reference as "(2)" (`\eqref`) or "2" (`\ref`). A reference to no numbered equation
 * is "(?)", and `warn` hears of it. TeX that KaTeX cannot typeset is shown as its TeX, in code, never as what
 * KaTeX makes of it (its red error text, or a command it does not know in red among the typeset rest); `warn`
 * hears of it with the line.
 */
/**
 * TeX's commands whose group is a word or a name, where `\_` is an underscore as written (`\mathrm{max\_iter}`,
 * `\operatorname{arg\_max}`).
 */
const TEXT_COMMANDS = /^\\(?:text[a-z]*|math(?:rm|it|tt|sf|bf|normal)|operatorname\*?|[mh]box)\s*\{/;

/** A backslash before ASCII punctuation: Markdown's escape, which CommonMark (Hugo's Markdown) reads as the sign. */
const MARKDOWN_ESCAPE = /^\\[!-/:-@[-`{-~]/;

/**
 * Math as Hugo's Markdown hands it to MathJax: its `\_` and `\*` escape Markdown's emphasis, which reads them
 * first (`D\_{KL}`, `\sum\_{x}`), so MathJax sees `_` and `*`. Here the math is read before emphasis, so the
 * escapes come out, but in a word's group (`\text{max\_iter}`), where TeX's `\_` is an underscore. In a post
 * written so (`hugo`: a `\_` outside a word's group), every escape of Markdown's comes out, as it did for
 * MathJax: `\\\\` is TeX's line break, `\-` a minus sign.
 */
function markdownEscapesOut(tex: string, hugo = false) {
  let out = "";
  // The depth of braces at which each open text group began.
  const texts: number[] = [];
  let depth = 0;
  for (let at = 0; at < tex.length; at++) {
    const rest = tex.slice(at);
    const command = TEXT_COMMANDS.exec(rest)?.[0];
    const escape = MARKDOWN_ESCAPE.exec(rest)?.[0];
    if (command) {
      texts.push(depth++);
      out += command;
      at += command.length - 1;
    } else if (escape && texts.length === 0 && (hugo || escape === "\\_" || escape === "\\*")) {
      out += escape[1];
      at++;
    } else if (rest[0] === "\\") {
      out += rest.slice(0, 2);
      at++;
    } else {
      if (rest[0] === "{") depth++;
      else if (rest[0] === "}" && --depth === texts.at(-1)) texts.pop();
      out += rest[0];
    }
  }
  return out;
}

/** Whether a post's math is written for Hugo's Markdown: a `\_` outside a word's group is a subscript. */
const writtenForHugo = (texts: string[]) => {
  const underscores = (tex: string) => tex.split("\\_").length;
  return texts.some((tex) => underscores(markdownEscapesOut(tex)) < underscores(tex));
};

function equations(warn: (text: string, line?: number) => void) {
  const links: { command: string; key: string; line?: number }[] = [];
  const marked = (text: string, line: number | undefined, pattern: RegExp) =>
    text.replace(pattern, (_whole, command: string, key: string) => {
      links.push({ command, key: key.trim(), line });
      return `XEQ${command}q${links.length - 1}Q`;
    });
  let hugo = false;
  const mathml = (tex: string, displayMode: boolean, line: number | undefined): ElementContent[] => {
    const math = marked(katexEnvironments(markdownEscapesOut(tex, hugo)), line, EQUATION_LINK).replace(
      /XEQ\w+q\d+Q/g,
      "\\text{$&}",
    );
    let html: string;
    try {
      html = katex.renderToString(math, {
        output: "mathml",
        displayMode,
        throwOnError: true,
        // KaTeX's notes on TeX that LaTeX itself would not take are told with the post's name and line.
        strict: (_code: string, message: string) => {
          warn(`KaTeX: ${message}`, line);
          return "ignore";
        },
      });
    } catch (error) {
      warn(`KaTeX cannot typeset this math (${(error as Error).message}); it is shown as TeX`, line);
      return [h("code.math-source", tex)];
    }
    const [katexSpan] = fromHtmlIsomorphic(html, { fragment: true }).children as [Element];
    visit(katexSpan, "element", (each, index, parent) => {
      if (each.tagName === "annotation") each.children = [{ type: "text", value: tex }];
      // KaTeX writes `columnspacing=""` on the table of a one-column `aligned` or `align`, which HTML does not
      // allow (the site's HTML check stops on it); without it the table has MathML's default spacing, as meant.
      if (each.tagName === "mtable" && each.properties.columnspacing === "")
        delete each.properties.columnspacing;
      // An equation numbered by hand (\tag{3}) is KaTeX's table of glue, equation, glue and number, its widths
      // written as `width`, which HTML does not allow on <mtd>: its cells take the classes of KaTeX's numbered
      // rows, which the site lays out so (app.css) and `number` reads.
      if (each.tagName === "mtable" && each.properties.width === "100%") {
        delete each.properties.width;
        for (const row of each.children)
          if (row.type === "element" && row.tagName === "mtr") {
            const cells = row.children.filter((cell) => cell.type === "element");
            for (const cell of cells)
              if (cell.properties.width !== undefined) {
                delete cell.properties.width;
                cell.properties.className = ["mtr-glue"];
              }
            const number = cells.at(-1);
            if (number) number.properties.className = ["mml-eqn-num"];
          }
      }
      // KaTeX puts an arrow with something over or under it (\overset{…}{\rightarrow}) in an <mo>, which holds
      // only text in MathML: the <mo> gives way to what it holds.
      if (
        each.tagName === "mo" &&
        parent &&
        index !== undefined &&
        each.children.some((c) => c.type === "element")
      ) {
        parent.children.splice(index, 1, ...each.children);
        return index;
      }
      if (each.properties.mathcolor !== undefined) mathColour(each, warn);
    });
    // KaTeX wraps each equation in a <span>; a display equation is a block of its own, which scrolls.
    return [displayMode ? h("div.scroll-box", { tabIndex: 0 }, katexSpan.children) : katexSpan];
  };
  const typeset = () => (tree: Root) => {
    const texts: string[] = [];
    visit(tree, "element", (node) => {
      if (node.tagName === "code" && MATH_CLASSES.some((name) => hasClass(node, name)))
        texts.push(toString(node));
    });
    hugo = writtenForHugo(texts);
    visit(tree, "element", (node, index, parent) => {
      // remark-math's math, inline or display (a <pre> around it, as a ```math fence has too).
      const code = node.tagName === "pre" ? node.children.find((child) => child.type === "element") : node;
      if (
        code?.tagName === "code" &&
        MATH_CLASSES.some((name) => hasClass(code, name)) &&
        parent &&
        index !== undefined
      ) {
        const line = (code.position ?? node.position)?.start.line;
        const shown = mathml(toString(code), node !== code || hasClass(code, "math-display"), line);
        parent.children.splice(index, 1, ...shown);
        return [SKIP, index + shown.length];
      }
      // Code shows TeX as written (a <pre>'s own text is only its lines' ends); in the text, MathJax read
      // `\eqref` and `\ref` as it did in math.
      if (node.tagName === "code") return SKIP;
      const line = node.position?.start.line;
      if (node.tagName !== "pre")
        for (const child of node.children)
          if (child.type === "text") child.value = marked(child.value, line, TEXT_REFERENCE);
    });
  };
  const number = () => (tree: Root) => {
    const numbers = new Map<string, number | string>();
    const labelled = (row: Element, number: number | string) =>
      visit(row, "element", (node) => {
        const [, command, index] = EQUATION_MARK.exec(toString(node)) ?? [];
        if (node.tagName === "mtext" && command === "label") numbers.set(links[Number(index)]!.key, number);
      });
    let count = 0;
    visit(tree, "element", (row, _index, table) => {
      if (row.tagName !== "mtr") return;
      // KaTeX gives a `\nonumber` row of a numbered table neither its glue nor its number cell, so its
      // columns stood left of the others': it gets empty ones.
      const glued = (each: RootContent) => {
        const [first] = each.type === "element" ? each.children : [];
        return first?.type === "element" && hasClass(first, "mtr-glue");
      };
      if (!glued(row) && table?.children.some(glued))
        row.children = [h("mtd.mtr-glue"), ...row.children, h("mtd.mtr-glue"), h("mtd")];
      const cell = row.children.find(
        (child): child is Element => child.type === "element" && hasClass(child, "mml-eqn-num"),
      );
      if (!cell) return;
      // An equation numbered by hand (\tag{3}): a \label in it names that number.
      if (cell.children.length > 0) return void labelled(row, toString(cell).replace(/^\((.*)\)$/s, "$1"));
      count += 1;
      cell.children = [h("mtext", `(${count})`)];
      labelled(row, count);
    });
    /** The reference `links[at]` as its equation's number, "(2)" or "2"; "(?)" with a warning for none. */
    const reference = (at: string) => {
      const { command, key, line } = links[Number(at)]!;
      const found = numbers.get(key);
      if (found === undefined)
        warn(`\\${command}{${key}} names no numbered equation; it is shown as (?)`, line);
      return command === "eqref" || !found ? `(${found ?? "?"})` : `${found}`;
    };
    visit(tree, (node, index, parent) => {
      if (node.type === "text")
        node.value = node.value.replace(TEXT_MARK, (_whole, at: string) => reference(at));
      if (node.type !== "element" || node.tagName !== "mtext" || !parent || index === undefined) return;
      const [, command, at = ""] = EQUATION_MARK.exec(toString(node)) ?? [];
      if (!command) return;
      if (command === "label") {
        parent.children.splice(index, 1);
        return index;
      }
      node.children = [{ type: "text", value: reference(at) }];
    });
  };
  return { typeset, number };
}

/**
 * The named colours an equation may use (`\color{red}`), each with its shade on the light and on the dark page:
 * TeX's pure red or blue fails the contrast WCAG asks for in one theme or the other.
 */
const MATH_COLOURS = new Map<string, [light: string, dark: string]>([
  ["red", ["#b91c1c", "#fca5a5"]],
  ["green", ["#15803d", "#86efac"]],
  ["blue", ["#1d4ed8", "#93c5fd"]],
  ["cyan", ["#0e7490", "#67e8f9"]],
  ["magenta", ["#a21caf", "#f0abfc"]],
  ["orange", ["#c2410c", "#fdba74"]],
  ["purple", ["#7e22ce", "#d8b4fe"]],
  ["violet", ["#6d28d9", "#c4b5fd"]],
  ["teal", ["#0f766e", "#5eead4"]],
  ["brown", ["#92400e", "#fcd34d"]],
  ["gray", ["#4b5563", "#d1d5db"]],
]);

/**
 * A named colour becomes its light shade (what a feed reader shows; HTML's validator takes a name only from
 * HTML 4's sixteen, so not orange) and gets its shades as the element's colour, which outranks it on the page.
 * Any other colour (`#00ff00`, `yellow`) is shown in the text's colour; `warn` hears of it. KaTeX writes the
 * attribute in lower case, which the HTML parser keeps as the property's name.
 */
function mathColour(node: Element, warn: (text: string) => void) {
  const colour = String(node.properties.mathcolor);
  const shades = MATH_COLOURS.get(colour.toLowerCase());
  if (shades) {
    node.properties.mathcolor = shades[0];
    const style = node.properties.style ? `${String(node.properties.style)}; ` : "";
    node.properties.style = `${style}color: light-dark(${shades.join(", ")})`;
    return;
  }
  delete node.properties.mathcolor;
  warn(
    `the colour ${colour} in an equation is shown in the text's colour: it may not read in both themes (named colours that do: ${[...MATH_COLOURS.keys()].join(", ")})`,
  );
}

/**
 * The page's h1 is the post's title, so a `#` heading in the post becomes an h2, and a post whose first level
 * is `###` has its headings moved up, its highest to h2. Ids made from headings that start or end with a space or a mark
 * have no hyphen at either end.
 */
function headings() {
  return (tree: Root) => {
    const ids = new Set<string>();
    visit(tree, "element", (node) => {
      if (typeof node.properties.id === "string") ids.add(node.properties.id);
    });
    // Headings that start below h2 move up, so the first comes straight under the page's h1, as screen readers'
    // heading lists and axe expect. The footnotes' own h2 (remark-rehype's, for screen readers) is not the post's.
    let top = 6;
    visit(tree, "element", (node) => {
      if (/^h[1-6]$/.test(node.tagName) && node.properties.id !== "footnote-label")
        top = Math.min(top, Number(node.tagName[1]));
    });
    visit(tree, "element", (node) => {
      if (node.tagName === "h1") node.tagName = "h2";
      else if (top > 2 && /^h[3-6]$/.test(node.tagName))
        node.tagName = `h${Number(node.tagName[1]) - top + 2}`;
      const id = node.properties.id;
      if (!/^h[1-6]$/.test(node.tagName) || typeof id !== "string" || !/^-|-$/.test(id)) return;
      const base = id.replace(/^-+|-+$/g, "") || "section";
      let clean = base;
      for (let count = 1; ids.has(clean); count++) clean = `${base}-${count}`;
      ids.add(clean);
      node.properties.id = clean;
    });
  };
}

/** Whether an element has a link inside it. */
function holdsLink(node: Element) {
  let found = false;
  visit(node, "element", (child) => {
    if (child !== node && child.tagName === "a") found = true;
  });
  return found;
}

/** A code block scrolls: it takes keyboard focus and is named, with its language when it has one. */
const labelledCode = (words: PostWords) => ({
  name: "labelled-code",
  pre(this: { options: { lang?: string } }, node: Element) {
    const lang = this.options.lang;
    node.properties.tabindex = 0;
    node.properties.role = "group";
    node.properties["aria-label"] = words.code(lang === "text" ? undefined : lang);
  },
});

/**
 * A post's HTML tree, cleaned and finished but for what differs between its page and its feed entry, which
 * `postTreeHtml` adds; `place` is the post's address and language. `warn` hears of anything in the post the
 * site does not publish as written, with the line of the post's body where known. `links` names the sibling
 * posts for `{% post_url %}` and old addresses; `parsed`, the Markdown as its checks parsed it. With the
 * tree come the paths of the smaller copies of its pictures the site makes (SIZED_IMAGE), and its links to
 * the site's own pages and files, for the graph to look for.
 */
export async function renderPostTree(
  markdown: string,
  { url, language, files, featured }: PostPlace,
  warn: (text: string, line?: number) => void = console.warn,
  links: PostLinks = {},
  parsed: ParsedMarkdown = parseMarkdown(markdown, links),
): Promise<{ tree: Root; copies: Set<string>; siteLinks: SiteLink[] }> {
  const words = postWords(language);
  const copies = new Set<string>();
  const linked: SiteLink[] = [];
  const math = equations(warn);
  const sitePath = ownSitePath(url, links.oldAddress);
  const processor = unified()
    .use(() => (tree: Root) => asTheBlogShowedIt(tree))
    .use(rehypeSanitize, POST_HTML_SCHEMA)
    .use(() => listItemsOnly)
    .use(() => (tree: Root) => imagesWithoutAlt(tree, () => {}))
    .use(everyAddress((value) => ownFilePath(sitePath(value), files)))
    .use(siteLinks(files, linked))
    // A post names the site's pages and files by their paths on the site (`/papers/a.pdf`), as its old blog
    // did; on the page and in the feed alike they go under the base path. Addresses relative to the post's
    // own stay as they are: the post's address has the base path.
    .use(sizedImages(files, copies, warn))
    .use(everyAddress(siteHref))
    .use(contactOnlyThroughButtons(url, warn))
    .use(math.typeset)
    .use(math.number)
    .use(rehypeShiki, {
      themes: { light: "github-light-default", dark: "github-dark-default" },
      defaultColor: "light-dark()",
      // Without a list the plugin loads every grammar Shiki has (about 25 s on a busy machine, past the
      // prerender's 10 s per page); none here, and each post's languages load when first met.
      langs: [],
      lazy: true,
      // A fence without a language is code too: a box that scrolls, focusable and named like the others.
      defaultLanguage: "text",
      fallbackLanguage: "text",
      transformers: [labelledCode(words)],
    })
    .use(rehypeSlug)
    .use(headings)
    // A heading that holds a link of its own keeps it, unwrapped: a link may not hold another.
    .use(rehypeAutolinkHeadings, { behavior: "wrap", test: (heading: Element) => !holdsLink(heading) })
    .use(scrollBoxes)
    // The feed says what the page says: a link where the page cannot show the image.
    .use(offSiteImagesAsLinks, words)
    // Last, once every link the tree will have is made and every image it will show is known.
    .use(namedImageLinks, words);
  const tree = structuredClone(parsed.tree);
  // The featured picture comes first, above the text. Hugo Blox writes its caption in Markdown (its
  // archetype's "Image credit: [**Unsplash**](…)"), so it is cleaned and linked as the text is.
  const [caption] = featured?.caption ? parseMarkdown(featured.caption).tree.children : [];
  if (featured)
    tree.children.unshift(
      h("figure", [
        h("img", { src: featured.src, alt: featured.alt }),
        ...(caption?.type === "element" ? [h("figcaption", caption.children)] : []),
      ]),
      { type: "text", value: "\n" },
    );
  return { tree: (await processor.run(tree)) as Root, copies, siteLinks: linked };
}

/**
 * The tree as HTML for its page or its feed entry. Each works on its own copy, so one tree serves both: the
 * page's links to other sites open a new tab and say so, the feed's addresses are all absolute.
 */
export function postTreeHtml(tree: Root, target: RenderTarget): string {
  const copy = structuredClone(tree);
  if (target.kind === "page") externalLinks(postWords(target.language))(copy);
  // Feed readers show an entry away from the site, so its links and images need whole addresses.
  else everyAddress((value) => new URL(value, target.url).href)()(copy);
  return toHtml(copy);
}

/** `renderPostTree` and `postTreeHtml` in one: a post's HTML for one target. */
export async function renderMarkdown(
  markdown: string,
  target: RenderTarget,
  warn: (text: string, line?: number) => void = console.warn,
  links: PostLinks = {},
): Promise<string> {
  return postTreeHtml((await renderPostTree(markdown, target, warn, links)).tree, target);
}
