// @vitest-environment node
// Each .bib file is read by Citation.js once per build: its text split into entries once, its entries (every
// field the site reads) converted to CSL once; and the build's many readers of the publications, in each copy
// of the loader the build runs, share one load.
// Counted at the plugin's own parsers, as Citation.js registers them.
import { plugins } from "@citation-js/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseBibliographies } from "./bibtex.server";
import { readBibFiles } from "./publications.server";

const OWNER = "app/testing/owners/second/content/publications";

type Parser = (input: unknown) => unknown;
/** Core's register of synchronous parsers, one per input format, which chain() calls. */
const parsers = plugins.input as unknown as {
  listDataParser(async: boolean): string[];
  hasDataParser(format: string, async: boolean): Parser | undefined;
  addDataParser(format: string, parser: { parser: Parser; async: boolean }): void;
};

let calls: Record<string, number>;
let originals: Map<string, Parser>;

beforeEach(() => {
  calls = {};
  originals = new Map();
  for (const format of parsers.listDataParser(false).filter((name) => /^@bib/.test(name))) {
    const parser = parsers.hasDataParser(format, false)!;
    originals.set(format, parser);
    const counted = (input: unknown) => {
      calls[format] = (calls[format] ?? 0) + 1;
      return parser(input);
    };
    parsers.addDataParser(format, { parser: counted, async: false });
  }
});

afterEach(() => {
  for (const [format, parser] of originals) parsers.addDataParser(format, { parser, async: false });
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("each BibTeX file is parsed once", () => {
  it("splits each file into entries once and converts its entries once, al-folio's fields and all", () => {
    const files = readBibFiles(OWNER);
    expect(files.length).toBeGreaterThan(1);
    const papers = parseBibliographies(files, () => {});
    expect(papers.some((paper) => paper.abbr && paper.award)).toBe(true);
    expect(calls).toEqual({
      "@biblatex/text": files.length,
      "@biblatex/entries+list": files.length,
    });
  });

  it("is loaded once for all the build's readers of the publications", async () => {
    vi.stubEnv("PUBLICATIONS_BIB", OWNER);
    const { loadPublications } = await import("./publications.server");
    const first = loadPublications();
    for (let reader = 0; reader < 5; reader++) expect(loadPublications()).toBe(first);
    expect(calls["@biblatex/text"]).toBe(readBibFiles(OWNER).length);
  });

  it("is loaded once in a production build, however many copies of the loader it runs", async () => {
    // React Router's config, each module runner and the server build each load their own copy.
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("PUBLICATIONS_BIB", OWNER);
    const first = (await import("./publications.server")).loadPublications();
    vi.resetModules();
    const second = (await import("./publications.server")).loadPublications();
    expect(second).toBe(first);
    expect(calls["@biblatex/text"]).toBe(readBibFiles(OWNER).length);
  });
});
