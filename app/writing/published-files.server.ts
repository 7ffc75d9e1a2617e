// React Router writes each prerendered file under its request's path, percent-encoded, so the page of the tag
// 航空 lands in writing/tags/%E8%88%AA%E7%A9%BA/, and the smaller copy of a post's picture "a b.jpg" in
// sized/800/…/a%20b.jpg.webp. Static hosts decode an address before they look for its file, so the file and
// its folders must carry the decoded names, as must a post's own files (a page bundle's) and the pages at its
// old addresses (/posts/fusion power/). Only the folders of those routes are renamed, once, after prerendering.
import { mkdir, readdir, rename, rmdir } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { POST_FILE, SIZED_IMAGE } from "../pages";

/**
 * Names below these (from the build's client folder) may be in any script: a tag's and a post's own file's
 * (writing/), and a picture file's (sized/).
 */
const UNICODE_FOLDERS = [POST_FILE.path.split("/")[1]!, SIZED_IMAGE.path.split("/")[1]!];

/**
 * Renames every percent-encoded file or folder below UNICODE_FOLDERS to its decoded name, and each of `files`
 * (site paths, decoded: the posts' old addresses' pages) from the path React Router wrote it at.
 */
export async function publishUnicodeFolders(clientDir: string, files: readonly string[] = []) {
  for (const file of files) {
    const written = new URL(file, "http://site.invalid").pathname;
    // A page at an address that ends in a slash is its folder's index.html: the folder moves whole, with the
    // data file React Router wrote beside the page, which the post-build step deletes.
    const [from, to] = file.endsWith("/index.html") ? [dirname(written), dirname(file)] : [written, file];
    if (from === to) continue;
    await mkdir(join(clientDir, dirname(to)), { recursive: true });
    await rename(join(clientDir, from), join(clientDir, to));
    // The folders it was in, now empty, up to the first that holds something else.
    for (let folder = dirname(from); folder !== "/"; folder = dirname(folder))
      if (
        !(await rmdir(join(clientDir, folder)).then(
          () => true,
          () => false,
        ))
      )
        break;
  }
  for (const folder of UNICODE_FOLDERS) {
    const parent = join(clientDir, folder);
    const paths = await readdir(parent, { recursive: true }).catch(() => [] as string[]);
    // The longest first: what is in a folder is renamed before the folder.
    for (const path of paths.sort((a, b) => b.length - a.length)) {
      const name = basename(path);
      if (!name.includes("%")) continue;
      await rename(join(parent, path), join(parent, dirname(path), decodeURIComponent(name)));
    }
  }
}
