// The site's own HTML files in a build, for the steps that read every page: the post-build step, the HTML
// check and check:site.
import { globSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** The HTML files below `dir`, relative to it, with "/" between folders on every system. */
const htmlFiles = (dir) =>
  globSync("**/*.html", { cwd: dir, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"));

/**
 * The site's HTML files under `clientDir`, sorted. The owner's HTML files in `publicDir` (slides, an old page)
 * are published as they are: none of the site's pages, they get no policy and no check.
 * @param {string} clientDir
 * @param {string} [publicDir]
 */
export function siteHtml(clientDir, publicDir) {
  const own = new Set(publicDir ? htmlFiles(publicDir) : []);
  return htmlFiles(clientDir)
    .filter((file) => !own.has(file))
    .sort();
}
