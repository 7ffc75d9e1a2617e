// What the contact specs share: the form as a visitor finds it (by label and role), a way to fill it, and
// a way to script how the EmailJS API answers.
import { randomUUID } from "node:crypto";
import { STATUS_CODES } from "node:http";
import type { Page, Route } from "@playwright/test";
import { expect } from "./fixtures";

export const SEND_PATH = "/api/v1.0/email/send";
export const FAILURE_TEXT = "I didn't receive your message. Please try again later.";
/** What app/lib/email.ts logs when a send fails. */
export const NOT_SENT_LOG = /Contact form: the message was not sent/;
/** Chromium's own console line for a request that failed or got an error status. */
export const BROWSER_NETWORK_LOG = /Failed to load resource/;

export type Message = { name: string; email: string; message: string };

export const ada: Message = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  message: "Hello Mira,\nlet's talk.",
};

export function contactForm(page: Page) {
  return {
    name: page.getByLabel("Name", { exact: true }),
    email: page.getByLabel("Email", { exact: true }),
    message: page.getByLabel("Message", { exact: true }),
    // Its name changes to "Sending..." while sending; it is the form's only button.
    button: page.getByRole("button", { name: /^(Send Message|Sending\.\.\.)$/ }),
    success: page.getByRole("status", { name: "Success" }),
    failure: page.getByRole("alert", { name: "Failed" }),
  };
}

/** Ada's message with a line no other test sends, so it can be found in the shared outbox file. */
export function uniqueMessage(): Message {
  return { ...ada, message: `${ada.message}\n${randomUUID()}` };
}

export async function fill(page: Page, { name, email, message }: Message = ada) {
  const form = contactForm(page);
  await form.name.fill(name);
  await form.email.fill(email);
  await form.message.fill(message);
}

export async function expectFieldsKept(page: Page, { name, email, message }: Message = ada) {
  const form = contactForm(page);
  await expect(form.name).toHaveValue(name);
  await expect(form.email).toHaveValue(email);
  await expect(form.message).toHaveValue(message);
}

/** The form after a send that failed: the failure alert, the message kept, the button back and usable. */
export async function expectFailureKept(page: Page) {
  const form = contactForm(page);
  await expect(form.failure).toContainText(FAILURE_TEXT);
  await expectFieldsKept(page);
  await expect(form.button).toHaveText("Send Message");
  await expect(form.button).toBeEnabled();
}

/** The send requests (POST) the page makes, as the browser sees them: observed, not intercepted. */
export function watchSends(page: Page) {
  const sends: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && isSend(new URL(request.url()))) sends.push(request.url());
  });
  return sends;
}

const isSend = (url: URL) => url.pathname === SEND_PATH;

/**
 * How the page's sends end: an answer with this status and text (the text defaults to the status's reason
 * phrase), "refused" (the connection fails), "held" (no answer until `release`) or "outbox" (the request
 * goes on to the local outbox, which accepts it).
 */
export type SendScript = { status: number; text?: string } | "refused" | "held" | "outbox";

/**
 * Scripts the answers to the page's sends with page.route, in the browser: the real @emailjs/browser makes
 * each request and reads the answer as it would from EmailJS. `set` changes the script for later sends.
 */
export async function scriptSends(page: Page, first: SendScript) {
  let script = first;
  const held: Route[] = [];
  const end = (route: Route, how: SendScript) => {
    if (how === "outbox") return route.fallback();
    if (how === "refused") return route.abort("connectionrefused");
    if (how === "held") return void held.push(route);
    const { status, text = STATUS_CODES[status] ?? "Error" } = how;
    // Cross-origin, like the real API, so the answer carries the header that lets the page read it.
    return route.fulfill({
      status,
      contentType: "text/plain",
      body: text,
      headers: { "Access-Control-Allow-Origin": "*" },
    });
  };
  // A CORS preflight, if the browser sends one through here, goes on to the outbox, which allows it.
  await page.route(isSend, (route) =>
    route.request().method() === "POST" ? end(route, script) : route.fallback(),
  );
  return {
    set: (next: SendScript) => void (script = next),
    /** How many sends are waiting for an answer. */
    held: () => held.length,
    /** Ends the held sends now, the way `how` says. */
    release: (how: Exclude<SendScript, "held">) =>
      Promise.all(held.splice(0).map((route) => end(route, how))),
  };
}
