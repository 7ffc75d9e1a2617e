// A work as `npm run add-paper` has it between the source's answer (doi.org's BibTeX or CSL-JSON, arXiv's
// Atom) and the entry it writes: the source's facts, not yet BibTeX. CSL records become one through
// workOfCsl, whichever format Citation.js read them from.
import type { CSL, CSLName } from "@citation-js/core";

/** A person as BibTeX names one ("von Last, Jr, First"), or an organisation, written as one block. */
export type Name =
  { family: string; given?: string; particle?: string; suffix?: string } | { literal: string };

export type Work = {
  /** The BibTeX entry type, lower case: article, inproceedings, misc… */
  type: string;
  authors: Name[];
  editors: Name[];
  /** The source's own list ends in "others" or "et al.": the entry keeps "and others", and only then. */
  truncated: boolean;
  /** CSL's rich text (HTML tags, entities), or TeX as arXiv's authors write it (`tex`). */
  title: { text: string; tex: boolean };
  year?: number;
  month?: number;
  /** The journal, or the proceedings or book a paper or chapter is in. */
  container?: string;
  /** The publisher, or a thesis's university or a report's institution. */
  publisher?: string;
  volume?: string;
  number?: string;
  pages?: string;
  isbn?: string;
  doi?: string;
  /** A preprint's arXiv id, without its version, and its primary category. */
  arxiv?: string;
  primaryClass?: string;
  /** A preprint's published version, as arXiv's record or ORCID's names it. */
  publishedDoi?: string;
};

/** CSL's "and others": a name that is no one. */
const isOthers = (name: CSLName & { name?: string }) =>
  !name.given && /^(others|et al\.?)$/i.test((name.literal ?? name.family ?? name.name ?? "").trim());

function nameOf(name: CSLName & { name?: string }): Name | undefined {
  const literal = name.literal ?? name.name;
  if (literal || !name.given) {
    const whole = (literal ?? name.family ?? "").trim();
    return whole ? { literal: whole } : undefined;
  }
  const particle = [name["dropping-particle"], name["non-dropping-particle"]].filter(Boolean).join(" ");
  return {
    family: (name.family ?? "").trim(),
    given: name.given.trim(),
    ...(particle ? { particle } : {}),
    ...(name.suffix ? { suffix: name.suffix } : {}),
  };
}

function namesOf(names: CSLName[] | undefined) {
  return (names ?? []).flatMap((name) => (isOthers(name) ? [] : [nameOf(name) ?? []].flat()));
}

/** BibTeX's entry type for a CSL type (Crossref's own names included), when the source gave no BibTeX. */
const ENTRY_TYPE: Record<string, string> = {
  "article-journal": "article",
  "journal-article": "article",
  "paper-conference": "inproceedings",
  "proceedings-article": "inproceedings",
  chapter: "incollection",
  "book-chapter": "incollection",
  book: "book",
  monograph: "book",
  "edited-book": "book",
  thesis: "phdthesis",
  dissertation: "phdthesis",
  report: "techreport",
};

const text = (value: unknown) => {
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = typeof first === "string" || typeof first === "number" ? String(first).trim() : "";
  return trimmed === "" ? undefined : trimmed;
};

/**
 * The work a CSL record describes. `bibtexType` is the source's own entry type when it answered BibTeX; an
 * @article without a journal (Crossref's posted content) is a @misc, as BibTeX has no journal to name.
 */
export function workOfCsl(csl: CSL, bibtexType?: string): Work {
  const container = text(csl["container-title"]);
  const chosen = bibtexType?.toLowerCase() ?? ENTRY_TYPE[csl.type] ?? "misc";
  const [year, month] = (csl.issued?.["date-parts"]?.[0] ?? []).map(Number);
  const doi = text(csl.DOI)?.toLowerCase();
  return {
    type: chosen === "article" && !container ? "misc" : chosen,
    authors: namesOf(csl.author),
    editors: namesOf(csl.editor),
    truncated: [...(csl.author ?? []), ...(csl.editor ?? [])].some(isOthers),
    title: { text: text(csl.title) ?? "", tex: false },
    ...(year ? { year } : {}),
    ...(month && month >= 1 && month <= 12 ? { month } : {}),
    container,
    publisher: text(csl.publisher),
    volume: text(csl.volume),
    number: text(csl.issue) ?? text(csl.number),
    pages: text(csl.page),
    isbn: text(csl.ISBN),
    ...(doi ? { doi } : {}),
  };
}
