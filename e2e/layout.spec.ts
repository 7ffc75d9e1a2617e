// The layout holds from 320 px to 1440 px: no sideways scrolling, and the header's nav always fits.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ALL_PATHS, ERROR_STATUS_LOG, NAV_LABELS, NOT_FOUND_PATHS, mainNav, themeReady } from "./site-pages";

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth, clipped } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
    clipped: [document.documentElement, document.body].some((element) =>
      ["hidden", "clip"].includes(getComputedStyle(element).overflowX),
    ),
  }));
  // Clipping the page would hide an overflow from this check rather than fix it.
  expect(clipped, "overflow-x hidden or clip on <html> or <body>").toBe(false);
  expect(scrollWidth, `scrollWidth ${scrollWidth} > clientWidth ${clientWidth}`).toBeLessThanOrEqual(
    clientWidth,
  );
}

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const path of ALL_PATHS) {
    test(`${path} does not scroll sideways, and the header fits on one row`, async ({ page }) => {
      await page.goto(path);
      await themeReady(page);
      await expectNoHorizontalScroll(page);
      // Content further down (and the timeline's hidden entries) must not widen the page either.
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
      await expectNoHorizontalScroll(page);

      const header = page.getByRole("banner");
      const logo = header.getByRole("link", { name: /home/i });
      const toggles = ["Dark theme", "System theme"].map((name) => header.getByRole("button", { name }));
      const links = NAV_LABELS.map((name) => mainNav(page).getByRole("link", { name }));
      const boxes = await Promise.all([logo, ...links, ...toggles].map((item) => item.boundingBox()));
      const headerBox = await header.boundingBox();
      for (const box of boxes) {
        expect(box).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(320);
        // One row: everything sits inside the header's single bar.
        expect(box!.y).toBeGreaterThanOrEqual(headerBox!.y);
        expect(box!.y + box!.height).toBeLessThanOrEqual(headerBox!.y + headerBox!.height);
      }
      expect(headerBox!.height).toBeLessThanOrEqual(80);
      for (const link of links) await expect(link).toBeInViewport({ ratio: 1 });
    });
  }

  test("the not-found page does not scroll sideways", async ({ page, expectConsoleError }) => {
    expectConsoleError(ERROR_STATUS_LOG);
    await page.goto(NOT_FOUND_PATHS[1]!);
    await themeReady(page);
    await expectNoHorizontalScroll(page);
  });
});

// 308 px: a 320 px window that draws a classic 12 px scrollbar, as desktop Firefox does.
for (const width of [308, 390, 768, 1024, 1440]) {
  test(`at ${width} px no page scrolls sideways`, async ({ page }) => {
    // One test walks every page: its time grows with the content.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    for (const path of ALL_PATHS) {
      await page.goto(path);
      await themeReady(page);
      await expectNoHorizontalScroll(page);
    }
  });
}
