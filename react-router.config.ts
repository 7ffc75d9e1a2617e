// Every page is prerendered to static HTML; there is no server at run time.
// The "*" route is prerendered once, at NOT_FOUND_PATH, and becomes 404.html in the post-build step.
// What the build publishes comes from the content graph that the content plugin (scripts/content-graph.ts)
// made before this file is read: the prerender list, the base path and the search index.
import type { Config } from "@react-router/dev/config";
import { join, relative } from "node:path";
import { EMAILJS_DEFAULT_ORIGIN } from "./app/lib/contact-constants";
import { publishUnicodeFolders } from "./app/writing/published-files.server";
import { finishBuild, pagesOutOfBasePath } from "./scripts/post-build";
import { buildSearchIndex } from "./scripts/search-index";
import { readContentGraph } from "./app/content-graph/built-graph.server";
import { oldAddressFile } from "./app/pages";

const buildDirectory = process.env.BUILD_DIR ?? "build";

/** The build's graph; `react-router typegen`, which reads this file without building, finds none. */
const graph = () => {
  const made = readContentGraph(buildDirectory);
  if (!made) throw new Error(`${buildDirectory}: no content graph (scripts/content-graph.ts)`);
  return made;
};

export default {
  // BUILD_DIR lets parallel builds (tests, benchmark) keep out of each other's way.
  buildDirectory,
  // A build prerenders every page. The dev server renders a page when it is asked for, as a server does, so it
  // needs no prerender list, and every route is declared there (app/routes.ts).
  ssr: readContentGraph(buildDirectory)?.serving === true,
  // The path the site is served under (app/base-path.ts), as Vite's base is: every <Link> writes it.
  basename: readContentGraph(buildDirectory)?.basePath ?? "/",
  // React Router 8's default (v7's future.v8_splitRouteModules), kept in sight: a route's client-side exports
  // load as chunks of their own.
  splitRouteModules: true,
  // Four requests at a time: one page's rendering overlaps another's file writes (docs/decisions/051).
  prerender: { paths: () => graph().prerenderPaths, concurrency: 4 },
  async buildEnd({ reactRouterConfig, viteConfig }) {
    const clientDir = join(reactRouterConfig.buildDirectory, "client");
    const { languages, searchRecords, posts } = graph();
    // First: every later step finds each page at its own path, as the host will serve it.
    pagesOutOfBasePath(clientDir, reactRouterConfig.basename);
    await publishUnicodeFolders(
      clientDir,
      posts.flatMap((post) => post.oldAddresses.map(oldAddressFile)),
    );
    await finishBuild({
      clientDir,
      emailOrigin: viteConfig.env.VITE_EMAILJS_ORIGIN || EMAILJS_DEFAULT_ORIGIN,
      basePath: reactRouterConfig.basename,
      languages,
      publicDir: viteConfig.publicDir,
    });
    const started = performance.now();
    await buildSearchIndex(clientDir, searchRecords, languages);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    viteConfig.logger.info(`Search index: ${relative(viteConfig.root, clientDir)} in ${seconds} s`);
  },
} satisfies Config;
