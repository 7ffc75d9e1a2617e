import { talkPath } from "~/pages";
import { usePageMessages } from "~/i18n/use-page-messages";
import type { ResolvedTalk } from "~/talks/talk";
import { dayText } from "~/dates";
import { LocalText } from "./local-text";
import { PageLink } from "./page-link";

/** On a paper's page: the talks that present it, each linking to its own page. Nothing when there are none. */
export function PresentedAt({ talks }: { talks: ResolvedTalk[] }) {
  const messages = usePageMessages();
  if (talks.length === 0) return null;
  return (
    <ul className="space-y-1 pt-4 text-muted">
      {talks.map((talk) => (
        <li key={talk.slug}>
          {messages.publications.presentedAt}{" "}
          <PageLink
            path={talkPath(talk.slug)}
            className="font-semibold text-accent underline underline-offset-4 hover:opacity-80"
          >
            <LocalText text={talk.event.name} />
          </PageLink>
          , {dayText(talk.date, messages.locale)}
        </li>
      ))}
    </ul>
  );
}
