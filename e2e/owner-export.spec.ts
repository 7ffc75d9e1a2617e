// Another owner's export, as the site built from it (`npm run test:owner`): a Zotero export of every kind, an
// al-folio papers.bib with LaTeX, math, "and others" and relative PDFs, and a second file of preprints. The
// built pages are read from the build folder and checked with the same checks as scholar.spec.ts, and against
// what these fixtures are known to hold; the specs that hold for any owner check the rest in the browser.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { within } from "@testing-library/dom";
import { JSDOM } from "jsdom";
import { expect, test } from "./fixtures";
import { readBib } from "./publications-bib";
import { paperPageProblems, readTags } from "./scholar-checks";
import { paperSlug } from "../app/bibliography/publication";
import { comparable } from "../app/testing/comparable-text";
import { OWNER_CONTENT } from "../scripts/test-sites.mjs";
import { readTaggedPdf } from "../app/testing/tagged-pdf";
import { privacy as firstPrivacy } from "../app/testing/owners/first/content/legal";
import { site as firstSite } from "../app/testing/owners/first/content/site";

const papers = readBib(OWNER_CONTENT.PUBLICATIONS_BIB!);
const client = join(process.env.BUILD_DIR ?? "build", "client");
const documentAt = (path: string) =>
  new JSDOM(readFileSync(join(client, path, "index.html"), "utf8")).window.document;

/** What a reader sees of an element: its text without MathML's TeX annotation, which is not shown. */
function shownText(element: Element | null | undefined) {
  const copy = element?.cloneNode(true) as Element | undefined;
  copy?.querySelectorAll("annotation").forEach((annotation) => annotation.remove());
  return copy?.textContent ?? "";
}

test.describe("the site built from another owner's export", () => {
  const siteOrigin = new URL(documentAt("").querySelector('link[rel="canonical"]')!.getAttribute("href")!)
    .origin;

  test("has one page per entry, and no other paper page", () => {
    const built = readdirSync(join(client, "publications"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(built.toSorted()).toEqual(papers.map((paper) => paperSlug(paper.key)).toSorted());
  });

  test("gives each paper page Google Scholar's tags for its entry", () => {
    for (const paper of papers) {
      const tags = readTags(documentAt(`publications/${paperSlug(paper.key)}`));
      expect(paperPageProblems(tags, paper, siteOrigin)).toEqual([]);
    }
  });

  test("describes a paper without an abstract by more than its byline (seo.spec's 50 characters)", () => {
    for (const paper of papers.filter((candidate) => !candidate.fields.abstract)) {
      const description = documentAt(`publications/${paperSlug(paper.key)}`)
        .querySelector('meta[name="description"]')!
        .getAttribute("content")!;
      expect(comparable(description)).toContain(comparable(paper.title));
      expect(description.length).toBeGreaterThan(50);
    }
  });

  test("lists every entry on /publications under its year, and the selected ones on /about", () => {
    const list = within(documentAt("publications").body);
    const years = [...new Set(papers.map((paper) => paper.year))].sort((a, b) => b - a);
    const main = within(list.getByRole("main"));
    expect(main.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(
      years.map(String),
    );
    for (const paper of papers) {
      const section = main.getByRole("region", { name: String(paper.year) });
      const link = section.querySelector(`h3 a[href="/publications/${paperSlug(paper.key)}/"]`);
      expect(comparable(shownText(link)), paper.key).toBe(comparable(paper.title));
    }
    const about = within(
      within(documentAt("about").body).getByRole("region", { name: "Selected Publications" }),
    );
    const selected = papers.filter((paper) => paper.selected);
    expect(selected).toHaveLength(7);
    const headings = about
      .getAllByRole("heading", { level: 3 })
      .map((heading) => comparable(shownText(heading)));
    expect(headings.toSorted()).toEqual(selected.map((paper) => comparable(paper.title)).toSorted());
  });

  test("leaves no LaTeX, escaped tag or author called 'others' in any paper's page, head tags or JSON-LD", () => {
    for (const paper of papers) {
      const page = documentAt(`publications/${paperSlug(paper.key)}`);
      // The BibTeX stays as written, TeX annotations are not shown, the copy button's script is code.
      page.querySelectorAll("pre, annotation, script").forEach((node) => node.remove());
      const tags = readTags(page);
      const texts = [
        page.title,
        shownText(page.querySelector("main")),
        ...Object.values(tags.all).flat(),
        JSON.stringify(tags.jsonLd),
      ];
      for (const text of texts) {
        expect(text, paper.key).not.toMatch(
          /\\(emph|textit|textbf|textsc|frac|alpha|sqrt|begin)\b|\$|<\/?[a-z]+[\s>]|&lt;/,
        );
      }
      expect(tags.all.citation_author ?? [], paper.key).not.toContain("others");
    }
  });

  test('shows et al. for "and others", math as MathML, and al-folio\'s award and links', () => {
    const page = (key: string) => documentAt(`publications/${paperSlug(key)}`);
    const sparse = page("kowalczyk2025emph");
    expect(sparse.querySelector("main")!.textContent).toContain("Sara Lindqvist, et al.");
    expect(sparse.querySelector("main")!.textContent).toContain("Award: Outstanding paper");
    expect(sparse.querySelector("h1 i")?.textContent).toBe("Less");
    const links = within(sparse.body)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(links).toEqual(
      expect.arrayContaining(["/papers/kowalczyk2025emph.pdf", "/papers/kowalczyk2025emph-poster.pdf"]),
    );
    expect(existsSync(join(client, "papers", "kowalczyk2025emph.pdf"))).toBe(true);
    const abstract = within(sparse.body).getByRole("region", { name: "Abstract" });
    expect(abstract.querySelector('math[display="block"]')).not.toBeNull();
    expect(page("lindqvist2024math").querySelector("h1 math")).not.toBeNull();
    expect(page("10.1145/3538543").querySelector('meta[name="citation_doi"]')?.getAttribute("content")).toBe(
      "10.1145/3538543",
    );
  });

  test("shows a book's publisher, a chapter's book and editors, and a data set as one", () => {
    const page = (key: string) => within(documentAt(`publications/${key}`).body);
    expect(page("osullivan2026radiotelephony").getByText("Springer")).toBeTruthy();
    expect(
      page("osullivan2025chapter").getByText(
        "In Handbook of Aviation Language Assessment, edited by Sophie Byrne and Luis García, Routledge",
      ),
    ).toBeTruthy();
    expect(page("byrne2025handbook").getByText(/\(Eds\.\)/)).toBeTruthy();
    expect(page("osullivan2024atcdata").getByText("Dataset")).toBeTruthy();
  });
});

test("names its own owner everywhere and the first test owner nowhere: pages, feed, search index, CV", async () => {
  // What only the first test owner's content says: her name, address, email and accounts.
  const hers = [
    firstSite.name,
    firstSite.email,
    new URL(firstSite.url).host,
    firstSite.github,
    firstSite.linkedin,
    firstPrivacy.address.streetAddress,
  ];
  const files = readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  const read = async (file: string) => {
    const bytes = readFileSync(file);
    if (file.endsWith(".pdf")) return (await readTaggedPdf(new Uint8Array(bytes))).text;
    // Pagefind's index and fragments are gzipped.
    if (/\.pf_(fragment|index|meta)$/.test(file)) return gunzipSync(bytes).toString("utf8");
    return /\.(html|xml|json|txt|ics|js|css|webmanifest|svg)$/.test(file) ? bytes.toString("utf8") : "";
  };
  const texts = await Promise.all(files.map(async (file) => ({ file, text: await read(file) })));
  expect(texts.filter(({ file }) => file.endsWith(".pf_fragment")).length).toBeGreaterThan(0);
  expect(siteName()).not.toBe("");
  expect(comparable(texts.find(({ file }) => file.endsWith("cv.pdf"))?.text ?? "")).toContain(
    comparable(siteName()),
  );
  const found = texts.flatMap(({ file, text }) =>
    hers.filter((string) => text.includes(string)).map((string) => `${file}: ${string}`),
  );
  expect(found).toEqual([]);
});

/** This build's owner, as its home page names her. */
function siteName() {
  return documentAt("").querySelector('meta[property="og:site_name"]')?.getAttribute("content") ?? "";
}
