// The ports the engines suite uses, from ENGINES_PORT (default 6100) so parallel runs can keep apart: the
// site, the local EmailJS outbox the site is built against, and WebKitWebDriver.
import { outboxOrigin } from "../scripts/test-sites.mjs";

export const SITE_PORT = Number(process.env.ENGINES_PORT ?? 6100);
export const OUTBOX_ORIGIN = outboxOrigin(SITE_PORT);
export const OUTBOX_PORT = Number(new URL(OUTBOX_ORIGIN).port);
export const WEBDRIVER_PORT = SITE_PORT + 20;
/**
 * Git-ignored by the `.build-*` pattern; the suite builds into it, away from `build/` and the e2e builds.
 * `npm test` points it at the e2e site instead (built for the same ports), so the site is built once.
 */
export const BUILD_DIR = process.env.ENGINES_BUILD_DIR ?? ".build-engines";
export const SCREENSHOT_DIR = ".screenshots/engines";
