// Google Scholar indexes a paper from the citation_* tags of its page. This reads each BUILT paper page and
// checks every tag against the .bib entry (parsed here with Citation.js, independently of the app): the
// title, each author in order, a well-formed date, the venue under the tag for its kind of work, the DOI,
// and addresses that are absolute, plus the schema.org JSON-LD, the canonical link and the sitemap.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { BIB_PAPERS, type BibPaper, paperPath } from "./publications-bib";
import { ERROR_STATUS_LOG } from "./site-pages";

async function tagsOf(page: Page) {
  return page.evaluate(() => {
    const all: Record<string, string[]> = {};
    for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name^="citation_"]')) {
      (all[meta.name] ??= []).push(meta.content);
    }
    return {
      all,
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
      ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute("content"),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
        JSON.parse(script.textContent ?? "null"),
      ),
    };
  });
}

/** The one venue tag each kind of work gets, with what it must say. */
function expectedVenue(paper: BibPaper): Record<string, string> {
  if (paper.type === "article") return { citation_journal_title: paper.csl["container-title"]! };
  if (paper.type === "inproceedings") return { citation_conference_title: paper.csl["container-title"]! };
  if (paper.type.endsWith("thesis")) return { citation_dissertation_institution: paper.fields.school! };
  if (paper.fields.archiveprefix === "arXiv") {
    return {
      citation_technical_report_institution: "arXiv",
      citation_technical_report_number: paper.fields.eprint!,
    };
  }
  throw new Error(`no venue rule for ${paper.key} (${paper.type})`);
}

const VENUE_TAGS = [
  "citation_journal_title",
  "citation_conference_title",
  "citation_dissertation_institution",
  "citation_technical_report_institution",
  "citation_technical_report_number",
];

let siteOrigin: string;
test.beforeEach(async ({ page }) => {
  await page.goto("/");
  siteOrigin = new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).origin;
});

for (const paper of BIB_PAPERS) {
  test(`${paperPath(paper.key)} carries Google Scholar's tags for the .bib entry`, async ({ page }) => {
    const response = await page.goto(paperPath(paper.key));
    expect(response?.status()).toBe(200);
    const { all, canonical, ogUrl, jsonLd } = await tagsOf(page);
    const url = new URL(paperPath(paper.key), siteOrigin).href;

    expect(all.citation_title).toEqual([paper.title]);
    expect(all.citation_author).toEqual(paper.authors);
    expect(all.citation_publication_date).toHaveLength(1);
    expect(all.citation_publication_date![0]).toMatch(/^\d{4}(\/(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01]))?$/);
    expect(all.citation_publication_date![0]!.slice(0, 4)).toBe(String(paper.year));

    const venue = expectedVenue(paper);
    for (const tag of VENUE_TAGS) expect(all[tag], tag).toEqual(venue[tag] ? [venue[tag]] : undefined);

    expect(all.citation_doi).toEqual(paper.fields.doi ? [paper.fields.doi] : undefined);
    expect(all.citation_pdf_url).toEqual(paper.fields.pdf ? [paper.fields.pdf] : undefined);
    expect(all.citation_abstract_html_url).toEqual([url]);
    for (const tag of ["citation_pdf_url", "citation_abstract_html_url"]) {
      for (const value of all[tag] ?? [])
        expect(new URL(value).protocol, `${tag} is absolute`).toBe("https:");
    }

    expect(canonical).toBe(url);
    expect(ogUrl).toBe(url);

    const article = jsonLd.find((data) => data?.["@type"] === "ScholarlyArticle");
    expect(article).toMatchObject({ "@context": "https://schema.org", headline: paper.title, url });
    expect(article.author.map((author: { name: string }) => author.name)).toHaveLength(paper.authors.length);
    expect(article.datePublished).toMatch(new RegExp(`^${paper.year}`));
  });
}

test("every paper page is in the sitemap", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const paper of BIB_PAPERS) {
    expect(sitemap).toContain(`<loc>${new URL(paperPath(paper.key), siteOrigin).href}</loc>`);
  }
});

test.describe("an address that is no paper's", () => {
  // The static host's answer, as a crawler gets it: the not-found page with status 404, not an empty paper page.
  test.use({ javaScriptEnabled: false });

  test("gets the not-found page", async ({ page, expectConsoleError }) => {
    expectConsoleError(ERROR_STATUS_LOG);
    const response = await page.goto("/publications/no-such-paper");
    expect(response?.status()).toBe(404);
    await expect(page.locator('meta[name="citation_title"]')).toHaveCount(0);
  });
});
