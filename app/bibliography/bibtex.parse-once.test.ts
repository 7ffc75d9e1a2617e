// @vitest-environment node
// Each .bib file is read by Citation.js once: its text split into entries once, its entries (every field the
// site reads) converted to CSL once. The content graph reads the files once per build (app/content-graph).
// Counted at the plugin's own parsers, as Citation.js registers them.
import { plugins } from "@citation-js/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
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
});
