// A visitor without a mouse: a skip link first, every control reachable in document order, focus always visible.
import type { Page } from "@playwright/test";
import { ada, contactForm } from "./contact-page";
import { expect, test } from "./fixtures";
import { ALL_PATHS, hydrated, themeReady, walks } from "./site-pages";
import { outbox } from "./outbox";

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

/** From the top of `route`, Tab reaches every control in document order, each with a visible focus ring. */
async function expectTabOrder(page: Page, route: string) {
  await page.goto(route);
  await themeReady(page);
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

for (const walk of walks(ALL_PATHS)) {
  test(`${walk.name}: on each page Tab reaches every control in document order, each with a visible focus ring`, async ({
    page,
  }) => {
    test.setTimeout(walk.items.length * 10_000);
    for (const route of walk.items) await test.step(route, () => expectTabOrder(page, route));
  });
}

test.describe("contact form", () => {
  test("can be filled and sent with the keyboard alone", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    const form = contactForm(page);
    // Skip link, then into the content, then Tab until the first field has focus.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    for (
      let step = 0;
      step < 10 && !(await form.name.evaluate((field) => field === document.activeElement));
      step++
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(form.name).toBeFocused();
    await page.keyboard.type(ada.name);
    await page.keyboard.press("Tab");
    await expect(form.email).toBeFocused();
    await page.keyboard.type(ada.email);
    await page.keyboard.press("Tab");
    await expect(form.message).toBeFocused();
    await page.keyboard.type("Sent without a mouse.");
    await page.keyboard.press("Tab");
    await expect(form.button).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(form.success).toContainText("Message sent successfully!");
    const [message] = await outbox.messagesWith("Sent without a mouse.");
    expect(message?.template_params).toMatchObject({
      from_name: ada.name,
      from_email: ada.email,
      message: "Sent without a mouse.",
    });
  });
});
