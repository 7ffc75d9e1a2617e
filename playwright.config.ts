import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "./scripts/chromium.mjs";
import { outboxBuildEnv } from "./scripts/emailjs-env.mjs";
import { localOrigins } from "./scripts/outbox.mjs";

// Two servers, each on its own port derived from E2E_PORT unless set, so parallel runs can keep apart: the
// local EmailJS outbox (scripts/outbox.mjs), which writes what it accepts to OUTBOX_FILE, and the site built
// against it. The outbox only ever accepts; the tests script every other answer in the browser (page.route).
export const SITE_PORT = Number(process.env.E2E_PORT ?? 4173);
export const OUTBOX_PORT = Number(process.env.E2E_OUTBOX_PORT ?? SITE_PORT + 10);
export const OUTBOX_ORIGIN = `http://127.0.0.1:${OUTBOX_PORT}`;
/** Where the outbox writes what it accepts, relative to this folder. */
export const OUTBOX_FILE = `.outbox/e2e-${OUTBOX_PORT}.jsonl`;

const buildDir = process.env.BUILD_DIR ?? "build";
const reuseExistingServer = !process.env.CI;

export default defineConfig({
  testDir: "e2e",
  // Each run empties its output folder first: parallel runs with their own BUILD_DIR keep their own.
  outputDir: buildDir === "build" ? "test-results" : `${buildDir}/test-results`,
  fullyParallel: true,
  // On a 2-core machine one axe scan of a long page takes ~10 s and a walk over every page several times that;
  // twice Playwright's default keeps a slow machine from failing what a fast one passes.
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${SITE_PORT}`,
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: { executablePath: chromiumPath, args: CHROMIUM_FLAGS },
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
      command: `npm run build && node scripts/serve.mjs ${buildDir}/client`,
      // Set here, these win over any .env file, so the tests never send through a real EmailJS account.
      env: { PORT: String(SITE_PORT), BUILD_DIR: buildDir, ...outboxBuildEnv(OUTBOX_ORIGIN) },
      url: `http://localhost:${SITE_PORT}`,
      reuseExistingServer,
      timeout: 120_000,
    },
  ],
});
