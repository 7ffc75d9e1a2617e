import { smallButtonStyles } from "./button-link";
import { CiteBibtex } from "./cite-bibtex";
import { CitedBy } from "./cited-by";
import { ExternalAnchor } from "./external-anchor";
import { PaperTitle, usePaperLang } from "./paper-title";
import { PageLink } from "./page-link";
import { site } from "~/content/site";
import { type Author, type Publication, isOwner } from "~/bibliography/publication";
import { kindText, paperLinks, venueText } from "~/bibliography/publication-format";
import { publicationPath } from "~/pages";
import { usePageMessages } from "~/i18n/use-page-messages";

/**
 * The authors in order, the owner's name in bold so a reader finds her place in the list; "et al." where the
 * .bib's list ends in "and others".
 */
export function AuthorList({ authors, etAl = false }: { authors: Author[]; etAl?: boolean }) {
  const last = (index: number) => !etAl && index === authors.length - 1;
  const { publications } = usePageMessages();
  return (
    <>
      {authors.map((author, index) => (
        <span key={`${author.name}-${index}`}>
          {index > 0 &&
            (last(index) ? (authors.length > 2 ? publications.commaAnd : publications.and) : ", ")}
          {isOwner(author, site.name) ? (
            <strong className="font-semibold text-ink">{author.name}</strong>
          ) : (
            author.name
          )}
        </span>
      ))}
      {etAl && publications.etAl}
    </>
  );
}

export type PaperLinkSize = "button" | "inline";

const paperLinkStyles = {
  button: smallButtonStyles.secondary,
  inline: "inline-flex min-h-6 items-center font-semibold text-accent underline-offset-4 hover:underline",
} satisfies Record<PaperLinkSize, string>;

/**
 * A paper's external links, each named with the paper for a screen reader's list of links: buttons on its own
 * page, small words in a list of papers.
 */
export function PaperLinks({ paper, size = "button" }: { paper: Publication; size?: PaperLinkSize }) {
  const links = paperLinks(paper);
  const { bibliographyLabels } = usePageMessages();
  const paperLang = usePaperLang(paper);
  if (links.length === 0) return null;
  return (
    <ul className={`flex flex-wrap ${size === "button" ? "gap-2" : "gap-x-3"}`}>
      {links.map((link) => (
        <li key={link.label}>
          <ExternalAnchor href={link.href} className={paperLinkStyles[size]}>
            {bibliographyLabels[link.label] ?? link.label}
            <span className="sr-only" lang={paperLang}>
              : {paper.title}
            </span>
          </ExternalAnchor>
        </li>
      ))}
    </ul>
  );
}

type Props = { paper: Publication; cite?: boolean };

/**
 * One publication in a list, as a bibliography reads: the title (to its page), the authors with the owner
 * marked, kind, venue and year, then its links and its BibTeX as small words on one line.
 */
export function PublicationEntry({ paper, cite = true }: Props) {
  const messages = usePageMessages();
  const venue = venueText(paper, messages);
  // A thesis's venue already names its kind ("MSc thesis, University of …").
  const label = kindText(paper, messages);
  const kind = venue.startsWith(label) ? "" : label;
  return (
    <article className="text-sm">
      <h3 className="text-base leading-snug font-semibold sm:text-lg">
        <PageLink
          path={publicationPath(paper.key)}
          className="underline decoration-line decoration-1 underline-offset-4 hover:text-accent hover:decoration-accent"
        >
          <PaperTitle paper={paper} />
        </PageLink>
      </h3>
      <p className="mt-1 text-muted">
        <AuthorList authors={paper.authors} etAl={paper.etAl} />
        {paper.edited && messages.publications.editors}
      </p>
      <p className="text-muted">
        {kind && `${kind} · `}
        {venue && <span className="italic">{venue}</span>}
        {venue && " · "}
        {paper.year}
        <CitedBy paper={paper} inline />
      </p>
      <div className="flex flex-wrap items-start gap-x-3 [&>details[open]]:basis-full">
        <PaperLinks paper={paper} size="inline" />
        {cite && <CiteBibtex bibtex={paper.bibtex} />}
      </div>
    </article>
  );
}
