// The cross-engine journeys (engines/): Firefox and WebKit against the built site, one file after another.
import { defineConfig } from "vitest/config";
import { contentAlias } from "./app/owner-folders.server.ts";

export default defineConfig({
  // The site's modules read the content of the test owner the suite runs on (CONTENT_DIR, scripts/test.mjs).
  resolve: { tsconfigPaths: true, alias: contentAlias() },
  test: {
    include: ["engines/**/*.test.ts"],
    environment: "node",
    globalSetup: ["engines/global-setup.ts"],
    // One browser at a time: each engine is a few processes, and the journeys share the site's ports.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ["verbose"],
  },
});
