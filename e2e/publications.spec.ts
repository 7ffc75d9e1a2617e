// The researcher's record as a visitor meets it: /publications grouped by year, newest first, the owner's name
// in bold, each paper's links and BibTeX (readable without JavaScript, copyable with it), and the ways in from
// /about and the footer. Expectations come from the .bib the build used, read independently of the app, for
// any number of papers and any selection.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { BIB_PAPERS, type BibPaper, arxivIdOf, comparable, linkHref, paperPath } from "./publications-bib";
import { NAV_LABELS, mainNav } from "./site-pages";
import { isOwner } from "../app/bibliography/publication";
import { pdfUaProblems, readTaggedPdf } from "../app/testing/tagged-pdf";

/** The owner's name, as every page gives it in og:site_name. */
async function ownerName(page: Page) {
  return (await page.locator('meta[property="og:site_name"]').getAttribute("content"))!;
}

/** Whether "Family, Given" names the owner, by the app's rule (same family name and first initial). */
const byOwner = (cited: string, owner: string) => {
  const [family = "", given] = cited.split(", ");
  return isOwner({ name: cited, citationName: cited, family, given }, owner);
};

const main = (page: Page) => page.getByRole("main");
const entries = (page: Page) => main(page).getByRole("article");
/** A paper's entry: the article whose heading links the paper's page (a title may hold math). */
const entryOf = (page: Page, paper: BibPaper) =>
  entries(page).filter({ has: page.getByRole("heading").locator(`a[href="${paperPath(paper.key)}"]`) });
/** A heading's text as a reader sees it (MathML's TeX annotation is not shown), as the tests compare text. */
const shown = async (locator: Locator) => comparable(await locator.innerText());

test("/publications groups every paper under its year, newest year first", async ({ page }) => {
  await page.goto("/publications");
  const years = [...new Set(BIB_PAPERS.map((paper) => paper.year))].sort((a, b) => b - a);
  await expect(main(page).getByRole("heading", { level: 2 })).toHaveText(years.map(String));
  await expect(entries(page)).toHaveCount(BIB_PAPERS.length);

  for (const year of years) {
    const section = main(page).getByRole("region", { name: String(year), exact: true });
    const titles = (await section.getByRole("heading", { level: 3 }).allInnerTexts()).map(comparable);
    const expected = BIB_PAPERS.filter((paper) => paper.year === year).map((paper) =>
      comparable(paper.title),
    );
    expect(titles.toSorted()).toEqual(expected.toSorted());
  }
});

test("each entry names its authors in order with the owner in bold, and links its title to its page", async ({
  page,
}) => {
  await page.goto("/publications");
  const owner = await ownerName(page);
  for (const paper of BIB_PAPERS) {
    const entry = entryOf(page, paper);
    await expect(entry).toHaveCount(1);
    const ownerNames = paper.names.filter((_name, index) => byOwner(paper.authors[index]!, owner));
    await expect(entry.locator("strong")).toHaveText(ownerNames);
    const byline = (await entry.getByRole("paragraph").allTextContents()).find((text) =>
      text.includes(paper.names[0]!),
    );
    expect(byline, `${paper.key}'s byline`).toBeDefined();
    const places = paper.names.map((name) => byline!.indexOf(name));
    expect(places.every((place) => place >= 0)).toBe(true);
    expect(places).toEqual(places.toSorted((a, b) => a - b));
    await expect(entry).toContainText(String(paper.year));
    expect(await shown(entry.getByRole("heading"))).toBe(comparable(paper.title));
  }
});

test("an entry links its PDF, DOI, arXiv and al-folio's links when the .bib has them, and only then", async ({
  page,
}) => {
  await page.goto("/publications");
  for (const paper of BIB_PAPERS) {
    const entry = entryOf(page, paper);
    const doi = paper.fields.doi?.replace(/^(https?:\/\/(dx\.)?doi\.org\/|doi:\s*)/i, "");
    const arxiv = arxivIdOf(paper);
    const expected = [
      ["PDF", linkHref(paper.fields.pdf)],
      ["DOI", doi && `https://doi.org/${doi}`],
      ["arXiv", arxiv && `https://arxiv.org/abs/${arxiv}`],
      ["HTML", linkHref(paper.fields.html)],
      ["Code", paper.fields.code],
      ["Slides", linkHref(paper.fields.slides)],
      ["Poster", linkHref(paper.fields.poster)],
      ["Video", paper.fields.video],
      ["Blog", paper.fields.blog],
      ["Website", paper.fields.website],
      ["Supplement", linkHref(paper.fields.supp)],
    ] as const;
    // The BibTeX url comes last, unless it is the DOI's or arXiv's address again, or another link's.
    const { url } = paper.fields;
    const again = url === `https://doi.org/${doi}` || url === `https://arxiv.org/abs/${arxiv}`;
    const shownUrl = url && !again && !expected.some(([, href]) => href === url);
    for (const [label, href] of [...expected, ["Link", shownUrl ? url : undefined] as const]) {
      const link = entry.getByRole("link", { name: new RegExp(`^${label}\\b`) });
      if (href) await expect(link).toHaveAttribute("href", href);
      else await expect(link).toHaveCount(0);
    }
  }
});

test("a title leads to the paper's page", async ({ page }) => {
  const paper = BIB_PAPERS[0]!;
  await page.goto("/publications");
  await entryOf(page, paper).getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`${paperPath(paper.key)}$`));
  expect(await shown(page.getByRole("heading", { level: 1 }))).toBe(comparable(paper.title));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Cite opens the BibTeX, and no copy button is shown", async ({ page }) => {
    await page.goto("/publications");
    for (const paper of BIB_PAPERS) {
      const entry = entryOf(page, paper);
      const bibtex = entry.locator("pre");
      await expect(bibtex).toBeHidden();
      await entry.getByText(/^Cite\b(?! by)/).click();
      await expect(bibtex).toBeVisible();
      // Read once: the entry is written into the page, not loaded when it opens. Compared with its white
      // space collapsed, as toContainText does, since a field may span lines in the .bib.
      const text = (await bibtex.textContent()) ?? "";
      const collapsed = (value: string) => value.replace(/\s+/g, " ");
      // The entry as the owner wrote it, LaTeX kept, less the site's own fields.
      expect(collapsed(text)).toContain(`@${paper.type}{${paper.key},`);
      for (const field of ["author", "editor", "title", "doi"].filter((name) => paper.fields[name])) {
        expect(collapsed(text)).toContain(collapsed(`${field} = {${paper.fields[field]}}`));
      }
      // The site's own fields and al-folio's display-only ones.
      const display = ["selected", "pdf", "slides", "code", "abstract", "abbr", "award", "award_name"];
      const alFolio = [
        "bibtex_show",
        "preview",
        "arxiv",
        "html",
        "poster",
        "website",
        "blog",
        "video",
        "supp",
      ];
      for (const field of [...display, ...alFolio, "equal_first", "google_scholar_id", "altmetric"]) {
        expect(text).not.toMatch(new RegExp(`^\\s*${field} =`, "m"));
      }
    }
    await expect(page.getByRole("button", { name: "Copy BibTeX" })).toHaveCount(0);
  });

  test("a paper's page shows its abstract and BibTeX", async ({ page }) => {
    for (const paper of BIB_PAPERS) {
      await page.goto(paperPath(paper.key));
      expect(await shown(page.getByRole("heading", { level: 1 }))).toBe(comparable(paper.title));
      if (paper.csl.abstract) {
        // Its first words: an abstract may hold markup and math further on.
        const opening = paper.csl.abstract.split(/[<$\\]/)[0]!.slice(0, 40);
        expect(await shown(page.getByRole("region", { name: "Abstract" }))).toContain(comparable(opening));
      }
      await expect(page.getByRole("region", { name: "Cite this paper" }).locator("pre")).toContainText(
        `{${paper.key},`,
      );
      await expect(page.getByRole("button", { name: "Copy BibTeX" })).toHaveCount(0);
    }
  });
});

test("with JavaScript, Copy BibTeX puts the entry on the clipboard", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/publications");
  const paper = BIB_PAPERS.at(-1)!;
  const entry = entryOf(page, paper);
  await entry.getByText(/^Cite\b(?! by)/).click();
  await entry.getByRole("button", { name: "Copy BibTeX" }).click();
  await expect(entry.getByRole("status")).toHaveText("Copied to the clipboard.");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await entry.locator("pre").textContent());
  expect(copied).toMatch(new RegExp(`^@\\w+\\{${paper.key},`));
});

test("/about shows the selected papers and leads to all of them and to the CV", async ({ page }) => {
  await page.goto("/about");
  const selected = BIB_PAPERS.filter((paper) => paper.selected);
  const section = main(page).getByRole("region", { name: "Selected Publications" });
  await expect(section.getByRole("article")).toHaveCount(selected.length);
  const titles = (await section.getByRole("article").getByRole("heading").allInnerTexts()).map(comparable);
  expect(titles.toSorted()).toEqual(selected.map((paper) => comparable(paper.title)).toSorted());
  await expect(main(page).getByRole("link", { name: "Download CV (PDF)" })).toHaveAttribute(
    "href",
    "/cv.pdf",
  );
  await section.getByRole("link", { name: "All publications" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Publications");
});

test("the footer links Publications and the CV on every kind of page", async ({ page }) => {
  for (const path of ["/", paperPath(BIB_PAPERS[0]!.key)]) {
    await page.goto(path);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Publications" })).toHaveAttribute(
      "href",
      "/publications/",
    );
    await expect(footer.getByRole("link", { name: "CV (PDF)" })).toHaveAttribute("href", "/cv.pdf");
  }
});

test("the built /cv.pdf is a short, tagged PDF/UA-1 with the owner's name and every selected paper as text", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const owner = await ownerName(page);
  const response = await request.get("/cv.pdf");
  expect(response.status()).toBe(200);
  const bytes = new Uint8Array(await response.body());
  expect(bytes.byteLength).toBeLessThan(300 * 1024);
  const pdf = await readTaggedPdf(bytes);
  expect(pdf.pages).toBeLessThanOrEqual(3);
  expect(pdfUaProblems(pdf)).toEqual([]);
  expect(pdf.lang).toBe(await page.locator("html").getAttribute("lang"));
  // Compared as the CV typesets it: curly quotes and dashes, no-break spaces, lines broken anywhere.
  const text = comparable(pdf.text);
  expect(text).toContain(comparable(owner));
  for (const paper of BIB_PAPERS.filter((candidate) => candidate.selected)) {
    expect(text).toContain(comparable(paper.title));
  }
});

test("the header nav is still About, Projects, Legal on the new pages", async ({ page }) => {
  await page.goto("/publications");
  await expect(mainNav(page).getByRole("link")).toHaveText(NAV_LABELS);
});
