// The site's build-time modules that the config loader cannot read (JSX, the ~/ alias, content that imports
// its icons), loaded through Vite's module runner the way the site's own code is loaded. No server, no
// watcher: the runner lives only as long as the import.
import { join } from "node:path";
import { runnerImport } from "vite";
import { contentAlias } from "../app/owner-folders.server";

/**
 * Imports `file` (from the project's root) as the site's code is imported: the owner's content through its
 * alias, and `base`, the site's base path, as Vite's (import.meta.env.BASE_URL, app/base-path.ts).
 */
export async function importAppModule<T>(
  file: string,
  { root = process.cwd(), base = "/" }: { root?: string; base?: string } = {},
): Promise<T> {
  const { module } = await runnerImport<T>(join(root, file), {
    root,
    base,
    logLevel: "error",
    resolve: { tsconfigPaths: true, alias: contentAlias() },
  });
  return module;
}
