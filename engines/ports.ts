// The ports the engines suite uses, from ENGINES_PORT (default 6100) so parallel runs can keep apart: the
// site, the local EmailJS outbox the site is built against, and WebKitWebDriver.
export const SITE_PORT = Number(process.env.ENGINES_PORT ?? 6100);
export const OUTBOX_PORT = SITE_PORT + 10;
export const WEBDRIVER_PORT = SITE_PORT + 20;
export const OUTBOX_ORIGIN = `http://127.0.0.1:${OUTBOX_PORT}`;
/** Git-ignored by the `.build-*` pattern; the suite builds into it, away from `build/` and the e2e builds. */
export const BUILD_DIR = process.env.ENGINES_BUILD_DIR ?? ".build-engines";
export const SCREENSHOT_DIR = ".screenshots/engines";
