// The theme controls, on static pages and on the one page that hydrates: the system theme by default, a choice
// remembered across pages, reloads and Back, applied before the first paint, a way back to the system's
// theme that then follows its changes at once, and usable by keyboard.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hydrated, mainNav, themeReady } from "./site-pages";

const toggle = (page: Page) => page.getByRole("button", { name: "Dark theme" });
const systemToggle = (page: Page) => page.getByRole("button", { name: "System theme" });
const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

test.describe("with a dark system theme", () => {
  test.use({ colorScheme: "dark" });

  test("a static page follows the system until the visitor chooses", async ({ page }) => {
    await page.goto("/legal");
    await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("html")).not.toHaveAttribute("data-theme");
    const dark = await background(page);

    await toggle(page).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await expect(toggle(page)).toHaveAttribute("aria-pressed", "false");
    expect(await background(page)).not.toBe(dark);
  });
});

test("System theme returns to the system's theme, carries to the next page, and follows the system's changes at once", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/legal");
  await expect(systemToggle(page)).toHaveAttribute("aria-pressed", "true");
  const light = await background(page);
  await toggle(page).click();
  await expect(systemToggle(page)).toHaveAttribute("aria-pressed", "false");
  const dark = await background(page);
  expect(dark).not.toBe(light);

  // A chosen theme holds whatever the system does.
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");

  await systemToggle(page).click();
  await expect(page.locator("html")).not.toHaveAttribute("data-theme");
  await expect(systemToggle(page)).toHaveAttribute("aria-pressed", "true");
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "false");
  await expect.poll(() => background(page)).toBe(light);

  await mainNav(page).getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL("/about/");
  await expect(systemToggle(page)).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();

  await page.emulateMedia({ colorScheme: "dark" });
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => background(page)).toBe(dark);
  await page.emulateMedia({ colorScheme: "light" });
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "false");
  await expect.poll(() => background(page)).toBe(light);
});

test("pressed while the system's theme is in force, System theme keeps that theme as the choice", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/projects");
  await systemToggle(page).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(systemToggle(page)).toHaveAttribute("aria-pressed", "false");
  await page.emulateMedia({ colorScheme: "light" });
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
});

test("a choice made on a static page carries to the next page, across a reload, and back", async ({
  page,
}) => {
  await page.goto("/about");
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "false");
  const light = await background(page);
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");

  await mainNav(page).getByRole("link", { name: "Projects" }).click();
  await expect(page).toHaveURL("/projects/");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
  expect(await background(page)).not.toBe(light);

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");

  // Chosen here, then Back: the page shown again (from the back/forward cache or loaded anew) agrees.
  await toggle(page).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  await page.goBack();
  await expect(page).toHaveURL("/about/");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "false");
});

test("a stored choice is in force before the first frame is painted: nothing flashes", async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("theme", "dark");
    requestAnimationFrame(() =>
      Object.assign(window, { __firstFrameTheme: document.documentElement.dataset.theme ?? "none" }),
    );
  });
  await page.goto("/projects");
  await themeReady(page);
  expect(
    await page.evaluate(() => (window as unknown as { __firstFrameTheme: string }).__firstFrameTheme),
  ).toBe("dark");
});

test("the toggle works by keyboard, with its name and pressed state", async ({ page }) => {
  await page.goto("/");
  await themeReady(page);
  await toggle(page).focus();
  await page.keyboard.press("Enter");
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Space");
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "false");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
});

test("on the hydrated contact page the same toggle works, and the choice carries on", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
  await mainNav(page).getByRole("link", { name: "Legal" }).click();
  await expect(page).toHaveURL("/legal/");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
});
