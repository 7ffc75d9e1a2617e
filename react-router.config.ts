// Every page is prerendered to static HTML; there is no server at run time.
// The "*" route is prerendered once, at NOT_FOUND_PATH, and becomes 404.html in the post-build step.
import type { Config } from "@react-router/dev/config";
import { join, relative } from "node:path";
import { basePath } from "./app/base-path";
import { EMAILJS_DEFAULT_ORIGIN } from "./app/lib/contact-constants";
import { FEED, NOT_FOUND_PATH, oldAddressFile, postImagePath, talkCalendarPath } from "./app/pages";
import { loadPosts } from "./app/writing/posts.server";
import { publishUnicodeFolders } from "./app/writing/published-files.server";
import { sitePaths } from "./app/pages.server";
import { imprint, privacy } from "./app/content/legal";
import { warnOnMissingLegalFields } from "./scripts/legal-fields";
import { loadTalks } from "./app/talks/talks.server";
import { finishBuild, pagesOutOfBasePath } from "./scripts/post-build";
import { writeCvFile } from "./scripts/cv-file";
import { importAppModule } from "./scripts/app-module";
import { buildSearchIndex } from "./scripts/search-index";

let contentChecked: Promise<void> | undefined;

/**
 * Talks, courses and site data, checked before anything is built (app/content-checks.server.ts); once, though
 * React Router asks for the prerender list more than once.
 */
function checkContent() {
  contentChecked ??= importAppModule<typeof import("./app/content-checks.server")>(
    "app/content-checks.server.ts",
  ).then((checks) => checks.checkContent());
  return contentChecked;
}

export default {
  // BUILD_DIR lets parallel builds (tests, benchmark) keep out of each other's way.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  // The path the site is served under (app/base-path.ts), as Vite's base is: every <Link> writes it.
  basename: basePath(),
  // React Router 8's default (v7's future.v8_splitRouteModules), kept in sight: a route's client-side exports
  // load as chunks of their own.
  splitRouteModules: true,
  async prerender() {
    await checkContent();
    return [
      // React Router matches a request's decoded path against this list: a tag in any script (航空) is listed
      // as written, not percent-encoded as links write it.
      ...sitePaths().map((path) => decodeURI(path)),
      NOT_FOUND_PATH,
      ...loadTalks().map((talk) => talkCalendarPath(talk.slug)),
      FEED.path,
      ...loadPosts().map((post) => postImagePath(post.slug)),
      ...loadPosts().flatMap((post) => post.oldAddresses.map(oldAddressFile)),
    ];
  },
  async buildEnd({ reactRouterConfig, viteConfig }) {
    warnOnMissingLegalFields({ privacy, imprint }, (text) => viteConfig.logger.warn(text));
    const clientDir = join(reactRouterConfig.buildDirectory, "client");
    // First: every later step finds each page at its own path, as the host will serve it.
    pagesOutOfBasePath(clientDir, reactRouterConfig.basename);
    await publishUnicodeFolders(clientDir);
    // Before finishBuild, whose link check then finds /cv.pdf like any other file of the site.
    const cvFile = await writeCvFile(clientDir, viteConfig.root);
    viteConfig.logger.info(`CV: ${relative(viteConfig.root, cvFile)}`);
    await finishBuild({
      clientDir,
      emailOrigin: viteConfig.env.VITE_EMAILJS_ORIGIN || EMAILJS_DEFAULT_ORIGIN,
      basePath: reactRouterConfig.basename,
    });
    await buildSearchIndex(clientDir);
  },
} satisfies Config;
