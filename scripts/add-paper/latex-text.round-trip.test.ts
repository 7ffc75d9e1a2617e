// @vitest-environment node
// What add-paper writes into a title or a venue is read back by the site's own reader (parseBibliography) as
// the source meant it: LaTeX's special characters escaped, entities decoded, a CSL title's markup kept as
// LaTeX, a TeX title's math kept as math, and words with inner capitals braced against lowercasing styles.
import { describe, expect, it } from "vitest";
import { parseBibliography } from "../../app/bibliography/bibtex.server";
import { latexText, latexTitle } from "./latex-text";

/** The site's reading of an entry with this title and journal. */
function readBack(title: string, journal = "J") {
  const bibtex = `@article{k2026, author = {A, B}, title = {${title}}, journal = {${journal}}, year = {2026}}`;
  const [paper] = parseBibliography(bibtex, "test.bib", () => {});
  return paper!;
}

describe("a CSL title (Crossref's, DataCite's)", () => {
  it("reads back as its text, its italics kept, its entities and % and & safe", () => {
    const source =
      "Readback checking with <i>sparse</i> attention: ICAO phraseology at 5% of the cost &amp; latency";
    const written = latexTitle({ text: source, tex: false });
    expect(written).toBe(
      "Readback checking with \\textit{sparse} attention: {ICAO} phraseology at 5\\% of the cost \\& latency",
    );
    const paper = readBack(written);
    expect(paper.title).toBe(
      "Readback checking with sparse attention: ICAO phraseology at 5% of the cost & latency",
    );
    expect(paper.titleHtml).toContain("<i>sparse</i>");
  });

  it("keeps every character LaTeX gives a meaning to as that character", () => {
    const source = "Costs of #1 {set} under_score ~tilde x^2 back\\slash $5 50% A&B";
    const paper = readBack(latexTitle({ text: source, tex: false }));
    expect(paper.title).toBe(source);
  });

  it("writes sub- and superscripts, bold and small caps as LaTeX, and drops MathML and JATS tags, keeping their text", () => {
    const source =
      'CO<sub>2</sub> at 10<sup>3</sup> ppm: <b>bold</b> <span style="font-variant:small-caps;">Caps</span> and <mml:math><mml:mi>n</mml:mi></mml:math>-heptane <jats:italic>x</jats:italic>';
    const written = latexTitle({ text: source, tex: false });
    expect(written).toBe(
      "{CO}\\textsubscript{2} at 10\\textsuperscript{3} ppm: \\textbf{bold} \\textsc{Caps} and n-heptane x",
    );
    const paper = readBack(written);
    expect(paper.title).toBe("CO2 at 103 ppm: bold Caps and n-heptane x");
    expect(paper.titleHtml).toContain("CO<sub>2</sub>");
    expect(paper.titleHtml).toContain("10<sup>3</sup>");
    expect(paper.titleHtml).toContain("<b>bold</b>");
  });

  it("braces words with a capital after their first letter, and no others", () => {
    expect(
      latexTitle({ text: "BERT on an iPhone for McDonald and Readback in ATC-like speech", tex: false }),
    ).toBe("{BERT} on an {iPhone} for {McDonald} and Readback in {ATC}-like speech");
  });
});

describe("a TeX title (arXiv's)", () => {
  it("keeps its math and commands, escapes a bare % & # _, and reads back with the math as math", () => {
    const source = "Whisper Goes Flying: Fine-Tuning on $10^4$ Hours of\n  ATC Audio at 5% \\& more_x";
    const written = latexTitle({ text: source, tex: true });
    expect(written).toBe(
      "Whisper Goes Flying: Fine-Tuning on $10^4$ Hours of {ATC} Audio at 5\\% \\& more\\_x",
    );
    const paper = readBack(written);
    expect(paper.title).toBe("Whisper Goes Flying: Fine-Tuning on 10⁴ Hours of ATC Audio at 5% & more_x");
    expect(paper.titleHtml).toContain("<math");
  });
});

describe("latexText (venues, publishers, names)", () => {
  it("decodes entities, drops tags, escapes specials and makes one line", () => {
    expect(latexText("Journal of Aviation Training &amp; Language")).toBe(
      "Journal of Aviation Training \\& Language",
    );
    expect(readBack("T", latexText("Research &amp; Development_Reports 100%")).venue).toBe(
      "Research & Development_Reports 100%",
    );
    expect(latexText(" <i>Proc.</i>\n  of  X ")).toBe("Proc. of X");
  });

  it("decodes named and numeric character references, and leaves an unknown one", () => {
    expect(latexText("&lt;&gt;&quot;&#233;&#x1F600;&eacute;&unknown;")).toBe('<>"é😀é\\&unknown;');
  });
});
