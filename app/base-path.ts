// Where the site lives under its origin: "/" at the root of a domain, "/portfolio/" for a GitHub project site
// (https://<user>.github.io/portfolio/). React Router's basename and Vite's base (react-router.config.ts,
// vite.config.ts) put the links, chunks and assets they write under it; everything else that writes an
// address (plain links, content's links, head tags, feed, sitemap, search) goes through siteHref.

import { site } from "~/content/site";

/** The build's variable that sets the base path; it wins over the path of site.url. */
export const BASE_PATH_VARIABLE = "BASE_PATH";

/** A part of a path the base may have: what a repository's name may hold (GitHub: letters, digits, . _ -). */
const SEGMENT = /^[A-Za-z0-9._~-]+$/;

/** Why `path` cannot be a base path, or undefined when it can; `path` is its parts between the slashes. */
function segmentsProblem(path: string) {
  if (/[?#]/.test(path)) return "it has a ? or #, which belong to an address, not to a path";
  const inner = path.replace(/^\/+|\/+$/g, "");
  if (inner === "") return undefined;
  for (const segment of inner.split("/")) {
    if (segment === "") return "it has an empty part (//)";
    if (segment === "." || segment === "..") return `it has a part "${segment}"`;
    if (!SEGMENT.test(segment))
      return `its part "${segment}" has a character other than letters, digits, . _ ~ -`;
  }
  return undefined;
}

/** `path` with one slash before and after it: "portfolio", "/portfolio" and "/portfolio/" are "/portfolio/". */
function normalised(path: string) {
  const inner = path.replace(/^\/+|\/+$/g, "");
  return inner === "" ? "/" : `/${inner}/`;
}

/**
 * The base path from its two sources: `fromVariable` (BASE_PATH, as the deploy workflow sets it from GitHub
 * Pages' own settings; "" is the root) wins, else the path of `siteUrl` (app/content/site.ts, field "url").
 * Normalised to a slash before and after; one that no address could be served under throws, naming its
 * source and what to write instead.
 */
export function resolveBasePath(fromVariable: string | undefined, siteUrl: string): string {
  if (fromVariable !== undefined) {
    const problem = /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(fromVariable)
      ? "it is an address; the variable takes the path alone"
      : segmentsProblem(fromVariable);
    if (problem) {
      throw new Error(
        `${BASE_PATH_VARIABLE} is "${fromVariable}", which cannot be the path the site is served under: ${problem}. ` +
          `Set it to a path such as /portfolio/ (or / for the root of a domain), or leave it unset to take the path of app/content/site.ts's url.`,
      );
    }
    return normalised(fromVariable);
  }
  const url = URL.parse(siteUrl);
  const problem = !url
    ? "it is not a web address"
    : url.search || url.hash
      ? "it has a ? or #, which the site's address cannot have"
      : segmentsProblem(url.pathname);
  if (problem) {
    throw new Error(
      `app/content/site.ts: field "url" is "${siteUrl}", which cannot be the site's address: ${problem}. ` +
        `Write the address the site is served at, such as https://example.com/ or https://user.github.io/portfolio/.`,
    );
  }
  return normalised(url!.pathname);
}

/**
 * The site's base path. In the browser, Vite's `base`, which vite.config.ts sets from resolveBasePath. In
 * Node (the prerender, the build's config and its steps, the tests' tools), resolved again from the same
 * inputs: only the bundles Vite builds know `base`; the config loader, for one, sees "/".
 */
export function basePath(): string {
  // Vite writes import.meta.env into the bundles it builds, so in the browser's this is `if (true)` and the
  // rest is left out of it; a loader that is not Vite's (Playwright's) has no import.meta.env at all.
  if (typeof import.meta.env === "object" && !import.meta.env.SSR) return import.meta.env.BASE_URL;
  return resolveBasePath(process.env[BASE_PATH_VARIABLE], site.url);
}

/**
 * An address as a page writes it: a path on the site (`/about/`, `/papers/a.pdf`, as routes and content write
 * them) under the base path; any other address (`https:`, `mailto:`, `#imprint`, `//host/`) as it is. Not
 * for a <Link>'s `to`, to which React Router adds the basename itself, nor for an imported asset's URL,
 * which Vite writes with its base.
 */
export function siteHref(address: string, base = basePath()): string {
  return address.startsWith("/") && !address.startsWith("//") ? `${base}${address.slice(1)}` : address;
}

/**
 * The path on the site of a request's or a link's `pathname` (what routes and content write), or undefined
 * when it lies outside the base path.
 */
export function sitePathOf(pathname: string, base = basePath()): string | undefined {
  if (pathname.startsWith(base)) return `/${pathname.slice(base.length)}`;
  return `${pathname}/` === base ? "/" : undefined;
}
