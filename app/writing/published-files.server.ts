// React Router writes each prerendered page under its request's path, percent-encoded, so the page of the tag
// 航空 lands in writing/tags/%E8%88%AA%E7%A9%BA/. Static hosts decode an address before they look for its
// file, so the folder must carry the decoded name. Only the folders of the writing pages are renamed, once,
// after prerendering.
import { readdir, rename } from "node:fs/promises";
import { join } from "node:path";
import { TAG_PAGE } from "../pages";

/** Folders under these (from the build's client folder) may carry a name in any script. */
const UNICODE_FOLDERS = [TAG_PAGE.path.replace("/:tag", "").slice(1)];

/** Renames every percent-encoded folder in UNICODE_FOLDERS to its decoded name. */
export async function publishUnicodeFolders(clientDir: string) {
  for (const folder of UNICODE_FOLDERS) {
    const parent = join(clientDir, folder);
    const names = await readdir(parent).catch(() => [] as string[]);
    for (const name of names) {
      if (!name.includes("%")) continue;
      await rename(join(parent, name), join(parent, decodeURIComponent(name)));
    }
  }
}
