// The checks every page must pass, one function each, for every-page.spec's one visit per page: the layout
// from 308 to 1440 px, the keyboard's path through every control, and the ways to /contact.
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { NAV_LABELS, SITE_PAGES, mainNav, themeReady } from "./site-pages";

/**
 * The widths each page is laid out at after 320 px, WCAG's reflow width: 308 px is a 320 px window that draws
 * a classic 12 px scrollbar, as desktop Firefox does; 640 px is 1280 px at 200% zoom; then phone, tablet,
 * laptop and desktop.
 */
const WIDTHS = [308, 390, 640, 768, 1024, 1440];

export async function expectNoHorizontalScroll(page: Page, where: string) {
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

/**
 * Loads `path` at 320 px, then widens the window step by step: the CSS follows each width live. Leaves the
 * page loaded, 1440 px wide, scrolled to its end.
 */
export async function expectLayoutHolds(page: Page, path: string, { header = true } = {}) {
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

/**
 * From the top of the loaded page, Tab reaches every control in document order, each with a visible focus
 * ring.
 */
export async function expectTabOrder(page: Page) {
  // Start where a visitor who has just arrived starts: at the top, nothing focused.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo({ top: 0, behavior: "instant" });
  });
  const expected = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        "a[href], button, input, textarea, select, summary, [tabindex]",
      ),
    ]
      .filter(
        (element) =>
          element.tabIndex >= 0 &&
          !element.closest("[aria-hidden=true]") &&
          // A closed <details> offers only its summary; what it holds is reached once it is open.
          !(
            element.parentElement?.closest("details:not([open])") &&
            !(
              element.tagName === "SUMMARY" &&
              !element.parentElement.parentElement?.closest("details:not([open])")
            )
          ) &&
          element.getClientRects().length > 0 &&
          !(element as HTMLButtonElement).disabled,
      )
      .map((element) => element.outerHTML.slice(0, 120)),
  );
  const reached: string[] = [];
  for (let step = 0; step < expected.length; step++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const style = getComputedStyle(element);
      return {
        html: element.outerHTML.slice(0, 120),
        ring: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
      };
    });
    expect(focused.ring, `no visible focus ring on ${focused.html}`).toBe(true);
    reached.push(focused.html);
  }
  expect(reached).toEqual(expected);
}

/**
 * How many buttons to /contact a page has: home's 'Contact Me', and the call to action that closes a spec
 * page (SITE_PAGES); none anywhere else.
 */
export function contactButtonsOn(path: string) {
  return (
    (path === "/" ? 1 : 0) + (SITE_PAGES.some((page) => page.path === path && page.callToAction) ? 1 : 0)
  );
}

/**
 * The loaded page's header holds the spec's nav and no way to /contact, and every way to /contact is a
 * button: `count` of them.
 */
export async function expectContactButtons(page: Page, path: string, count: number) {
  const header = page.getByRole("banner");
  await expect(mainNav(page).getByRole("link"), path).toHaveText(NAV_LABELS);
  await expect(header.getByRole("link", { name: /contact/i }), path).toHaveCount(0);
  await expect(header.locator('a[href^="/contact"]'), path).toHaveCount(0);
  const links = await page.locator('a[href^="/contact"]').all();
  expect(links.length, `${path}: buttons to /contact`).toBe(count);
  for (const link of links) {
    const shape = await link.evaluate((element) => {
      const style = getComputedStyle(element);
      const filled = style.backgroundColor !== "rgba(0, 0, 0, 0)";
      const outlined = parseFloat(style.borderTopWidth) > 0;
      return {
        text: element.textContent,
        looksLikeAButton:
          (filled || outlined) &&
          parseFloat(style.borderTopLeftRadius) > 0 &&
          parseFloat(style.paddingLeft) >= 12 &&
          element.getBoundingClientRect().height >= 44,
      };
    });
    expect(shape.looksLikeAButton, `${path}: the link "${shape.text}" to /contact is a button`).toBe(true);
  }
}
