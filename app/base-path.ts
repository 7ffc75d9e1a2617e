// Where the site lives under its origin: "/" at the root of a domain, "/portfolio/" for a GitHub project site
// (https://<user>.github.io/portfolio/). React Router's basename and Vite's base (react-router.config.ts,
// vite.config.ts) put the links, chunks and assets they write under it; everything else that writes an
// address (plain links, content's links, head tags, feed, sitemap, search) goes through siteHref.

import { site } from "~/content/site";
import { BASE_PATH_VARIABLE, hrefUnder, pathUnder, resolveBasePath } from "./base-path-rules";

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
  return hrefUnder(address, base);
}

/**
 * The path on the site of a request's or a link's `pathname` (what routes and content write), or undefined
 * when it lies outside the base path.
 */
export function sitePathOf(pathname: string, base = basePath()): string | undefined {
  return pathUnder(pathname, base);
}
