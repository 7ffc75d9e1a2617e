// The .bib files the build used (PUBLICATIONS_BIB, else the test owner's publications/ folder) as the tests
// read them: parsed here with Citation.js directly, not through the app's reader, so a mistake in the app's
// choices (which field says what) shows up as a difference. What is not a choice is the app's own: the files
// it reads, Citation.js as it configures it, and the conversion of LaTeX and math into text
// (app/bibliography/latex.server.ts, tested on its own), so that titles compare as readers see them.
import type { CSL, CSLName } from "@citation-js/core";
import { composeAccents, plugins } from "../app/bibliography/bibtex.server";
import { type MathPiece, plainText, takeOutMath } from "../app/bibliography/latex.server";
import { PUBLICATIONS_BIB, readBibFiles } from "../app/bibliography/publications.server";
import { pageHref, publicationPath } from "../app/pages";

/** Text as the tests compare it: typography made plain (app/testing/comparable-text.ts). */
export { comparable } from "../app/testing/comparable-text";

export type BibPaper = {
  key: string;
  /** The BibTeX entry type, lower case: "article", "incollection". */
  type: string;
  /** The entry's fields as the file has them (LaTeX kept), names lower case. */
  fields: Record<string, string>;
  csl: CSL;
  /** The title as plain text: LaTeX and tags converted, math as Unicode. */
  title: string;
  year: number;
  /** Who the entry is cited by, "Family, Given", in the file's order: its authors, or an edited book's editors. */
  authors: string[];
  /** The same people as a reader sees them: "Given Family". */
  names: string[];
  selected: boolean;
};

function nameOf(name: CSLName) {
  const family = composeAccents(
    [name["non-dropping-particle"], name.family ?? name.literal].filter(Boolean).join(" "),
  );
  return name.given
    ? { cited: `${family}, ${composeAccents(name.given)}`, shown: `${composeAccents(name.given)} ${family}` }
    : { cited: family, shown: family };
}

/** BibTeX's "and others", which is no one. */
const isOthers = (name: CSLName) => !name.given && /^others$/i.test(name.literal ?? name.family ?? "");

/** Every entry of a .bib file (or of every .bib file in a folder), in the files' order. */
export function readBib(path: string): BibPaper[] {
  return readBibFiles(path).flatMap(({ text }) => readBibText(text));
}

function readBibText(text: string): BibPaper[] {
  const entries = plugins.input.chain(text, {
    target: "@biblatex/entries+list",
    generateGraph: false,
  }) as { type: string; label: string; properties: Record<string, string | number> }[];
  const maths: MathPiece[][] = entries.map(() => []);
  const titled = entries.map((entry, index) => ({
    ...entry,
    properties: { ...entry.properties, title: takeOutMath(String(entry.properties.title), maths[index]!) },
  }));
  const records = plugins.input.chain(titled, { generateGraph: false }) as CSL[];
  return entries.map((entry, index) => {
    const csl = records[index]!;
    const people = (csl.author?.length ? csl.author : (csl.editor ?? []))
      .filter((name) => !isOthers(name))
      .map(nameOf);
    const fields = Object.fromEntries(
      Object.entries(entry.properties).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    return {
      key: entry.label,
      type: entry.type.toLowerCase(),
      fields,
      csl,
      title: plainText(composeAccents(csl.title!), maths[index]),
      year: Number(csl.issued!["date-parts"]![0][0]),
      authors: people.map((person) => person.cited),
      names: people.map((person) => person.shown),
      selected: fields.selected?.trim().toLowerCase() === "true",
    };
  });
}

export const BIB_PAPERS = readBib(PUBLICATIONS_BIB);

/** A paper page's address as the site links it. */
export const paperPath = (key: string) => pageHref(publicationPath(key));

/** Where a link field leads: a web address or site path as written, a bare file name in /papers/ (al-folio's). */
export function linkHref(value: string | undefined) {
  if (!value) return undefined;
  return /^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith("/") ? value : `/papers/${value}`;
}

const PREPRINT_SERVER = /\b(arxiv|biorxiv|medrxiv|chemrxiv|psyarxiv|socarxiv|ssrn|corr)\b/i;

/**
 * The entry's arXiv identifier: an arXiv eprint, al-folio's `arxiv` field (an id or an abstract page's
 * address), or the one Google Scholar and DBLP write into the journal, note or volume.
 */
export function arxivIdOf({ fields }: BibPaper) {
  if (/arxiv/i.test(fields.archiveprefix ?? fields.eprinttype ?? "") && fields.eprint) return fields.eprint;
  if (fields.arxiv) return fields.arxiv.replace(/^(https?:\/\/)?(www\.)?arxiv\.org\/(abs|pdf)\//i, "");
  for (const value of [fields.journal, fields.journaltitle, fields.note, fields.volume]) {
    const id = value?.match(/(?:arxiv:|abs\/)\s*(\d{4}\.\d{4,5}(v\d+)?)/i)?.[1];
    if (id) return id;
  }
  return undefined;
}

/** Whether the site must show the entry as a preprint: a preprint server says so, or the type. */
export function isPreprint(paper: BibPaper) {
  const { type, fields } = paper;
  const says = fields.journal ?? fields.journaltitle ?? fields.note;
  const general = type === "misc" || type === "article";
  if (general && says && PREPRINT_SERVER.test(says)) return true;
  if (type === "misc" && (/arxiv/i.test(fields.archiveprefix ?? "") || fields.arxiv)) return true;
  return type === "unpublished" || (type === "online" && !!fields.eprint);
}
