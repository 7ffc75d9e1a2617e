// The layout holds from 308 px to 1440 px: no sideways scrolling, and the header's nav always fits.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  ALL_PATHS,
  ERROR_STATUS_LOG,
  NAV_LABELS,
  NOT_FOUND_PATHS,
  mainNav,
  themeReady,
  walks,
} from "./site-pages";

/**
 * The widths each page is laid out at after 320 px, WCAG's reflow width: 308 px is a 320 px window that draws
 * a classic 12 px scrollbar, as desktop Firefox does; 640 px is 1280 px at 200% zoom; then phone, tablet,
 * laptop and desktop.
 */
const WIDTHS = [308, 390, 640, 768, 1024, 1440];

async function expectNoHorizontalScroll(page: Page, where: string) {
  const { scrollWidth, clientWidth, clipped } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
    clipped: [document.documentElement, document.body].some((element) =>
      ["hidden", "clip"].includes(getComputedStyle(element).overflowX),
    ),
  }));
  // Clipping the page would hide an overflow from this check rather than fix it.
  expect(clipped, `${where}: overflow-x hidden or clip on <html> or <body>`).toBe(false);
  expect(
    scrollWidth,
    `${where}: scrollWidth ${scrollWidth} > clientWidth ${clientWidth}`,
  ).toBeLessThanOrEqual(clientWidth);
}

/** At 320 px the header's logo, nav and theme controls sit in its one bar, inside the window. */
async function expectHeaderOnOneRow(page: Page) {
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
}

/** Loads `path` at 320 px, then widens the window step by step: the CSS follows each width live. */
async function expectLayoutHolds(page: Page, path: string, { header = true } = {}) {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(path);
  await themeReady(page);
  await expectNoHorizontalScroll(page, "320 px");
  // Content further down (and the timeline's hidden entries) must not widen the page either.
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
  await expectNoHorizontalScroll(page, "320 px, scrolled to the end");
  if (header) await expectHeaderOnOneRow(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalScroll(page, `${width} px`);
  }
}

for (const walk of walks(ALL_PATHS)) {
  test(`${walk.name}: no page scrolls sideways from 308 to 1440 px, and at 320 px the header fits on one row`, async ({
    page,
  }) => {
    test.setTimeout(walk.items.length * 5_000);
    for (const path of walk.items) await test.step(path, () => expectLayoutHolds(page, path));
  });
}

test("the not-found page does not scroll sideways from 308 to 1440 px", async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(ERROR_STATUS_LOG);
  for (const path of NOT_FOUND_PATHS)
    await test.step(path, () => expectLayoutHolds(page, path, { header: false }));
});
