// One page per paper, at /publications/<citation key>. Besides the reader's view it carries the tags Google
// Scholar reads to index the paper (citation_*), with every address absolute, and the same facts as
// schema.org JSON-LD for other search engines.
import { Link, data } from "react-router";
import type { Route } from "./+types/publication";
import { CiteBibtex, CopyBibtexScript } from "~/components/cite-bibtex";
import { Page } from "~/components/page";
import { PageIntro } from "~/components/page-intro";
import { AuthorList, PaperLinks } from "~/components/publication-entry";
import { Section } from "~/components/section";
import { loadPublications } from "~/bibliography/publications.server";
import { publicationPath } from "~/pages";
import { site } from "~/content/site";
import type { Publication } from "~/bibliography/publication";
import { pageMeta } from "~/seo/meta";
import { dateText, kindLabel, venueText } from "~/bibliography/publication-format";
import { PresentedAt } from "~/components/presented-at";
import { talksPresenting } from "~/talks/talks.server";

/** Every address in the tags is absolute: Google Scholar and search engines read the page out of context. */
function absoluteUrl(path: string) {
  return new URL(path, site.url).href;
}

export function loader({ params }: Route.LoaderArgs) {
  const paper = loadPublications().find((candidate) => candidate.key === params.key);
  if (!paper) throw data(null, { status: 404, statusText: "Not Found" });
  return { paper, talks: talksPresenting(paper.key) };
}

/** Google Scholar's date: YYYY/MM/DD when the day is known, else the year alone. */
function scholarDate(paper: Publication) {
  const pad = (value: number) => String(value).padStart(2, "0");
  return paper.month && paper.day
    ? `${paper.year}/${pad(paper.month)}/${pad(paper.day)}`
    : String(paper.year);
}

/** Where Google Scholar finds the venue: the tag depends on the kind of work. */
function scholarVenueTags(paper: Publication) {
  const venue = paper.venue ?? "";
  switch (paper.kind) {
    case "journal":
      return [
        { name: "citation_journal_title", content: venue },
        ...(paper.volume ? [{ name: "citation_volume", content: paper.volume }] : []),
        ...(paper.issue ? [{ name: "citation_issue", content: paper.issue }] : []),
      ];
    case "conference":
    case "workshop":
      return [{ name: "citation_conference_title", content: venue }];
    case "thesis":
      return [{ name: "citation_dissertation_institution", content: venue }];
    case "report":
      return [{ name: "citation_technical_report_institution", content: venue }];
    case "preprint":
      return paper.arxiv
        ? [
            { name: "citation_technical_report_institution", content: "arXiv" },
            { name: "citation_technical_report_number", content: paper.arxiv },
          ]
        : [];
    case "other":
      return [];
  }
}

function scholarlyArticle(paper: Publication, url: string) {
  return {
    "@context": "https://schema.org",
    "@type": "ScholarlyArticle",
    "@id": url,
    url,
    headline: paper.title,
    name: paper.title,
    author: paper.authors.map((author) =>
      author.given
        ? { "@type": "Person", name: author.name, givenName: author.given, familyName: author.family }
        : { "@type": "Organization", name: author.name },
    ),
    datePublished: scholarDate(paper).replaceAll("/", "-"),
    ...(paper.venue ? { isPartOf: { "@type": "Periodical", name: paper.venue } } : {}),
    ...(paper.abstract ? { abstract: paper.abstract } : {}),
    ...(paper.doi
      ? { identifier: `https://doi.org/${paper.doi}`, sameAs: `https://doi.org/${paper.doi}` }
      : {}),
    ...(paper.pdf
      ? { encoding: { "@type": "MediaObject", contentUrl: paper.pdf, encodingFormat: "application/pdf" } }
      : {}),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const paper = loaderData?.paper;
  if (!paper) return [{ title: `Not found | ${site.name}` }];
  const path = publicationPath(paper.key);
  const url = absoluteUrl(`${path}/`);
  const description =
    paper.abstract ?? `${kindLabel(paper)} by ${paper.authors.map((author) => author.name).join(", ")}.`;
  return [
    ...pageMeta({
      path,
      title: paper.title,
      description: description.length > 300 ? `${description.slice(0, 297)}…` : description,
    }),
    { name: "citation_title", content: paper.title },
    ...paper.authors.map((author) => ({ name: "citation_author", content: author.citationName })),
    { name: "citation_publication_date", content: scholarDate(paper) },
    ...scholarVenueTags(paper),
    ...(paper.doi ? [{ name: "citation_doi", content: paper.doi }] : []),
    ...(paper.pdf ? [{ name: "citation_pdf_url", content: absoluteUrl(paper.pdf) }] : []),
    { name: "citation_abstract_html_url", content: url },
    { "script:ld+json": scholarlyArticle(paper, url) },
  ];
};

export default function PublicationPage({ loaderData: { paper, talks } }: Route.ComponentProps) {
  return (
    <Page>
      <p className="pt-8 sm:pt-10">
        <Link
          reloadDocument
          to="/publications"
          className="text-sm font-semibold text-accent underline-offset-4 hover:underline"
        >
          ← All publications
        </Link>
      </p>
      <PageIntro eyebrow={kindLabel(paper)} title={paper.title} titleSize="long">
        <p>
          <AuthorList authors={paper.authors} />
        </p>
        <p className="text-base">
          {venueText(paper) && <span className="italic">{venueText(paper)}</span>}
          {venueText(paper) && " · "}
          <time dateTime={scholarDate(paper).replaceAll("/", "-")}>{dateText(paper)}</time>
        </p>
      </PageIntro>
      <div className="pt-4">
        <PaperLinks paper={paper} />
      </div>
      <PresentedAt talks={talks} />
      {paper.abstract && (
        <Section title="Abstract">
          <p className="max-w-3xl text-lg leading-relaxed">{paper.abstract}</p>
        </Section>
      )}
      <Section title="Cite this paper" className="pb-20">
        <CiteBibtex bibtex={paper.bibtex} collapsed={false} />
      </Section>
      <CopyBibtexScript />
    </Page>
  );
}
