import { Link } from "react-router";
import { externalLinks } from "~/content/links";
import { site } from "~/content/site";
import { ExternalAnchor } from "./external-anchor";
import type { Imprint } from "~/content/types";
import { CV_PDF, IMPRINT_ID, SEARCH_PATH, pageHref } from "~/pages";
import { siteHref } from "~/base-path";

/** The pages beyond the header's nav, reached from every page. */
const PAGE_LINKS = [
  ["/publications", "Publications"],
  ["/writing", "Writing"],
  ["/teaching", "Teaching"],
  ["/talks", "Talks"],
  [SEARCH_PATH, "Search"],
] as const;

/** `imprint` is legal.ts's: an owner who gives none gets no link to one. */
export function SiteFooter({ imprint }: { imprint: Pick<Imprint, "title"> | null }) {
  return (
    <footer className="border-t border-line">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-5 py-8 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-8">
        <p>
          © {site.name} · {site.location}
        </p>
        <ul className="flex flex-wrap gap-x-5 gap-y-2 print:hidden">
          {externalLinks.map((item) => (
            <li key={item.name}>
              <ExternalAnchor href={item.link} className="hover:text-ink">
                {item.name}
              </ExternalAnchor>
            </li>
          ))}
          {PAGE_LINKS.map(([path, label]) => (
            <li key={path}>
              <Link reloadDocument to={pageHref(path)} className="hover:text-ink">
                {label}
              </Link>
            </li>
          ))}
          <li>
            <a href={siteHref(CV_PDF.path)} type="application/pdf" className="hover:text-ink">
              CV (PDF)
            </a>
          </li>
          <li>
            <Link reloadDocument to={pageHref("/legal")} className="hover:text-ink">
              Privacy & legal
            </Link>
          </li>
          {imprint && (
            <li>
              <a href={siteHref(`${pageHref("/legal")}#${IMPRINT_ID}`)} className="hover:text-ink">
                {imprint.title}
              </a>
            </li>
          )}
        </ul>
      </div>
    </footer>
  );
}
