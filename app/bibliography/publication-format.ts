// How a publication reads wherever it is shown: the list, its own page, /about and the PDF CV, in the words
// of the page's catalogue (app/i18n/page-messages.ts); English where none is given. The BibTeX's own words
// (titles, venues, a thesis's type) are never translated.
import { typeLabel } from "./entry-types";
import type { Publication } from "./publication";
import { PAGE_MESSAGES, type PageMessages } from "../i18n/page-messages";

const ENGLISH = PAGE_MESSAGES.en;

/**
 * "Journal article", "Review", "Preprint", in the catalogue's words ("Zeitschriftenartikel"); a label it lacks
 * as it is. A thesis says which, in its own words ("MSc thesis").
 */
export function kindText(paper: Publication, messages: PageMessages = ENGLISH) {
  const label = paper.kind === "thesis" && paper.genre ? paper.genre : typeLabel(paper);
  return messages.bibliographyLabels[label] ?? label;
}

/**
 * Made once per locale and form: `toLocaleDateString` builds a formatter on every call, and a long record
 * calls it thousands of times.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
const options = {
  month: { month: "long", year: "numeric", timeZone: "UTC" },
  day: { dateStyle: "long", timeZone: "UTC" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** "March 2025", "4 March 2025" ("4. März 2025" in de-DE), or "2025" when the entry has no month. */
export function dateText(paper: Publication, locale = ENGLISH.locale) {
  if (!paper.month) return String(paper.year);
  const form = paper.day ? "day" : "month";
  const key = `${locale} ${form}`;
  if (!formats.has(key)) formats.set(key, new Intl.DateTimeFormat(locale, options[form]));
  return formats.get(key)!.format(new Date(Date.UTC(paper.year, paper.month - 1, paper.day ?? 1)));
}

/** "Ada Lovelace and Charles Babbage", "A, B, and C"; "A, B, et al." when the list goes on unnamed. */
export function namesText(names: { name: string }[], etAl = false, words = ENGLISH.publications) {
  const all = names.map((author) => author.name);
  if (etAl) return `${all.join(", ")}${words.etAl}`;
  if (all.length <= 2) return all.join(words.and);
  return `${all.slice(0, -1).join(", ")}${words.commaAnd}${all.at(-1)}`;
}

/**
 * Where it appeared: "Journal of …, 124", "arXiv:2509.01234", "MSc thesis, University of Amsterdam",
 * "In Handbook of …, edited by …, Routledge", "EUROCONTROL, TR-2024-17".
 */
export function venueText(paper: Publication, messages: PageMessages = ENGLISH) {
  const parts = (...values: (string | false | undefined)[]) => values.filter(Boolean).join(", ");
  const words = messages.publications;
  if (paper.kind === "preprint" && paper.arxiv) return `arXiv:${paper.arxiv}`;
  if (paper.kind === "thesis") return parts(kindText(paper, messages), paper.venue);
  if (paper.kind === "chapter") {
    return parts(
      paper.venue && `${words.in}${paper.venue}`,
      paper.editors && `${words.editedBy}${namesText(paper.editors, false, words)}`,
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
  label: "DOI" | "arXiv" | "Link" | (typeof LINK_LABELS)[keyof typeof LINK_LABELS];
  href: string;
};

/** Whether `url` is the paper's DOI or arXiv page again (doi.org or dx.doi.org, the abstract or the PDF). */
function leadsTo(url: string, { doi, arxiv }: Publication) {
  let address: string;
  try {
    address = decodeURIComponent(url).toLowerCase();
  } catch {
    return false;
  }
  const page = (pattern: string) => new RegExp(`^https?://${pattern}$`).test(address);
  const quoted = (id: string) => id.toLowerCase().replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  return (
    (!!doi && page(`(dx\\.)?doi\\.org/${quoted(doi)}/?`)) ||
    (!!arxiv && page(`(www\\.)?arxiv\\.org/(abs|pdf)/${quoted(arxiv)}(v\\d+)?(\\.pdf)?/?`))
  );
}

/**
 * The links a paper has, in a fixed order: PDF, DOI, arXiv (its abstract page), then al-folio's others, and
 * last the BibTeX `url`, unless it leads where the DOI, the arXiv id or another link already does.
 */
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
  const shown = links.filter((link) => link !== false);
  if (paper.url && !leadsTo(paper.url, paper) && !shown.some((link) => link.href === paper.url))
    shown.push({ label: "Link", href: paper.url });
  return shown;
}
