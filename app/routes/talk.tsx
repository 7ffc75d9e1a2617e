// One page per talk, at /talks/<slug>: what, where and when, the links, and the same facts as a schema.org
// Event for search engines. An upcoming talk leads with "Add to calendar"; a past one (on the day the site was
// built) with what it left: slides, video and paper.
import { data } from "react-router";
import type { Route } from "./+types/talk";
import { smallButtonStyles } from "~/components/button-link";
import { ExternalAnchor } from "~/components/external-anchor";
import { usePaperLang } from "~/components/paper-title";
import { BackLink } from "~/components/back-link";
import { Page } from "~/components/page";
import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { LocalText } from "~/components/local-text";
import { PageLink } from "~/components/page-link";
import { TalkPlaceText, TalkWhen } from "~/components/talk-entry";
import { site } from "~/content/site";
import { talkCalendarPath, talkPath } from "~/pages";
import { siteHref } from "~/base-path";
import { pageMeta, pageUrl } from "~/seo/meta";
import { talkEventLd } from "~/seo/structured-data";
import { splitTalks } from "~/talks/talk-time";
import * as graph from "~/content-graph/site-graph.server";
import { languageOfPath, localizedPath } from "~/i18n/languages";
import { PAGE_MESSAGES } from "~/i18n/page-messages";
import { localize } from "~/i18n/localize";
import { usePageMessages } from "~/i18n/use-page-messages";

export function loader({ params }: Route.LoaderArgs) {
  const talk = graph.talks.find((candidate) => candidate.slug === params.slug);
  if (!talk) throw data(null, { status: 404, statusText: "Not Found" });
  return { talk, past: splitTalks([talk], new Date()).past.length > 0 };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const language = languageOfPath(location.pathname);
  const messages = PAGE_MESSAGES[language];
  if (!loaderData) return [{ title: `${messages.notFound.missing} | ${site.name}` }];
  const talk = localize(loaderData.talk, language);
  const path = talkPath(talk.slug);
  const occasion = messages.talks.at(messages.talks.kinds[talk.kind], talk.event.name);
  const description = `${occasion}. ${talk.abstract}`;
  return [
    ...pageMeta({
      path,
      // With its occasion: a talk often shares its title with the paper it presents, whose page has its own.
      title: `${talk.title} (${occasion})`,
      description: description.length > 300 ? `${description.slice(0, 297)}…` : description,
      language,
    }),
    { "script:ld+json": talkEventLd(loaderData.talk, pageUrl(localizedPath(path, language)), language) },
  ];
};

export default function TalkPage({ loaderData: { talk, past } }: Route.ComponentProps) {
  const { place } = talk;
  const messages = usePageMessages();
  const paperLang = usePaperLang(talk.paper?.own ? talk.paper : {});
  // A past talk's first link is its main action; an upcoming one's is the calendar file.
  const links = [
    ...(talk.slides ? [{ label: messages.talks.slides, href: talk.slides }] : []),
    ...(talk.video ? [{ label: messages.talks.video, href: talk.video }] : []),
    ...("online" in place && !past ? [{ label: messages.talks.onlineEventPage, href: place.url }] : []),
  ];
  return (
    <Page>
      <BackLink to="/talks">{messages.talks.allTalks}</BackLink>
      <PageIntro
        eyebrow={messages.talks.kinds[talk.kind]}
        title={<LocalText text={talk.title} />}
        titleSize="long"
      >
        <dl className="grid gap-x-6 gap-y-2 text-base sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-ink">{messages.talks.event}</dt>
          <dd>
            <ExternalAnchor href={talk.event.url} className="underline underline-offset-4 hover:text-ink">
              <LocalText text={talk.event.name} />
            </ExternalAnchor>
          </dd>
          <dt className="font-semibold text-ink">{messages.talks.date}</dt>
          <dd>
            <TalkWhen talk={talk} />
          </dd>
          <dt className="font-semibold text-ink">{messages.talks.place}</dt>
          <dd>
            <TalkPlaceText place={place} />
          </dd>
        </dl>
      </PageIntro>
      <ul className="flex flex-wrap gap-2 pt-4">
        {!past && (
          <li>
            <a
              href={siteHref(talkCalendarPath(talk.slug))}
              type="text/calendar"
              className={smallButtonStyles.primary}
            >
              {messages.talks.addToCalendar}
            </a>
          </li>
        )}
        {links.map((link, index) => (
          <li key={link.label}>
            <ExternalAnchor
              href={link.href}
              className={smallButtonStyles[past && index === 0 ? "primary" : "secondary"]}
            >
              {link.label}
              <span className="sr-only">
                : <LocalText text={talk.title} />
              </span>
            </ExternalAnchor>
          </li>
        ))}
      </ul>
      <Section title={messages.talks.abstract} className="pb-20">
        <p className="max-w-3xl text-lg leading-relaxed">
          <LocalText text={talk.abstract} />
        </p>
        {talk.paper && (
          <p className="mt-6 max-w-3xl">
            <span className="font-semibold">{messages.talks.paper}</span>
            {talk.paper.own ? (
              <PageLink
                path={talk.paper.href}
                className="text-accent underline underline-offset-4 hover:opacity-80"
              >
                <span lang={paperLang}>{talk.paper.title}</span>
              </PageLink>
            ) : (
              <ExternalAnchor href={talk.paper.href} className="text-accent underline underline-offset-4">
                {messages.talks.paperLink}
              </ExternalAnchor>
            )}
          </p>
        )}
      </Section>
    </Page>
  );
}
