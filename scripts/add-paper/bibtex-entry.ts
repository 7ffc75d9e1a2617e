// A work as the BibTeX entry `npm run add-paper` writes: the entry type the source gave, the fields the site
// reads (and nothing the source adds for itself: ISSN, keywords, copyright, its own key), every value escaped
// for LaTeX, the DOI and its address, or a preprint's eprint, archivePrefix and primaryClass and its arXiv
// page, "and others" only where the source's list ends so, aligned as the owners' own files are.
import { MONTHS } from "../../app/bibliography/bibtex.server";
import { latexText, latexTitle } from "./latex-text";
import type { Name, Work } from "./work";

/** Where the entry type puts the container and the publisher. */
const CONTAINER_FIELD: Record<string, string> = {
  article: "journal",
  inproceedings: "booktitle",
  incollection: "booktitle",
  inbook: "booktitle",
};
const PUBLISHER_FIELD: Record<string, string> = {
  phdthesis: "school",
  mastersthesis: "school",
  techreport: "institution",
};

/** A name as BibTeX reads it: "von Last, Jr, First", or an organisation in braces, as one block. */
function nameText(name: Name) {
  if ("literal" in name) return `{${latexText(name.literal)}}`;
  const last = latexText([name.particle, name.family].filter(Boolean).join(" "));
  return [last, name.suffix && latexText(name.suffix), name.given && latexText(name.given)]
    .filter(Boolean)
    .join(", ");
}

function namesText(names: Name[], truncated: boolean) {
  return [...names.map(nameText), ...(truncated ? ["others"] : [])].join(" and ");
}

/** Pages as BibTeX writes a range: 113--139. */
const pagesText = (pages: string) => latexText(pages.replace(/\s*[-‐‑–—]+\s*/g, "--"));

/** The entry, with `key`; its fields in the order the owners' own files have them. */
export function bibtexEntry(work: Work, key: string) {
  const container = CONTAINER_FIELD[work.type] ?? (work.container ? "howpublished" : undefined);
  const preprint = work.arxiv !== undefined && work.doi === undefined;
  const fields: [string, string | undefined][] = [
    ["author", work.authors.length > 0 ? namesText(work.authors, work.truncated) : undefined],
    [
      "editor",
      work.editors.length > 0
        ? namesText(work.editors, work.authors.length === 0 && work.truncated)
        : undefined,
    ],
    ["title", latexTitle(work.title)],
    [container ?? "", work.container && latexText(work.container)],
    ["volume", work.volume && latexText(work.volume)],
    ["number", work.number && latexText(work.number)],
    ["pages", work.pages && pagesText(work.pages)],
    ["year", work.year ? String(work.year) : undefined],
    ["month", work.month ? MONTHS[work.month - 1] : undefined],
    [PUBLISHER_FIELD[work.type] ?? "publisher", work.publisher && latexText(work.publisher)],
    ["isbn", work.isbn && latexText(work.isbn)],
    ["doi", work.doi],
    ["eprint", preprint ? work.arxiv : undefined],
    ["archivePrefix", preprint ? "arXiv" : undefined],
    ["primaryClass", preprint ? work.primaryClass : undefined],
    ["url", work.doi ? `https://doi.org/${work.doi}` : work.arxiv && `https://arxiv.org/abs/${work.arxiv}`],
  ];
  const present = fields.filter((field): field is [string, string] => field[0] !== "" && !!field[1]);
  const width = Math.max(...present.map(([name]) => name.length));
  const lines = present.map(
    ([name, value]) => `  ${name.padEnd(width)} = ${name === "month" ? value : `{${value}}`},`,
  );
  return `@${work.type}{${key},\n${lines.join("\n")}\n}\n`;
}
