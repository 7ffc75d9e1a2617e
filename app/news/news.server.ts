// The home page's news, checked at build time: a bad day, an empty text or a link the site may not publish
// stops the build, naming the item and the field. The page shows the newest few.
import { news as contentNews } from "~/content/news";
import type { NewsItem } from "../content-types";
import { parseDay } from "../dates";
import { DEFAULT_LANGUAGE } from "../i18n/languages";
import { fieldPath, localize } from "../i18n/localize";
import { contentLinkReason } from "../url-policy";
import { contentFile } from "../owner-folders.server";
import { ContentProblem } from "../content-problem";
import { isFilePath, listedPath } from "../pages";

const NEWS_FILE = contentFile("news.ts");

/** The items newest first, or an error that lists every item that cannot be published. */
export function checkNews(items: readonly NewsItem[], file = NEWS_FILE): NewsItem[] {
  const problems = items.flatMap((item, index) => {
    const name = `${fieldPath("news", index)} (${item.date})`;
    const found: string[] = [];
    try {
      parseDay(item.date);
    } catch (error) {
      found.push(`${name}: date ${(error as Error).message}`);
    }
    if (!localize(item.text ?? "", DEFAULT_LANGUAGE).trim()) found.push(`${name}: text is empty`);
    // The type asks for a link, but the build does not check types: an al-folio news item has none.
    if (!item.link)
      return [...found, `${name}: link is missing: give { href, label }, the page that tells more`];
    if (!localize(item.link.label ?? "", DEFAULT_LANGUAGE).trim()) found.push(`${name}: link.label is empty`);
    const reason = item.link.href?.trim() ? contentLinkReason(item.link.href) : "is empty";
    if (reason) found.push(`${name}: link.href ${reason}`);
    return found;
  });
  if (problems.length) throw new ContentProblem(`${file}: cannot publish\n  ${problems.join("\n  ")}`);
  return items.toSorted((a, b) => b.date.localeCompare(a.date));
}

/**
 * Throws, naming the file, each item and its field, when an item links a page of the site that the build
 * does not make (`pages`, the prerender list): a paper's key that is not in the .bib, a talk's slug, a
 * post's file name. Links to files (`/slides/a.pdf`) are the post-build step's to find in public/.
 */
export function checkNewsLinks(
  pages: readonly string[],
  items: readonly NewsItem[] = contentNews,
  file = NEWS_FILE,
) {
  const built = new Set(pages.map(listedPath));
  const problems = items.flatMap((item, index) => {
    const { href } = item.link;
    if (!href.startsWith("/") || href.startsWith("//") || isFilePath(href)) return [];
    return built.has(listedPath(href))
      ? []
      : [
          `${fieldPath("news", index)} (${item.date}): link.href "${href}" is no page of the site; link one it has, such as /publications/<a citation key in your .bib>, /talks/<a talk's slug> or /writing/<a post's file name>`,
        ];
  });
  if (problems.length) throw new ContentProblem(`${file}: cannot publish\n  ${problems.join("\n  ")}`);
}
