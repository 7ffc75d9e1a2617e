// The tags Google Scholar reads to index a paper (Highwire Press citation_*, decision 031) and the same facts
// as schema.org JSON-LD for other search engines. Every address is absolute: crawlers read the page out of
// context.
import type { MetaDescriptor } from "react-router";
import { schemaType } from "~/bibliography/entry-types";
import type { Publication } from "~/bibliography/publication";
import { site } from "~/content/site";
import { pageHref, publicationPath } from "~/pages";
import { absoluteUrl } from "./meta";

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

/** Where Google Scholar finds the venue: the tag depends on the kind of work. */
function venueTags(paper: Publication): MetaDescriptor[] {
  const venue = paper.venue;
  switch (paper.kind) {
    case "journal":
      return [
        ...tag("citation_journal_title", venue),
        ...tag("citation_volume", paper.volume),
        ...tag("citation_issue", paper.issue),
      ];
    case "conference":
    case "workshop":
      return tag("citation_conference_title", venue);
    case "thesis":
      return tag("citation_dissertation_institution", venue);
    case "report":
      return [
        ...tag("citation_technical_report_institution", venue),
        ...tag("citation_technical_report_number", paper.number),
      ];
    case "preprint":
      return paper.arxiv
        ? [
            { name: "citation_technical_report_institution", content: "arXiv" },
            { name: "citation_technical_report_number", content: paper.arxiv },
          ]
        : [];
    case "book":
      return [...tag("citation_publisher", paper.publisher), ...tag("citation_isbn", paper.isbn)];
    case "chapter":
      return [
        ...tag("citation_inbook_title", venue),
        ...tag("citation_publisher", paper.publisher),
        ...tag("citation_isbn", paper.isbn),
      ];
    case "dataset":
      return tag("citation_publisher", paper.publisher);
    case "other":
      return [];
  }
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
    ...(paper.abstract ? { abstract: paper.abstract } : {}),
    ...(paper.doi
      ? { identifier: `https://doi.org/${paper.doi}`, sameAs: `https://doi.org/${paper.doi}` }
      : {}),
    ...(paper.pdf
      ? { encoding: { "@type": "MediaObject", contentUrl: paper.pdf, encodingFormat: "application/pdf" } }
      : {}),
  };
}

/**
 * A paper page's Google Scholar tags and JSON-LD. `citation_pdf_url` only for a PDF on the site's own host:
 * Scholar ignores one elsewhere, and the page's PDF link still leads to it.
 */
export function scholarMeta(paper: Publication): MetaDescriptor[] {
  const url = absoluteUrl(pageHref(publicationPath(paper.key)));
  return [
    { name: "citation_title", content: paper.title },
    ...paper.authors.map((author) => ({ name: "citation_author", content: author.citationName })),
    { name: "citation_publication_date", content: scholarDate(paper) },
    ...venueTags(paper),
    ...tag("citation_doi", paper.doi),
    ...(paper.pdf && isOnSite(paper.pdf)
      ? [{ name: "citation_pdf_url", content: absoluteUrl(paper.pdf) }]
      : []),
    { name: "citation_abstract_html_url", content: url },
    { "script:ld+json": jsonLd(paper, url) },
  ];
}
