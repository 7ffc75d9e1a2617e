// The content plugin: it makes the content graph (app/content-graph/graph.server.ts) once per build, and on
// the dev server again whenever a content file changes, and hands it on as plain data (docs/decisions/016):
// - to the pages' loaders, as the module `virtual:content-graph`;
// - to React Router's config, as `content-graph.json` in the build's folder: its prerender list, its base
//   path, and the steps after the prerender (the CV, the search index) read it there.
// The graph's module imports the owner's typed content, which imports its icons through the ~/ alias: only
// Vite reads that, so the graph is made in Vite's module runner, the one load of app code outside the bundle.
import { mkdirSync, writeFileSync } from "node:fs";
import { stripVTControlCharacters } from "node:util";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import { type ErrorPayload, type InlineConfig, type Plugin, runnerImport } from "vite";
import type { GraphOptions } from "../app/content-graph/graph.server";
import {
  type BuiltGraph,
  graphFile,
  readContentGraph,
  routeInputs,
} from "../app/content-graph/built-graph.server.ts";
import { BASE_PATH_VARIABLE, resolveBasePath } from "../app/base-path-rules.ts";
import { CONTENT_DIR, PUBLIC_DIR, contentAlias, contentFile } from "../app/owner-folders.server.ts";
import { groupedWarnings } from "./grouped-warnings.ts";
import { ContentProblem } from "../app/content-problem.ts";

export const CONTENT_GRAPH_MODULE = "virtual:content-graph";

const runnerOptions = (root: string, base: string) => ({
  root,
  base,
  logLevel: "error" as const,
  resolve: { tsconfigPaths: true, alias: contentAlias() },
});

/**
 * The graph, made from the owner's content in `root`: first the path the site is served under (BASE_PATH,
 * else site.url's path), which every address in the graph starts with, then the graph itself.
 */
export async function makeContentGraph(root: string, options: GraphOptions): Promise<BuiltGraph> {
  const { module: content } = await runnerImport<typeof import("../app/content/site")>(
    resolve(root, contentFile("site.ts")),
    runnerOptions(root, "/"),
  ).catch(unreadable(root));
  const basePath = resolveBasePath(process.env[BASE_PATH_VARIABLE], content.site.url, contentFile("site.ts"));
  const { module: graph } = await runnerImport<typeof import("../app/content-graph/graph.server")>(
    join(root, "app/content-graph/graph.server.ts"),
    runnerOptions(root, basePath),
  ).catch(unreadable(root));
  // Its warnings are printed once it is made, or has stopped: a note that many files share, once.
  const warnings: string[] = [];
  try {
    const made = await graph.buildContentGraph({ ...options, warn: (text) => warnings.push(text) });
    // Only the dev server shows drafts: a graph with them is the dev server's.
    return { ...made, basePath, serving: options.drafts === true };
  } finally {
    for (const line of groupedWarnings(warnings)) console.warn(line);
  }
}

/**
 * An owner's file that does not parse (a comma missing in talks.ts) as a ContentProblem: the file, and Vite's
 * own words with the lines they point at, without the module runner's trace or the file's whole text, which
 * the error carries too. Any other error is the code's, and keeps its trace.
 */
const unreadable = (root: string) => (error: unknown) => {
  const { id } = error as { id?: unknown };
  if (typeof id !== "string" || !inside(id, resolve(root, CONTENT_DIR))) throw error;
  const message = stripVTControlCharacters((error as Error).message).trim();
  throw new ContentProblem(
    `${contentFile(relative(resolve(root, CONTENT_DIR), id))}: could not be read\n${message}`,
  );
};

/** Whether `file` is in the folder `dir` (or below it). */
const inside = (file: string, dir: string) => {
  const path = relative(dir, resolve(file));
  return !path.startsWith("..") && !isAbsolute(path);
};

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** What a graph holds, in a few words: "5 posts, 7 publications, 4 talks". */
const graphSummary = ({ posts, publications, talks }: BuiltGraph) =>
  `${posts.length} posts, ${publications.length} publications, ${talks.length} talks`;

/**
 * What of the graph the dev server's route list (routeInputs) and Vite's config (the path the site is served
 * under) are made from. When it changes, the server starts again, as after an edit to its config.
 */
const routesShape = (graph: BuiltGraph) => {
  const { languages, oldAddresses } = routeInputs(graph);
  return JSON.stringify([graph.basePath, languages, oldAddresses.toSorted()]);
};

/** The module the pages read: the graph as data, parsed from JSON, which is quicker to load than a literal. */
const graphModule = (graph: BuiltGraph) =>
  `export default JSON.parse(${JSON.stringify(JSON.stringify(graph))});`;

/**
 * Makes the graph once per build, before React Router reads its config, and sets Vite's `base` from it. The
 * preview server that the prerender starts reads the build's graph. The dev server makes it again when a file
 * of the owner's content or public folder changes, and reloads the page, or starts again where the routes
 * change. A Vite run without the project's config file (React Router's child compiler, which only reads the
 * routes' exports) makes none.
 */
export function contentGraph(): Plugin {
  let graph: BuiltGraph | undefined;
  const resolvedId = `\0${CONTENT_GRAPH_MODULE}`;
  const write = (made: BuiltGraph) => {
    const file = graphFile();
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(made));
    graph = made;
    return made;
  };
  let root = process.cwd();
  return {
    name: "content-graph",
    sharedDuringBuild: true,
    config: {
      order: "pre",
      async handler(config, { command, isPreview }) {
        if ((config as InlineConfig).configFile === false) return;
        root = resolve(config.root ?? process.cwd());
        if (isPreview) graph = readContentGraph();
        else {
          const started = performance.now();
          const made = write(await makeContentGraph(root, { drafts: command === "serve" }));
          console.info(`Content graph: ${graphSummary(made)} in ${seconds(started)} s`);
        }
        if (!graph) throw new Error(`${graphFile()}: no content graph; build the site first`);
        return { base: graph.basePath };
      },
    },
    resolveId(id) {
      return id === CONTENT_GRAPH_MODULE ? resolvedId : undefined;
    },
    load(id) {
      return id === resolvedId && graph ? graphModule(graph) : undefined;
    },
    configureServer(server) {
      // What the running server's routes were listed from: the graph its config was made with.
      const served = routesShape(graph!);
      const watched = [CONTENT_DIR, PUBLIC_DIR].map((dir) => resolve(root, dir));
      server.watcher.add(watched);
      // A content problem shows on the page too, where the owner looks, in Vite's error overlay over the last
      // good version, and again on every page opened until it is fixed.
      let problem: ErrorPayload | undefined;
      const show = (message: string) => {
        problem = { type: "error", err: { message, stack: "", plugin: "content-graph" } };
        server.ws.send(problem);
      };
      server.ws.on("connection", () => problem && server.ws.send(problem));
      const rebuild = async () => {
        try {
          write(await makeContentGraph(root, { drafts: true }));
        } catch (error) {
          server.config.logger.error((error as Error).message);
          return show((error as Error).message);
        }
        problem = undefined;
        // A new language or old address adds routes, which React Router lists only as the server starts. Vite
        // logs a restart that failed and keeps this server, whose routes are still `served`: the next edit
        // tries again.
        if (routesShape(graph!) !== served) {
          // A server started again has a config of its own, and this plugin's watcher is no longer its.
          const { config } = server;
          await server.restart();
          replaced = server.config !== config;
          if (!replaced) show("The dev server could not start again: the terminal says why.");
          return;
        }
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(resolvedId);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: "full-reload" });
      };
      // One rebuild at a time, so that an older one never writes over a newer graph, and at most one waiting:
      // a save that fires several events, or a checkout that fires dozens, rebuilds once more after the one
      // running. None once the server has started again.
      let running = false;
      let waiting = false;
      let replaced = false;
      const rebuildSoon = async () => {
        if (running) return void (waiting = true);
        running = true;
        try {
          do {
            waiting = false;
            await rebuild();
          } while (waiting && !replaced);
        } catch (error) {
          server.config.logger.error(String(error));
          show(`The dev server could not take the edit: ${(error as Error).message}`);
        } finally {
          running = false;
        }
      };
      server.watcher.on("all", (_event, file) => {
        if (!replaced && watched.some((dir) => inside(file, dir))) void rebuildSoon();
      });
    },
  };
}
