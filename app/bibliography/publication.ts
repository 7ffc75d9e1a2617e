// What a publication is to the pages: the types the BibTeX reader (bibtex.server.ts) produces, and what the
// pages work out from one. Safe for the browser: it reads no file and imports no parser.
import type { LinkField } from "./bibtex.server";
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
  /** The BibTeX citation key, as readers cite it; the page's address is its slug (`paperSlug`). */
  key: string;
  kind: VenueKind;
  /** The entry type as written, lower case, aliases kept: "article", "phdthesis", "review". */
  entryType: string;
  /** The title as plain text (LaTeX and tags converted, math as Unicode): `<title>`, meta tags, the CV. */
  title: string;
  /** The same title as safe HTML for the pages: only i, b, sup, sub, a small-caps span and MathML. */
  titleHtml: string;
  authors: Author[];
  /** The author list ends in BibTeX's "and others": shown as "et al.", never as an author. */
  etAl?: true;
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
  /** al-folio's short venue label: "ICML 2024". */
  abbr?: string;
  /** An award the paper won (al-folio's `award`, else its `award_name`). */
  award?: string;
  /** The language its title and abstract are in, as a BCP 47 code (`langid` or `language`), where given. */
  language?: string;
  /** Plain text, as `title` is. */
  abstract?: string;
  /** The abstract as safe HTML, its math as MathML (display math in a box of its own). */
  abstractHtml?: string;
  /** Marked with `selected = {true}`: shown on /about and in the CV. */
  selected: boolean;
  /** The entry as BibTeX for readers to cite: the standard fields only, the site's own left out. */
  bibtex: string;
  /** Its OpenAlex citation count, from app/content/citations.json; none without a DOI or a count. */
  citedBy?: CitationCount;
  // And al-folio's links: a PDF, `html` (the publisher's page), code, slides, a poster, a project website, a
  // blog post, a video, `supp` (supplementary material).
} & Partial<Record<LinkField, string>>;

/**
 * The `lang` of a paper's own text (title, abstract) on a page in `page`'s language, where the .bib names
 * another: an en-GB paper on an English page is not marked.
 */
export function paperLanguageOn(paper: Pick<Publication, "language">, page: string) {
  return paper.language && new Intl.Locale(paper.language).language !== page ? paper.language : undefined;
}

/** Characters a citation key may keep in an address; any other run of characters becomes one "-". */
const UNSAFE_IN_ADDRESS = /[^A-Za-z0-9_-]+/g;

/**
 * The paper page's folder for a citation key: the key itself when it is safe in an address, else the key with
 * every run of other characters made one "-" (`10.1145/3538543` -> `10-1145-3538543`). The reader refuses two
 * keys that share a slug, so the slug names one paper.
 */
export function paperSlug(key: string) {
  return key.replace(UNSAFE_IN_ADDRESS, "-").replace(/^[-_]+|-+$/g, "");
}

/** Letters compared without their case or accents: "Ö" and "o" are the same letter here. */
const SAME_LETTERS = new Intl.Collator("en", { sensitivity: "base" });

/**
 * Whether an author is the site's owner: the same family name and the same first letter of the given name, so
 * "Lovelace, Ada", "Ada Lovelace" and "A. Lovelace" all match "Ada Lovelace".
 */
export function isOwner(author: Author, ownerName: string) {
  const parts = ownerName.trim().split(/\s+/);
  const family = parts.at(-1) ?? "";
  const initial = parts[0]?.[0] ?? "";
  const same = (a: string, b: string) => SAME_LETTERS.compare(a.normalize("NFC"), b.normalize("NFC")) === 0;
  return author.given !== undefined && same(author.family, family) && same(author.given[0] ?? "", initial);
}
