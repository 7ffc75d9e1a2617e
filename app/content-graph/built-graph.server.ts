// Where a build keeps its content graph, as the content plugin (scripts/content-graph.ts) writes it: React
// Router's config and route list read it there, having no other way to the plugin's data.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ContentGraph } from "./graph.server";

/**
 * The graph as a build keeps it: with the path the site is served under, and whether the dev server made it
 * (it prerenders nothing, so it may declare a route with no page yet).
 */
export type BuiltGraph = ContentGraph & { basePath: string; serving?: boolean };

/**
 * What of the graph the route list is made from on the dev server, which declares every other route whatever
 * the content (app/routes.ts): the languages, and the posts' old addresses. When it changes, the dev server
 * starts again (scripts/content-graph.ts), as React Router lists the routes only as it starts.
 */
export const routeInputs = ({ languages, posts }: BuiltGraph) => ({
  languages,
  oldAddresses: posts.flatMap((post) => post.oldAddresses),
});

/**
 * The graph's file, one per build folder, so builds side by side keep apart: beside React Router's generated
 * types, as React Router empties the build folder when a build starts, and never published.
 */
export function graphFile(buildDirectory = process.env.BUILD_DIR ?? "build") {
  return join(".react-router", "content-graph", `${buildDirectory.replace(/[^\w.-]+/g, "_")}.json`);
}

/** The graph the content plugin made for the build in `buildDirectory`, or undefined before there is one. */
export function readContentGraph(buildDirectory?: string): BuiltGraph | undefined {
  try {
    return JSON.parse(readFileSync(graphFile(buildDirectory), "utf8")) as BuiltGraph;
  } catch {
    return undefined;
  }
}
