// Every BibTeX and BibLaTeX entry type, with what the site makes of it: the kind of work (which decides the
// venue and Google Scholar's tags), the label readers see and the schema.org type search engines get. One
// table, so a type added here is labelled, tagged and typed at once. Safe for the browser: plain data.
import type { Publication, VenueKind } from "./publication";

type EntryType = { kind: VenueKind; label: string; schema: string };

const type = (kind: VenueKind, label: string, schema: string): EntryType => ({ kind, label, schema });

const article = type("journal", "Journal article", "ScholarlyArticle");
const book = type("book", "Book", "Book");
const chapter = type("chapter", "Book chapter", "Chapter");
const paper = type("conference", "Conference paper", "ScholarlyArticle");
const thesis = type("thesis", "Thesis", "Thesis");
const report = type("report", "Technical report", "Report");
const online = type("other", "Web page", "WebPage");

/** Lower-case entry type -> what it is; BibTeX's names and BibLaTeX's aliases included. */
export const ENTRY_TYPES: Record<string, EntryType> = {
  article,
  suppperiodical: article,
  review: type("journal", "Review", "Review"),
  periodical: type("other", "Journal issue", "PublicationIssue"),
  book,
  mvbook: book,
  bookinbook: book,
  booklet: type("book", "Booklet", "Book"),
  collection: type("book", "Edited book", "Book"),
  mvcollection: type("book", "Edited book", "Book"),
  proceedings: type("book", "Proceedings", "Book"),
  mvproceedings: type("book", "Proceedings", "Book"),
  reference: type("book", "Reference work", "Book"),
  mvreference: type("book", "Reference work", "Book"),
  inbook: chapter,
  incollection: chapter,
  suppbook: chapter,
  suppcollection: chapter,
  inreference: type("chapter", "Encyclopedia entry", "Chapter"),
  inproceedings: paper,
  conference: paper,
  thesis,
  phdthesis: thesis,
  mastersthesis: thesis,
  report,
  techreport: report,
  manual: type("other", "Manual", "TechArticle"),
  standard: type("other", "Standard", "CreativeWork"),
  patent: type("other", "Patent", "CreativeWork"),
  dataset: type("dataset", "Dataset", "Dataset"),
  software: type("other", "Software", "SoftwareSourceCode"),
  online,
  electronic: online,
  www: online,
  // A manuscript not (yet) published: the site has always shown it as a preprint.
  unpublished: type("preprint", "Preprint", "ScholarlyArticle"),
  letter: type("other", "Letter", "CreativeWork"),
  commentary: type("other", "Commentary", "CreativeWork"),
  video: type("other", "Video", "VideoObject"),
  movie: type("other", "Film", "Movie"),
  audio: type("other", "Audio recording", "AudioObject"),
  music: type("other", "Music recording", "MusicRecording"),
  artwork: type("other", "Artwork", "VisualArtwork"),
  image: type("other", "Image", "ImageObject"),
  performance: type("other", "Performance", "CreativeWork"),
  legislation: type("other", "Legislation", "Legislation"),
  legal: type("other", "Legal document", "Legislation"),
  jurisdiction: type("other", "Court decision", "CreativeWork"),
};

/** `@misc` and any type not in the table: a work, with nothing more said. */
const FALLBACK = type("other", "Publication", "CreativeWork");

/** What a kind of work is when the entry's fields, not its type, said it (an `@article` in arXiv). */
const BY_KIND = {
  journal: article,
  conference: paper,
  workshop: type("workshop", "Workshop paper", "ScholarlyArticle"),
  preprint: type("preprint", "Preprint", "ScholarlyArticle"),
  thesis,
  report,
  book,
  chapter,
  dataset: ENTRY_TYPES.dataset!,
  other: FALLBACK,
} satisfies Record<VenueKind, EntryType>;

/** The table's row for an entry type, or the fallback. */
export function entryType(name: string): EntryType {
  return ENTRY_TYPES[name.toLowerCase()] ?? FALLBACK;
}

/** What a paper is, by its type, unless its fields made it another kind (a preprint, a workshop paper). */
function describe(paper: Pick<Publication, "entryType" | "kind">) {
  const byType = entryType(paper.entryType);
  return byType.kind === paper.kind ? byType : BY_KIND[paper.kind];
}

/** "Journal article", "Review", "Preprint" (a thesis's own wording is kindText's). */
export function typeLabel(paper: Pick<Publication, "entryType" | "kind">) {
  return describe(paper).label;
}

/** The paper's schema.org type: ScholarlyArticle, Book, Review, PublicationIssue… */
export function schemaType(paper: Pick<Publication, "entryType" | "kind">) {
  return describe(paper).schema;
}
