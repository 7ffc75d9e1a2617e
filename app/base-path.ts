// Where the site lives under its origin: "/" at the root of a domain, "/portfolio/" for a GitHub project site
// (https://<user>.github.io/portfolio/). React Router's basename and Vite's base (react-router.config.ts,
// vite.config.ts) put the links, chunks and assets they write under it; everything else that writes an
// address (plain links, content's links, head tags, feed, sitemap, search) goes through siteHref.

import { BASE_PATH_VARIABLE, hrefUnder, pathUnder, resolveBasePath } from "./base-path-rules";

/**
 * The site's base path, as the build resolved it (app/base-path.server.ts): Vite's `base` in every module
 * Vite builds or runs (the browser's bundles, the prerender's, the build's steps through its module runner).
 * Elsewhere (Playwright's loader) BASE_PATH, else the root. It reads no content, so the build's config can
 * load every module that imports it.
 */
export function basePath(): string {
  if (typeof import.meta.env === "object") return import.meta.env.BASE_URL;
  const fromVariable = process.env[BASE_PATH_VARIABLE];
  return fromVariable === undefined ? "/" : resolveBasePath(fromVariable, "");
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
