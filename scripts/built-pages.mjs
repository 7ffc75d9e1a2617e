// The pages of a finished build, for the tools that run on one (benchmark, screenshots): the pages its
// sitemap lists, which the build writes from the pages it prerendered (app/pages.ts is the one list), and a
// path that no page has, which gets the not-found page.
import { readFile } from "node:fs/promises";
import { join } from "node:path";

export const UNKNOWN_PATH = "/no-such-page";

/** Paths as the sitemap writes them: the canonical form, which the hosts serve without a redirect. */
export function pathsFromSitemap(xml) {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
}

export async function builtPages(clientDir) {
  const paths = pathsFromSitemap(await readFile(join(clientDir, "sitemap.xml"), "utf8"));
  if (paths.length === 0) throw new Error(`no pages in ${join(clientDir, "sitemap.xml")}`);
  return [...paths, UNKNOWN_PATH];
}
