import { type Publication, paperLanguageOn } from "~/bibliography/publication";
import { useLanguage } from "~/i18n/use-language";

/** The `lang` of a paper's own text (title, abstract) on this page: paperLanguageOn. */
export function usePaperLang(paper: Pick<Publication, "language">) {
  return paperLanguageOn(paper, useLanguage());
}

/**
 * A paper's title as its .bib writes it: italics, bold, small caps and math (MathML). The HTML is the reader's
 * own, built at build time through one allow-list (app/bibliography/latex.server.ts), never the .bib's raw text.
 */
export function PaperTitle({ paper }: { paper: Pick<Publication, "titleHtml" | "language"> }) {
  return <span lang={usePaperLang(paper)} dangerouslySetInnerHTML={{ __html: paper.titleHtml }} />;
}
