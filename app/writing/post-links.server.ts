// A post's links to the site's own pages and files, each looked for once the build knows all of them, so a
// link to nothing is named at its post's file and line. The post-build step still stops on it, naming the
// built page (scripts/post-build.ts): it sees every file the build writes.
import { join } from "node:path";
import type { Root } from "hast";
import { visit } from "unist-util-visit";
import { decoded, isFilePath, listedPath, pageHref, postPath } from "../pages";
import { isPageRelative } from "../url-policy";
import { type SiteFiles, isFile } from "./post-images.server";

/** A link of a post's to a page or file of the site: its path (as a URL writes it), as written, and its line. */
export type SiteLink = { path: string; written: string; line?: number };

/**
 * Each link (`<a href>`) to the site's own pages and files into `links`, one relative to the post read from
 * its folder. Run once a relative address that names a file of the post's own is that file's site path.
 */
export function siteLinks(files: SiteFiles | undefined, links: SiteLink[]) {
  return () => (tree: Root) => {
    if (!files) return;
    visit(tree, "element", (node) => {
      const href = node.properties.href;
      if (node.tagName !== "a" || typeof href !== "string") return;
      if (!isPageRelative(href) && !(href.startsWith("/") && !href.startsWith("//"))) return;
      const { pathname } = new URL(href, `https://site.invalid${files.folder}`);
      // As the post wrote it: Markdown percent-encodes a name in any other script.
      links.push({ path: pathname, written: decoded(href, decodeURI), line: node.position?.start.line });
    });
  };
}

/**
 * Warns, at its line, of each link in `links` that finds neither a page or file the build makes (`built`,
 * the prerender list) nor a file in `publicDir`, saying where the file goes.
 */
export function warnOnLinksToNothing(
  links: readonly SiteLink[],
  built: readonly string[],
  publicDir: string,
  warn: (text: string, line?: number) => void,
) {
  const listed = new Set(built.map(listedPath));
  for (const { path, written, line } of links) {
    const file = decoded(path);
    if (listed.has(listedPath(path)) || isFile(join(publicDir, file))) continue;
    // An old blog's address of a post here (`/:title/`, as a Jekyll permalink wrote it): the post can keep it.
    // A relative one is read from the post's own folder, which no old address was in.
    const post = postPath(listedPath(path).split("/").at(-1) ?? "");
    const known = listed.has(post);
    if (!isFilePath(path))
      warn(
        known && !isPageRelative(written)
          ? `the link ${written} is to a page the site does not build; if it is the old address of ${pageHref(post)}, add it to that post's front matter as redirect_from: ${listedPath(path)}/`
          : known
            ? `the link ${written} is to a page the site does not build: it is read from the post's own address, so it leads to ${pageHref(listedPath(path))}; write it from the site's root, such as ${pageHref(post)}`
            : `the link ${written} is to a page the site does not build: check the address, or the citation key, talk slug or post file name it names`,
        line,
      );
    else if (isPageRelative(written))
      warn(
        `the link ${written} is to a file that is not there: put it beside the post, in its folder (a post of one file becomes a folder: <name>/index.md)`,
        line,
      );
    else
      warn(
        `the link ${written} is to a file that is not there: put it at ${join(publicDir, file).replaceAll("\\", "/")}${file.endsWith(".html") ? ", or link the page it became here" : ""}`,
        line,
      );
  }
}
