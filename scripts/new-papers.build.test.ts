// @vitest-environment node
// What add-paper writes, the site builds: another owner's publications (the fixtures the owner e2e run
// builds from) get the stand-in's new works added, then the site is built from that folder, with the network
// refused, and each new paper must have its page, in the list, with Google Scholar's tags for its entry
// (the checks scholar.spec.ts makes). One build, about 40 s: the only test here that builds.
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBib } from "../e2e/publications-bib";
import { paperPageProblems, readTags } from "../e2e/scholar-checks";
import { paperSlug } from "../app/bibliography/publication";
import { startAddPaperStandin } from "./add-paper-standin.mjs";
import { runAddPaper } from "./new-papers";
import { OWNER_CONTENT, buildForTests, networkLog, outboxOrigin } from "./test-sites.mjs";

const BUILD_DIR = ".build-addpaper";
const client = join(BUILD_DIR, "client");
let folder: string;
let report: string[];

beforeAll(async () => {
  folder = join(mkdtempSync(join(tmpdir(), "add-paper-build-")), "publications");
  cpSync(OWNER_CONTENT.PUBLICATIONS_BIB!, folder, { recursive: true });
  const standin = await startAddPaperStandin();
  report = [];
  try {
    const code = await runAddPaper({
      ids: ["10.5555/jatl.2026.0113", "2509.01234", "0000-0002-1825-0097"],
      publications: folder,
      client: {
        endpoints: standin.endpoints,
        userAgent: "portfolio-add-paper/1.0 (https://fixture.example.org; mailto:owner@example.org)",
        retry: {},
      },
      log: (line) => report.push(line),
    });
    expect(code, report.join("\n")).toBe(0);
  } finally {
    await standin.close();
  }
  await buildForTests({
    buildDir: BUILD_DIR,
    outbox: outboxOrigin(4900),
    env: { ...process.env, ...OWNER_CONTENT, PUBLICATIONS_BIB: folder, BUILD_DIR },
    onLine: () => {},
  });
}, 240_000);

afterAll(() => {
  rmSync(join(folder, ".."), { recursive: true, force: true });
  rmSync(BUILD_DIR, { recursive: true, force: true });
});

const documentAt = (path: string) =>
  new JSDOM(readFileSync(join(client, path, "index.html"), "utf8")).window.document;

describe("a site built from a folder add-paper added to", () => {
  const added = () => readBib(join(folder, "added.bib"));

  it("has the works the folder lacked, each with its page, and the list links each", () => {
    expect(added().map((paper) => paper.key)).toEqual([
      "kowalczyk2026readback",
      "lindqvist2026keyword",
      "kowalczyk2025atc",
      "kowalczyk2025teaching",
      "kowalczyk2025whisper",
    ]);
    const list = documentAt("publications");
    for (const paper of added()) {
      expect(existsSync(join(client, "publications", paperSlug(paper.key), "index.html")), paper.key).toBe(
        true,
      );
      expect(
        list.querySelector(`a[href="/publications/${paperSlug(paper.key)}/"]`),
        paper.key,
      ).not.toBeNull();
    }
  });

  it("gives each new paper's page Google Scholar's tags for its entry", () => {
    const origin = new URL(documentAt("").querySelector('link[rel="canonical"]')!.getAttribute("href")!)
      .origin;
    for (const paper of added()) {
      const tags = readTags(documentAt(`publications/${paperSlug(paper.key)}`));
      expect(paperPageProblems(tags, paper, origin)).toEqual([]);
      expect(tags.all.citation_title, paper.key).toHaveLength(1);
    }
  });

  it("shows the journal article's DOI, the preprint's arXiv report number and the chapter's book", () => {
    const tags = (key: string) => readTags(documentAt(`publications/${key}`)).all;
    expect(tags("kowalczyk2026readback").citation_doi).toEqual(["10.5555/jatl.2026.0113"]);
    expect(tags("kowalczyk2026readback").citation_journal_title).toEqual([
      "Journal of Aviation Training & Language",
    ]);
    expect(tags("kowalczyk2025whisper").citation_technical_report_number).toEqual(["2509.01234"]);
    expect(tags("lindqvist2026keyword").citation_conference_title?.[0]).toMatch(/^ICASSP 2026/);
    expect(tags("kowalczyk2025teaching").citation_inbook_title).toEqual([
      "Lingue e linguaggi dell'aviazione",
    ]);
  });

  it("was built without reaching another machine, and every page of the owner's own is still there", () => {
    expect(readFileSync(networkLog(BUILD_DIR), "utf8")).toBe("");
    const pages = readdirSync(join(client, "publications"), { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    );
    expect(pages).toHaveLength(readBib(folder).length);
  });
});
