// The contact form's behaviour that needs no answer to a send: native validation, the draft, the honeypot,
// and the page without JavaScript. The sends and their answers are in contact.spec.ts.
import { ada, contactForm, expectFieldsKept, fill, watchSends } from "./contact-page";
import { expect, test } from "./fixtures";
import { hydrated } from "./site-pages";

test.describe("with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
  });

  test("while idle the button is enabled and reads 'Send Message'", async ({ page }) => {
    const form = contactForm(page);
    await expect(form.button).toHaveText("Send Message");
    await expect(form.button).toBeEnabled();
    await expect(form.message).toHaveAttribute("rows", "4");
  });

  test("empty fields and a bad email send nothing", async ({ page }) => {
    const sends = watchSends(page);
    const form = contactForm(page);

    await form.button.click();
    expect(await form.name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await fill(page, { ...ada, email: "not-an-email" });
    await form.button.click();
    expect(await form.email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    await fill(page, { ...ada, message: "" });
    await form.button.click();
    expect(await form.message.evaluate((input: HTMLTextAreaElement) => input.validity.valueMissing)).toBe(
      true,
    );

    await expect(form.button).toHaveText("Send Message");
    await expect(form.success).toBeHidden();
    await expect(form.failure).toBeHidden();
    expect(sends).toEqual([]);
  });

  test("the draft survives a reload, as text", async ({ page }) => {
    const draft = { ...ada, message: '<b id="injected">not bold</b>\nsecond line 👋' };
    await fill(page, draft);
    await page.reload();
    await hydrated(page);
    await expectFieldsKept(page, draft);
    await expect(page.locator("#injected")).toHaveCount(0);
  });

  test("a filled honeypot sends nothing", async ({ page }) => {
    const sends = watchSends(page);
    const form = contactForm(page);
    await fill(page);
    // The honeypot has no role or label a person can reach, which is the point; a bot finds it by name.
    await page.locator('input[name="website"]').fill("https://spam.example", { force: true });
    await form.button.click();

    await expect(form.success).toBeVisible();
    expect(sends).toEqual([]);
  });

  test("the honeypot is hidden from people and from assistive technology", async ({ page }) => {
    const form = contactForm(page);
    await expect(page.getByRole("main").getByRole("textbox")).toHaveCount(3);
    await form.message.focus();
    await page.keyboard.press("Tab");
    await expect(form.button).toBeFocused();
    await expect(page.getByRole("textbox", { name: "Website" })).toHaveCount(0);
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    const wrapper = honeypot.locator("xpath=..");
    await expect(wrapper).toHaveAttribute("aria-hidden", "true");
    // Clipped to a single pixel: nothing a person can see or click.
    const box = await wrapper.boundingBox();
    expect((box?.width ?? 0) * (box?.height ?? 0)).toBeLessThanOrEqual(1);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page offers a mailto link in place of the form", async ({ page }) => {
    await page.goto("/contact");
    const mailto = page.getByRole("main").getByRole("link", { name: /^[^\s@]+@[^\s@]+$/ });
    await expect(mailto).toBeVisible();
    const address = await mailto.textContent();
    await expect(mailto).toHaveAttribute("href", `mailto:${address}`);
    await expect(contactForm(page).button).toBeHidden();
    await expect(contactForm(page).message).toBeHidden();
  });
});

test("a submit in the instant before hydration keeps the text and the page", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/contact");
  const form = contactForm(page);
  await fill(page);
  await form.button.click();
  await page.waitForTimeout(300);
  expect(new URL(page.url()).search).toBe("");
  await expectFieldsKept(page);

  release();
  await hydrated(page);
  await expectFieldsKept(page);
});
