// A post's Markdown becomes HTML once, at build time, through the unified pipeline: GitHub's Markdown,
// TeX math as MathML (KaTeX, so no script or font), code highlighted by Shiki in the light and the dark
// theme at once (light-dark() colours, so the site's theme picks one with no script), and anchors on headings.
import type { Element, ElementContent, Root } from "hast";
import rehypeShiki from "@shikijs/rehype";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeKatex from "rehype-katex";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { pageHref } from "../pages";

export type RenderTarget =
  /**
   * The post's own page, at its absolute `url`: links off the site open a new tab and say so, as everywhere on
   * the site.
   */
  | { kind: "page"; url: string }
  /** A feed entry, read out of context: every address absolute from the post's own. */
  | { kind: "feed"; url: string };

function hasClass(node: Element, name: string) {
  const classes = node.properties.className;
  return Array.isArray(classes) && classes.includes(name);
}

function isDisplayMath(node: ElementContent) {
  return node.type === "element" && node.tagName === "math" && node.properties.display === "block";
}

/** The page's h1 is the post's title, so a `#` heading in the post becomes an h2. */
function demoteTitleHeadings() {
  return (tree: Root) => {
    visit(tree, "element", (node) => {
      if (node.tagName === "h1") node.tagName = "h2";
    });
  };
}

/**
 * Wide tables and display equations scroll inside their own box, never the page. A box that scrolls must
 * take keyboard focus so it can be scrolled without a mouse (Shiki's <pre> has tabindex already).
 */
function scrollBoxes() {
  return (tree: Root) => {
    visit(tree, "element", (node, index, parent) => {
      if (node.tagName === "table" && parent && index !== undefined) {
        parent.children[index] = {
          type: "element",
          tagName: "div",
          properties: { className: ["scroll-box"], tabIndex: 0 },
          children: [node],
        };
      } else if ((node.tagName === "th" || node.tagName === "td") && node.properties.align) {
        // GFM's column alignment arrives as the obsolete align attribute.
        node.properties.style = `text-align: ${String(node.properties.align)}`;
        delete node.properties.align;
      } else if (hasClass(node, "katex") && node.children.some(isDisplayMath)) {
        // KaTeX wraps each equation in a <span>; a display equation is a block of its own.
        node.tagName = "div";
        node.properties = { className: ["scroll-box"], tabIndex: 0 };
      }
    });
  };
}

/** As ExternalAnchor does: a web link off the site opens a new tab, without access to this one, and says so. */
function externalLinks() {
  return (tree: Root) => {
    visit(tree, "element", (node) => {
      const href = node.properties.href;
      if (node.tagName !== "a" || typeof href !== "string" || !/^https?:/.test(href)) return;
      node.properties.target = "_blank";
      node.properties.rel = ["noopener", "noreferrer"];
      const note: ElementContent = {
        type: "element",
        tagName: "span",
        properties: { className: ["sr-only"] },
        children: [{ type: "text", value: " (opens in a new tab)" }],
      };
      node.children.push(note);
    });
  };
}

/**
 * The spec reaches Contact only through buttons, so a post's link to the contact page keeps its words and
 * loses the link; `warn` hears its address, so the owner learns why.
 */
function contactOnlyThroughButtons(base: string, warn: (href: string) => void) {
  const contact = new URL(pageHref("/contact"), base).href;
  return () => (tree: Root) => {
    visit(tree, "element", (node, index, parent) => {
      const href = node.properties.href;
      if (node.tagName !== "a" || typeof href !== "string" || !parent || index === undefined) return;
      if (pageHref(new URL(href, base).href.replace(/[?#].*$/, "")) !== contact) return;
      warn(href);
      parent.children.splice(index, 1, ...node.children);
      return index;
    });
  };
}

/** Feed readers show an entry away from the site, so its links and images need whole addresses. */
function absoluteAddresses(base: string) {
  return () => (tree: Root) => {
    visit(tree, "element", (node) => {
      for (const name of ["href", "src"]) {
        const value = node.properties[name];
        if (typeof value === "string") node.properties[name] = new URL(value, base).href;
      }
    });
  };
}

/** `warn` hears of anything in the post the site does not publish as written. */
export async function renderMarkdown(
  markdown: string,
  target: RenderTarget,
  warn: (text: string) => void = console.warn,
): Promise<string> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkMath)
    .use(remarkRehype)
    .use(demoteTitleHeadings)
    .use(
      contactOnlyThroughButtons(target.url, (href) =>
        warn(`a link to ${href} is shown as text: the site reaches Contact only through its buttons.`),
      ),
    )
    .use(rehypeKatex, { output: "mathml" })
    .use(rehypeShiki, {
      themes: { light: "github-light-default", dark: "github-dark-default" },
      defaultColor: "light-dark()",
      // Without a list the plugin loads every grammar Shiki has (about 25 s on a busy machine, past the
      // prerender's 10 s per page); none here, and each post's languages load when first met.
      langs: [],
      lazy: true,
      fallbackLanguage: "text",
    })
    .use(rehypeSlug)
    .use(rehypeAutolinkHeadings, { behavior: "wrap" })
    .use(scrollBoxes);
  if (target.kind === "page") processor.use(externalLinks);
  else processor.use(absoluteAddresses(target.url));
  return String(await processor.use(rehypeStringify).process(markdown));
}
