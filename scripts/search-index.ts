// Writes the search index into the build (react-router.config.ts, buildEnd, after the post-build step): every
// paper, post, talk and course as a record of its own, and the main pages from their built <main>. Pagefind
// (its Node API) writes the index and its browser script to /pagefind/; the search page loads them on demand.
import { readFile, readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import * as pagefind from "pagefind";
import { PAGES, SEARCH_PATH, pageHref } from "../app/pages";
import { localizedPathIn } from "../app/i18n/language-paths";
import type { Language } from "../app/i18n/languages";
import { pageRecord, searchDocument } from "../app/search/search-document.server";
import type { SearchRecord } from "../app/search/search-records.server";

/** Where the index and Pagefind's script go, under the site's root. */
export const SEARCH_BUNDLE_DIR = "pagefind";

/** The list pages and the search page itself: their items are records of their own, or there is nothing to find. */
const UNINDEXED_PAGES = ["/publications", "/writing", "/talks", "/teaching", SEARCH_PATH];

/**
 * Pagefind writes its ready-made interfaces (pagefind-ui.js, pagefind-modular-ui.css, …) too; the search page
 * has its own, so they are not published. Nor is its worker: the search page runs Pagefind on the page
 * itself (noWorker), as a worker would need a policy of its own. It needs pagefind.js and the index.
 */
const UNUSED_FILE = /^pagefind-.+\.(js|css)$/;

/** The main pages' records in `language`, read from the build in `clientDir`; `localize` gives their paths. */
function pageRecords(
  clientDir: string,
  language: Language,
  localize: (path: string) => string,
): Promise<SearchRecord[]> {
  return Promise.all(
    PAGES.filter((page) => !UNINDEXED_PAGES.includes(page.path)).map(async (page) => {
      const file = join(clientDir, pageHref(localize(page.path)), "index.html");
      return pageRecord(localize(page.path), await readFile(file, "utf8"), language, file);
    }),
  );
}

/**
 * Indexes `records` and writes the bundle to `<clientDir>/pagefind`; an error names the record. Records in
 * more than one language make an index per language (docs/decisions/080).
 */
export async function writeSearchIndex(clientDir: string, records: SearchRecord[]) {
  const languages = new Set(records.map((record) => record.language));
  const { index, errors } = await pagefind.createIndex(
    languages.size > 1 ? {} : { forceLanguage: [...languages][0] ?? "en" },
  );
  if (!index) throw new Error(`search index: Pagefind did not start: ${errors.join("; ")}`);
  try {
    for (const record of records) {
      const added = await index.addHTMLFile({
        url: record.url,
        content: searchDocument(record),
      });
      if (added.errors.length > 0)
        throw new Error(`search index: ${record.url} (${record.title}): ${added.errors.join("; ")}`);
    }
    const outputPath = join(clientDir, SEARCH_BUNDLE_DIR);
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`search index: ${written.errors.join("; ")}`);
    const unused = (await readdir(outputPath)).filter((file) => UNUSED_FILE.test(file));
    await Promise.all(unused.map((file) => rm(join(outputPath, file))));
  } finally {
    await pagefind.close();
  }
}

/**
 * The site's index: the content graph's records (`contentRecords`, each in its language) and the main pages'
 * own, in each of the site's `languages` (the default first), each language's records leading to its pages.
 */
export async function buildSearchIndex(
  clientDir: string,
  contentRecords: SearchRecord[],
  languages: [Language, ...Language[]] = ["en"],
) {
  const records = await Promise.all(
    languages.map(async (language) => {
      const localize = (path: string) => localizedPathIn(path, language, languages);
      return [
        ...contentRecords
          .filter((record) => record.language === language)
          .map((record) => ({ ...record, url: localize(record.url) })),
        ...(await pageRecords(clientDir, language, localize)),
      ];
    }),
  );
  await writeSearchIndex(clientDir, records.flat());
}
