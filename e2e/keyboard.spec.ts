// A visitor without a mouse: a skip link first, every control reachable in document order, focus always visible.
import { expect, test } from "./fixtures";

test("the skip link comes first and jumps to the content", async ({ page }) => {
  await page.goto("/about");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  await page.keyboard.press("Tab");
  // The first control inside the content follows, not the header again.
  expect(await page.evaluate(() => document.querySelector("main")!.contains(document.activeElement))).toBe(
    true,
  );
});

for (const route of ["/", "/about", "/projects", "/contact", "/legal"]) {
  test(`${route}: Tab reaches every control in document order, each with a visible focus ring`, async ({
    page,
  }) => {
    await page.goto(route);
    const expected = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("a[href], button, input, textarea, select, [tabindex]")]
        .filter(
          (element) =>
            element.tabIndex >= 0 &&
            !element.closest("[aria-hidden=true]") &&
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
  });
}
