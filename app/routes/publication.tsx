// One page per paper, at /publications/<citation key>. Besides the reader's view it carries the tags Google
// Scholar reads to index the paper (app/seo/scholar.ts).
import { data } from "react-router";
import type { Route } from "./+types/publication";
import { CiteBibtex, CopyBibtexScript } from "~/components/cite-bibtex";
import { BackLink } from "~/components/back-link";
import { CitedBy } from "~/components/cited-by";
import { Page } from "~/components/page";
import { PageIntro } from "~/components/page-intro";
import { AuthorList, PaperLinks } from "~/components/publication-entry";
import { Section } from "~/components/section";
import { paperSlug } from "~/bibliography/publication";
import * as graph from "~/content-graph/site-graph.server";
import { publicationPath } from "~/pages";
import { site } from "~/content/site";
import { pageMeta } from "~/seo/meta";
import { scholarDate, scholarMeta } from "~/seo/scholar";
import { dateText, kindText, namesText, venueText } from "~/bibliography/publication-format";
import { PaperTitle, usePaperLang } from "~/components/paper-title";
import { PresentedAt } from "~/components/presented-at";
import { DEFAULT_LANGUAGE, languageOfPath } from "~/i18n/languages";
import { PAGE_MESSAGES } from "~/i18n/page-messages";
import { usePageMessages } from "~/i18n/use-page-messages";

/** The paper whose address holds `key` (its citation key's slug, paperSlug), and the talks that present it. */
export function loader({ params }: Route.LoaderArgs) {
  const paper = graph.paperAtSlug.get(paperSlug(params.key));
  if (!paper) throw data(null, { status: 404, statusText: "Not Found" });
  return { paper, talks: graph.talks.filter((talk) => talk.paper?.own && talk.paper.key === paper.key) };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const language = languageOfPath(location.pathname);
  const messages = PAGE_MESSAGES[language];
  const { publications: words } = messages;
  const paper = loaderData?.paper;
  if (!paper) return [{ title: `${messages.notFound.missing} | ${site.name}` }];
  // Without an abstract, the facts a reader would look for: a search result needs more than a byline.
  const authors = namesText(paper.authors, paper.etAl, words) + (paper.edited ? words.editors : "");
  const description =
    paper.abstract ??
    `${paper.title}. ${words.byAuthors(kindText(paper, messages), authors)}, ${[venueText(paper, messages), dateText(paper, messages.locale)].filter(Boolean).join(", ")}.`;
  return [
    ...pageMeta({
      path: publicationPath(paper.key),
      title: paper.title,
      description: description.length > 300 ? `${description.slice(0, 297)}…` : description,
      language,
    }),
    // Google Scholar indexes a paper from one page: the default language's (docs/decisions/031, 080).
    ...(language === DEFAULT_LANGUAGE ? scholarMeta(paper) : []),
  ];
};

export default function PublicationPage({ loaderData: { paper, talks } }: Route.ComponentProps) {
  const messages = usePageMessages();
  const { publications } = messages;
  const venue = venueText(paper, messages);
  const paperLang = usePaperLang(paper);
  return (
    <Page>
      <BackLink to="/publications">{publications.allPublications}</BackLink>
      <PageIntro eyebrow={kindText(paper, messages)} title={<PaperTitle paper={paper} />} titleSize="long">
        <p>
          <AuthorList authors={paper.authors} etAl={paper.etAl} />
          {paper.edited && publications.editors}
        </p>
        <p className="text-base">
          {venue && <span className="italic">{venue}</span>}
          {venue && " · "}
          <time dateTime={scholarDate(paper).replaceAll("/", "-")}>{dateText(paper, messages.locale)}</time>
        </p>
        <CitedBy paper={paper} />
      </PageIntro>
      {paper.award && (
        <p className="pt-2 text-base">
          <strong className="font-semibold text-ink">{publications.award}</strong> {paper.award}
        </p>
      )}
      <div className="pt-4">
        <PaperLinks paper={paper} />
      </div>
      <PresentedAt talks={talks} />
      {paper.abstractHtml && (
        <Section title={publications.abstract}>
          {/* Safe HTML built at build time through one allow-list (app/bibliography/latex.server.ts). */}
          <p
            className="max-w-3xl text-lg leading-relaxed"
            lang={paperLang}
            dangerouslySetInnerHTML={{ __html: paper.abstractHtml }}
          />
        </Section>
      )}
      <Section title={publications.citeThisPaper} className="pb-20">
        <CiteBibtex bibtex={paper.bibtex} collapsed={false} />
      </Section>
      <CopyBibtexScript />
    </Page>
  );
}
