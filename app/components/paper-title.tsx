import type { Publication } from "~/bibliography/publication";
import { useLanguage } from "~/i18n/use-language";

/**
 * The `lang` of a paper's own text (title, abstract) where the .bib names a language other than the page's:
 * an en-GB paper on an English page is not marked.
 */
export function usePaperLang(paper: Pick<Publication, "language">) {
  const page = useLanguage();
  return paper.language && new Intl.Locale(paper.language).language !== page ? paper.language : undefined;
}

/**
 * A paper's title as its .bib writes it: italics, bold, small caps and math (MathML). The HTML is the reader's
 * own, built at build time through one allow-list (app/bibliography/latex.server.ts), never the .bib's raw text.
 */
export function PaperTitle({ paper }: { paper: Pick<Publication, "titleHtml" | "language"> }) {
  return <span lang={usePaperLang(paper)} dangerouslySetInnerHTML={{ __html: paper.titleHtml }} />;
}
