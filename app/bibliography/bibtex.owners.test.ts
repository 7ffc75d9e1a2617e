// @vitest-environment node
// BibTeX as owners have it (al-folio sites, Google Scholar and Zotero exports), as tables of inputs and the
// outcome each must get: refused with a message naming the entry and the field, or published as readers
// should see it. A new field or markup gets a row.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parseBibliographies, parseBibliography } from "./bibtex.server";
import { ENTRY_TYPES, schemaType } from "./entry-types";
import type { Publication } from "./publication";
import { kindText, namesText, paperLinks, venueText } from "./publication-format";
import { missingOwnFiles, readBibFiles } from "./publications.server";

const AUTHOR = "author = {Kowalczyk, Marta}";
const entry = (fields: string, type = "article", key = "k2025") =>
  `@${type}{${key},\n  ${fields},\n  year = {2025}\n}\n`;
const withTitle = (title: string, more = "") =>
  entry(`${AUTHOR}, title = {${title}}, journal = {J}${more ? `, ${more}` : ""}`);

/** One entry read, with what it warned. */
function read(bib: string) {
  const warnings: string[] = [];
  const [paper] = parseBibliography(bib, "test.bib", (text) => warnings.push(text));
  return { paper: paper!, warnings };
}

describe("a .bib the site cannot publish stops the build, naming the entry and the field", () => {
  it.each([
    [
      "a javascript: PDF",
      withTitle("T", "pdf = {javascript:alert(1)}"),
      /"k2025": field "pdf" uses the javascript: scheme/,
    ],
    [
      "a data: link to code",
      withTitle("T", "code = {data:text/html,hi}"),
      /"k2025": field "code" uses the data: scheme/,
    ],
    [
      "a vbscript: website",
      withTitle("T", "website = {vbscript:x}"),
      /"k2025": field "website" uses the vbscript: scheme/,
    ],
    [
      "a video given without scheme",
      withTitle("T", "video = {youtube.com/x}"),
      /"k2025": field "video" is neither a web address nor a path/,
    ],
    [
      "a PDF outside the papers folder",
      withTitle("T", "pdf = {../../package.json}"),
      /"k2025": field "pdf" leaves the papers folder/,
    ],
    [
      "an arxiv field that is no identifier",
      withTitle("T", "arxiv = {see the paper}"),
      /"k2025": field "arxiv" is not an arXiv identifier/,
    ],
    [
      "an arXiv eprint that is no identifier",
      withTitle("T", "eprint = {soon}, archivePrefix = {arXiv}"),
      /"k2025": field "eprint" is not an arXiv identifier/,
    ],
    [
      "a key with no letter or digit",
      entry(`${AUTHOR}, title = {T}`, "article", "::"),
      /entry "::": the key has no letter or digit/,
    ],
  ])("%s", (_case, bib, message) => {
    expect(() => parseBibliography(bib, "test.bib")).toThrow(message);
  });

  it.each([
    ["a key in two files", ["same2025", "same2025"], /entry "same2025" is in both a\.bib and b\.bib/],
    [
      "two keys that share a slug",
      ["10.1/a", "10-1-a"],
      /entries "10\.1\/a" \(a\.bib\) and "10-1-a" \(b\.bib\) would share/,
    ],
    [
      "two keys that differ only in case",
      ["Quell2025", "quell2025"],
      /entries "Quell2025" \(a\.bib\) and "quell2025" \(b\.bib\)/,
    ],
  ])("%s", (_case, [first, second], message) => {
    const file = (source: string, key: string) => ({
      source,
      text: entry(`${AUTHOR}, title = {T}`, "article", key),
    });
    expect(() => parseBibliographies([file("a.bib", first!), file("b.bib", second!)])).toThrow(message);
  });
});

describe("LaTeX and HTML in a title: plain text for <title>, meta tags and the CV, safe HTML for pages", () => {
  it.each([
    ["\\emph", "When \\emph{Less} Is More", "When Less Is More", "When <i>Less</i> Is More"],
    ["\\textit", "A \\textit{Study}", "A Study", "A <i>Study</i>"],
    ["\\textbf", "A \\textbf{Bold} Claim", "A Bold Claim", "A <b>Bold</b> Claim"],
    [
      "\\textsc",
      "\\textsc{Sparse} Models",
      "Sparse Models",
      'class="[font-variant-caps:small-caps]">Sparse</span>',
    ],
    ["an accent", '{\\"O}ffline Speech', "Öffline Speech", "Öffline Speech"],
    ["a hyphenation point", "Sp\\-eech", "Speech", "Speech"],
    ["babel's \"=", 'Ein"=Ausgabe', "Ein-Ausgabe", "Ein-Ausgabe"],
    ["a tie", "Speech~Recognition", "Speech\u00a0Recognition", "Speech\u00a0Recognition"],
    ["a range", "Pages 1--2", "Pages 1–2", "Pages 1–2"],
    ["an escaped ampersand", "Q \\& A", "Q & A", "Q &#x26; A"],
    ["inline math", "Costs $O(n^2)$", "Costs O(n²)", "<msup><mi>n</mi><mn>2</mn></msup>"],
    ["a Greek letter", "$\\alpha$-Divergences", "α-Divergences", "<mi>α</mi>"],
    ["a fraction and a root", "$\\frac{a}{b}$ and $\\sqrt{n}$", "a/b and √n", "<mfrac>"],
    ["raw HTML italics", "A <i>Robust</i> Model", "A Robust Model", "A <i>Robust</i> Model"],
    ["raw HTML bold and emphasis", "<b>A</b> <em>B</em>", "A B", "<b>A</b> <i>B</i>"],
    [
      "IEEE's inline-formula",
      'A <inline-formula><tex-math notation="LaTeX">$k$</tex-math></inline-formula>-Coverage',
      "A k-Coverage",
      "<mi>k</mi>",
    ],
    ["a script tag", "A </title><script>alert(1)</script> Title", "A alert(1) Title", "A alert(1) Title"],
    ["a lone angle bracket", "When n < 5", "When n < 5", "When n &#x3C; 5"],
  ])("%s", (_case, title, text, html) => {
    const { paper } = read(withTitle(title));
    expect(paper.title).toBe(text);
    expect(paper.titleHtml).toContain(html);
    expect(paper.title).not.toMatch(/\\[a-z]|<\/?[a-z]|\$/i);
    expect(paper.titleHtml).not.toMatch(/<(script|inline-formula|tex-math|title)/i);
  });

  it.each([
    ["TeX that KaTeX cannot read", "Costs $x^$", /field "title": TeX that KaTeX cannot read/],
    ["a LaTeX command it cannot convert", "A \\foo{Bar}", /field "title": LaTeX the site cannot convert/],
    [
      "an HTML tag it does not show",
      "A <font>B</font>",
      /field "title": tags the site does not show.*<font>/,
    ],
  ])("%s is published as written, with a warning naming the entry and the field", (_case, title, warning) => {
    const { warnings } = read(withTitle(title));
    expect(warnings).toEqual([expect.stringMatching(/^test\.bib: entry "k2025": /)]);
    expect(warnings[0]).toMatch(warning);
  });

  it("converts a venue the same way, as plain text", () => {
    const { paper } = read(
      entry(
        `${AUTHOR}, title = {T}, booktitle = {Proc. of \\textsc{ICASSP} {\\"U}ber--Workshop}`,
        "inproceedings",
      ),
    );
    expect(paper.venue).toBe("Proc. of ICASSP Über–Workshop");
  });
});

describe("an abstract's math", () => {
  const { paper } = read(
    withTitle(
      "T",
      "abstract = {We show \\emph{this}: \\begin{equation*}\\frac{a}{b}\\end{equation*} and $x_i$ hold.}",
    ),
  );

  it("renders a LaTeX environment as display math in a box that scrolls, never as \\fracab", () => {
    expect(paper.abstractHtml).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML" display="block">');
    expect(paper.abstractHtml).toContain('class="block max-w-full overflow-x-auto py-2"');
    expect(paper.abstractHtml).toContain("<i>this</i>");
    expect(paper.abstract).toBe("We show this: a/b and xᵢ hold.");
    expect(paper.abstract).not.toMatch(/fracab|\\/);
  });
});

describe('Google Scholar\'s "and others"', () => {
  const { paper } = read(
    entry("author = {Kowalczyk, Marta and Lindqvist, Sara and others}, title = {T}, journal = {J}"),
  );

  it("is never an author, and is shown as et al.; the BibTeX keeps it as written", () => {
    expect(paper.authors.map((author) => author.name)).toEqual(["Marta Kowalczyk", "Sara Lindqvist"]);
    expect(paper.etAl).toBe(true);
    expect(namesText(paper.authors, paper.etAl)).toBe("Marta Kowalczyk, Sara Lindqvist, et al.");
    expect(paper.bibtex).toContain("author = {Kowalczyk, Marta and Lindqvist, Sara and others}");
  });
});

describe("an author list with a name left out between two ands", () => {
  it("is published, with a warning naming the entry and the field", () => {
    const { warnings } = read(
      entry("author = {Kowalczyk, Marta and and Lindqvist, Sara}, title = {T}, journal = {J}"),
    );
    expect(warnings).toEqual([
      'test.bib: entry "k2025": field "author" has "and and": a name between them is missing, so a name may read wrong',
    ]);
  });
});

describe("entry types: each a label and a schema.org type", () => {
  it.each([
    [
      "an @article in Google Scholar's arXiv",
      entry(`${AUTHOR}, title = {T}, journal = {arXiv preprint arXiv:2101.00001}`),
      "Preprint",
      "ScholarlyArticle",
      "arXiv:2101.00001",
    ],
    [
      "a @misc with an arXiv eprint",
      entry(`${AUTHOR}, title = {T}, eprint = {2101.00001}, archivePrefix = {arXiv}`, "misc"),
      "Preprint",
      "ScholarlyArticle",
      "arXiv:2101.00001",
    ],
    [
      "a @misc whose note says arXiv",
      entry(`${AUTHOR}, title = {T}, note = {arXiv:2101.00001}`, "misc"),
      "Preprint",
      "ScholarlyArticle",
      "arXiv:2101.00001",
    ],
    [
      "DBLP's CoRR",
      entry(`${AUTHOR}, title = {T}, journal = {CoRR}, volume = {abs/2101.00001}`),
      "Preprint",
      "ScholarlyArticle",
      "arXiv:2101.00001",
    ],
    [
      "an al-folio @misc with an arxiv field",
      entry(`${AUTHOR}, title = {T}, arxiv = {2101.00001}`, "misc"),
      "Preprint",
      "ScholarlyArticle",
      "arXiv:2101.00001",
    ],
    [
      "an @article in a journal",
      entry(`${AUTHOR}, title = {T}, journal = {Speech Communication}, arxiv = {2101.00001}`),
      "Journal article",
      "ScholarlyArticle",
      "Speech Communication",
    ],
    [
      "a @review",
      entry(`${AUTHOR}, title = {T}, journaltitle = {Language}`, "review"),
      "Review",
      "Review",
      "Language",
    ],
    [
      "a @periodical",
      entry(`editor = {Kowalczyk, Marta}, title = {T}, journaltitle = {Speech}`, "periodical"),
      "Journal issue",
      "PublicationIssue",
      "Speech",
    ],
    ["a @software", entry(`${AUTHOR}, title = {T}`, "software"), "Software", "SoftwareSourceCode", ""],
    ["an @online page", entry(`${AUTHOR}, title = {T}`, "online"), "Web page", "WebPage", ""],
    [
      "a workshop paper",
      entry(`${AUTHOR}, title = {T}, booktitle = {Workshop on X}`, "inproceedings"),
      "Workshop paper",
      "ScholarlyArticle",
      "Workshop on X",
    ],
    [
      "a @misc that says nothing more",
      entry(`${AUTHOR}, title = {T}`, "misc"),
      "Publication",
      "CreativeWork",
      "",
    ],
    [
      "a type no one knows",
      entry(`${AUTHOR}, title = {T}`, "strangething"),
      "Publication",
      "CreativeWork",
      "",
    ],
  ])("%s", (_case, bib, label, schema, venue) => {
    const { paper } = read(bib);
    expect(kindText(paper)).toBe(label);
    expect(schemaType(paper)).toBe(schema);
    expect(venueText(paper)).toBe(venue);
  });

  it("warns of a type no one knows, as a misspelt one is, naming the entry", () => {
    expect(read(entry(`${AUTHOR}, title = {T}, journal = {J}`, "artcle")).warnings).toEqual([
      'test.bib: entry "k2025": @artcle is no BibTeX or BibLaTeX entry type, so the paper is listed as a publication of no kind: check its spelling (@article, @inproceedings…)',
    ]);
    expect(read(entry(`${AUTHOR}, title = {T}`, "misc")).warnings).toEqual([]);
    // A name the table's object has from JavaScript itself is no entry type either.
    expect(read(entry(`${AUTHOR}, title = {T}, journal = {J}`, "constructor")).warnings).toEqual([
      expect.stringContaining("@constructor is no BibTeX or BibLaTeX entry type"),
    ]);
  });

  it("labels every type the table knows by more than the generic 'Publication'", () => {
    const generic = Object.entries(ENTRY_TYPES).filter(([, type]) => type.label === "Publication");
    expect(generic).toEqual([]);
  });
});

describe("al-folio's fields", () => {
  const { paper } = read(
    withTitle(
      "T",
      [
        "arxiv = {2401.01234}, html = {https://ieeexplore.ieee.org/document/1}, code = {https://github.com/x/y}",
        "website = {https://x.github.io/}, poster = {poster.pdf}, blog = {https://x.github.io/blog/}",
        "video = {https://www.youtube-nocookie.com/embed/a}, supp = {supp.pdf}, slides = {/slides/s.pdf}",
        "pdf = {paper.pdf}, doi = {https://doi.org/10.1/x}, abbr = {ICASSP}, award = {**Best** paper}",
        "award_name = {Award}, bibtex_show = {true}, preview = {p.png}, selected = {true}, equal_first = {1}",
        "google_scholar_id = {q}, altmetric = {1}, dimensions = {true}, additional_info = {Oral}",
        "annotation = {* equal}, inspirehep_id = {1}",
      ].join(", "),
    ),
  );

  it("become links, in a fixed order, relative files under /papers/", () => {
    expect(paperLinks(paper)).toEqual([
      { label: "PDF", href: "/papers/paper.pdf" },
      { label: "DOI", href: "https://doi.org/10.1/x" },
      { label: "arXiv", href: "https://arxiv.org/abs/2401.01234" },
      { label: "HTML", href: "https://ieeexplore.ieee.org/document/1" },
      { label: "Code", href: "https://github.com/x/y" },
      { label: "Slides", href: "/slides/s.pdf" },
      { label: "Poster", href: "/papers/poster.pdf" },
      { label: "Video", href: "https://www.youtube-nocookie.com/embed/a" },
      { label: "Blog", href: "https://x.github.io/blog/" },
      { label: "Website", href: "https://x.github.io/" },
      { label: "Supplement", href: "/papers/supp.pdf" },
    ]);
  });

  it("keep the venue's abbreviation and the award, its Markdown marks dropped", () => {
    expect(paper).toMatchObject({ abbr: "ICASSP", award: "Best paper", selected: true });
  });

  it("read LaTeX in the award and the abbreviation as in any other text", () => {
    const { paper: german, warnings } = read(
      withTitle("T", 'award = {F{\\"o}rderpreis}, abbr = {\\textsc{Acl}}'),
    );
    expect(german).toMatchObject({ award: "Förderpreis", abbr: "Acl" });
    expect(warnings).toEqual([]);
  });

  it("are left out where their text converts to nothing", () => {
    const { paper: empty } = read(withTitle("T", "abbr = {{}}"));
    expect(empty).toHaveProperty("abbr", undefined);
  });

  it("never appear in the BibTeX a visitor copies", () => {
    const fields = [...paper.bibtex.matchAll(/^\s+(\w+) = /gm)].map((match) => match[1]);
    expect(fields).toEqual(["author", "title", "journal", "doi", "year"]);
  });
});

describe("an owner's folder of .bib files", () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), "bib-folder-"));
    writeFileSync(
      join(folder, "papers.bib"),
      entry(`${AUTHOR}, title = {A}, pdf = {a.pdf}`, "article", "a2025"),
    );
    writeFileSync(join(folder, "preprints.bib"), entry(`${AUTHOR}, title = {B}`, "misc", "b2025"));
    writeFileSync(join(folder, "notes.txt"), "not BibTeX");
    mkdirSync(join(folder, "public", "papers"), { recursive: true });
    // Hugo Blox's publication folders, copied whole: one with its cite.bib, one whose index.md gives a DOI.
    mkdirSync(join(folder, "hugo-bib"));
    writeFileSync(join(folder, "hugo-bib", "cite.bib"), entry(`${AUTHOR}, title = {C}`, "misc", "c2025"));
    mkdirSync(join(folder, "hugo-none"));
    writeFileSync(join(folder, "hugo-none", "index.md"), '---\ntitle: "E"\ndoi: ""\n---\n');
    mkdirSync(join(folder, "hugo-doi"));
    writeFileSync(
      join(folder, "hugo-doi", "index.md"),
      '+++\ntitle = "D"\ndoi = "10.1000/xyz-123"\n+++\n\nAbstract.\ndoi: 10.9999/not-this\n',
    );
  });
  afterAll(() => rmSync(folder, { recursive: true }));

  it("is read whole, every .bib file in it and nothing else, which is named", () => {
    const warnings: string[] = [];
    const files = readBibFiles(folder, (text) => warnings.push(text));
    expect(warnings).toEqual([
      `${join(folder, "hugo-bib")}/: a folder, so not read: only the .bib files directly in ${folder} are (a Hugo publication's folder: move its cite.bib to ${folder}/hugo-bib.bib)`,
      `${join(folder, "hugo-doi")}/: a folder, so not read: only the .bib files directly in ${folder} are (a Hugo publication's folder without a cite.bib: add the paper by the DOI its index.md gives, npm run add-paper -- 10.1000/xyz-123)`,
      `${join(folder, "hugo-none")}/: a folder, so not read: only the .bib files directly in ${folder} are (a Hugo publication's folder without a cite.bib or a DOI: add the paper by its arXiv id (npm run add-paper -- <arXiv id>), or write its BibTeX entry into a .bib file in ${folder})`,
      `${join(folder, "notes.txt")}: not read: only the .bib files in ${folder} are`,
      `${join(folder, "public")}/: a folder, so not read: only the .bib files directly in ${folder} are (a Hugo publication's folder: its cite.bib goes there as public.bib; one without can be added by its DOI, npm run add-paper -- <DOI>)`,
    ]);
    expect(files.map((file) => file.source)).toEqual([
      join(folder, "papers.bib"),
      join(folder, "preprints.bib"),
    ]);
    expect(parseBibliographies(files).map((paper: Publication) => paper.key)).toEqual(["a2025", "b2025"]);
  });

  it("stops the build, naming the entry and the field, when a relative PDF is not in public/papers/", () => {
    const papers = parseBibliographies(readBibFiles(folder));
    expect(missingOwnFiles(papers, undefined, join(folder, "public"))).toEqual([
      expect.stringMatching(/^entry "a2025": field "pdf" names \/papers\/a\.pdf, which is not in /),
    ]);
    writeFileSync(join(folder, "public", "papers", "a.pdf"), "%PDF-1.4\n");
    expect(missingOwnFiles(papers, undefined, join(folder, "public"))).toEqual([]);
  });

  it("reads no papers from a folder that holds no .bib file, or an owner's content with no such folder", async () => {
    expect(readBibFiles(join(folder, "public"))).toEqual([]);
    vi.stubEnv("CONTENT_DIR", join(folder, "public"));
    vi.resetModules();
    const { readBibFiles: ownersFiles } = await import("./publications.server");
    expect(ownersFiles()).toEqual([]);
    vi.unstubAllEnvs();
    expect(() => readBibFiles(join(folder, "nowhere.bib"))).toThrow(
      /nowhere\.bib: there is no such folder or file of BibTeX/,
    );
  });
});
