// Where the page is scrolled to: the top after following a link, the old place after going back or
// reloading. Every link loads the whole page, and the browser itself keeps and restores the place.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { isSameDocument, mainNav, markDocument, themeReady } from "./site-pages";

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

test("a fresh visit reads no sessionStorage while the page is still parsing", async ({ page }) => {
  await page.addInitScript(() => {
    const reads: string[] = [];
    Object.assign(window, { __storageReads: reads });
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (key) {
      if (this === window.sessionStorage) reads.push(`${document.readyState} ${key}`);
      return getItem.call(this, key);
    };
  });
  await page.goto("/about");
  await themeReady(page);
  const reads = await page.evaluate(() => (window as unknown as { __storageReads: string[] }).__storageReads);
  expect(reads.filter((read) => read.startsWith("loading "))).toEqual([]);
});

test("following a link starts the new page at the top, and going back returns to the same place", async ({
  page,
}) => {
  await page.goto("/about");
  await themeReady(page);
  await markDocument(page);
  await scrollTo(page, 1200);

  // A visitor's click on the sticky header's link. (Playwright's click() first scrolls its target "into
  // view", which moves the page under a sticky element, so it would change the place to come back to.)
  const link = await mainNav(page).getByRole("link", { name: "Legal" }).boundingBox();
  await page.mouse.click(link!.x + link!.width / 2, link!.y + link!.height / 2);
  await expect(page).toHaveURL("/legal/");
  await expect.poll(() => scrollY(page)).toBe(0);

  expect(await isSameDocument(page), "a new document").toBe(false);

  await page.goBack();
  await expect(page).toHaveURL("/about/");
  await expect.poll(() => scrollY(page)).toBe(1200);
});

test("a reload keeps the place on the page", async ({ page }) => {
  await page.goto("/about");
  await themeReady(page);
  await scrollTo(page, 900);
  await page.reload();
  await themeReady(page);
  await expect.poll(() => scrollY(page)).toBe(900);
});
