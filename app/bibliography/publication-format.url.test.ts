// @vitest-environment node
// A .bib entry's `url` (Zotero writes one) is the paper's last link, "Link", unless the DOI, the
// arXiv id or another field already leads there; an address the site would not link is told and left out.
import { describe, expect, it } from "vitest";
import { parseBibliography } from "./bibtex.server";
import { paperLinks } from "./publication-format";

/** The links of one entry with these extra fields, and what the build was told on the way. */
function linksOf(fields: string) {
  const warnings: string[] = [];
  const [paper] = parseBibliography(
    `@article{k, author = {Ada Lovelace}, title = {On Engines}, journal = {J}, year = {2024}, ${fields}}`,
    "refs.bib",
    (text) => warnings.push(text),
  );
  return { links: paperLinks(paper!), warnings };
}

describe("a .bib entry's url", () => {
  it("is the last link", () => {
    expect(
      linksOf("url = {https://example.org/papers/on-engines}, code = {https://example.org/code}"),
    ).toEqual({
      links: [
        { label: "Code", href: "https://example.org/code" },
        { label: "Link", href: "https://example.org/papers/on-engines" },
      ],
      warnings: [],
    });
  });

  it("is left out where the DOI, the arXiv id or another link already leads", () => {
    for (const fields of [
      "doi = {10.1000/XYZ}, url = {https://doi.org/10.1000/xyz}",
      "eprint = {2501.00001}, archiveprefix = {arXiv}, url = {http://arxiv.org/abs/2501.00001v2}",
      "doi = {10.1000/a(b)}, url = {https://dx.doi.org/10.1000/a%28b%29}",
      "pdf = {https://example.org/a.pdf}, url = {https://example.org/a.pdf}",
    ])
      expect(linksOf(fields).links.map((link) => link.label)).not.toContain("Link");
  });

  it("is shown where it only contains the DOI or the arXiv id: another page, another work", async () => {
    for (const fields of [
      "doi = {10.1145/1}, url = {https://doi.org/10.1145/12345}",
      "doi = {10.1145/1}, url = {https://dl.acm.org/doi/10.1145/1}",
      "eprint = {2501.00001}, archiveprefix = {arXiv}, url = {https://example.org/2501.00001}",
    ])
      expect(linksOf(fields).links.map((link) => link.label)).toContain("Link");
  });

  it("that the site would not link is told, naming the file, the entry and the field, and left out", () => {
    for (const url of ["www.example.org/a", "javascript:alert(1)"]) {
      const { links, warnings } = linksOf(`url = {${url}}`);
      expect(links).toEqual([]);
      expect(warnings).toEqual([
        expect.stringMatching(
          /^refs\.bib: entry "k": field "url" .+, so the paper's page does not link it: /,
        ),
      ]);
    }
  });
});
