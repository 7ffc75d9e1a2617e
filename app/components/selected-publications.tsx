// The papers the owner marked `selected = {true}`, as Home and About both show them, leading to the full list.
import type { ComponentProps } from "react";
import { PublicationEntry } from "./publication-entry";
import { Section } from "./section";
import { SeeAllLink } from "./see-all-link";
import { usePageMessages } from "~/i18n/use-page-messages";

type Props = { papers: ComponentProps<typeof PublicationEntry>["paper"][] };

export function SelectedPublications({ papers }: Props) {
  const messages = usePageMessages();
  // An owner with no paper marked `selected` (or none yet) gets no heading over nothing.
  if (papers.length === 0) return null;
  return (
    <Section title={messages.selectedPublications}>
      <ul className="max-w-3xl space-y-6">
        {papers.map((paper) => (
          <li key={paper.key}>
            <PublicationEntry paper={paper} cite={false} />
          </li>
        ))}
      </ul>
      <SeeAllLink to="/publications" className="mt-6">
        {messages.allPublications}
      </SeeAllLink>
    </Section>
  );
}
