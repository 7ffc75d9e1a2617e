// A visitor without a mouse: a skip link first, and a form sent with the keyboard alone. That Tab reaches
// every control of every page in document order, each with a visible focus ring, is every-page.spec's walk.
import { ada, contactForm } from "./contact-page";
import { expect, test } from "./fixtures";
import { hydrated } from "./site-pages";
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
