// What the contact specs share: the form as a visitor finds it (by label and role), and a way to fill it.
import type { Page } from "@playwright/test";
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
  message: "Hello Elena,\nlet's talk.",
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

/** The send requests the page makes, as the browser sees them (observed, not intercepted). */
export function watchSends(page: Page) {
  const sends: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === SEND_PATH) sends.push(`${request.method()} ${request.url()}`);
  });
  return sends;
}
