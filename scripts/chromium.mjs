// The one browser every tool here drives (e2e tests, benchmark, screenshots, social image): CHROMIUM_PATH,
// else Debian's Chromium where it exists (Playwright's own browser download does not work everywhere),
// else whatever the tool finds. The flags keep a headless run quiet and offline (and allow running as root).
import { existsSync } from "node:fs";

export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
