import type { Route } from "./+types/publications";
import type { Site } from "~/content-types";
import { CopyBibtexScript } from "~/components/cite-bibtex";
import { CitationTotal } from "~/components/cited-by";
import { Page } from "~/components/page";
import { LocalText } from "~/components/local-text";
import { PageIntro } from "~/components/page-intro";
import { PublicationEntry } from "~/components/publication-entry";
import * as graph from "~/content-graph/site-graph.server";
import { site } from "~/content/site";
import { localizedPageMeta } from "~/seo/meta";
import { localize } from "~/i18n/localize";
import { PAGE_MESSAGES } from "~/i18n/page-messages";
import { usePageMessages } from "~/i18n/use-page-messages";

// Runs when the page is prerendered; React Router leaves loaders out of the browser's bundle.
export function loader() {
  return { papers: graph.publications };
}

export const meta: Route.MetaFunction = ({ location }) =>
  localizedPageMeta(location, "/publications", (language) => ({
    title: PAGE_MESSAGES[language].publications.title,
    description: PAGE_MESSAGES[language].publications.description(site.name, localize(site.role, language)),
  }));

type Paper = Route.ComponentProps["loaderData"]["papers"][number];

/** One year of papers: the year in the margin at wide widths, above its papers on a phone. */
function YearGroup({ year, papers }: { year: number; papers: Paper[] }) {
  const headingId = `year-${year}`;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-x-10 gap-y-4 border-t border-line py-8 md:grid-cols-[5rem_1fr]"
    >
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-muted tabular-nums md:pt-0.5">
        {year}
      </h2>
      <ul className="max-w-4xl space-y-6">
        {papers.map((paper) => (
          <li key={paper.key}>
            <PublicationEntry paper={paper} />
          </li>
        ))}
      </ul>
    </section>
  );
}

// The owner's own first line, if site.ts gives one (it is optional, and site.ts only satisfies Site).
const { publicationsIntro }: Site = site;

export default function Publications({ loaderData }: Route.ComponentProps) {
  const years = [...new Set(loaderData.papers.map((paper) => paper.year))];
  const { publications } = usePageMessages();
  return (
    <Page>
      <PageIntro eyebrow={publications.eyebrow} title={publications.title}>
        <p>{publicationsIntro ? <LocalText text={publicationsIntro} /> : publications.intro}</p>
        <CitationTotal papers={loaderData.papers} />
      </PageIntro>
      <div className="pt-6 pb-20">
        {years.length === 0 && <p className="text-muted">{publications.noPapers}</p>}
        {years.map((year) => (
          <YearGroup
            key={year}
            year={year}
            papers={loaderData.papers.filter((paper) => paper.year === year)}
          />
        ))}
      </div>
      <CopyBibtexScript />
    </Page>
  );
}
