// The search index's documents, as the build's last step writes them (scripts/search-index.ts): each record as
// a small HTML document for Pagefind, its title as the h1 (Pagefind weighs headings, so a title word ranks its
// own record first), its text, and its kind, year and tags as filters; and a record for each main page, from
// its built HTML. React Router's config reads this module, so it imports no content.
import { fromHtmlIsomorphic } from "hast-util-from-html-isomorphic";
import { toHtml } from "hast-util-to-html";
import { toString } from "hast-util-to-string";
import { h } from "hastscript";
import { SKIP, visit } from "unist-util-visit";
import type { Language } from "../i18n/languages";
import { PAGE_MESSAGES } from "../i18n/page-messages";
import { pageHref } from "../pages";
import type { SearchRecord } from "./search-records.server";

/**
 * A main page, from its built HTML: its <main> only (the header, footer and nav are outside it), titled by its
 * <title> without the site's name, summarised by its meta description, in the page's `language`. `file` names
 * it in errors.
 */
export function pageRecord(path: string, html: string, language: Language = "en", file = path): SearchRecord {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1];
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  if (main === undefined || title === undefined || description === undefined)
    throw new Error(
      `search index: ${file} has no ${main === undefined ? "<main>" : title === undefined ? "<title>" : "meta description"}`,
    );
  // Only the parts are parsed, for their character references: parsing whole pages costs the build seconds.
  const text = (escaped: string) => toString(fromHtmlIsomorphic(escaped, { fragment: true }));
  return {
    url: pageHref(path),
    kind: "page",
    label: PAGE_MESSAGES[language].search.labels.page,
    // "About | <site name>": the page's own part.
    title: text(title).replace(/ \| [^|]*$/, ""),
    years: [],
    tags: [],
    summary: text(description),
    body: visibleText(main),
    language,
  };
}

/**
 * A page's <main> as a sighted visitor reads it, for the excerpts Pagefind shows: without the words only a
 * screen reader hears (`sr-only`: "(opens in a new tab)", a link's fuller name, the commas between a post's
 * date and its reading time) and without its scripts, which are no text.
 */
function visibleText(main: string) {
  const tree = fromHtmlIsomorphic(main, { fragment: true });
  visit(tree, "element", (node, index, parent) => {
    const classes = node.properties.className;
    if (node.tagName !== "script" && !(Array.isArray(classes) && classes.includes("sr-only"))) return;
    parent!.children.splice(index!, 1);
    return [SKIP, index];
  });
  return toHtml(tree);
}

/**
 * The record as the HTML document Pagefind indexes: the title as h1, then the body; kind, years and tags as
 * filters; label, date and summary as metadata for the result. Values sit in attributes, so a comma or colon
 * in a tag cannot split it. Its `lang` is the record's language: Pagefind keeps an index per language, and the
 * search page reads the one of its own <html lang>.
 */
export function searchDocument(record: SearchRecord): string {
  const tags = (attribute: string, name: string, values: (string | number | undefined)[]) =>
    values.flatMap((value) =>
      value === undefined ? [] : [h("meta", { [attribute]: `${name}[content]`, content: String(value) })],
    );
  const body = [
    // The filters the search page's script names (app/lib/search.ts); a tag only where the content has tags.
    ...tags("data-pagefind-filter", "kind", [record.kind]),
    ...tags("data-pagefind-filter", "year", record.years),
    ...tags("data-pagefind-filter", "tag", record.tags),
    ...(
      ["title", "label", "date", "summary", "titleLanguage", "textLanguage", "summaryLanguage"] as const
    ).flatMap((name) => tags("data-pagefind-meta", name, [record[name]])),
    h("h1", record.title),
    { type: "raw" as const, value: record.body },
  ];
  const document = h("html", { lang: record.language }, [
    h("head", h("title", record.title)),
    h("body", body),
  ]);
  return `<!doctype html>${toHtml(document, { allowDangerousHtml: true })}`;
}
