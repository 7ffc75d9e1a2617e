// @vitest-environment node
// An owner's own .bib files, really built: the site built from a fixture folder unlike the sample (a Zotero
// export of every kind, an al-folio papers.bib with LaTeX, math, "and others" and relative PDFs, a second file
// of preprints) into a folder of its own, its pages checked with the same checks as e2e/scholar.spec.ts, and a
// .bib whose own-site PDF is missing refused by the build, naming the entry.
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { within } from "@testing-library/dom";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBib } from "../e2e/publications-bib";
import { paperSlug } from "../app/bibliography/publication";
import { comparable } from "../app/testing/comparable-text";
import { paperPageProblems, readTags } from "../e2e/scholar-checks";
import { site } from "../app/content/site";

const FIXTURE = "app/bibliography/fixtures/owner";
const PAPERS = "app/bibliography/fixtures/owner/papers";
const BUILD_MS = 120_000;
/** Reading every paper page with jsdom takes seconds on a busy machine. */
const PAGES_MS = 30_000;
const papers = readBib(FIXTURE);

/** Runs `react-router build` with the .bib and build folder given; resolves to its output, failed or not. */
async function build(bib: string, buildDir: string, papersDir?: string) {
  try {
    // This Node, not whichever `npx` finds first on the PATH.
    const cli = resolve("node_modules/@react-router/dev/bin.cjs");
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [cli, "build"], {
      env: {
        ...process.env,
        PUBLICATIONS_BIB: bib,
        BUILD_DIR: buildDir,
        ...(papersDir ? { PAPERS_DIR: papersDir } : {}),
      },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const { stdout = "", stderr = "", message } = error as Error & { stdout?: string; stderr?: string };
    return { ok: false, output: stdout + stderr || message };
  }
}

const buildDir = `.build-fixture-${process.pid}`;
const client = join(buildDir, "client");
/** What a reader sees of an element: its text without MathML's TeX annotation, which is not shown. */
function shownText(element: Element | null | undefined) {
  const copy = element?.cloneNode(true) as Element | undefined;
  copy?.querySelectorAll("annotation").forEach((annotation) => annotation.remove());
  return copy?.textContent ?? "";
}

const documentAt = (path: string) =>
  new JSDOM(readFileSync(join(client, path, "index.html"), "utf8")).window.document;

describe("the site built from another owner's export", () => {
  let siteOrigin: string;
  beforeAll(async () => {
    const { ok, output } = await build(FIXTURE, buildDir, PAPERS);
    expect(ok, output).toBe(true);
    siteOrigin = new URL(documentAt("").querySelector('link[rel="canonical"]')!.getAttribute("href")!).origin;
  }, BUILD_MS);
  afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

  it("has one page per entry, and no other paper page", () => {
    const built = readdirSync(join(client, "publications"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(built.toSorted()).toEqual(papers.map((paper) => paperSlug(paper.key)).toSorted());
  });

  it(
    "gives each paper page Google Scholar's tags for its entry",
    () => {
      for (const paper of papers) {
        const tags = readTags(documentAt(`publications/${paperSlug(paper.key)}`));
        expect(paperPageProblems(tags, paper, siteOrigin)).toEqual([]);
      }
    },
    PAGES_MS,
  );

  it(
    "describes a paper without an abstract by more than its byline (seo.spec's 50 characters)",
    () => {
      for (const paper of papers.filter((candidate) => !candidate.fields.abstract)) {
        const description = documentAt(`publications/${paperSlug(paper.key)}`)
          .querySelector('meta[name="description"]')!
          .getAttribute("content")!;
        expect(comparable(description)).toContain(comparable(paper.title));
        expect(description.length).toBeGreaterThan(50);
      }
    },
    PAGES_MS,
  );

  it("lists every entry on /publications under its year, and the selected ones on /about", () => {
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

  it(
    "leaves no LaTeX, escaped tag or author called 'others' in any paper's page, head tags or JSON-LD",
    () => {
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
    },
    PAGES_MS,
  );

  it('shows et al. for "and others", math as MathML, and al-folio\'s award and links', () => {
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

  it("shows a book's publisher, a chapter's book and editors, and a data set as one", () => {
    const page = (key: string) => within(documentAt(`publications/${key}`).body);
    expect(page("varga2026radiotelephony").getByText("Springer")).toBeTruthy();
    expect(
      page("varga2025chapter").getByText(
        "In Handbook of Aviation Language Assessment, edited by Sophie Brandt and Luis García, Routledge",
      ),
    ).toBeTruthy();
    expect(page("brandt2025handbook").getByText(/\(Eds\.\)/)).toBeTruthy();
    expect(page("varga2024atcdata").getByText("Dataset")).toBeTruthy();
  });
});

describe("a .bib whose own-site PDF is missing", () => {
  it(
    "stops the build, naming the entry and the field",
    async () => {
      const folder = mkdtempSync(join(tmpdir(), "dead-link-"));
      const bib = join(folder, "publications.bib");
      writeFileSync(
        bib,
        `@article{dead2024link, author = {Varga, Elena}, title = {A Paper}, journal = {J}, year = {2024},
          pdf = {${site.url}/papers/not-there.pdf}}\n`,
      );
      const deadDir = `.build-dead-link-${process.pid}`;
      try {
        const { ok, output } = await build(bib, deadDir);
        expect(ok).toBe(false);
        expect(output).toMatch(/entry "dead2024link": field "pdf" names \/papers\/not-there\.pdf/);
        expect(existsSync(join(deadDir, "client", "publications", "index.html"))).toBe(false);
      } finally {
        rmSync(folder, { recursive: true, force: true });
        rmSync(deadDir, { recursive: true, force: true });
      }
    },
    BUILD_MS,
  );
});
