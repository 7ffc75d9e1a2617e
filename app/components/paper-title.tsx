import type { Publication } from "~/bibliography/publication";

/**
 * A paper's title as its .bib writes it: italics, bold, small caps and math (MathML). The HTML is the reader's
 * own, built at build time through one allow-list (app/bibliography/latex.server.ts), never the .bib's raw text.
 */
export function PaperTitle({ paper }: { paper: Pick<Publication, "titleHtml"> }) {
  return <span dangerouslySetInnerHTML={{ __html: paper.titleHtml }} />;
}
