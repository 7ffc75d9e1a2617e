// @vitest-environment node
// Which browser the tools drive: an explicit path first, then Debian's Chromium, then Playwright's own.
import { describe, expect, it } from "vitest";
import { DEBIAN_CHROMIUM, pickChromium } from "./chromium.mjs";

const PLAYWRIGHT_OWN = "/playwright/chromium-1234/chrome-linux/chrome";
const sources = (debian) => ({
  debianChromiumExists: () => debian,
  playwrightChromium: () => PLAYWRIGHT_OWN,
});

describe("pickChromium", () => {
  it("takes CHROMIUM_PATH over everything", () => {
    expect(pickChromium({ CHROMIUM_PATH: "/opt/chrome", PLAYWRIGHT_CHROMIUM: "1" }, sources(true))).toBe(
      "/opt/chrome",
    );
  });

  it("takes Debian's Chromium where it is installed", () => {
    expect(pickChromium({}, sources(true))).toBe(DEBIAN_CHROMIUM);
  });

  it("falls back to Playwright's own Chromium where Debian's is missing", () => {
    expect(pickChromium({}, sources(false))).toBe(PLAYWRIGHT_OWN);
  });

  it("takes Playwright's own Chromium when PLAYWRIGHT_CHROMIUM=1, even beside Debian's", () => {
    expect(pickChromium({ PLAYWRIGHT_CHROMIUM: "1" }, sources(true))).toBe(PLAYWRIGHT_OWN);
  });
});
