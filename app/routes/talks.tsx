import type { Route } from "./+types/talks";
import { Page } from "~/components/page";
import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { TalkEntry } from "~/components/talk-entry";
import { site } from "~/content/site";
import { pageMeta } from "~/seo/meta";
import { splitTalks } from "~/talks/talk-time";
import * as graph from "~/content-graph/site-graph.server";

// Runs when the page is prerendered: "upcoming" means upcoming on the day the site was built.
export function loader() {
  return splitTalks(graph.talks, new Date());
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: "/talks",
    title: "Talks",
    description: `Talks by ${site.name}. ${site.talksIntro}`,
  });

export default function Talks({ loaderData: { upcoming, past } }: Route.ComponentProps) {
  const groups = [
    { title: "Upcoming Talks", talks: upcoming, empty: "No talks are scheduled at the moment." },
    { title: "Past Talks", talks: past, empty: "No past talks yet." },
  ];
  return (
    <Page>
      <PageIntro eyebrow="Speaking" title="Talks">
        <p>{site.talksIntro}</p>
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
