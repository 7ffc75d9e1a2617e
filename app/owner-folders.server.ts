// Where the owner's files are: app/content/ and public/, unless CONTENT_DIR and PUBLIC_DIR name other folders,
// as the tests do for the owners they own (app/testing/owners/). Every reader of content takes its folder,
// and every message names its file, from here. Plain TypeScript with no imports, so the configs can load it.
import { isAbsolute, join, relative, resolve } from "node:path";

/** The folder `dir` as the owner reads it: relative to the project's root when it is inside it. */
function shown(dir: string) {
  const path = isAbsolute(dir) ? relative(process.cwd(), dir) : dir;
  return path.startsWith("..") ? dir : path.replaceAll("\\", "/");
}

/** The owner's folder of content in the project, where CONTENT_DIR does not name another. */
export const DEFAULT_CONTENT_DIR = "app/content";

/** How the code imports the owner's typed content: `~/content/site`. */
export const CONTENT_IMPORT = "~/content/";

/** The owner's content folder, as CONTENT_DIR says when asked. */
const contentDir = () => shown(process.env.CONTENT_DIR || DEFAULT_CONTENT_DIR);

/** The owner's typed content, Markdown posts and .bib files. */
export const CONTENT_DIR = contentDir();

/** The owner's files (PDFs, slides, images), copied into the build as they are. */
export const PUBLIC_DIR = shown(process.env.PUBLIC_DIR || "public");

/** A content file's path as messages name it, e.g. "app/content/site.ts". */
export const contentFile = (name: string) => join(CONTENT_DIR, name).replaceAll("\\", "/");

/**
 * The one switch between owners for code that imports content (`~/content/site`): Vite's alias for it, to
 * the folder `dir`. The content's shape is the code's, outside it: app/content-types.ts.
 */
export function contentAlias(dir = contentDir()) {
  return [{ find: new RegExp(`^${CONTENT_IMPORT}`), replacement: `${resolve(dir)}/` }];
}
