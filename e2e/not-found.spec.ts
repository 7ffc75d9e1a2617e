// Any other path gets the not-found page, with status 404 from the static host and a way home.
import { expect, test } from "./fixtures";
import { ERROR_STATUS_LOG, NOT_FOUND_PATHS, themeReady, main } from "./site-pages";

for (const path of NOT_FOUND_PATHS) {
  test(`${path} answers 404 with the not-found page, whose link goes home`, async ({
    page,
    expectConsoleError,
  }) => {
    // Chromium reports the 404 document itself on the console; that is the status we want.
    expectConsoleError(ERROR_STATUS_LOG);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page).toHaveTitle(/^Page not found/);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();

    await themeReady(page);
    const home = main(page).getByRole("link", { name: "Go to the home page" });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(page).toHaveURL("/");
    await expect(main(page).getByRole("region", { name: "Technical Expertise" })).toBeVisible();
  });
}

test("the not-found page is not indexed by search engines", async ({ page, expectConsoleError }) => {
  expectConsoleError(ERROR_STATUS_LOG);
  await page.goto(NOT_FOUND_PATHS[0]!);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});
