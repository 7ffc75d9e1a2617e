import { defineConfig, devices } from "@playwright/test";
import { existsSync } from "node:fs";

/** Debian's Chromium where it exists: Playwright's own browser download does not work everywhere. */
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export const SITE_PORT = Number(process.env.E2E_PORT ?? 4173);
const buildDir = process.env.BUILD_DIR ?? "build";

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
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
        launchOptions: {
          executablePath,
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
          ],
        },
      },
    },
  ],
  webServer: {
    command: `npm run build && node scripts/serve.mjs ${buildDir}/client`,
    env: { PORT: String(SITE_PORT) },
    url: `http://localhost:${SITE_PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
