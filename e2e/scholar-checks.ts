// What a built paper page must tell Google Scholar about its .bib entry, as plain data: the Playwright spec
// (scholar.spec.ts) reads the served page, the fixture build test (scripts/fixture-site.test.ts) the built
// file, and both compare with the same expectations.
import { composeAccents } from "../app/bibliography/bibtex.server";
import { entryType } from "../app/bibliography/entry-types";
import { plainText } from "../app/bibliography/latex.server";
import type { VenueKind } from "../app/bibliography/publication";
import { VENUE_TAGS } from "../app/seo/scholar";
import { type BibPaper, arxivIdOf, isPreprint, linkHref, paperPath } from "./publications-bib";

export type PageTags = {
  /** Every citation_* meta tag's contents, by name, in page order. */
  all: Record<string, string[]>;
  canonical: string | null | undefined;
  ogUrl: string | null | undefined;
  jsonLd: { [key: string]: unknown }[];
};

/** The tags of a document, as the static host serves it (read with jsdom). */
export function readTags(source: Document): PageTags {
  const all: Record<string, string[]> = {};
  for (const meta of source.querySelectorAll<HTMLMetaElement>('meta[name^="citation_"]')) {
    (all[meta.name] ??= []).push(meta.content);
  }
  return {
    all,
    canonical: source.querySelector('link[rel="canonical"]')?.getAttribute("href"),
    ogUrl: source.querySelector('meta[property="og:url"]')?.getAttribute("content"),
    jsonLd: [...source.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? "null"),
    ),
  };
}

/** A paper page's address, absolute on the site's origin, as canonical links write it. */
export function paperUrl(paper: BibPaper, siteOrigin: string) {
  return new URL(paperPath(paper.key), siteOrigin).href;
}

/**
 * The kind of work, as the tests tell it: a preprint by its fields, a data set by Zotero's genre, else the
 * row of the app's table of entry types (the table itself is data, checked by reading it).
 */
function kindOf(paper: BibPaper): VenueKind {
  if (isPreprint(paper)) return "preprint";
  const { kind } = entryType(paper.type);
  return kind === "other" && paper.csl.genre === "dataset" ? "dataset" : kind;
}

/** Every venue tag a paper page may have. */
const ALL_VENUE_TAGS = [...new Set(Object.values(VENUE_TAGS).flatMap((tags) => Object.keys(tags)))];

/**
 * The venue tags the entry's kind gets (the app's VENUE_TAGS), each with what it must say, read from the
 * entry as Citation.js gives it; every other venue tag is absent.
 */
function venueTags(paper: BibPaper): Record<string, string | undefined> {
  const { csl, fields } = paper;
  const text = (value: string | number | undefined) =>
    value === undefined ? undefined : plainText(composeAccents(String(value)));
  const kind = kindOf(paper);
  const arxiv = kind === "preprint" ? arxivIdOf(paper) : undefined;
  const says: Record<string, string | undefined> = {
    // BibLaTeX's @review is an article in a journal, its journaltitle the journal.
    citation_journal_title: text(csl["container-title"] ?? fields.journaltitle),
    citation_volume: text(csl.volume),
    citation_issue: text(csl.issue),
    citation_conference_title: text(csl["container-title"]),
    citation_inbook_title: text(csl["container-title"]),
    citation_dissertation_institution: text(csl.publisher),
    // A preprint is arXiv's report, numbered by its identifier.
    citation_technical_report_institution: kind === "preprint" ? arxiv && "arXiv" : text(csl.publisher),
    citation_technical_report_number: kind === "preprint" ? arxiv : text(csl.number),
    citation_publisher: text(csl.publisher),
    citation_isbn: text(csl.ISBN),
  };
  return Object.fromEntries(Object.keys(VENUE_TAGS[kind]).map((tag) => [tag, says[tag]]));
}

/**
 * Every way a paper page's tags differ from its .bib entry: the title, each author in order, a well-formed
 * date, the venue under the tags for its kind of work, the DOI, a PDF only on the site's own host (Google
 * Scholar's rule), absolute addresses, and the canonical link, Open Graph URL and JSON-LD. Empty when right.
 */
export function paperPageProblems(tags: PageTags, paper: BibPaper, siteOrigin: string): string[] {
  const url = paperUrl(paper, siteOrigin);
  const pdf = linkHref(paper.fields.pdf);
  const expected: Record<string, string[] | undefined> = {
    citation_title: [paper.title],
    citation_author: paper.authors,
    // A DOI as the identifier alone, however the export wrote it.
    citation_doi: paper.fields.doi
      ? [paper.fields.doi.replace(/^(https?:\/\/(dx\.)?doi\.org\/|doi:\s*)/i, "")]
      : undefined,
    citation_pdf_url:
      pdf && new URL(pdf, siteOrigin).host === new URL(siteOrigin).host
        ? [new URL(pdf, siteOrigin).href]
        : undefined,
    citation_abstract_html_url: [url],
  };
  const venue = venueTags(paper);
  for (const tag of ALL_VENUE_TAGS) expected[tag] = venue[tag] ? [venue[tag]] : undefined;

  const problems: string[] = [];
  const differs = (what: string, actual: unknown, wanted: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(wanted)) {
      problems.push(`${paper.key}: ${what} is ${JSON.stringify(actual)}, not ${JSON.stringify(wanted)}`);
    }
  };
  for (const [tag, wanted] of Object.entries(expected)) differs(tag, tags.all[tag], wanted);

  const dates = tags.all.citation_publication_date ?? [];
  differs("the number of citation_publication_date", dates.length, 1);
  if (!/^\d{4}(\/(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01]))?$/.test(dates[0] ?? "")) {
    problems.push(`${paper.key}: citation_publication_date ${dates[0]} is not YYYY or YYYY/MM/DD`);
  }
  differs("citation_publication_date's year", dates[0]?.slice(0, 4), String(paper.year));
  for (const tag of ["citation_pdf_url", "citation_abstract_html_url"]) {
    for (const value of tags.all[tag] ?? []) differs(`${tag}'s protocol`, new URL(value).protocol, "https:");
  }

  // The language the .bib names (langid, or language), as a code: in both the tag and the JSON-LD, or in neither.
  const language = tags.all.citation_language;
  differs(
    "whether citation_language is given",
    language !== undefined,
    Boolean(paper.fields.language ?? paper.fields.langid),
  );
  if (language && !/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(language[0] ?? ""))
    problems.push(`${paper.key}: citation_language ${language[0]} is not a language code`);

  differs("the canonical link", tags.canonical, url);
  differs("og:url", tags.ogUrl, url);
  const data = tags.jsonLd.find((item) => item?.["@id"] === url);
  if (!data) problems.push(`${paper.key}: no JSON-LD for ${url}`);
  else {
    differs("JSON-LD @context", data["@context"], "https://schema.org");
    differs("JSON-LD headline", data.headline, paper.title);
    const people = (data.author ?? data.editor) as { name: string }[] | undefined;
    differs("the number of JSON-LD authors", people?.length, paper.authors.length);
    differs("JSON-LD datePublished's year", String(data.datePublished).slice(0, 4), String(paper.year));
    differs("JSON-LD inLanguage", data.inLanguage, language?.[0]);
  }
  return problems;
}
