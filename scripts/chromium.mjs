// The browsers the tools drive, by one rule: CHROMIUM_PATH; else Debian's build where it exists (Playwright's
// own browser download does not work everywhere); else Playwright's own (`npx playwright install chromium`),
// which PLAYWRIGHT_CHROMIUM=1 also asks for. The flags keep a headless run quiet and offline (and allow
// running as root).
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

export const DEBIAN_CHROMIUM = "/usr/bin/chromium";
/**
 * Chromium's old headless mode as a browser of its own, the one Playwright itself runs tests in: it opens a
 * context and loads a page in half the time of the full browser, on every one of the suite's tests.
 */
export const DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/** The first of `debianPaths` that `exists`, unless the environment names a browser; else Playwright's own. */
export function pickChromium(env, { exists, playwrightChromium }, debianPaths = [DEBIAN_CHROMIUM]) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  const debian = env.PLAYWRIGHT_CHROMIUM === "1" ? undefined : debianPaths.find((path) => exists(path));
  return debian ?? playwrightChromium();
}

const sources = { exists: existsSync, playwrightChromium: () => chromium.executablePath() };

/** The full browser: the benchmark's Lighthouse, the screenshots, the social image. */
export const chromiumPath = pickChromium(process.env, sources);

/** The Playwright suites' browser: the headless shell where Debian's is installed, else the full browser. */
export const testChromiumPath = pickChromium(process.env, sources, [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM]);

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * The Playwright suites' flags: one renderer process for all of a browser's pages. Each test opens a context
 * of its own, and Chromium started a renderer for each: reusing one made the context-heavy specs (one short
 * check per test) 8% faster on a 2-core machine. Contexts still keep their storage apart.
 */
export const TEST_CHROMIUM_FLAGS = [...CHROMIUM_FLAGS, "--renderer-process-limit=1"];
