import { externalLinks } from "~/content/links";
import { site } from "~/content/site";
import { LocalText } from "./local-text";
import { ExternalAnchor } from "./external-anchor";
import { PageLink } from "./page-link";
import { IMPRINT_ID, SEARCH_PATH } from "~/pages";
import { siteHref } from "~/base-path";
import { cvPath } from "~/i18n/languages";
import { useLanguage, useMessages, usePageHref } from "~/i18n/use-language";

/** The pages beyond the header's nav, reached from every page, each with its label's key in the catalogue. */
const PAGE_LINKS = [
  ["/publications", "publications"],
  ["/writing", "writing"],
  ["/teaching", "teaching"],
  ["/talks", "talks"],
  [SEARCH_PATH, "search"],
] as const;

/** `imprintTitle` is legal.ts's imprint's, in the page's language: an owner who gives none gets no link to one. */
export function SiteFooter({ imprintTitle }: { imprintTitle: string | null }) {
  const messages = useMessages();
  const href = usePageHref();
  const language = useLanguage();
  return (
    <footer className="border-t border-line">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-5 py-8 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-8">
        {/* The links wrap among themselves; squeezed beside them, the owner's line broke inside her name. Kept
            whole, a long one would widen the page: past three fifths of the row it wraps. */}
        <p className="sm:max-w-3/5 sm:shrink-0">
          © {site.name} · {site.location}
        </p>
        <ul className="flex flex-wrap gap-x-5 gap-y-2 print:hidden">
          {externalLinks.map((item) => (
            <li key={item.link}>
              <ExternalAnchor href={item.link} className="hover:text-ink">
                <LocalText text={item.name} />
              </ExternalAnchor>
            </li>
          ))}
          {PAGE_LINKS.map(([path, label]) => (
            <li key={path}>
              <PageLink path={path} className="hover:text-ink">
                {messages.footer[label]}
              </PageLink>
            </li>
          ))}
          <li>
            <a href={siteHref(cvPath(language))} type="application/pdf" className="hover:text-ink">
              {messages.footer.cv}
            </a>
          </li>
          <li>
            <PageLink path="/legal" className="hover:text-ink">
              {messages.footer.legal}
            </PageLink>
          </li>
          {imprintTitle && (
            <li>
              <a href={siteHref(`${href("/legal")}#${IMPRINT_ID}`)} className="hover:text-ink">
                {imprintTitle}
              </a>
            </li>
          )}
        </ul>
      </div>
    </footer>
  );
}
