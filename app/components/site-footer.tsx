import { Link } from "react-router";
import { externalLinks, site } from "~/content/site";
import { ExternalAnchor } from "./external-anchor";
import { CV_PDF, IMPRINT_ID, pageHref } from "~/pages";

export function SiteFooter() {
  return (
    <footer className="border-t border-line">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-5 py-8 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-8">
        <p>
          © {site.name} · {site.location}
        </p>
        <ul className="flex flex-wrap gap-x-5 gap-y-2">
          {externalLinks.map((item) => (
            <li key={item.name}>
              <ExternalAnchor href={item.link} className="hover:text-ink">
                {item.name}
              </ExternalAnchor>
            </li>
          ))}
          <li>
            <Link reloadDocument to={pageHref("/publications")} className="hover:text-ink">
              Publications
            </Link>
          </li>
          <li>
            <Link reloadDocument to={pageHref("/writing")} className="hover:text-ink">
              Writing
            </Link>
          </li>
          <li>
            <Link reloadDocument to={pageHref("/teaching")} className="hover:text-ink">
              Teaching
            </Link>
          </li>
          <li>
            <Link reloadDocument to={pageHref("/talks")} className="hover:text-ink">
              Talks
            </Link>
          </li>
          <li>
            <a href={CV_PDF.path} type="application/pdf" className="hover:text-ink">
              CV (PDF)
            </a>
          </li>
          <li>
            <Link reloadDocument to={pageHref("/legal")} className="hover:text-ink">
              Privacy & legal
            </Link>
          </li>
          <li>
            <a href={`${pageHref("/legal")}#${IMPRINT_ID}`} className="hover:text-ink">
              Imprint
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
