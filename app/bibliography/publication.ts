// What a publication is to the pages: the types the BibTeX reader (bibtex.server.ts) produces, and what the
// pages work out from one. Safe for the browser: it reads no file and imports no parser.
import type { CitationCount } from "./citations";

export type Author = {
  /** As a reader sees it: "Łukasz Nowak", or an organisation's name. */
  name: string;
  /** As Google Scholar and bibliographies want it: "Nowak, Łukasz". */
  citationName: string;
  given?: string;
  family: string;
};

/** What kind of work it is; decides the venue's label and the Google Scholar tags. */
export type VenueKind =
  | "journal"
  | "conference"
  | "workshop"
  | "preprint"
  | "thesis"
  | "report"
  | "book"
  | "chapter"
  | "dataset"
  | "other";

export type Publication = {
  /** The BibTeX citation key; also the paper page's address. */
  key: string;
  kind: VenueKind;
  title: string;
  authors: Author[];
  /** The names in `authors` are the editors of a book that has no author. */
  edited?: true;
  /** A chapter's book's editors. */
  editors?: Author[];
  year: number;
  month?: number;
  day?: number;
  /**
   * Journal, proceedings, the book a chapter is in, repository ("arXiv"); for a thesis the university, for a
   * report the institution, for a book or data set the publisher.
   */
  venue?: string;
  publisher?: string;
  isbn?: string;
  /** A report's number. */
  number?: string;
  /** "MSc thesis", "PhD thesis": what the thesis is. */
  genre?: string;
  volume?: string;
  issue?: string;
  pages?: string;
  doi?: string;
  url?: string;
  arxiv?: string;
  pdf?: string;
  code?: string;
  slides?: string;
  abstract?: string;
  /** Marked with `selected = {true}`: shown on /about and in the CV. */
  selected: boolean;
  /** The entry as BibTeX for readers to cite: the standard fields only, the site's own left out. */
  bibtex: string;
  /** Its OpenAlex citation count, from app/content/citations.json; none without a DOI or a count. */
  citedBy?: CitationCount;
};

/**
 * Whether an author is the site's owner: the same family name and the same first letter of the given name, so
 * "Lovelace, Ada", "Ada Lovelace" and "A. Lovelace" all match "Ada Lovelace".
 */
export function isOwner(author: Author, ownerName: string) {
  const parts = ownerName.trim().split(/\s+/);
  const family = parts.at(-1) ?? "";
  const initial = parts[0]?.[0] ?? "";
  const same = (a: string, b: string) =>
    a.normalize("NFC").localeCompare(b.normalize("NFC"), "en", { sensitivity: "base" }) === 0;
  return author.given !== undefined && same(author.family, family) && same(author.given[0] ?? "", initial);
}
