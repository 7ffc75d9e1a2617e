// The tags Google Scholar reads to index a paper (Highwire Press citation_*, decision 031) and the same facts
// as schema.org JSON-LD for other search engines. Every address is absolute: crawlers read the page out of
// context.
import type { MetaDescriptor } from "react-router";
import { schemaType } from "~/bibliography/entry-types";
import type { Publication, VenueKind } from "~/bibliography/publication";
import { site } from "~/content/site";
import { publicationPath } from "~/pages";
import { absoluteUrl, pageUrl } from "./meta";

/** Google Scholar's date: YYYY/MM/DD when the day is known, else the year alone. */
export function scholarDate(paper: Publication) {
  const pad = (value: number) => String(value).padStart(2, "0");
  return paper.month && paper.day
    ? `${paper.year}/${pad(paper.month)}/${pad(paper.day)}`
    : String(paper.year);
}

/** Whether an address is on the site's own host: Google Scholar counts a PDF only there. */
export function isOnSite(url: string) {
  return new URL(url, site.url).host === new URL(site.url).host;
}

const tag = (name: string, content: string | undefined) => (content ? [{ name, content }] : []);

type Says = (paper: Publication) => string | undefined;
/** A kind's venue tags, each with what it says. */
type VenueTags = Record<`citation_${string}`, Says>;

const venue: Says = (paper) => paper.venue;
/** A preprint is arXiv's report, numbered by its arXiv identifier; without one, it has no venue tags. */
const arxivReport = {
  citation_technical_report_institution: (paper) => (paper.arxiv ? "arXiv" : undefined),
  citation_technical_report_number: (paper) => paper.arxiv,
} satisfies VenueTags;

/**
 * Where Google Scholar finds the venue: the tags each kind of work gets, in page order, with what each says.
 * Every other venue tag is left out. The Scholar e2e test reads which tags a kind gets from here.
 */
export const VENUE_TAGS = {
  journal: {
    citation_journal_title: venue,
    citation_volume: (paper) => paper.volume,
    citation_issue: (paper) => paper.issue,
  },
  conference: { citation_conference_title: venue },
  workshop: { citation_conference_title: venue },
  thesis: { citation_dissertation_institution: venue },
  report: {
    citation_technical_report_institution: venue,
    citation_technical_report_number: (paper) => paper.number,
  },
  preprint: arxivReport,
  book: { citation_publisher: (paper) => paper.publisher, citation_isbn: (paper) => paper.isbn },
  chapter: {
    citation_inbook_title: venue,
    citation_publisher: (paper) => paper.publisher,
    citation_isbn: (paper) => paper.isbn,
  },
  dataset: { citation_publisher: (paper) => paper.publisher },
  other: {},
} satisfies Record<VenueKind, VenueTags>;

function venueTags(paper: Publication): MetaDescriptor[] {
  const says: VenueTags = VENUE_TAGS[paper.kind];
  return Object.entries(says).flatMap(([name, value]) => tag(name, value(paper)));
}

function jsonLd(paper: Publication, url: string) {
  return {
    "@context": "https://schema.org",
    "@type": schemaType(paper),
    "@id": url,
    url,
    headline: paper.title,
    name: paper.title,
    [paper.edited ? "editor" : "author"]: paper.authors.map((author) =>
      author.given
        ? { "@type": "Person", name: author.name, givenName: author.given, familyName: author.family }
        : { "@type": "Organization", name: author.name },
    ),
    datePublished: scholarDate(paper).replaceAll("/", "-"),
    ...(paper.venue && !paper.publisher ? { isPartOf: { "@type": "Periodical", name: paper.venue } } : {}),
    ...(paper.publisher ? { publisher: { "@type": "Organization", name: paper.publisher } } : {}),
    // JSON leaves out what is undefined.
    abstract: paper.abstract || undefined,
    inLanguage: paper.language || undefined,
    ...(paper.doi
      ? { identifier: `https://doi.org/${paper.doi}`, sameAs: `https://doi.org/${paper.doi}` }
      : {}),
    ...(paper.pdf
      ? {
          encoding: {
            "@type": "MediaObject",
            contentUrl: absoluteUrl(paper.pdf),
            encodingFormat: "application/pdf",
          },
        }
      : {}),
  };
}

/**
 * A paper page's Google Scholar tags and JSON-LD. `citation_pdf_url` only for a PDF on the site's own host:
 * Scholar ignores one elsewhere, and the page's PDF link still leads to it.
 */
export function scholarMeta(paper: Publication): MetaDescriptor[] {
  const url = pageUrl(publicationPath(paper.key));
  return [
    { name: "citation_title", content: paper.title },
    ...paper.authors.map((author) => ({ name: "citation_author", content: author.citationName })),
    { name: "citation_publication_date", content: scholarDate(paper) },
    ...venueTags(paper),
    ...tag("citation_doi", paper.doi),
    ...tag("citation_language", paper.language),
    ...(paper.pdf && isOnSite(paper.pdf)
      ? [{ name: "citation_pdf_url", content: absoluteUrl(paper.pdf) }]
      : []),
    { name: "citation_abstract_html_url", content: url },
    { "script:ld+json": jsonLd(paper, url) },
  ];
}
