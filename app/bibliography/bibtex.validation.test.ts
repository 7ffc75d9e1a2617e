import { describe, expect, it } from "vitest";
import { parseBibliography } from "./bibtex.server";
import { isOwner } from "./publication";
import { loadPublications } from "./publications.server";
import { site } from "~/content/site";

const entry = (key: string, fields: string) => `@article{${key},\n${fields}\n}\n`;
const complete = `author = {Varga, Elena}, title = {A Title}, journal = {J}, year = {2024}`;

describe("parseBibliography refuses what it cannot publish", () => {
  it.each([
    ["title", `author = {Varga, Elena}, journal = {J}, year = {2024}`],
    ["author", `title = {A Title}, journal = {J}, year = {2024}`],
    ["year", `author = {Varga, Elena}, title = {A Title}, journal = {J}`],
  ])("names the entry and the missing %s", (field, fields) => {
    const bib = entry("good2024", complete) + entry("broken2024", fields);
    expect(() => parseBibliography(bib)).toThrow(new RegExp(`entry "broken2024": missing field "${field}"`));
  });

  it("names an empty title as missing", () => {
    expect(() => parseBibliography(entry("empty2024", complete.replace("A Title", "")))).toThrow(
      /entry "empty2024": missing field "title"/,
    );
  });

  it("rejects a key used twice", () => {
    expect(() => parseBibliography(entry("twice", complete) + entry("twice", complete))).toThrow(
      /entry "twice": the key is used by more than one entry/,
    );
  });

  it("rejects a key that is not safe in a URL", () => {
    expect(() => parseBibliography(entry("varga:2024/a", complete))).toThrow(
      /entry "varga:2024\/a": the key is not safe in a URL/,
    );
  });

  it("rejects a link field that is not an absolute URL", () => {
    expect(() => parseBibliography(entry("rel2024", `${complete}, pdf = {papers/a.pdf}`))).toThrow(
      /entry "rel2024": field "pdf" is not an absolute http\(s\) URL/,
    );
  });

  it("rejects text that is not BibTeX, and a file with no entries", () => {
    expect(() => parseBibliography("@article{open2024, title = {A", "x.bib")).toThrow(
      /x\.bib is not valid BibTeX/,
    );
    expect(() => parseBibliography("% nothing here\n", "x.bib")).toThrow(/x\.bib/);
  });
});

describe("parseBibliography reads what the owner exports", () => {
  const [paper] = parseBibliography(
    entry(
      "accents2024",
      String.raw`author = {Varga, Elena and Nowak, {\L}ukasz and {\O}deg{\aa}rd, Ingrid and M{\"u}ller, Jonas and {Danube Aviation Academy}},
  title = {Robust {ASR} for {ICAO} English}, journal = {J}, year = {2024}, month = mar,
  doi = {10.1/x}, eprint = {2401.00001}, archivePrefix = {arXiv},
  pdf = {https://example.org/a.pdf}, code = {https://example.org/code}, slides = {https://example.org/s.pdf},
  selected = {true}, abstract = {We study things.}`,
    ),
  );

  it("turns LaTeX accents into letters and keeps corporate names whole", () => {
    expect(paper?.authors.map((author) => author.name)).toEqual([
      "Elena Varga",
      "Łukasz Nowak",
      "Ingrid Ødegård",
      "Jonas Müller",
      "Danube Aviation Academy",
    ]);
    expect(paper?.title).toBe("Robust ASR for ICAO English");
  });

  it("keeps the site's own fields and leaves them out of the BibTeX shown to readers", () => {
    expect(paper).toMatchObject({
      pdf: "https://example.org/a.pdf",
      code: "https://example.org/code",
      slides: "https://example.org/s.pdf",
      arxiv: "2401.00001",
      doi: "10.1/x",
      selected: true,
      year: 2024,
      month: 3,
    });
    expect(paper?.bibtex).toMatch(/^@article\{accents2024,/);
    expect(paper?.bibtex).toContain("month = mar,");
    expect(paper?.bibtex).not.toMatch(/pdf|selected|abstract|slides/);
  });
});

describe("isOwner", () => {
  it.each(["Varga, Elena", "Elena Varga", "E. Varga"])("finds the owner written as %s", (written) => {
    const [paper] = parseBibliography(entry("o2024", complete.replace("Varga, Elena", written)));
    expect(isOwner(paper!.authors[0]!, "Elena Varga")).toBe(true);
  });

  it("does not take another Varga for the owner", () => {
    const [paper] = parseBibliography(entry("o2024", complete.replace("Varga, Elena", "Varga, Katalin")));
    expect(isOwner(paper!.authors[0]!, "Elena Varga")).toBe(false);
  });
});

describe("the owner's publications.bib", () => {
  const papers = loadPublications();

  it("publishes six to eight papers, newest first, three of them selected", () => {
    expect(papers.length).toBeGreaterThanOrEqual(6);
    expect(papers.length).toBeLessThanOrEqual(8);
    const years = papers.map((paper) => paper.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(papers.filter((paper) => paper.selected)).toHaveLength(3);
  });

  it("lists the owner on every paper", () => {
    for (const paper of papers) expect(paper.authors.some((author) => isOwner(author, site.name))).toBe(true);
  });
});
