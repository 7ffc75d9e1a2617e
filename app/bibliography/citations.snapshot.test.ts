// @vitest-environment node
// The build's reading of the citation snapshot: a missing file is no counts, a bad entry is left out with a
// message naming the file, the key and the field, and a count shows only for the DOI it was fetched by.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { countFor, normalizeDoi } from "./citations";
import { loadCitations, readCitations, withCitations } from "./citations.server";
import { parseBibliography } from "./bibtex.server";

const dir = mkdtempSync(join(tmpdir(), "citations-read-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fileWith(text: string) {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, text);
  return file;
}

const good = { count: 12, doi: "10.5555/a.1", fetched: "2026-11-25", openalex: "W42" };

describe("readCitations", () => {
  it("reads no counts, and no problem, from a file that is not there", () => {
    expect(readCitations(join(dir, "none.json"))).toEqual({ citations: {}, problems: [] });
  });

  it("reads the fixture snapshot", () => {
    const { citations, problems } = readCitations("scripts/fixtures/citations.json");
    expect(problems).toEqual([]);
    expect(citations.kovacs2024phraseology).toEqual({
      count: 41,
      doi: "10.5555/jatl.2024.0042",
      fetched: "2026-11-02",
      openalex: "W4300000001",
    });
  });

  it("names a file that is not JSON, or not one object", () => {
    const broken = fileWith("{ nope");
    expect(readCitations(broken).problems).toEqual([expect.stringMatching(`^${broken} is not valid JSON`)]);
    const list = fileWith("[]");
    expect(readCitations(list).problems).toEqual([`${list} must hold one object, citation key to count`]);
  });

  it.each([
    ["count", { ...good, count: -1 }, "must not be negative"],
    ["count", { ...good, count: 1.5 }, "must be a whole number"],
    ["count", { ...good, count: "12" }, "must be a number"],
    ["doi", { ...good, doi: "https://doi.org/10.5555/A.1" }, "must be a bare DOI in lower case"],
    ["openalex", { ...good, openalex: "https://openalex.org/W42" }, "must be an OpenAlex work id"],
    ["fetched", { ...good, fetched: "2026-02-30" }, "must be a day, YYYY-MM-DD"],
    ["fetched", { ...good, fetched: undefined }, "must be text"],
  ])(
    "leaves out an entry whose %s is bad, naming the file, the key and the field",
    (field, entry, message) => {
      const file = fileWith(JSON.stringify({ bad: entry, fine: good }));
      const { citations, problems } = readCitations(file);
      expect(citations).toEqual({ fine: good });
      expect(problems).toEqual([
        expect.stringContaining(`${file}: entry "bad": field "${field}": ${message}`),
      ]);
    },
  );

  it("names an unknown field, and an entry that is not an object", () => {
    const file = fileWith(JSON.stringify({ extra: { ...good, stars: 5 }, flat: 12 }));
    expect(readCitations(file).problems).toEqual([
      `${file}: entry "extra": the entry: unknown field stars`,
      `${file}: entry "flat": the entry: must be an object`,
    ]);
  });
});

it("is a pure read of the file: the build's loading of counts asks the network nothing", () => {
  const fetch = vi.fn(() => Promise.reject(new Error("no network in the build")));
  vi.stubGlobal("fetch", fetch);
  try {
    readCitations("scripts/fixtures/citations.json");
    withCitations(
      [],
      loadCitations(() => {}),
    );
    expect(fetch).not.toHaveBeenCalled();
  } finally {
    vi.unstubAllGlobals();
  }
});

describe("a paper's count", () => {
  const snapshot = { a: good };

  it("is the snapshot's for its key when the .bib's DOI is the one it was fetched by, however written", () => {
    for (const doi of ["10.5555/a.1", "10.5555/A.1", "https://doi.org/10.5555/a.1", "doi: 10.5555/a.1"]) {
      expect(countFor({ key: "a", doi }, snapshot), doi).toEqual(good);
    }
  });

  it("is none without a DOI, with another DOI, or without an entry", () => {
    expect(countFor({ key: "a" }, snapshot)).toBeUndefined();
    expect(countFor({ key: "a", doi: "10.5555/other" }, snapshot)).toBeUndefined();
    expect(countFor({ key: "b", doi: "10.5555/a.1" }, snapshot)).toBeUndefined();
  });

  it("joins the publications by citation key", () => {
    const papers = parseBibliography(
      `@article{a, author = {Quell, Mira}, title = {T}, journal = {J}, year = {2024}, doi = {10.5555/A.1}}
       @article{b, author = {Quell, Mira}, title = {U}, journal = {J}, year = {2023}}`,
    );
    const [a, b] = withCitations(papers, { ...snapshot, b: good });
    expect(a?.citedBy).toEqual(good);
    expect(b?.citedBy).toBeUndefined();
  });

  it("normalizes DOIs written as links, with doi:, in capitals", () => {
    expect(normalizeDoi(" https://dx.doi.org/10.1000/ABC ")).toBe("10.1000/abc");
    expect(normalizeDoi("DOI:10.1000/x")).toBe("10.1000/x");
  });
});
