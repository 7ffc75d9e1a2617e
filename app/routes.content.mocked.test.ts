// The route list follows the content: with ssr: false, React Router stops the build on a route with a loader
// and no page to prerender, so an owner with no talks or no papers must get no route for them.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, describe, expect, test, vi } from "vitest";
import graph from "virtual:content-graph";
import { FAVICON, POST_PAGE, PUBLICATION_PAGE, TALK_CALENDAR, TALK_PAGE } from "./pages";
import { graphFile } from "./content-graph/built-graph.server";

const BUILD_DIR = ".build-routes-test";

afterAll(() => rmSync(graphFile(BUILD_DIR), { force: true }));

/** Every route's path, nested ones (a language's, under its prefix) joined to their parent's. */
function paths(routes: RouteConfigEntry[], parent = ""): string[] {
  return routes.flatMap((route) => {
    const path = [parent, route.path].filter(Boolean).join("/");
    return [path, ...paths(route.children ?? [], path)];
  });
}

/** The route list React Router reads for a build whose content graph is `built`. */
async function routePaths(built: typeof graph) {
  mkdirSync(dirname(graphFile(BUILD_DIR)), { recursive: true });
  writeFileSync(graphFile(BUILD_DIR), JSON.stringify(built));
  vi.stubEnv("BUILD_DIR", BUILD_DIR);
  vi.resetModules();
  return paths((await import("./routes")).default);
}

const parameterRoute = (page: { path: string }) => page.path.slice(1);

describe("the routes of a site", () => {
  test("with talks and papers, in each language, include their pages", async () => {
    const routes = await routePaths(graph);
    for (const page of [TALK_PAGE, TALK_CALENDAR, PUBLICATION_PAGE]) {
      expect(routes).toContain(parameterRoute(page));
    }
    expect(routes).toContain(`de/${parameterRoute(TALK_PAGE)}`);
  });

  test("without talks have no talk page or calendar file", async () => {
    const routes = await routePaths({ ...graph, talks: [] });
    expect(routes.filter((path) => path.includes(":slug") && path.includes("talks"))).toEqual([]);
    expect(routes).toContain(parameterRoute(PUBLICATION_PAGE));
  });

  test("without papers have no paper page", async () => {
    const routes = await routePaths({ ...graph, publications: [] });
    expect(routes.filter((path) => path.includes(":key"))).toEqual([]);
    expect(routes).toContain(parameterRoute(TALK_PAGE));
  });

  test("draw the icon only for an owner without public/favicon.svg of their own", async () => {
    expect(await routePaths(graph)).toContain("favicon.svg");
    const prerenderPaths = graph.prerenderPaths.filter((path) => path !== FAVICON.path);
    expect(await routePaths({ ...graph, prerenderPaths })).not.toContain("favicon.svg");
  });

  test("on the dev server, which prerenders nothing, include every page, so a first post needs no restart", async () => {
    const routes = await routePaths({ ...graph, serving: true, talks: [], publications: [], posts: [] });
    for (const page of [TALK_PAGE, TALK_CALENDAR, PUBLICATION_PAGE, POST_PAGE]) {
      expect(routes).toContain(parameterRoute(page));
    }
    expect(routes).toContain(`de/${parameterRoute(POST_PAGE)}`);
  });

  test("as `react-router typegen` reads them, include every page, so each route module has its types", async () => {
    const argv = process.argv;
    process.argv = [...argv, "typegen"];
    try {
      const routes = await routePaths({ ...graph, talks: [], publications: [], posts: [] });
      for (const page of [TALK_PAGE, TALK_CALENDAR, PUBLICATION_PAGE, POST_PAGE]) {
        expect(routes).toContain(parameterRoute(page));
      }
    } finally {
      process.argv = argv;
    }
  });
});
