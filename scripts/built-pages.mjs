// The pages of a finished build, for the tools that run on one (benchmark, screenshots): the pages its
// sitemap lists, which the build writes from the pages it prerendered (app/pages.ts is the one list), and a
// path that no page has, which gets the not-found page. Each is a path on the site, after the base path the
// build is served under, as the URL scripts/serve.mjs gives ends with it.
import { globSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { builtBasePath } from "./serve.mjs";

export const UNKNOWN_PATH = "/no-such-page";

/**
 * Paths as the sitemap writes them, without the base path: the canonical form, which the hosts serve
 * without a redirect.
 */
export function pathsFromSitemap(xml, basePath = "/") {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, url]) => `/${new URL(url).pathname.slice(basePath.length)}`,
  );
}

/**
 * The site's HTML files under `clientDir`, relative to it and sorted. The owner's HTML files in `publicDir`
 * (slides, an old page) are published as they are: none of the site's pages, they get no policy and no check.
 * @param {string} clientDir
 * @param {string} [publicDir]
 */
export function siteHtml(clientDir, publicDir) {
  const own = new Set(publicDir ? globSync("**/*.html", { cwd: publicDir }) : []);
  return globSync("**/*.html", { cwd: clientDir })
    .filter((file) => !own.has(file))
    .sort();
}

export async function builtPages(clientDir) {
  const xml = await readFile(join(clientDir, "sitemap.xml"), "utf8");
  const paths = pathsFromSitemap(xml, await builtBasePath(clientDir));
  if (paths.length === 0) throw new Error(`no pages in ${join(clientDir, "sitemap.xml")}`);
  return [...paths, UNKNOWN_PATH];
}
