// @vitest-environment node
// The recorded answers of each source (scripts/fixtures/add-paper/, in the real formats) as works, and each
// work as the entry add-paper writes: the right type and fields, nothing the source adds for itself, "and
// others" only where the source's list ends so, and an entry the site's own reader publishes as meant.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseBibliography } from "../../app/bibliography/bibtex.server";
import { FIXTURES } from "../add-paper-standin.mjs";
import { nameOfFullName, workOfArxivFeed } from "./arxiv-record";
import { bibtexEntry } from "./bibtex-entry";
import { workOfBibtex, workOfCslJson } from "./doi-record";
import { worksOfOrcidRecord } from "./orcid-record";
import { type Work, workOfCsl } from "./work";

const recorded = (path: string) => readFileSync(join(FIXTURES, path), "utf8");
const site = (entry: string) => parseBibliography(entry, "added.bib", () => {})[0]!;

function arxiv(path: string, id: string): Work {
  const read = workOfArxivFeed(recorded(path), id);
  if (!("work" in read)) throw new Error(read.problem);
  return read.work;
}

describe("Crossref's BibTeX", () => {
  const work = workOfBibtex(recorded("doi/10.5555_jatl.2026.0113.bib"))!;

  it("becomes the article, with its own key, ISSN and dx.doi.org address left out", () => {
    expect(bibtexEntry(work, "kowalczyk2026readback")).toBe(`@article{kowalczyk2026readback,
  author    = {Kowalczyk, Marta and Brückner, Tobias and Lindqvist, Sara},
  title     = {Readback checking with \\textit{sparse} attention: {ICAO} phraseology at 5\\% of the cost \\& latency},
  journal   = {Journal of Aviation Training \\& Language},
  volume    = {14},
  number    = {2},
  pages     = {113--139},
  year      = {2026},
  month     = feb,
  publisher = {Example Academic Press},
  doi       = {10.5555/jatl.2026.0113},
  url       = {https://doi.org/10.5555/jatl.2026.0113},
}
`);
  });

  it("is a journal article to the site, with its venue, DOI and month", () => {
    const paper = site(bibtexEntry(work, "k"));
    expect(paper).toMatchObject({
      kind: "journal",
      venue: "Journal of Aviation Training & Language",
      doi: "10.5555/jatl.2026.0113",
      year: 2026,
      month: 2,
      pages: "113-139",
    });
    expect(paper.authors.map((author) => author.citationName)).toEqual([
      "Kowalczyk, Marta",
      "Brückner, Tobias",
      "Lindqvist, Sara",
    ]);
  });

  it("of a conference paper is an inproceedings in its proceedings, a particle kept with its family", () => {
    const entry = bibtexEntry(workOfBibtex(recorded("doi/10.5555_icassp.2026.0042.bib"))!, "k");
    expect(entry).toMatch(/^@inproceedings\{k,$/m);
    expect(entry).toContain("author    = {Lindqvist, Sara and Kowalczyk, Marta and van der Berg, Jan},");
    expect(site(entry)).toMatchObject({
      kind: "conference",
      venue:
        "ICASSP 2026 - 2026 IEEE International Conference on Acoustics, Speech and Signal Processing (ICASSP)",
    });
    expect(site(entry).authors[2]).toMatchObject({ name: "Jan van der Berg", family: "van der Berg" });
  });
});

describe("DataCite's BibTeX", () => {
  const work = workOfBibtex(recorded("doi/10.5281_zenodo.15012345.bib"))!;

  it("becomes a misc entry with its publisher and the DOI in lower case, without keywords, language or licence", () => {
    expect(bibtexEntry(work, "kowalczyk2025atc")).toBe(`@misc{kowalczyk2025atc,
  author    = {Kowalczyk, Marta and Brückner, Tobias},
  title     = {{ATC}-Readback: 12,000 transcribed pilot readbacks with error labels},
  year      = {2025},
  publisher = {Zenodo},
  doi       = {10.5281/zenodo.15012345},
  url       = {https://doi.org/10.5281/zenodo.15012345},
}
`);
    expect(site(bibtexEntry(work, "k")).publisher).toBe("Zenodo");
  });
});

describe("CSL-JSON, from a registration agency without BibTeX", () => {
  const work = workOfCslJson(recorded("doi/10.3280_lla2025-002.csl.json"))!;

  it("becomes a chapter in its book, with the book's editors, pages, publisher and ISBN", () => {
    expect(bibtexEntry(work, "kowalczyk2025teaching")).toBe(`@incollection{kowalczyk2025teaching,
  author    = {Kowalczyk, Marta and Rossi, Giulia},
  editor    = {Bianchi, Paola and De Luca, Marco},
  title     = {Teaching radiotelephony with language models: a classroom study},
  booktitle = {Lingue e linguaggi dell'aviazione},
  pages     = {45--67},
  year      = {2025},
  month     = nov,
  publisher = {FrancoAngeli},
  isbn      = {978-88-351-0000-0},
  doi       = {10.3280/lla2025-002},
  url       = {https://doi.org/10.3280/lla2025-002},
}
`);
    expect(site(bibtexEntry(work, "k"))).toMatchObject({
      kind: "chapter",
      venue: "Lingue e linguaggi dell'aviazione",
      editors: [{ name: "Paola Bianchi" }, { name: "Marco De Luca" }],
    });
  });
});

describe("arXiv's Atom", () => {
  it("becomes a preprint: eprint, archivePrefix and primaryClass, the abstract page, the first version's month", () => {
    const entry = bibtexEntry(arxiv("arxiv/2509.01234.atom.xml", "2509.01234"), "kowalczyk2025whisper");
    expect(entry).toBe(`@misc{kowalczyk2025whisper,
  author        = {Kowalczyk, Marta and van der Berg, Jan and Lindqvist, Sara},
  title         = {Whisper Goes Flying: Fine-Tuning Speech Recognition on $10^4$ Hours of {ATC} Audio},
  year          = {2025},
  month         = sep,
  eprint        = {2509.01234},
  archivePrefix = {arXiv},
  primaryClass  = {cs.CL},
  url           = {https://arxiv.org/abs/2509.01234},
}
`);
    expect(site(entry)).toMatchObject({ kind: "preprint", arxiv: "2509.01234", venue: "arXiv" });
    expect(site(entry).doi).toBeUndefined();
  });

  it("names the published version's DOI once the authors added it, but not arXiv's own DOI", () => {
    expect(arxiv("arxiv/2507.04321.atom.xml", "2507.04321").publishedDoi).toBe("10.5555/jatl.2026.0113");
    const own = recorded("arxiv/2509.01234.atom.xml").replace(
      "<arxiv:comment",
      '<arxiv:doi xmlns:arxiv="http://arxiv.org/schemas/atom">10.48550/arXiv.2509.01234</arxiv:doi>\n    <arxiv:comment',
    );
    expect(workOfArxivFeed(own, "2509.01234")).toEqual({
      work: expect.not.objectContaining({ publishedDoi: expect.anything() }),
    });
  });

  it("without an entry, or with arXiv's error entry, is no paper, and says which", () => {
    const empty = recorded("arxiv/2509.01234.atom.xml").replace(/<entry>[\s\S]*<\/entry>/, "");
    expect(workOfArxivFeed(empty, "2509.99999")).toEqual({ problem: "arXiv has no paper 2509.99999" });
    const error = empty.replace(
      "</feed>",
      `<entry><id>http://arxiv.org/api/errors#incorrect_id_format_for_2509.x</id><title>Error</title>
<summary>incorrect id format for 2509.x</summary></entry></feed>`,
    );
    expect(workOfArxivFeed(error, "2509.x")).toEqual({
      problem: "arXiv answered: incorrect id format for 2509.x",
    });
    for (const answer of ["<html><body>Service Unavailable</body></html>", "<html>", "not XML at all"]) {
      expect(workOfArxivFeed(answer, "2509.x")).toEqual({ problem: "arXiv's answer is not an Atom feed" });
    }
  });

  it.each([
    ["Jan van der Berg", { given: "Jan", particle: "van der", family: "Berg" }],
    ["Martin Luther King Jr.", { given: "Martin Luther", family: "King", suffix: "Jr." }],
    ["Marta Kowalczyk", { given: "Marta", family: "Kowalczyk" }],
    ["Plato", { literal: "Plato" }],
  ])("reads the author %s as BibTeX's parts", (full, name) => {
    expect(nameOfFullName(full)).toEqual(name);
  });
});

describe("ORCID's works", () => {
  it("lists each group once, with its DOI or arXiv id, a preprint's published version, and none for a talk", () => {
    expect(worksOfOrcidRecord(recorded("orcid/0000-0002-1825-0097.works.json"))).toEqual([
      expect.objectContaining({ type: "journal-article", doi: "10.5555/jatl.2026.0113" }),
      {
        title: "Readback Checking with Sparse Attention: ICAO Phraseology at 5% of the Cost",
        type: "preprint",
        arxiv: "2507.04321",
        publishedDoi: "10.5555/jatl.2026.0113",
      },
      expect.objectContaining({ type: "conference-paper", doi: "10.5555/icassp.2026.0042" }),
      expect.objectContaining({ type: "data-set", doi: "10.5281/zenodo.15012345" }),
      expect.objectContaining({ type: "book-chapter", doi: "10.3280/lla2025-002" }),
      expect.objectContaining({ type: "journal-article", doi: "10.1145/3538543" }),
      expect.objectContaining({ type: "preprint", arxiv: "2506.07890" }),
      { title: "Keynote: Language Models on Frequency", type: "lecture-speech" },
    ]);
  });

  it("is no list of works when the answer is not ORCID's", () => {
    expect(worksOfOrcidRecord("<html>")).toBeUndefined();
    expect(worksOfOrcidRecord('{"error-code": 9016}')).toBeUndefined();
  });
});

describe('"and others"', () => {
  const csl = (author: object[]) =>
    workOfCsl({
      id: "x",
      type: "article-journal",
      title: "T",
      author,
      issued: { "date-parts": [[2024]] },
    } as never);

  it("is written where the source's list ends in others or et al., and never made up for a long list", () => {
    expect(bibtexEntry(csl([{ family: "A", given: "B" }, { literal: "et al." }]), "k")).toContain(
      "author = {A, B and others},",
    );
    expect(bibtexEntry(csl([{ family: "A", given: "B" }, { family: "others" }]), "k")).toContain(
      "author = {A, B and others},",
    );
    const many = Array.from({ length: 40 }, (_, index) => ({ family: `F${index}`, given: "G" }));
    const entry = bibtexEntry(csl(many), "k");
    expect(entry).not.toContain("others");
    expect(site(entry).authors).toHaveLength(40);
    expect(site(bibtexEntry(csl([{ family: "A", given: "B" }, { literal: "et al." }]), "k")).etAl).toBe(true);
  });

  it("an organisation as an author is one name in braces", () => {
    const entry = bibtexEntry(csl([{ literal: "ICAO Language Research Group & Partners" }]), "k");
    expect(entry).toContain("author = {{ICAO Language Research Group \\& Partners}},");
    expect(site(entry).authors).toEqual([
      expect.objectContaining({ name: "ICAO Language Research Group & Partners" }),
    ]);
  });
});
