// How a publication reads wherever it is shown: the list, its own page, /about and the PDF CV.
import { typeLabel } from "./entry-types";
import { LONG_DAY } from "../dates";
import type { Publication } from "./publication";

/** "Journal article", "Review", "Preprint"; a thesis says which ("MSc thesis"). */
export function kindLabel(paper: Publication) {
  return paper.kind === "thesis" && paper.genre ? paper.genre : typeLabel(paper);
}

/** Made once: `toLocaleDateString` builds a formatter on every call, and a long record calls it thousands of times. */
const MONTH = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

/** "March 2025", "4 March 2025", or "2025" when the entry has no month. */
export function dateText(paper: Publication) {
  if (!paper.month) return String(paper.year);
  const date = new Date(Date.UTC(paper.year, paper.month - 1, paper.day ?? 1));
  return (paper.day ? LONG_DAY : MONTH).format(date);
}

/** "Ada Lovelace and Charles Babbage", "A, B, and C"; "A, B, et al." when the list goes on unnamed. */
export function namesText(names: { name: string }[], etAl = false) {
  const all = names.map((author) => author.name);
  if (etAl) return `${all.join(", ")}, et al.`;
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

/** The link fields a paper may have, in the order they are shown, each with its label. */
const LINK_LABELS = {
  pdf: "PDF",
  html: "HTML",
  code: "Code",
  slides: "Slides",
  poster: "Poster",
  video: "Video",
  blog: "Blog",
  website: "Website",
  supp: "Supplement",
} as const satisfies Partial<Record<keyof Publication, string>>;

export type PaperLink = {
  label: "DOI" | "arXiv" | (typeof LINK_LABELS)[keyof typeof LINK_LABELS];
  href: string;
};

/** The links a paper has, in a fixed order: PDF, DOI, arXiv (its abstract page), then al-folio's others. */
export function paperLinks(paper: Publication): PaperLink[] {
  const [pdf, ...others] = Object.entries(LINK_LABELS) as [keyof typeof LINK_LABELS, PaperLink["label"]][];
  const field = ([name, label]: [keyof typeof LINK_LABELS, PaperLink["label"]]) =>
    !!paper[name] && { label, href: paper[name] };
  const links: (PaperLink | false)[] = [
    field(pdf!),
    !!paper.doi && { label: "DOI", href: `https://doi.org/${paper.doi}` },
    !!paper.arxiv && { label: "arXiv", href: `https://arxiv.org/abs/${paper.arxiv}` },
    ...others.map(field),
  ];
  return links.filter((link) => link !== false);
}
