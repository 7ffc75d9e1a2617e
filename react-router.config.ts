// Every page is prerendered to static HTML; there is no server at run time.
// The "*" route is prerendered once, at NOT_FOUND_PATH, and becomes 404.html in the post-build step.
import type { Config } from "@react-router/dev/config";
import { join, relative } from "node:path";
import { EMAILJS_DEFAULT_ORIGIN } from "./app/lib/contact-constants";
import { publishUnicodeFolders } from "./app/writing/published-files.server";
import { contentFile } from "./app/owner-folders.server";
import { warnOnMissingLegalFields } from "./scripts/legal-fields";
import { finishBuild, pagesOutOfBasePath } from "./scripts/post-build";
import { writeCvFile } from "./scripts/cv-file";
import { importAppModule } from "./scripts/app-module";

/**
 * The path the site is served under (app/base-path.ts), from BASE_PATH or the owner's site.url: through the
 * module runner, which reads the owner's content as the site does.
 */
const basename = (
  await importAppModule<typeof import("./app/base-path.server")>("app/base-path.server.ts")
).ownersBasePath();

let paths: Promise<string[]> | undefined;

/**
 * The prerender list, after the content's checks (app/prerender.server.ts); made once, though React Router
 * asks for it more than once. Through Vite's module runner: the config's own loader resolves no ~/ imports,
 * and the owner's content is imported through one (app/owner-folders.server.ts).
 */
function prerenderPaths() {
  paths ??= importAppModule<typeof import("./app/prerender.server")>("app/prerender.server.ts", {
    base: basename,
  }).then((list) => list.prerenderPaths());
  return paths;
}

export default {
  // BUILD_DIR lets parallel builds (tests, benchmark) keep out of each other's way.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  // The path the site is served under (app/base-path.ts), as Vite's base is: every <Link> writes it.
  basename,
  // React Router 8's default (v7's future.v8_splitRouteModules), kept in sight: a route's client-side exports
  // load as chunks of their own.
  splitRouteModules: true,
  prerender: prerenderPaths,
  async buildEnd({ reactRouterConfig, viteConfig }) {
    const legal = await importAppModule<typeof import("./app/content/legal")>(contentFile("legal.ts"));
    warnOnMissingLegalFields(legal, (text) => viteConfig.logger.warn(text));
    const clientDir = join(reactRouterConfig.buildDirectory, "client");
    // First: every later step finds each page at its own path, as the host will serve it.
    pagesOutOfBasePath(clientDir, reactRouterConfig.basename);
    await publishUnicodeFolders(clientDir);
    // Before finishBuild, whose link check then finds /cv.pdf like any other file of the site.
    const cvStarted = performance.now();
    const cvFile = await writeCvFile(clientDir, viteConfig.root);
    const cvSeconds = ((performance.now() - cvStarted) / 1000).toFixed(1);
    viteConfig.logger.info(`CV: ${relative(viteConfig.root, cvFile)} in ${cvSeconds} s`);
    await finishBuild({
      clientDir,
      emailOrigin: viteConfig.env.VITE_EMAILJS_ORIGIN || EMAILJS_DEFAULT_ORIGIN,
      basePath: reactRouterConfig.basename,
    });
    const search = await importAppModule<typeof import("./scripts/search-index")>("scripts/search-index.ts", {
      base: basename,
    });
    await search.buildSearchIndex(clientDir);
  },
} satisfies Config;
