import { resolve } from "node:path";
import { configDefaults, defineConfig } from "vitest/config";
import { contentAlias } from "./app/owner-folders.server.ts";
import { FIRST_OWNER } from "./scripts/test-sites.mjs";

const include = ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"];

/**
 * Test files that replace a module (`vi.mock`, named *.mocked.test.*, as lint makes sure) keep a module
 * registry of their own: a replaced module stays in the registry it was loaded into. Every other file shares
 * its worker's: a fresh worker and environment per file cost three quarters of the unit run.
 */
const replacing = ["app/**/*.mocked.test.{ts,tsx}", "scripts/**/*.mocked.test.{ts,mjs}"];

/**
 * The dev server's test, a project of its own that `npm test` runs after the builds (scripts/test.mjs): React
 * Router's dev server, like each build's preview server, deletes and rewrites .react-router/types as it starts,
 * and two at once can delete a file the other is writing.
 */
const devServer = ["scripts/content-graph.dev-server.test.ts"];

export default defineConfig({
  // The unit tests run on the first test owner's content (scripts/test-sites.mjs), never the owner's own: the
  // components' `~/content/…` imports and the loaders' folders alike.
  // The pages' loaders read the content graph (scripts/content-graph.ts): here, made from that owner's content.
  resolve: {
    tsconfigPaths: true,
    alias: [
      ...contentAlias(FIRST_OWNER.CONTENT_DIR),
      { find: /^virtual:content-graph$/, replacement: resolve("app/testing/content-graph.ts") },
    ],
  },
  test: {
    // At the root of a domain, whatever the owner's site.url says (app/base-path.ts): a test that needs a
    // base path gives it.
    env: { CONTENT_DIR: FIRST_OWNER.CONTENT_DIR, PUBLIC_DIR: FIRST_OWNER.PUBLIC_DIR, BASE_PATH: "/" },
    environment: "jsdom",
    setupFiles: ["./vitest.setup.ts"],
    globalSetup: ["./vitest.content-graph.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include,
          exclude: [...configDefaults.exclude, ...replacing, ...devServer],
          isolate: false,
        },
      },
      { extends: true, test: { name: "replacing a module", include: replacing } },
      { extends: true, test: { name: "dev server", include: devServer } },
    ],
  },
});
