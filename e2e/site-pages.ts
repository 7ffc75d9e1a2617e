// What the page specs share: every page the site builds (from app/pages.ts), the five original pages with the
// headed sections each must show, and the ways a visitor finds the parts every page has.
import type { APIRequestContext, Locator, Page, Request } from "@playwright/test";
import { JSDOM } from "jsdom";
import { expect } from "./fixtures";
import { pageHref } from "../app/pages";
import { sitePaths } from "../app/pages.server";
import { DEFAULT_LANGUAGE, type Language, languageOfPath } from "../app/i18n/languages";
import { MESSAGES } from "../app/i18n/messages";
import { canonicalUrl } from "../scripts/post-build";
import { SAME_FOR_EVERY_OWNER_TAG } from "../scripts/test-sites.mjs";
import { literally, site } from "~/testing/test-owner";

export type SitePage = {
  path: string;
  /** The word the page's <title> starts with; home's title is the owner's role. */
  title: RegExp;
  /** The h2 of each headed area the spec names, in page order. */
  sections: string[];
  /** Ends with the closing call to action. */
  callToAction: boolean;
};

export const SITE_PAGES = [
  {
    path: "/",
    title: new RegExp(`^${literally(site.role).source}`),
    sections: ["Technical Expertise", "Featured Projects"],
    callToAction: false,
  },
  {
    path: "/about/",
    title: /^About \| /,
    sections: ["Skills", "Work Experience", "Education & Certifications", "Connect With Me"],
    callToAction: true,
  },
  { path: "/projects/", title: /^Projects \| /, sections: [], callToAction: true },
  {
    path: "/contact/",
    title: /^Contact \| /,
    sections: ["Contact Information", "Open to"],
    callToAction: false,
  },
  {
    path: "/legal/",
    title: /^Legal \| /,
    sections: [
      "Privacy Policy",
      "AI Ethics Statement",
      "Disclaimer",
      "External Links",
      "Contact Information",
    ],
    callToAction: true,
  },
] satisfies SitePage[];

/** The spec fixes the header's nav; app/pages.ts is where the header takes it from. */
export const NAV_LABELS = ["About", "Projects", "Legal"];

/**
 * Whether this run is on another owner's content (decision 014, `npm run test:owner`): that content changes
 * the pages made from papers, posts and talks and the lists of them (the home page's newest posts among
 * them), not the spec's own sections, styles or scripts.
 */
export const ON_OTHER_OWNERS_CONTENT = process.env.CONTENT === "owner";

/**
 * The tag of a test that checks nothing another owner's content changes (a spec page's print or scripts, the
 * contact page's hydration): the run on that content leaves it out (`--grep-invert`, scripts/test-sites.mjs),
 * as the run on the sample has made it.
 */
export const SAME_FOR_EVERY_OWNER = { tag: SAME_FOR_EVERY_OWNER_TAG };

/**
 * Every page the site builds in its default language, from the one page list, at its canonical address: the
 * pages the spec's English texts are checked on. Another language's versions are TRANSLATED_PATHS, which
 * languages.spec.ts checks (docs/decisions/080).
 */
export const ALL_PATHS = sitePaths()
  .map(pageHref)
  .filter((path) => languageOfPath(path) === DEFAULT_LANGUAGE);

/** Every page the site builds in a language other than its default, under that language's prefix. */
export const TRANSLATED_PATHS = sitePaths()
  .map(pageHref)
  .filter((path) => languageOfPath(path) !== DEFAULT_LANGUAGE);

export const NOT_FOUND_PATHS = ["/no-such-page", "/deep/no/such/page"];

/** The most pages one walk visits: a walk's test then takes seconds, and the two workers share the rest. */
const WALK_LENGTH = 12;

/**
 * `items` (pages, or what pages are made from) cut into walks of at most WALK_LENGTH, each with a name saying
 * where it starts and ends. A check that holds on every page walks them in one test, one step per page,
 * rather than one test per page: a test's fresh browser context and first page load cost more, on this
 * 2-core machine, than the check.
 */
export function walks<T>(items: T[], nameOf: (item: T) => string = String) {
  const count = Math.ceil(items.length / WALK_LENGTH);
  const length = Math.ceil(items.length / count);
  return Array.from({ length: count }, (_, index) => {
    const part = items.slice(index * length, (index + 1) * length);
    return { items: part, name: `${nameOf(part[0]!)} to ${nameOf(part.at(-1)!)}` };
  });
}

/** The site's origin, as the home page's canonical URL names it. */
export async function siteOrigin(request: APIRequestContext) {
  const canonical = canonicalUrl(await (await request.get("/")).text());
  expect(canonical, "the home page's canonical URL").not.toBeNull();
  return new URL(canonical!).origin;
}

/**
 * The page at `path` as the server sends it, parsed without running it: what a crawler or a link preview
 * reads, and the text a page is written with, for the checks that need no layout (no browser, no page load).
 * The answer must have `status`: else a check would read the not-found page in place of the one it names.
 */
export async function documentOf(request: APIRequestContext, path: string, status = 200) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(status);
  return new JSDOM(await response.text()).window.document;
}

/** Chromium's console line for a document or resource answered with an error status, e.g. a 404 page. */
export const ERROR_STATUS_LOG = /Failed to load resource: the server responded with a status of 404/;

export function main(page: Page) {
  return page.getByRole("main");
}

export function mainNav(page: Page) {
  return page.getByRole("banner").getByRole("navigation", { name: "Main" });
}

export function region(page: Page, name: string) {
  return main(page).getByRole("region", { name, exact: true });
}

/** The closing call to action: the headed area whose button is 'Contact'. */
export function callToAction(page: Page) {
  return main(page)
    .getByRole("region")
    .filter({ has: page.getByRole("link", { name: "Contact", exact: true }) });
}

/** Project cards and timeline entries are the list items headed by an h3. */
export function headedItems(scope: Locator) {
  return scope.getByRole("listitem").filter({ has: scope.page().getByRole("heading", { level: 3 }) });
}

export function timelineEntries(page: Page) {
  return headedItems(region(page, "Work Experience"));
}

/** Resolves once the page's inline theme script has run: it gives the toggle its pressed state. */
export async function themeReady(page: Page) {
  const language = (await page.locator("html").getAttribute("lang")) as Language;
  await expect(page.getByRole("button", { name: MESSAGES[language].theme.dark })).toHaveAttribute(
    "aria-pressed",
    /^(true|false)$/,
  );
}

/**
 * Resolves once React has hydrated the contact form, the part of the one hydrating page that needs it: the
 * prerendered form is busy (aria-busy) until its first effect has run, and from then on it sends.
 */
export async function hydrated(page: Page) {
  await expect(page.locator("form")).not.toHaveAttribute("aria-busy", "true");
}

/** Marks the loaded document, so a test can tell a full page load (mark gone) from the same document. */
export async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}

export async function isSameDocument(page: Page) {
  return page.evaluate(() => "__sameDocument" in window);
}

/**
 * Resolves once the loaded page has settled: the browser has had an idle moment and drawn a frame after the
 * load, so whatever the page's scripts start on load or when idle has started. Network idle would do the
 * same by waiting half a second with nothing requested, on every page of every walk that needs it.
 */
async function settled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestIdleCallback(() => requestAnimationFrame(() => done()), { timeout: 1000 }),
      ),
  );
}

/** The JavaScript files a page requests while it loads and settles. */
export async function scriptRequests(page: Page, path: string) {
  const scripts: string[] = [];
  const onRequest = (request: Request) => {
    if (request.resourceType() === "script" || new URL(request.url()).pathname.endsWith(".js"))
      scripts.push(new URL(request.url()).pathname);
  };
  page.on("request", onRequest);
  try {
    // page.goto waits for the load.
    await page.goto(path);
    await settled(page);
  } finally {
    page.off("request", onRequest);
  }
  return scripts;
}
