// Every page is prerendered to static HTML; there is no server at run time.
// The "*" route is prerendered once, at NOT_FOUND_PATH, and becomes 404.html in the post-build step.
import type { Config } from "@react-router/dev/config";
import { join } from "node:path";
import { EMAILJS_DEFAULT_ORIGIN } from "./app/lib/contact-constants";
import { CV_PDF, FEED, NOT_FOUND_PATH, oldAddressFile, postImagePath, talkCalendarPath } from "./app/pages";
import { loadPosts } from "./app/writing/posts.server";
import { publishUnicodeFolders } from "./app/writing/published-files.server";
import { sitePaths } from "./app/pages.server";
import { imprint, privacy } from "./app/content/legal";
import { warnOnMissingLegalFields } from "./scripts/legal-fields";
import { loadTalks } from "./app/talks/talks.server";
import { finishBuild } from "./scripts/post-build";

export default {
  // BUILD_DIR lets parallel builds (tests, benchmark) keep out of each other's way.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  // React Router 8's default (v7's future.v8_splitRouteModules), kept in sight: a route's client-side exports
  // load as chunks of their own.
  splitRouteModules: true,
  prerender: () => [
    // React Router matches a request's decoded path against this list: a tag in any script (航空) is listed
    // as written, not percent-encoded as links write it.
    ...sitePaths().map((path) => decodeURI(path)),
    NOT_FOUND_PATH,
    CV_PDF.path,
    ...loadTalks().map((talk) => talkCalendarPath(talk.slug)),
    FEED.path,
    ...loadPosts().map((post) => postImagePath(post.slug)),
    ...loadPosts().flatMap((post) => post.oldAddresses.map(oldAddressFile)),
  ],
  async buildEnd({ reactRouterConfig, viteConfig }) {
    warnOnMissingLegalFields({ privacy, imprint }, (text) => viteConfig.logger.warn(text));
    await publishUnicodeFolders(join(reactRouterConfig.buildDirectory, "client"));
    await finishBuild({
      clientDir: join(reactRouterConfig.buildDirectory, "client"),
      emailOrigin: viteConfig.env.VITE_EMAILJS_ORIGIN || EMAILJS_DEFAULT_ORIGIN,
    });
  },
} satisfies Config;
