// Google Scholar indexes a paper from the citation_* tags of its page. This reads each BUILT paper page and
// checks every tag against the .bib entry the build used (parsed here with Citation.js, independently of the
// app; scholar-checks.ts says what is checked), plus the sitemap and the files the site links as its own.
import { expect, test } from "./fixtures";
import { BIB_PAPERS, linkHref, paperPath } from "./publications-bib";
import { paperPageProblems, paperUrl, readTags } from "./scholar-checks";
import { ERROR_STATUS_LOG, documentOf, siteOrigin, walks } from "./site-pages";

for (const walk of walks(BIB_PAPERS, (paper) => paperPath(paper.key))) {
  // The page as the static host serves it, which is what Google Scholar reads.
  test(`${walk.name}: each paper page carries Google Scholar's tags for its .bib entry`, async ({
    request,
  }) => {
    const origin = await siteOrigin(request);
    for (const paper of walk.items) {
      await test.step(paperPath(paper.key), async () => {
        const document = await documentOf(request, paperPath(paper.key));
        expect(paperPageProblems(readTags(document), paper, origin)).toEqual([]);
      });
    }
  });
}

test("every paper page is in the sitemap", async ({ request }) => {
  const origin = await siteOrigin(request);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const paper of BIB_PAPERS) expect(sitemap).toContain(`<loc>${paperUrl(paper, origin)}</loc>`);
});

// The links as the static host serves them, read as a crawler reads them: no script adds or changes one.
test("every file the paper pages link on the site's own host is published", async ({ request }) => {
  const origin = await siteOrigin(request);
  const own = new Set<string>();
  for (const path of ["/publications/", ...BIB_PAPERS.map((paper) => paperPath(paper.key))]) {
    const document = await documentOf(request, path);
    const hrefs = [...document.querySelectorAll("main a[href], head meta[name='citation_pdf_url']")].map(
      (node) => node.getAttribute("href") ?? node.getAttribute("content") ?? "",
    );
    for (const href of hrefs) {
      const url = new URL(href, origin);
      if (url.origin === origin && url.pathname.startsWith("/papers/")) own.add(url.pathname);
    }
  }
  const fields = ["pdf", "slides", "poster", "supp", "html", "code", "website", "blog", "video"];
  const linked = BIB_PAPERS.flatMap((paper) => fields.map((field) => linkHref(paper.fields[field])));
  const expected = linked.flatMap((href) => {
    const url = href && new URL(href, origin);
    return url && url.origin === origin && url.pathname.startsWith("/papers/") ? [url.pathname] : [];
  });
  expect([...own].toSorted()).toEqual([...new Set(expected)].toSorted());
  for (const path of own) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toMatch(/^application\/pdf/);
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
