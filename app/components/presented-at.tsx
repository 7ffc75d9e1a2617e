import { Link } from "react-router";
import { talkPath } from "~/pages";
import { usePageHref } from "~/i18n/use-language";
import { usePageMessages } from "~/i18n/use-page-messages";
import type { ResolvedTalk } from "~/talks/talk";
import { dayText } from "~/dates";
import { LocalText } from "./local-text";

/** On a paper's page: the talks that present it, each linking to its own page. Nothing when there are none. */
export function PresentedAt({ talks }: { talks: ResolvedTalk[] }) {
  const messages = usePageMessages();
  const href = usePageHref();
  if (talks.length === 0) return null;
  return (
    <ul className="space-y-1 pt-4 text-muted">
      {talks.map((talk) => (
        <li key={talk.slug}>
          {messages.publications.presentedAt}{" "}
          <Link
            reloadDocument
            to={href(talkPath(talk.slug))}
            className="font-semibold text-accent underline underline-offset-4 hover:opacity-80"
          >
            <LocalText text={talk.event.name} />
          </Link>
          , {dayText(talk.date, messages.locale)}
        </li>
      ))}
    </ul>
  );
}
