// @vitest-environment node
// The BibTeX reader on small fixtures, never on the owner's file: what it refuses, how it reads each kind of
// entry an export holds, and the check that the owner's own files exist.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseBibliography } from "./bibtex.server";
import { isOwner, paperSlug } from "./publication";
import { kindText, venueText } from "./publication-format";
import { checkOwnFiles, missingOwnFiles } from "./publications.server";

const entry = (key: string, fields: string) => `@article{${key},\n${fields}\n}\n`;
const complete = `author = {Quell, Mira}, title = {A Title}, journal = {J}, year = {2024}`;

describe("parseBibliography refuses what it cannot publish", () => {
  it.each([
    ["title", `author = {Quell, Mira}, journal = {J}, year = {2024}`],
    ["author", `title = {A Title}, journal = {J}, year = {2024}`],
    ["year", `author = {Quell, Mira}, title = {A Title}, journal = {J}`],
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

  it("gives a key that is not safe in a URL a slug for its page, and keeps the key for citing", () => {
    const [paper] = parseBibliography(entry("10.1145/3538543", complete));
    expect(paper?.key).toBe("10.1145/3538543");
    expect(paperSlug(paper!.key)).toBe("10-1145-3538543");
    expect(paper?.bibtex).toMatch(/^@article\{10\.1145\/3538543,/);
  });

  it("rejects a key with nothing to make an address from", () => {
    expect(() => parseBibliography(entry("::", complete))).toThrow(
      /entry "::": the key has no letter or digit/,
    );
  });

  it("takes a bare file name in pdf for a file in public/papers/, and refuses one that leaves it", () => {
    const [paper] = parseBibliography(entry("rel2024", `${complete}, pdf = {a.pdf}`));
    expect(paper?.pdf).toBe("/papers/a.pdf");
    expect(() => parseBibliography(entry("up2024", `${complete}, pdf = {../secret.pdf}`))).toThrow(
      /entry "up2024": field "pdf" leaves the papers folder/,
    );
  });

  it("reads no papers, with a warning, from a file with no entries: an owner without papers", () => {
    for (const text of ["", "% nothing here\n", "@comment{none yet}\n@string{me = {A. Owner}}\n"]) {
      const warnings: string[] = [];
      expect(parseBibliography(text, "x.bib", (warning) => warnings.push(warning))).toEqual([]);
      expect(warnings).toEqual(["x.bib: no BibTeX entries, so the site lists no papers from it"]);
    }
  });

  it("rejects text that is not BibTeX", () => {
    expect(() => parseBibliography("@article{open2024, title = {A", "x.bib")).toThrow(
      /x\.bib is not valid BibTeX/,
    );
    // Hugo Blox's cite.bib as one owner has it: a colon for an equals sign.
    const colon = '@misc{a2019,\n  title = "A",\n  pages:      "",\n  year = "2019"\n}\n';
    expect(() => parseBibliography(colon, "x.bib")).toThrow(
      'x.bib is not valid BibTeX: expected "equals", got "quote" at line 3 col 15:\n3 |   pages:      "",',
    );
  });

  it("says which entry is left open when the next one begins inside it", () => {
    const open =
      "@article{a2024,\n  title = {T},\n  year = {2024}\n\n@article{b2024,\n  title = {U},\n  year = {2024}\n}\n";
    expect(() => parseBibliography(open, "x.bib")).toThrow(
      /^x\.bib is not valid BibTeX: .*\n5 \| @article\{b2024,\n\(the entry before it may lack its closing \}\)$/,
    );
    // A fault inside an entry's own first line is not one of an entry left open.
    expect(() => parseBibliography("@article{a b,\n  title = {T}\n}\n", "x.bib")).toThrow(
      /^(?![\s\S]*closing)/,
    );
  });
});

describe("parseBibliography reads what the owner exports", () => {
  const [paper] = parseBibliography(
    entry(
      "accents2024",
      String.raw`author = {Quell, Mira and Nowak, {\L}ukasz and {\O}deg{\aa}rd, Ingrid and M{\"u}ller, Jonas and Garc{\'\i}a, Luis and {Danube Aviation Academy}},
  title = {Robust {ASR} for {ICAO} English}, journal = {J}, year = {2024}, month = mar,
  doi = {10.1/x}, eprint = {2401.00001}, archivePrefix = {arXiv},
  pdf = {https://example.org/a.pdf}, code = {https://example.org/code}, slides = {https://example.org/s.pdf},
  selected = {true}, abstract = {We study things.}`,
    ),
  );

  it("turns LaTeX accents into letters and keeps corporate names whole", () => {
    expect(paper?.authors.map((author) => author.name)).toEqual([
      "Mira Quell",
      "Łukasz Nowak",
      "Ingrid Ødegård",
      "Jonas Müller",
      "Luis García",
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
  it.each(["Quell, Mira", "Mira Quell", "M. Quell"])("finds the owner written as %s", (written) => {
    const [paper] = parseBibliography(entry("o2024", complete.replace("Quell, Mira", written)));
    expect(isOwner(paper!.authors[0]!, "Mira Quell")).toBe(true);
  });

  it("does not take another Quell for the owner", () => {
    const [paper] = parseBibliography(entry("o2024", complete.replace("Quell, Mira", "Quell, Katalin")));
    expect(isOwner(paper!.authors[0]!, "Mira Quell")).toBe(false);
  });
});

describe("every kind of entry the site reads, in a realistic export", () => {
  // Eleven entries unlike the sample: a book, an edited book, a chapter, a report, a data set, two theses.
  const papers = parseBibliography(
    readFileSync(new URL("fixtures/owner/zotero-export.bib", import.meta.url), "utf8"),
    "zotero-export.bib",
  );
  const byKey = (key: string) => papers.find((paper) => paper.key === key)!;

  it("publishes every entry, newest first, and keeps the selection as marked", () => {
    expect(papers.map((paper) => paper.key).toSorted()).toEqual(
      [
        "brandt2025handbook",
        "nowak2023errors",
        "quell2019msc",
        "quell2023prompting",
        "quell2024atcdata",
        "quell2024eurocontrol",
        "quell2024phd",
        "quell2025arxiv",
        "quell2025chapter",
        "quell2025draft",
        "quell2026radiotelephony",
      ].toSorted(),
    );
    const years = papers.map((paper) => paper.year);
    expect(years).toEqual(years.toSorted((a, b) => b - a));
    expect(papers.filter((paper) => paper.selected).map((paper) => paper.key)).toHaveLength(5);
  });

  it.each([
    ["quell2026radiotelephony", "book", "Book", "Springer"],
    ["brandt2025handbook", "book", "Book", "Routledge"],
    [
      "quell2025chapter",
      "chapter",
      "Book chapter",
      "In Handbook of Aviation Language Assessment, edited by Sophie Brandt and Luis García, Routledge",
    ],
    ["quell2024eurocontrol", "report", "Technical report", "EUROCONTROL, TR-2024-17"],
    ["quell2024atcdata", "dataset", "Dataset", "Zenodo"],
    ["quell2024phd", "thesis", "PhD thesis", "PhD thesis, Technische Universität Wien"],
    ["quell2019msc", "thesis", "Master's thesis", "Master's thesis, Eötvös Loránd University"],
    ["nowak2023errors", "journal", "Journal article", "Aviation Psychology and Applied Human Factors, 13"],
    [
      "quell2023prompting",
      "conference",
      "Conference paper",
      "Proceedings of the 2023 Conference on Empirical Methods in Natural Language Processing",
    ],
    ["quell2025arxiv", "preprint", "Preprint", "arXiv:2505.04321"],
    ["quell2025draft", "preprint", "Preprint", ""],
  ])("reads %s as a %s, labelled and placed for readers", (key, kind, label, venue) => {
    const paper = byKey(key);
    expect(paper.kind).toBe(kind);
    expect(kindText(paper)).toBe(label);
    expect(venueText(paper)).toBe(venue);
  });

  it("cites an edited book by its editors, and a chapter by its authors with the book's editors", () => {
    const book = byKey("brandt2025handbook");
    expect(book.edited).toBe(true);
    expect(book.authors.map((author) => author.citationName)).toEqual(["Brandt, Sophie", "García, Luis"]);
    const chapter = byKey("quell2025chapter");
    expect(chapter.edited).toBeUndefined();
    expect(chapter.authors.map((author) => author.name)).toEqual(["Mira Quell"]);
    expect(chapter.editors?.map((editor) => editor.name)).toEqual(["Sophie Brandt", "Luis García"]);
  });

  it("keeps a book's publisher and ISBN, a report's number and its full date", () => {
    expect(byKey("quell2026radiotelephony")).toMatchObject({
      publisher: "Springer",
      isbn: "978-3-031-00000-0",
      doi: "10.1007/978-3-031-00000-0",
    });
    expect(byKey("quell2024eurocontrol")).toMatchObject({ number: "TR-2024-17", month: 11, day: 12 });
  });
});

describe("links to the site's own address", () => {
  const SITE = "https://owner.example.org";
  let publicDir: string;
  beforeAll(() => {
    publicDir = mkdtempSync(join(tmpdir(), "public-"));
    mkdirSync(join(publicDir, "papers"));
    writeFileSync(join(publicDir, "papers", "here.pdf"), "%PDF-1.4\n");
  });
  afterAll(() => rmSync(publicDir, { recursive: true }));

  const papers = (fields: string) => parseBibliography(entry("own2024", `${complete}, ${fields}`));

  it("are fine when they name a file in public/, and links elsewhere are not checked", () => {
    const fine = papers(
      `pdf = {${SITE}/papers/here.pdf}, slides = {https://elsewhere.example.com/papers/gone.pdf}`,
    );
    expect(missingOwnFiles(fine, SITE, publicDir)).toEqual([]);
    expect(() => checkOwnFiles(fine, SITE, publicDir)).not.toThrow();
  });

  it("stop the build when they name a file public/ does not have, naming the entry and the field", () => {
    const dead = papers(`pdf = {${SITE}/papers/gone.pdf}, slides = {${SITE}/papers/}`);
    expect(missingOwnFiles(dead, SITE, publicDir)).toEqual([
      expect.stringMatching(/^entry "own2024": field "pdf" names \/papers\/gone\.pdf/),
      expect.stringMatching(/^entry "own2024": field "slides" names \/papers\//),
    ]);
    expect(() => checkOwnFiles(dead, SITE, publicDir)).toThrow(/entry "own2024": field "pdf"/);
    // academicpages keeps a paper's files in files/, not papers/: the heading does not send them there.
    const files = papers(`code = {${SITE}/files/code.zip}`);
    expect(() => checkOwnFiles(files, SITE, publicDir)).toThrow(
      `links files the site does not have (put each in ${publicDir}/, at its path; a bare file name's is papers/):\n- entry "own2024": field "code" names /files/code.zip`,
    );
  });

  it("cannot reach outside public/", () => {
    const outside = papers(`pdf = {${SITE}/papers/%2E%2E/%2E%2E/etc/passwd}`);
    expect(missingOwnFiles(outside, SITE, publicDir)).toHaveLength(1);
  });
});
