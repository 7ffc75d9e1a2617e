// Vitest's global setup: the first test owner's content graph, made once for the whole run as the content
// plugin makes it for a build (scripts/content-graph.ts), and provided to the tests, whose
// `virtual:content-graph` is app/testing/content-graph.ts.
import type { TestProject } from "vitest/node";
import type { BuiltGraph } from "./app/content-graph/built-graph.server.ts";
import { makeContentGraph } from "./scripts/content-graph.ts";
import { FIRST_OWNER } from "./scripts/test-sites.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    contentGraph: BuiltGraph;
  }
}

export default async function setup(project: TestProject) {
  // The graph's module reads the owner's folders from these, as a build for that owner does.
  Object.assign(process.env, {
    CONTENT_DIR: FIRST_OWNER.CONTENT_DIR,
    PUBLIC_DIR: FIRST_OWNER.PUBLIC_DIR,
    BASE_PATH: "/",
  });
  project.provide("contentGraph", await makeContentGraph(process.cwd(), { warn: () => {} }));
}
