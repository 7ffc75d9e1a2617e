import type { Route } from "./+types/home";
import { LocalItem, LocalText } from "~/components/local-text";
import { Portrait } from "~/components/portrait";
import { SelectedPublications } from "~/components/selected-publications";
import { SeeAllLink } from "~/components/see-all-link";
import { TalkEntry } from "~/components/talk-entry";
import { portrait } from "~/content/portrait";
import * as graph from "~/content-graph/site-graph.server";
import { dayText } from "~/dates";
import { splitTalks } from "~/talks/talk-time";
import { ButtonLink } from "~/components/button-link";
import { ExternalAnchor } from "~/components/external-anchor";
import { Page } from "~/components/page";
import { ProjectCard } from "~/components/project-card";
import { Section } from "~/components/section";
import { privacy } from "~/content/legal";
import { featuredProjects } from "~/content/projects";
import { externalLinks } from "~/content/links";
import { site } from "~/content/site";
import { expertise } from "~/content/skills";
import type { Site, SkillLevel } from "~/content-types";
import { absoluteUrl, pageMeta, siteAddress } from "~/seo/meta";
import { PORTRAIT_IMAGE } from "~/pages";
import { PostList } from "~/components/post-list";
import { postSummary, postsIn } from "~/writing/posts.server";
import { type Language, languageOfPath, requestLanguage } from "~/i18n/languages";
import { localize } from "~/i18n/localize";
import { usePageHref } from "~/i18n/use-language";
import { usePageMessages } from "~/i18n/use-page-messages";

/** How many of the newest posts the home page shows. */
const LATEST_POSTS = 3;
/** How many of the newest news items the home page shows. */
const LATEST_NEWS = 4;

// Runs when the page is prerendered; React Router leaves loaders out of the browser's bundle. "Next talk"
// means the next on the day the site was built.
export function loader({ request }: Route.LoaderArgs) {
  return {
    latestPosts: postsIn(graph.posts, requestLanguage(request)).slice(0, LATEST_POSTS).map(postSummary),
    news: graph.news.slice(0, LATEST_NEWS),
    selectedPapers: graph.publications.filter((paper) => paper.selected),
    nextTalk: splitTalks(graph.talks, new Date()).upcoming[0] ?? null,
  };
}

/** Structured data that tells search engines who the site is about (schema.org Person), in `language`. */
function personJsonLd(language: Language) {
  const { role, description, degrees } = localize(site, language);
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: site.name,
    jobTitle: role,
    description,
    url: siteAddress(),
    // The photo the page shows, for the person's card in search results.
    ...(portrait && { image: absoluteUrl(PORTRAIT_IMAGE.path) }),
    email: `mailto:${site.email}`,
    // City and country only: the street is for the imprint, not for every search result.
    address: {
      "@type": "PostalAddress",
      addressLocality: privacy.address.addressLocality,
      addressCountry: privacy.address.addressCountry,
    },
    sameAs: externalLinks.map((item) => item.link).filter((link) => link.startsWith("https:")),
    knowsAbout: expertise.map((skill) => localize(skill.name, language)),
    alumniOf: [...new Set(degrees.map((degree) => degree.institution))].map((name) => ({
      "@type": "CollegeOrUniversity",
      name,
    })),
  };
}

export const meta: Route.MetaFunction = ({ location }) => {
  const language = languageOfPath(location.pathname);
  return [
    ...pageMeta({
      path: "/",
      title: localize(site.role, language),
      description: localize(site.description, language),
      language,
    }),
    { "script:ld+json": personJsonLd(language) },
  ];
};

const levelStyles = {
  Expert: "bg-accent text-accent-ink",
  Advanced: "bg-accent-soft text-ink",
} satisfies Record<SkillLevel, string>;

/** Dated one-liners, newest first, each leading to the page that tells more. */
function NewsList({ items }: { items: Route.ComponentProps["loaderData"]["news"] }) {
  const messages = usePageMessages();
  const href = usePageHref();
  return (
    <ul className="divide-y divide-line border-y border-line">
      {items.map((item) => (
        <li
          key={`${item.date}-${item.link.href}`}
          className="grid gap-x-6 gap-y-1 py-3 sm:grid-cols-[8.5rem_1fr]"
        >
          <time dateTime={item.date} className="text-sm text-muted tabular-nums sm:pt-0.5">
            {dayText(item.date, messages.locale)}
          </time>
          {/* Each text marked on its own: the off-site link's note is in the page's language. */}
          <p>
            <LocalText text={item.text} />{" "}
            {/* Off the site, as every other such link, a new tab, and said so; a page of the site stays in this tab. */}
            <ExternalAnchor
              href={item.link.href.startsWith("/") ? href(item.link.href) : item.link.href}
              className="font-semibold whitespace-nowrap text-accent underline underline-offset-4 hover:opacity-80"
            >
              <LocalText text={item.link.label} />
            </ExternalAnchor>
          </p>
        </li>
      ))}
    </ul>
  );
}

// As the type has them: an owner with none writes `highlights: []`, which site.ts's `satisfies` keeps as a
// list of nothing, whose items have no fields.
const { highlights }: Site["hero"] = site.hero;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { news, selectedPapers, nextTalk, latestPosts } = loaderData;
  const messages = usePageMessages();
  const href = usePageHref();
  return (
    <Page>
      <div className="grid items-center gap-10 pt-14 pb-8 sm:pt-20 lg:grid-cols-[1fr_auto] lg:gap-16">
        {/* As narrow as the page, whatever the longest word of the owner's texts: that word breaks. */}
        <div className="min-w-0">
          <p className="text-lg font-semibold text-accent">
            <LocalText text={site.hero.greeting} />
          </p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            <LocalText text={site.hero.title} />
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-muted">
            <LocalText text={site.hero.lede} />
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={href("/projects")}>{messages.home.viewProjects}</ButtonLink>
            <ButtonLink to={href("/contact")} variant="secondary">
              {messages.home.contactMe}
            </ButtonLink>
          </div>
        </div>
        <aside
          aria-label={messages.home.atAGlance}
          className="flex flex-col gap-6 sm:flex-row sm:items-center lg:flex-col lg:items-start"
        >
          <Portrait portrait={portrait} initials={site.initials} />
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
            {highlights.map((item, index) => (
              <LocalItem as="div" item={item} key={index} className="flex max-w-40 flex-col">
                <dt className="text-muted">
                  <LocalText text={item.label} />
                </dt>
                <dd className="order-first text-xl font-bold tracking-tight text-ink">
                  <LocalText text={item.value} />
                </dd>
              </LocalItem>
            ))}
          </dl>
        </aside>
      </div>

      {(news.length > 0 || nextTalk) && (
        <div className="grid gap-x-12 lg:grid-cols-[3fr_2fr]">
          {news.length > 0 && (
            <Section title={messages.home.news} className="pb-0 sm:pb-0">
              <NewsList items={news} />
            </Section>
          )}
          {nextTalk && (
            <Section title={messages.home.nextTalk} className="pb-0 sm:pb-0">
              <TalkEntry talk={nextTalk} />
              <SeeAllLink to="/talks" className="mt-4">
                {messages.home.allTalks}
              </SeeAllLink>
            </Section>
          )}
        </div>
      )}

      <SelectedPublications papers={selectedPapers} />

      <Section title={messages.home.expertise}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {expertise.map((skill, index) => (
            <li
              key={index}
              // A long German compound (Sprachverarbeitung) leaves no room beside it: on German pages every
              // card puts its level below its name, so the cards stay alike.
              className="flex items-center justify-between gap-4 rounded-xl border border-line bg-surface p-5 [&:lang(de)]:flex-col [&:lang(de)]:items-start [&:lang(de)]:gap-2"
            >
              <span className="font-medium">
                <LocalText text={skill.name} />
              </span>
              <span className={`rounded-full px-3 py-1 text-xs font-semibold ${levelStyles[skill.level]}`}>
                {messages.skillLevels[skill.level]}
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={messages.home.featuredProjects}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {featuredProjects.map((project, index) => (
            <li key={index}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
        <SeeAllLink to="/projects" className="mt-6">
          {messages.home.viewAllProjects}
        </SeeAllLink>
      </Section>

      {latestPosts.length > 0 && (
        <Section title={messages.home.latestWriting} className="pb-20">
          <PostList posts={latestPosts} headingLevel="h3" />
          <SeeAllLink to="/writing" className="mt-6">
            {messages.home.allWriting}
          </SeeAllLink>
        </Section>
      )}
    </Page>
  );
}
