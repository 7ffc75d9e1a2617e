// The pages of a finished build, for the tools that run on one (benchmark, screenshots): the pages its
// sitemap lists, which the build writes from the pages it prerendered (app/pages.ts is the one list), and a
// path that no page has, which gets the not-found page. Each is a path on the site, after the base path the
// build is served under, as the URL scripts/serve.mjs gives ends with it.
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

export async function builtPages(clientDir) {
  const xml = await readFile(join(clientDir, "sitemap.xml"), "utf8");
  const paths = pathsFromSitemap(xml, await builtBasePath(clientDir));
  if (paths.length === 0) throw new Error(`no pages in ${join(clientDir, "sitemap.xml")}`);
  return [...paths, UNKNOWN_PATH];
}
