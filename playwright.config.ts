import { defineConfig, devices } from "@playwright/test";
import { resolveBasePath } from "./app/base-path-rules";
import { TEST_CHROMIUM_FLAGS, testChromiumPath } from "./scripts/chromium.mjs";
import { localOrigins } from "./scripts/outbox.mjs";
import { outboxOrigin, testOwner } from "./scripts/test-sites.mjs";

// Two servers, each on its own port derived from E2E_PORT unless set, so parallel runs can keep apart: the
// local EmailJS outbox (scripts/outbox.mjs), which writes what it accepts to OUTBOX_FILE, and the site built
// against it. The outbox only ever accepts; the tests script every other answer in the browser (page.route).
/**
 * The test owner whose site this run checks (scripts/test-sites.mjs): the first, or the other owner when
 * CONTENT names her. Never the owner's own app/content/: `npm run check:site` checks that build.
 */
const owner = testOwner();
// The specs read the content the site was built from: the loaders through CONTENT_DIR and PUBLIC_DIR, which
// the runner and its workers share, and `~/content/…` imports through the owner's tsconfig (below).
process.env.CONTENT_DIR = owner.CONTENT_DIR;
process.env.PUBLIC_DIR = owner.PUBLIC_DIR;
// The specs that read the built files find them here too.
process.env.BUILD_DIR ??= owner.BUILD_DIR;

export const SITE_PORT = Number(process.env.E2E_PORT ?? owner.E2E_PORT);
export const OUTBOX_ORIGIN = outboxOrigin(SITE_PORT);
export const OUTBOX_PORT = Number(new URL(OUTBOX_ORIGIN).port);
/** Where the outbox writes what it accepts, relative to this folder. */
export const OUTBOX_FILE = `.outbox/e2e-${OUTBOX_PORT}.jsonl`;
/**
 * The path the site is built for and served under: the root, as every test build is, unless BASE_PATH says
 * otherwise (`npm run test:base-path`, scripts/test-sites.mjs).
 */
export const BASE_PATH = resolveBasePath(process.env.BASE_PATH ?? "/", "");

const buildDir = process.env.BUILD_DIR;
const reuseExistingServer = !process.env.CI;

export default defineConfig({
  testDir: "e2e",
  tsconfig: `${owner.CONTENT_DIR}/../tsconfig.e2e.json`,
  // Specs that hold only for the fixtures' content run only on the site built from them (`npm run test:owner`).
  // The walk under a base path runs only on a site built for one.
  testIgnore: [
    ...(process.env.CONTENT === "owner" ? [] : ["owner-*.spec.ts"]),
    ...(BASE_PATH === "/" ? ["base-path.spec.ts"] : []),
  ],
  // Each run empties its output folder first: parallel runs with their own BUILD_DIR keep their own.
  outputDir: `${buildDir}/test-results`,
  fullyParallel: true,
  // On a 2-core machine one axe scan of a long page takes ~10 s and a walk over every page several times that;
  // twice Playwright's default keeps a slow machine from failing what a fast one passes.
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${SITE_PORT}${BASE_PATH === "/" ? "" : BASE_PATH}`,
    // A trace records every action of every test, kept only if it fails: a third of the suite's time on a
    // 2-core machine. CI runs without it (a failure still prints its error and the page's snapshot); rerun
    // a failing spec locally for its trace.
    trace: process.env.CI ? "off" : "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: { executablePath: testChromiumPath, args: TEST_CHROMIUM_FLAGS },
      },
    },
  ],
  webServer: [
    {
      name: "outbox",
      command: "node scripts/outbox.mjs",
      // It takes messages only from the site's pages, served below on SITE_PORT.
      env: {
        OUTBOX_PORT: String(OUTBOX_PORT),
        OUTBOX_FILE,
        OUTBOX_FRESH: "1",
        OUTBOX_SITE_ORIGINS: localOrigins(SITE_PORT).join(","),
      },
      url: OUTBOX_ORIGIN,
      reuseExistingServer,
      timeout: 10_000,
    },
    {
      name: "site",
      // Builds against the outbox above (its settings win over any .env file, so the tests never send through
      // a real EmailJS account), unless `npm test` has built the site already, then serves it.
      command: "node scripts/test-sites.mjs serve",
      env: { PORT: String(SITE_PORT), BUILD_DIR: buildDir },
      url: `http://localhost:${SITE_PORT}${BASE_PATH}`,
      reuseExistingServer,
      timeout: 120_000,
    },
  ],
});
