// A paper's citation count where a visitor looks for it: its entry in a list and its own page, and the total
// on /publications. The counts come from OpenAlex through a dated snapshot, so each says where and when it is
// from; a paper without a DOI or a count shows nothing, never a zero.
import { ExternalAnchor } from "./external-anchor";
import { usePaperLang } from "./paper-title";
import { openAlexWorkUrl } from "~/bibliography/citations";
import type { Publication } from "~/bibliography/publication";
import { dayText } from "~/dates";
import { usePageMessages } from "~/i18n/use-page-messages";

const OPENALEX_URL = "https://openalex.org";

function AsOf({ day }: { day: string }) {
  const messages = usePageMessages();
  return (
    <>
      {messages.citedBy.asOf}
      <time dateTime={day}>{dayText(day, messages.locale)}</time>
    </>
  );
}

type CitedByProps = {
  paper: Pick<Publication, "title" | "citedBy" | "language">;
  /** In a line of facts (a list entry's venue and year) rather than a paragraph of its own. */
  inline?: boolean;
};

/** "Cited by 12 · OpenAlex, as of 25 November 2026", the count linking to the paper's OpenAlex record. */
export function CitedBy({ paper, inline = false }: CitedByProps) {
  const messages = usePageMessages();
  const paperLang = usePaperLang(paper);
  if (!paper.citedBy) return null;
  const { count, openalex, fetched } = paper.citedBy;
  const Wrapper = inline ? "span" : "p";
  return (
    <Wrapper className={inline ? undefined : "mt-2 text-sm text-muted"}>
      {inline && " · "}
      <ExternalAnchor
        href={openAlexWorkUrl(openalex)}
        className="font-semibold text-ink underline decoration-line underline-offset-4 hover:text-accent"
      >
        {messages.citedBy.citedByBefore || null}
        {count}
        {messages.citedBy.citedByAfter || null}
        <span className="sr-only" lang={paperLang}>
          : {paper.title}
        </span>
      </ExternalAnchor>
      {" · "}OpenAlex, <AsOf day={fetched} />
    </Wrapper>
  );
}

/** "Cited 57 times in total, by OpenAlex's count as of …", over the papers that have a count; else nothing. */
export function CitationTotal({ papers }: { papers: Pick<Publication, "citedBy">[] }) {
  const messages = usePageMessages();
  const counts = papers.flatMap((paper) => (paper.citedBy ? [paper.citedBy] : []));
  if (counts.length === 0) return null;
  const total = counts.reduce((sum, citation) => sum + citation.count, 0);
  const newest = counts.reduce((day, citation) => (citation.fetched > day ? citation.fetched : day), "");
  return (
    <p>
      {messages.citedBy.totalBefore}
      <strong className="font-semibold text-ink">{total}</strong> {messages.citedBy.times(total)}
      {messages.citedBy.totalAfter}{" "}
      <ExternalAnchor href={OPENALEX_URL} className="font-semibold text-accent underline underline-offset-4">
        OpenAlex
      </ExternalAnchor>
      {messages.citedBy.totalEnd}
      <AsOf day={newest} />.
    </p>
  );
}
