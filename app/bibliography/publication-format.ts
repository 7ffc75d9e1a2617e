// How a publication reads wherever it is shown: the list, its own page, /about and the PDF CV.
import type { Publication, VenueKind } from "./publication";

const KIND_LABELS = {
  journal: "Journal article",
  conference: "Conference paper",
  workshop: "Workshop paper",
  preprint: "Preprint",
  thesis: "Thesis",
  report: "Technical report",
  book: "Book",
  chapter: "Book chapter",
  dataset: "Dataset",
  other: "Publication",
} satisfies Record<VenueKind, string>;

/** "Journal article", "Preprint"; a thesis says which ("MSc thesis"). */
export function kindLabel(paper: Publication) {
  return paper.kind === "thesis" && paper.genre ? paper.genre : KIND_LABELS[paper.kind];
}

/** "March 2025", or "2025" when the entry has no month. */
export function dateText(paper: Publication) {
  if (!paper.month) return String(paper.year);
  const date = new Date(Date.UTC(paper.year, paper.month - 1, paper.day ?? 1));
  return date.toLocaleDateString("en-GB", {
    ...(paper.day ? { day: "numeric" } : {}),
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** "Ada Lovelace and Charles Babbage", "A, B, and C". */
export function namesText(names: { name: string }[]) {
  const all = names.map((author) => author.name);
  if (all.length <= 2) return all.join(" and ");
  return `${all.slice(0, -1).join(", ")}, and ${all.at(-1)}`;
}

/**
 * Where it appeared: "Journal of …, 124", "arXiv:2509.01234", "MSc thesis, University of Amsterdam",
 * "In Handbook of …, edited by …, Routledge", "EUROCONTROL, TR-2024-17".
 */
export function venueText(paper: Publication) {
  const parts = (...values: (string | false | undefined)[]) => values.filter(Boolean).join(", ");
  if (paper.kind === "preprint" && paper.arxiv) return `arXiv:${paper.arxiv}`;
  if (paper.kind === "thesis") return parts(kindLabel(paper), paper.venue);
  if (paper.kind === "chapter") {
    return parts(
      paper.venue && `In ${paper.venue}`,
      paper.editors && `edited by ${namesText(paper.editors)}`,
      paper.publisher,
    );
  }
  if (paper.kind === "report") return parts(paper.venue, paper.number);
  return parts(paper.venue, paper.volume);
}

export type PaperLink = { label: "PDF" | "DOI" | "arXiv" | "Code" | "Slides"; href: string };

/** The links a paper has, in a fixed order. */
export function paperLinks(paper: Publication): PaperLink[] {
  const links: (PaperLink | false)[] = [
    !!paper.pdf && { label: "PDF", href: paper.pdf },
    !!paper.doi && { label: "DOI", href: `https://doi.org/${paper.doi}` },
    !!paper.arxiv && { label: "arXiv", href: `https://arxiv.org/abs/${paper.arxiv}` },
    !!paper.code && { label: "Code", href: paper.code },
    !!paper.slides && { label: "Slides", href: paper.slides },
  ];
  return links.filter((link) => link !== false);
}
