import type { Route } from "./+types/talks";
import { LocalText } from "~/components/local-text";
import { Page } from "~/components/page";
import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { TalkEntry } from "~/components/talk-entry";
import { site } from "~/content/site";
import { localizedPageMeta } from "~/seo/meta";
import { splitTalks } from "~/talks/talk-time";
import * as graph from "~/content-graph/site-graph.server";
import { localize } from "~/i18n/localize";
import { PAGE_MESSAGES } from "~/i18n/page-messages";
import { usePageMessages } from "~/i18n/use-page-messages";

// Runs when the page is prerendered: "upcoming" means upcoming on the day the site was built.
export function loader() {
  return splitTalks(graph.talks, new Date());
}

export const meta: Route.MetaFunction = ({ location }) =>
  localizedPageMeta(location, "/talks", (language) => ({
    title: PAGE_MESSAGES[language].talks.title,
    description: PAGE_MESSAGES[language].talks.description(site.name, localize(site.talksIntro, language)),
  }));

export default function Talks({ loaderData: { upcoming, past } }: Route.ComponentProps) {
  const messages = usePageMessages();
  const groups = [
    { title: messages.talks.upcoming, talks: upcoming, empty: messages.talks.noneUpcoming },
    { title: messages.talks.past, talks: past, empty: messages.talks.nonePast },
  ];
  return (
    <Page>
      <PageIntro eyebrow={messages.talks.eyebrow} title={messages.talks.title}>
        <p>
          <LocalText text={site.talksIntro} />
        </p>
      </PageIntro>
      {groups.map((group) => (
        <Section key={group.title} title={group.title} className="last:pb-20">
          {group.talks.length === 0 ? (
            <p className="text-muted">{group.empty}</p>
          ) : (
            <ul className="grid gap-5 lg:grid-cols-2">
              {group.talks.map((talk) => (
                <li key={talk.slug} className="[&>article]:h-full">
                  <TalkEntry talk={talk} />
                </li>
              ))}
            </ul>
          )}
        </Section>
      ))}
    </Page>
  );
}
