import { Link } from "react-router";
import { CiteBibtex } from "./cite-bibtex";
import { CitedBy } from "./cited-by";
import { ExternalAnchor } from "./external-anchor";
import { PaperTitle } from "./paper-title";
import { site } from "~/content/site";
import { type Author, type Publication, isOwner } from "~/bibliography/publication";
import { kindLabel, paperLinks, venueText } from "~/bibliography/publication-format";
import { pageHref, publicationPath } from "~/pages";

/**
 * The authors in order, the owner's name in bold so a reader finds her place in the list; "et al." where the
 * .bib's list ends in "and others".
 */
export function AuthorList({ authors, etAl = false }: { authors: Author[]; etAl?: boolean }) {
  const last = (index: number) => !etAl && index === authors.length - 1;
  return (
    <>
      {authors.map((author, index) => (
        <span key={`${author.name}-${index}`}>
          {index > 0 && (last(index) ? (authors.length > 2 ? ", and " : " and ") : ", ")}
          {isOwner(author, site.name) ? (
            <strong className="font-semibold text-ink">{author.name}</strong>
          ) : (
            author.name
          )}
        </span>
      ))}
      {etAl && ", et al."}
    </>
  );
}

/** A paper's external links, each named with the paper for a screen reader's list of links. */
export function PaperLinks({ paper }: { paper: Publication }) {
  const links = paperLinks(paper);
  if (links.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {links.map((link) => (
        <li key={link.label}>
          <ExternalAnchor
            href={link.href}
            className="inline-flex min-h-9 items-center rounded-md border border-line bg-surface px-3 text-sm font-semibold text-ink transition-colors hover:border-accent"
          >
            {link.label}
            <span className="sr-only">: {paper.title}</span>
          </ExternalAnchor>
        </li>
      ))}
    </ul>
  );
}

type Props = { paper: Publication; headingLevel?: "h3" | "h4"; cite?: boolean };

/** One publication in a list: title (to its page), authors, venue and year, links, and its BibTeX. */
export function PublicationEntry({ paper, headingLevel: Heading = "h3", cite = true }: Props) {
  return (
    <article className="rounded-xl border border-line bg-surface p-5 sm:p-6">
      <p className="text-xs font-semibold tracking-wider text-accent uppercase">{kindLabel(paper)}</p>
      <Heading className="mt-1 text-lg leading-snug font-semibold">
        <Link
          reloadDocument
          to={pageHref(publicationPath(paper.key))}
          className="underline-offset-4 hover:text-accent hover:underline"
        >
          <PaperTitle paper={paper} />
        </Link>
      </Heading>
      <p className="mt-2 text-muted">
        <AuthorList authors={paper.authors} etAl={paper.etAl} />
        {paper.edited && " (Eds.)"}
      </p>
      <p className="mt-1 text-sm text-muted">
        <span className="italic">{venueText(paper)}</span>
        {venueText(paper) && " · "}
        {paper.year}
      </p>
      <CitedBy paper={paper} />
      <div className="mt-4">
        <PaperLinks paper={paper} />
      </div>
      {cite && <CiteBibtex bibtex={paper.bibtex} />}
    </article>
  );
}
