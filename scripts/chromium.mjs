// The one browser every tool here drives (e2e tests, benchmark, screenshots, social image): CHROMIUM_PATH,
// else Debian's Chromium where it exists (Playwright's own browser download does not work everywhere),
// else Playwright's own Chromium (`npx playwright install chromium`), which PLAYWRIGHT_CHROMIUM=1
// also asks for. The flags keep a headless run quiet and offline (and allow running as root).
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

export const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/** The browser path for this environment; `debianChromiumExists` and `playwrightChromium` are asked only when needed. */
export function pickChromium(env, { debianChromiumExists, playwrightChromium }) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  if (env.PLAYWRIGHT_CHROMIUM !== "1" && debianChromiumExists()) return DEBIAN_CHROMIUM;
  return playwrightChromium();
}

export const chromiumPath = pickChromium(process.env, {
  debianChromiumExists: () => existsSync(DEBIAN_CHROMIUM),
  playwrightChromium: () => chromium.executablePath(),
});

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
