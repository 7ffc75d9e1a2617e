// Sending from /contact through the real @emailjs/browser, and every way that can end. A send that succeeds
// goes to the local outbox, which writes it to its file; every other answer (an error status, a refused
// connection, no answer, a late one) is scripted per test with page.route, so the tests run in parallel.
import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { site } from "~/testing/test-owner";
import { SEND_TIMEOUT_MS, SUCCESS_RESET_MS } from "../app/lib/contact-constants";
import {
  BROWSER_NETWORK_LOG,
  FAILURE_TEXT,
  NOT_SENT_LOG,
  SEND_PATH,
  type Message,
  contactForm as form,
  expectFailureKept,
  expectFieldsKept,
  fill,
  scriptSends,
  uniqueMessage,
  watchSends,
} from "./contact-page";
import { expect, test } from "./fixtures";
import { outbox } from "./outbox";
import { hydrated } from "./site-pages";

test.beforeEach(async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
});

/** Reloads the page under a fake clock, paused once it has hydrated, so the test moves time itself. */
async function pauseClock(page: Page) {
  await page.clock.install();
  await page.reload();
  await hydrated(page);
  await page.clock.pauseAt(Date.now() + 1000);
}

/** The one message the outbox wrote for `sent`, read back from its file. */
async function acceptedOnce({ message }: Message) {
  const accepted = await outbox.messagesWith(message);
  expect(accepted, "messages with this text in the outbox file").toHaveLength(1);
  return accepted[0]!;
}

test("the request carries the EmailJS payload field by field and lands in the outbox file", async ({
  page,
}) => {
  const fields = form(page);
  const sent = uniqueMessage();
  await fill(page, sent);
  const request = page.waitForRequest(
    (request) => request.method() === "POST" && new URL(request.url()).pathname === SEND_PATH,
  );
  await fields.button.click();

  await expect(fields.success).toContainText("Message sent successfully!");
  const send = await request;
  expect((await send.allHeaders())["content-type"]).toBe("application/json");
  const payload = send.postDataJSON();
  expect(Object.keys(payload).sort()).toEqual(
    ["lib_version", "service_id", "template_id", "template_params", "user_id"].sort(),
  );
  expect(payload.lib_version).toBe("3.11.0");
  // The values playwright.config.ts builds the site with (scripts/emailjs-env.mjs, outboxBuildEnv).
  expect(payload.user_id).toBe("local-outbox-public-key");
  expect(payload.service_id).toBe("local_outbox");
  expect(payload.template_id).toBe("local_outbox_template");
  // to_name is the owner's first name, site.firstName in the test owner's site.ts.
  expect(payload.template_params).toEqual({
    from_name: sent.name,
    to_name: site.firstName,
    from_email: sent.email,
    message: sent.message,
  });

  const accepted = await acceptedOnce(sent);
  expect(accepted).toEqual({ received_at: expect.any(String), ...payload });
});

test("while the answer is pending the button reads 'Sending...', is disabled and keeps the focus", async ({
  page,
}) => {
  const fields = form(page);
  const sends = await scriptSends(page, "held");
  const sent = uniqueMessage();
  await fill(page, sent);
  await fields.button.click();

  await expect.poll(sends.held).toBe(1);
  await expect(fields.button).toHaveText("Sending...");
  await expect(fields.button).toBeDisabled();
  await expect(fields.button).toBeFocused();
  await sends.release("outbox");
  await expect(fields.success).toBeVisible();
  await expect(fields.button).toHaveText("Send Message");
  // Still unavailable while the success alert shows: the message has gone, and must not go twice.
  await expect(fields.button).toBeDisabled();
  await expect(fields.button).toBeFocused();
  await acceptedOnce(sent);
});

// The rule @emailjs/browser 3.11.0 applies: status 200 or the text "OK" is success.
for (const answer of [
  { status: 202, text: "OK" },
  { status: 200, text: "Accepted" },
]) {
  test(`an answer of ${answer.status} "${answer.text}" is a success`, async ({ page }) => {
    const fields = form(page);
    await scriptSends(page, answer);
    await fill(page);
    await fields.button.click();
    await expect(fields.success).toContainText("Message sent successfully!");
  });
}

// Anything else fails, 201 "Created" included: neither 200 nor "OK".
for (const answer of [
  { status: 400, text: "The template ID is invalid" },
  { status: 412 },
  { status: 429 },
  { status: 500 },
  { status: 201, text: "Created" },
]) {
  test(`an answer of ${answer.status} shows the failure alert and keeps the message`, async ({
    page,
    consoleErrors,
    expectConsoleError,
  }) => {
    expectConsoleError(NOT_SENT_LOG);
    expectConsoleError(BROWSER_NETWORK_LOG);
    const fields = form(page);
    const sends = watchSends(page);
    await scriptSends(page, answer);
    await fill(page);
    await fields.button.click();

    await expectFailureKept(page);
    await expect(fields.success).toBeHidden();
    await expect(fields.button).toBeFocused();
    // The library's reason is logged for the developer, with the answer's text, and never shown.
    const reason = `HTTP ${answer.status}: ${answer.text ?? ""}`;
    expect(consoleErrors).toContainEqual(expect.stringContaining(`not sent (${reason}`));
    expect(sends).toHaveLength(1);
  });
}

test("a refused connection shows the failure alert and keeps the message", async ({
  page,
  consoleErrors,
  expectConsoleError,
}) => {
  expectConsoleError(NOT_SENT_LOG);
  expectConsoleError(BROWSER_NETWORK_LOG);
  const fields = form(page);
  await scriptSends(page, "refused");
  await fill(page);
  await fields.button.click();

  await expectFailureKept(page);
  expect(consoleErrors).toContainEqual(expect.stringMatching(/not sent \(network error/));
});

test.describe("a double submit sends one request", () => {
  const doubleSubmits: Record<string, (page: Page) => Promise<void>> = {
    "double click": (page) => form(page).button.dblclick(),
    "double Enter": async (page) => {
      await form(page).name.press("Enter");
      await form(page).name.press("Enter");
    },
    // Two submits in the same tick, before React can re-render the button.
    "two submits at once": (page) =>
      form(page).button.evaluate((button: HTMLButtonElement) => {
        button.form?.requestSubmit();
        button.form?.requestSubmit();
      }),
  };

  for (const [how, submitTwice] of Object.entries(doubleSubmits)) {
    test(how, async ({ page }) => {
      const sends = watchSends(page);
      // Held until both submits are in, so the second comes while the first is still sending.
      const answers = await scriptSends(page, "held");
      const sent = uniqueMessage();
      await fill(page, sent);
      await submitTwice(page);
      await expect.poll(answers.held).toBe(1);
      await answers.release("outbox");

      await expect(form(page).success).toBeVisible();
      expect(sends).toHaveLength(1);
      await acceptedOnce(sent);
    });
  }
});

// The spec sets no length limit on the form: a long message is sent whole, and one past what EmailJS takes
// (the outbox refuses past the same 50 KB) ends in the failure alert with every word still in the form.
const PARAGRAPH = `${'שלום, مرحبا بالعالم ✈️ 👩🏽‍✈️ <3 & "quotes" \\ back\\slash\ttab — naïve café. '.repeat(8)}\n`;

test("a long message, with emoji and right-to-left text, arrives byte for byte", async ({ page }) => {
  // Paragraphs rather than short lines: typing thousands of line breaks takes Chromium many seconds.
  const message = `${randomUUID()}${PARAGRAPH.repeat(10)}`;
  const sent = { name: "Zoë Ångström 🛩️ زينب", email: "zoe+contact@example.com", message };

  await fill(page, sent);
  await form(page).button.click();
  await expect(form(page).success).toBeVisible();

  const params = (await acceptedOnce(sent)).template_params;
  expect(Buffer.from(params.message).equals(Buffer.from(message))).toBe(true);
  expect(params.from_name).toBe(sent.name);
  expect(params.from_email).toBe(sent.email);
});

test("a message past what EmailJS takes shows the failure alert and keeps every word", async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(NOT_SENT_LOG);
  expectConsoleError(BROWSER_NETWORK_LOG);
  const tooLong = { ...uniqueMessage(), message: `${randomUUID()}${PARAGRAPH.repeat(80)}` };
  expect(Buffer.byteLength(tooLong.message)).toBeGreaterThan(50 * 1024);

  await fill(page, tooLong);
  await form(page).button.click();
  await expect(form(page).failure).toContainText(FAILURE_TEXT);
  await expectFieldsKept(page, tooLong);
});

test("markup typed into the form is sent as text and never rendered", async ({ page }) => {
  const markup = {
    name: '<b id="injected-name">Mallory</b>',
    email: "mallory@example.com",
    message: `<img src="x" id="injected-image" onerror="window.__injected = 1"><script>window.__injected = 2</script>${randomUUID()}`,
  };
  await fill(page, markup);
  await form(page).button.click();
  await expect(form(page).success).toBeVisible();

  const params = (await acceptedOnce(markup)).template_params;
  expect(params.from_name).toBe(markup.name);
  // Ids, not roles: what is checked is that no element was made from the typed markup.
  await expect(page.locator("#injected-name, #injected-image")).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
});

/** WCAG contrast ratio between an element's text colour and the first opaque background behind it. */
function contrastOf(element: Element): number {
  const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = channels(colour).map((value) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  let backdrop: Element | null = element;
  while (backdrop && channels(getComputedStyle(backdrop).backgroundColor)[3] === 0)
    backdrop = backdrop.parentElement;
  const text = luminance(getComputedStyle(element).color);
  const background = luminance(getComputedStyle(backdrop ?? document.body).backgroundColor);
  return (Math.max(text, background) + 0.05) / (Math.min(text, background) + 0.05);
}

async function expectReadable(alert: Locator, what: string) {
  await expect(alert).toBeVisible();
  const texts = alert.getByRole("paragraph"); // the label and the message
  await expect(texts).toHaveCount(2);
  for (const text of await texts.all())
    expect(await text.evaluate(contrastOf), what).toBeGreaterThanOrEqual(4.5);
}

// A fake clock is installed in the browser context, and stays there: these tests get a context of their own.
test.describe("under a fake clock", () => {
  test.use({ ownContext: true });

  test("while the success alert shows, the sent message cannot be sent again", async ({ page }) => {
    const fields = form(page);
    const sends = watchSends(page);
    await pauseClock(page);
    await fill(page);
    await fields.button.click();
    await expect(fields.success).toBeVisible();

    await expect(fields.button).toBeDisabled();
    await fields.button.press("Enter");
    await fields.name.press("Enter");
    await page.clock.runFor(SUCCESS_RESET_MS - 1);
    await expect(fields.success).toBeVisible();
    expect(sends).toHaveLength(1);

    await page.clock.runFor(1);
    await expect(fields.success).toBeHidden();
    await expect(fields.button).toBeEnabled();
    await fill(page);
    await fields.button.click();
    await expect(fields.success).toBeVisible();
    expect(sends).toHaveLength(2);
  });

  test("success hides the alert and clears the fields after exactly 3000 ms, and the draft with them", async ({
    page,
  }) => {
    const fields = form(page);
    await pauseClock(page);
    await fill(page);
    await fields.button.click();
    await expect(fields.success).toContainText("Message sent successfully!");

    await page.clock.runFor(SUCCESS_RESET_MS - 1);
    await expect(fields.success).toBeVisible();
    await expectFieldsKept(page);

    await page.clock.runFor(1);
    await expect(fields.success).toBeHidden();
    for (const field of [fields.name, fields.email, fields.message]) await expect(field).toHaveValue("");

    // Time runs again: the page starts its JS on a timer after the first paint.
    await page.clock.resume();
    await page.reload();
    await hydrated(page);
    await expect(fields.button).toHaveText("Send Message");
    for (const field of [fields.name, fields.email, fields.message]) await expect(field).toHaveValue("");
  });

  test("no answer within 15 s is a failure, and the late answer is ignored", async ({
    page,
    consoleErrors,
    expectConsoleError,
  }) => {
    expectConsoleError(NOT_SENT_LOG);
    const fields = form(page);
    await pauseClock(page);
    const sends = await scriptSends(page, "held");
    await fill(page);
    await fields.button.click();
    await expect.poll(sends.held).toBe(1);

    await page.clock.runFor(SEND_TIMEOUT_MS - 1);
    await expect(fields.button).toHaveText("Sending...");
    await expect(fields.failure).toBeHidden();

    await page.clock.runFor(1);
    await expectFailureKept(page);
    expect(consoleErrors).toContainEqual(
      expect.stringMatching(new RegExp(`not sent \\(no answer within ${SEND_TIMEOUT_MS} ms\\)`)),
    );

    const lateAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === SEND_PATH);
    await sends.release({ status: 200, text: "OK" });
    expect((await lateAnswer).status()).toBe(200);
    await page.clock.runFor(SUCCESS_RESET_MS);
    await expect(fields.failure).toBeVisible();
    await expect(fields.success).toBeHidden();
    await expectFieldsKept(page);
  });

  test("the alerts' text passes contrast (4.5:1) in light and dark", async ({ page, expectConsoleError }) => {
    expectConsoleError(NOT_SENT_LOG);
    expectConsoleError(BROWSER_NETWORK_LOG);
    const fields = form(page);
    // Paused, so the success alert stays while it is measured.
    await pauseClock(page);
    const sends = await scriptSends(page, "outbox");
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      sends.set("outbox");
      await fill(page);
      await fields.button.click();
      await expectReadable(fields.success, `success alert, ${colorScheme}`);

      // The form takes a new message only once the success alert has gone and the fields are clear.
      await page.clock.runFor(SUCCESS_RESET_MS);
      sends.set({ status: 500 });
      await fill(page);
      await fields.button.click();
      await expectReadable(fields.failure, `failure alert, ${colorScheme}`);
    }
  });
});
