// The one list of the site's pages. The route config (routes.ts), the prerender list, the header's nav and
// every e2e check that walks the pages read it, so a page added here is built, linked and checked without
// another edit. Tools that run on a finished build (benchmark, screenshots, engines suite) walk the built
// sitemap instead, which the build writes from the pages it prerendered.
// Plain data, safe for the browser (the header ships it): the pages that come from content files (one per
// paper) are listed by pages.server.ts, which reads those files at build time. A file (the CV, the feed, a
// picture, a calendar) is a route with only a loader, prerendered as a file and left out of sitePaths().

import { paperSlug } from "./bibliography/publication";

export type SitePage = {
  /** Where the page lives, without a trailing slash. */
  path: `/${string}`;
  /** The route module, relative to app/. */
  file: `routes/${string}.tsx`;
  /** The page's label in the header nav; pages without one are reached through links and buttons. */
  nav?: string;
};

/** The search page; the build gives it, and only it, a policy that lets Pagefind's WebAssembly run. */
export const SEARCH_PATH = "/search";

// Contact has no nav label: it is reached only through buttons.
export const PAGES = [
  { path: "/", file: "routes/home.tsx" },
  { path: "/about", file: "routes/about.tsx", nav: "About" },
  { path: "/projects", file: "routes/projects.tsx", nav: "Projects" },
  { path: "/contact", file: "routes/contact.tsx" },
  { path: "/legal", file: "routes/legal.tsx", nav: "Legal" },
  { path: "/publications", file: "routes/publications.tsx" },
  { path: "/teaching", file: "routes/teaching.tsx" },
  { path: "/talks", file: "routes/talks.tsx" },
  { path: "/writing", file: "routes/writing.tsx" },
  // Reached from the footer's link on every page; the header's nav stays the spec's.
  { path: SEARCH_PATH, file: "routes/search.tsx" },
] as const satisfies readonly SitePage[];

/** One page per publication in app/content/publications/*.bib, at /publications/<citation key or its slug>. */
export const PUBLICATION_PAGE = { path: "/publications/:key", file: "routes/publication.tsx" } as const;

/** One page per talk in app/content/talks.ts, at /talks/<slug>. */
export const TALK_PAGE = { path: "/talks/:slug", file: "routes/talk.tsx" } as const;

/** Each talk's calendar file, beside its page: a file, prerendered as a file, from one parameter route. */
export const TALK_CALENDAR = { path: "/talks/:slug/calendar.ics", file: "routes/talk-calendar.tsx" } as const;

/** The CV as a PDF, built from the same content. */
export const CV_PDF = { path: "/cv.pdf", file: "routes/cv.tsx" } as const;

/** One page per published post in app/content/posts, at /writing/<file name without .md>. */
export const POST_PAGE = { path: "/writing/:slug", file: "routes/post.tsx" } as const;

/** One page per tag the published posts carry. */
export const TAG_PAGE = { path: "/writing/tags/:tag", file: "routes/writing-tag.tsx" } as const;

/** Each post's social preview, a 1200×630 PNG drawn at build. */
export const POST_IMAGE = { path: "/writing/:slug/og.png", file: "routes/post-image.tsx" } as const;

/**
 * A path with each segment percent-encoded and its slashes kept, as a link writes it: `a b #1.csv` is
 * `a%20b%20%231.csv`, and a DOI is written so in doi.org's and OpenAlex's addresses.
 */
export function encodedPath(path: string) {
  return path.split("/").map(encodeURIComponent).join("/");
}

/** `text` decoded by `decode`, or as written where it is not validly percent-encoded (`100%`). */
export function decoded(text: string, decode: (text: string) => string = decodeURIComponent) {
  try {
    return decode(text);
  } catch {
    return text;
  }
}

/**
 * Whether the prerender can write a file at the site path `path` (decoded): React Router asks for a listed
 * path decoded, so no listing of a `%` finds its file (decodeURI throws on it), and a request's URL reads a
 * `\` as a `/`.
 */
export function isPrerenderable(path: string) {
  return !/[%\\]/.test(path);
}

/**
 * A post's own file, from its folder (Hugo's page bundle: `<name>/index.md` and the files beside it), published
 * beside its page: /writing/<slug>/images/a.png.
 */
export const POST_FILE = { path: "/writing/:slug/*", file: "routes/post-file.tsx" } as const;

/** The site's own social preview, every page's but a post's: drawn from site.ts, so it shows whoever owns it. */
export const SITE_IMAGE = { path: "/og.png", file: "routes/site-image.tsx" } as const;

/**
 * A post's old address (its old blog's, such as Jekyll's /2020/09/01/name.html or AstroPaper's /posts/name/):
 * a small page that sends visitors on to the post's page, one route per old address (routes.ts), left out of
 * the sitemap.
 */
export const OLD_POST_ADDRESS = { file: "routes/old-post-address.tsx" } as const;

/** The file an old address is served from: itself if it names a file, else its folder's index.html. */
export function oldAddressFile(address: string) {
  return /\.[a-z0-9]+$/i.test(address) ? address : `${address.replace(/\/+$/, "")}/index.html`;
}

/**
 * The owner's photo on the home page: a square of `size` pixels (the circle is at most 160 px wide, on screens
 * of up to three pixels to one), made at build from the file portrait.ts names (app/portrait.server.ts).
 */
export const PORTRAIT_IMAGE = { path: "/portrait.webp", file: "routes/portrait.tsx", size: 480 } as const;

/**
 * A smaller copy of a post's picture from public/, as WebP, at each of `widths` narrower than the picture
 * (`/sized/800/images/x.jpg.webp`): what a post's `srcset` offers.
 */
export const SIZED_IMAGE = {
  path: "/sized/:width/*",
  file: "routes/sized-image.tsx",
  widths: [800, 1600],
} as const;

/** The copy `width` pixels wide of the picture at `path` (`/images/x.jpg`), percent-encoded as `path` is. */
export function sizedImagePath(path: string, width: number) {
  return SIZED_IMAGE.path.replace(":width", String(width)).replace("/*", `${path}.webp`);
}

/**
 * The site's icon, which every page and every old address's page links: the owner's public/favicon.svg, else
 * their initials, drawn as the header draws them.
 */
export const FAVICON = { path: "/favicon.svg", file: "routes/favicon.tsx" } as const;

/** The Atom feed of the published posts. */
export const FEED = { path: "/feed.xml", file: "routes/feed.tsx" } as const;

/** Every unknown path gets this page; it is prerendered at NOT_FOUND_PATH and published as 404.html. */
export const NOT_FOUND_PAGE = { file: "routes/not-found.tsx" } as const;
export const NOT_FOUND_PATH = "/404";

/** The imprint's anchor on /legal; every page's footer links it. */
export const IMPRINT_ID = "imprint";

export const NAV_ITEMS = PAGES.flatMap((page) =>
  "nav" in page ? [{ to: pageHref(page.path), label: page.nav }] : [],
);

/** The address of a paper's own page, from its citation key (a key unsafe in an address becomes a slug). */
export function publicationPath(key: string) {
  return PUBLICATION_PAGE.path.replace(":key", paperSlug(key));
}

/**
 * A page's address as links write it: with a trailing slash, as each page is a folder's index.html, which
 * GitHub Pages, Netlify and Cloudflare Pages serve at /about/ and reach from /about only through a redirect.
 * A file's address (/cv.pdf, /feed.xml) stays as it is; a query or fragment follows the slash (/about/#skills).
 */
export function pageHref(path: string) {
  const [, bare = "", after = ""] = /^([^?#]*)(.*)$/s.exec(path)!;
  return bare.endsWith("/") || isFilePath(bare) ? path : `${bare}/${after}`;
}

/**
 * A path on the site as the prerender list writes it, however a link writes it: decoded, without its query,
 * hash, `index.html` or last slash.
 */
export function listedPath(path: string) {
  return decoded(path.replace(/[?#].*$/s, ""), decodeURI)
    .replace(/\/index\.html$/, "/")
    .replace(/(.)\/$/, "$1");
}

/** Whether a path of the site names a file (/cv.pdf, /slides/a.pdf), not a page: it has a file's ending. */
export function isFilePath(path: string) {
  return /\.[a-z0-9]+$/i.test(path.replace(/[?#].*$/s, ""));
}

export function talkPath(slug: string) {
  return TALK_PAGE.path.replace(":slug", slug);
}

export function talkCalendarPath(slug: string) {
  return TALK_CALENDAR.path.replace(":slug", slug);
}

export function postPath(slug: string) {
  return POST_PAGE.path.replace(":slug", slug);
}

/**
 * The address of a tag's page, from the tag's slug, percent-encoded: a slug may be in any script (航空). The
 * build writes the page under the decoded name, which is what static hosts look up.
 */
export function tagPath(slug: string) {
  return TAG_PAGE.path.replace(":tag", encodeURIComponent(slug));
}

/**
 * Whether a request for a file route (a loader and no page: og.png, .ics) is the prerender asking for its
 * loader data, <path>.data. It asks for that before the file itself, and the data of a file is thrown away
 * (the post-build step deletes every .data), so such a route answers it with nothing rather than draw twice.
 */
export function isDataRequest(request: Request) {
  return new URL(request.url).pathname.endsWith(".data");
}

export function postImagePath(slug: string) {
  return POST_IMAGE.path.replace(":slug", slug);
}
