import type { Route } from "./+types/publications";
import { CopyBibtexScript } from "~/components/cite-bibtex";
import { CitationTotal } from "~/components/cited-by";
import { Page } from "~/components/page";
import { PageIntro } from "~/components/page-intro";
import { PublicationEntry } from "~/components/publication-entry";
import { Section } from "~/components/section";
import { checkOwnFiles, loadPublications } from "~/bibliography/publications.server";
import { site } from "~/content/site";
import { pageMeta } from "~/seo/meta";

// Runs when the page is prerendered; React Router leaves loaders out of the browser's bundle. This page links
// every paper's files, so here a link to a file the site does not have stops the build.
export function loader() {
  const papers = loadPublications();
  checkOwnFiles(papers, site.url);
  return { papers: papers.map(({ abstract: _abstract, abstractHtml: _abstractHtml, ...paper }) => paper) };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: "/publications",
    title: "Publications",
    description: `Publications by ${site.name}: language models, speech recognition and assessment for aviation English, newest first.`,
  });

export default function Publications({ loaderData }: Route.ComponentProps) {
  const years = [...new Set(loaderData.papers.map((paper) => paper.year))];
  return (
    <Page>
      <PageIntro eyebrow="Research" title="Publications">
        <p>
          Papers, preprints and theses on language AI for aviation, newest first. Each title leads to the
          paper's page with its abstract; "Cite" gives its BibTeX.
        </p>
        <CitationTotal papers={loaderData.papers} />
      </PageIntro>
      {years.map((year) => (
        <Section key={year} title={String(year)}>
          <ul className="space-y-5">
            {loaderData.papers
              .filter((paper) => paper.year === year)
              .map((paper) => (
                <li key={paper.key}>
                  <PublicationEntry paper={paper} />
                </li>
              ))}
          </ul>
        </Section>
      ))}
      <CopyBibtexScript />
    </Page>
  );
}
