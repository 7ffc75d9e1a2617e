import { LocalText, LocalTexts } from "./local-text";
import { PageLink } from "./page-link";
import type { TalkPlace } from "~/content-types";
import { talkPath } from "~/pages";
import type { ResolvedTalk } from "~/talks/talk";
import { dayText } from "~/dates";
import { timeText } from "~/talks/talk-time";
import { usePageMessages } from "~/i18n/use-page-messages";

/** "Venue, City, Country" (each part the talk gives), or "Online" in the page's language. */
export function TalkPlaceText({ place }: { place: TalkPlace }) {
  const messages = usePageMessages();
  if ("online" in place) return messages.talks.online;
  // A part given empty ("") is left out, as one not given.
  const parts = [place.venue, place.city, place.country].filter(
    (part): part is NonNullable<typeof part> => part !== undefined && part !== "",
  );
  return <LocalTexts texts={parts} separator=", " />;
}

/** The talk's day, and its local time when known, readable by machines as the same ISO 8601 as its JSON-LD. */
export function TalkWhen({ talk }: { talk: ResolvedTalk }) {
  const time = timeText(talk);
  const messages = usePageMessages();
  return (
    <time dateTime={talk.timing.startIso}>
      {dayText(talk.date, messages.locale)}
      {time && `, ${time}`}
    </time>
  );
}

/** One talk in a list: kind, title (to its page), event, when and where. */
export function TalkEntry({ talk }: { talk: ResolvedTalk }) {
  const messages = usePageMessages();
  return (
    <article className="rounded-xl border border-line bg-surface p-5 sm:p-6">
      <p className="text-xs font-semibold tracking-wider text-accent uppercase">
        {messages.talks.kinds[talk.kind]}
      </p>
      <h3 className="mt-1 text-lg leading-snug font-semibold">
        <PageLink path={talkPath(talk.slug)}>
          <LocalText text={talk.title} />
        </PageLink>
      </h3>
      <p className="mt-2 text-muted">
        <LocalText text={talk.event.name} />
      </p>
      <p className="mt-1 text-sm text-muted">
        <TalkWhen talk={talk} /> · <TalkPlaceText place={talk.place} />
      </p>
    </article>
  );
}
