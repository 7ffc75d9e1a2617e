// The one list of the site's pages. The route config (routes.ts), the prerender list, the header's nav and
// every e2e check that walks the pages read it, so a page added here is built, linked and checked without
// another edit. Tools that run on a finished build (benchmark, screenshots, engines suite) walk the built
// sitemap instead, which the build writes from the pages it prerendered.
// Plain data, and the one module it imports reads publications.bib only when sitePaths() asks: Playwright and
// the route config load this file outside the app's bundler, and the header ships it to the browser.
import { loadPublications, publicationPath } from "./bibliography/publications";

export type SitePage = {
  /** Where the page lives, without a trailing slash. */
  path: `/${string}`;
  /** The route module, relative to app/. */
  file: `routes/${string}.tsx`;
  /** The page's label in the header nav; pages without one are reached through links and buttons. */
  nav?: string;
};

// Contact has no nav label: it is reached only through buttons.
export const PAGES = [
  { path: "/", file: "routes/home.tsx" },
  { path: "/about", file: "routes/about.tsx", nav: "About" },
  { path: "/projects", file: "routes/projects.tsx", nav: "Projects" },
  { path: "/contact", file: "routes/contact.tsx" },
  { path: "/legal", file: "routes/legal.tsx", nav: "Legal" },
  { path: "/publications", file: "routes/publications.tsx" },
] as const satisfies readonly SitePage[];

/** One page per publication in app/content/publications.bib, at /publications/<citation key>. */
export const PUBLICATION_PAGE = { path: "/publications/:key", file: "routes/publication.tsx" } as const;

/** The CV as a PDF, built from the same content; a file, not a page, so it is left out of sitePaths(). */
export const CV_PDF = { path: "/cv.pdf", file: "routes/cv-pdf.tsx" } as const;

/** Every unknown path gets this page; it is prerendered at NOT_FOUND_PATH and published as 404.html. */
export const NOT_FOUND_PAGE = { file: "routes/not-found.tsx" } as const;
export const NOT_FOUND_PATH = "/404";

/** The header's nav, in order. */
export const NAV_ITEMS = PAGES.flatMap((page) => ("nav" in page ? [{ to: page.path, label: page.nav }] : []));

/** The concrete path of every page the build prerenders, each paper's page included, the not-found page left out. */
export function sitePaths(): string[] {
  return [
    ...PAGES.map((page) => page.path),
    ...loadPublications().map((paper) => publicationPath(paper.key)),
  ];
}
