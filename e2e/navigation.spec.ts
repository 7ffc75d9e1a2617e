// Getting around: the header's links, and the buttons that are the only way to /contact (that every page's
// header has no way there, and every way there is a button, is every-page.spec's walk). Every link loads the
// whole page: only /contact hydrates, and the browser prerenders a page the visitor is about to open.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  NAV_LABELS,
  callToAction,
  hydrated,
  isSameDocument,
  main,
  mainNav,
  markDocument,
} from "./site-pages";
import { pageHref } from "../app/pages";
import { PROJECT_COUNT } from "~/spec-counts";

const colour = (link: Locator) => link.evaluate((element) => getComputedStyle(element).color);

/** Follows `link` and checks that the browser loaded the page whole. */
async function follow(page: Page, link: Locator, path: string) {
  await markDocument(page);
  await link.click();
  await expect(page).toHaveURL(pageHref(path));
  await expect.poll(() => isSameDocument(page), "a new document").toBe(false);
}

test("nav links About, Projects and Legal navigate, and only the active one is marked and coloured", async ({
  page,
}) => {
  await page.goto("/");
  const nav = mainNav(page);
  await expect(nav.getByRole("link")).toHaveText(NAV_LABELS);
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);

  for (const label of NAV_LABELS) {
    await follow(page, nav.getByRole("link", { name: label }), `/${label.toLowerCase()}`);
    await expect(main(page).getByRole("heading", { level: 1 })).toBeVisible();
    // Keep the pointer off the links, so no hover colour muddles the comparison.
    await page.mouse.move(0, 400);

    const active = nav.getByRole("link", { name: label });
    await expect(active).toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    const activeColour = await colour(active);
    for (const other of NAV_LABELS.filter((name) => name !== label)) {
      const inactive = nav.getByRole("link", { name: other });
      await expect(inactive).not.toHaveAttribute("aria-current");
      expect(await colour(inactive)).not.toBe(activeColour);
    }
  }
});

test("the logo links home", async ({ page }) => {
  await page.goto("/legal");
  const logo = page.getByRole("banner").getByRole("link", { name: /home/i });
  await expect(logo).toHaveAttribute("href", "/");
  await follow(page, logo, "/");
  await expect(main(page).getByRole("region", { name: "Technical Expertise" })).toBeVisible();
});

test("home: 'View Projects' goes to /projects", async ({ page }) => {
  await page.goto("/");
  await follow(page, main(page).getByRole("link", { name: "View Projects" }), "/projects");
  await expect(main(page).getByRole("article")).toHaveCount(PROJECT_COUNT);
});

test("home: 'Contact Me' goes to /contact", async ({ page }) => {
  await page.goto("/");
  await follow(page, main(page).getByRole("link", { name: "Contact Me" }), "/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get in Touch");
});

test("home: 'View All Projects' goes to /projects", async ({ page }) => {
  await page.goto("/");
  await follow(page, main(page).getByRole("link", { name: "View All Projects" }), "/projects");
  await expect(main(page).getByRole("article")).toHaveCount(PROJECT_COUNT);
});

for (const path of ["/about", "/projects", "/legal"]) {
  test(`${path}: the call to action's 'Contact' button goes to /contact`, async ({ page }) => {
    await page.goto(path);
    const cta = callToAction(page);
    await expect(cta).toHaveCount(1);
    await follow(page, cta.getByRole("link", { name: "Contact", exact: true }), "/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get in Touch");
  });
}

test("from the hydrated contact page, a header link still loads the whole page", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  await follow(page, mainNav(page).getByRole("link", { name: "About" }), "/about");
  await expect(page.getByRole("region", { name: "Work Experience" })).toBeVisible();
});
