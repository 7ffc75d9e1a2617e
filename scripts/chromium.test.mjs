// @vitest-environment node
// Which browser the tools drive: an explicit path first, then Debian's build, then Playwright's own.
import { describe, expect, it } from "vitest";
import { DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL, pickChromium } from "./chromium.mjs";

const PLAYWRIGHT_OWN = "/playwright/chromium-1234/chrome-linux/chrome";
const sources = (...installed) => ({
  exists: (path) => installed.includes(path),
  playwrightChromium: () => PLAYWRIGHT_OWN,
});
const FOR_TESTS = [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM];

describe("pickChromium", () => {
  it("takes CHROMIUM_PATH over everything", () => {
    expect(
      pickChromium({ CHROMIUM_PATH: "/opt/chrome", PLAYWRIGHT_CHROMIUM: "1" }, sources(DEBIAN_CHROMIUM)),
    ).toBe("/opt/chrome");
  });

  it("takes Debian's Chromium where it is installed", () => {
    expect(pickChromium({}, sources(DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL))).toBe(DEBIAN_CHROMIUM);
  });

  it("takes Debian's headless shell for the tests where it is installed, else Debian's Chromium", () => {
    expect(pickChromium({}, sources(DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL), FOR_TESTS)).toBe(
      DEBIAN_HEADLESS_SHELL,
    );
    expect(pickChromium({}, sources(DEBIAN_CHROMIUM), FOR_TESTS)).toBe(DEBIAN_CHROMIUM);
  });

  it("falls back to Playwright's own Chromium where Debian's is missing", () => {
    expect(pickChromium({}, sources())).toBe(PLAYWRIGHT_OWN);
    expect(pickChromium({}, sources(), FOR_TESTS)).toBe(PLAYWRIGHT_OWN);
  });

  it("takes Playwright's own Chromium when PLAYWRIGHT_CHROMIUM=1, even beside Debian's", () => {
    expect(pickChromium({ PLAYWRIGHT_CHROMIUM: "1" }, sources(DEBIAN_CHROMIUM), FOR_TESTS)).toBe(
      PLAYWRIGHT_OWN,
    );
  });
});
