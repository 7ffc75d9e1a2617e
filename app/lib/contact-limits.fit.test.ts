// Every message within the form's limits fits in what EmailJS accepts, whatever characters it holds: the worst
// case is built as @emailjs/browser 3.11.0 builds its request body, and measured in bytes.
import { describe, expect, it } from "vitest";
import {
  EMAILJS_MAX_REQUEST_BYTES,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  characterCount,
  messageLimitHint,
} from "./contact-limits";

/** The request body of @emailjs/browser 3.11.0's send() (its api/sendPost: JSON.stringify of these fields). */
function requestBody(params: { from_name: string; to_name: string; from_email: string; message: string }) {
  const id = "x".repeat(64); // longer than any EmailJS key or id
  return JSON.stringify({
    lib_version: "3.11.0",
    user_id: id,
    service_id: id,
    template_id: id,
    template_params: params,
  });
}

const bytes = (text: string) => new TextEncoder().encode(text).length;

describe("the contact form's limits", () => {
  it("are 50 KB for a request, and 100, 254 and 8,000 characters for the name, address and message", () => {
    expect(EMAILJS_MAX_REQUEST_BYTES).toBe(51_200);
    expect([NAME_MAX_LENGTH, EMAIL_MAX_LENGTH, MESSAGE_MAX_LENGTH]).toEqual([100, 254, 8000]);
  });

  it.each([
    ["control characters, escaped as \\u001b", "\u001b"],
    ["lone surrogates, escaped as \\ud800", "\ud800"],
    ["characters of three bytes", "語"],
    ["characters of four bytes", "😀"],
    ["quotes and backslashes", '"\\'],
  ])("fit in EmailJS's limit at their longest, made of %s", (_case, unit) => {
    const fill = (length: number) => [...unit.repeat(length)].slice(0, length).join("");
    const body = requestBody({
      from_name: fill(NAME_MAX_LENGTH),
      to_name: fill(NAME_MAX_LENGTH),
      from_email: fill(EMAIL_MAX_LENGTH),
      message: fill(MESSAGE_MAX_LENGTH),
    });
    expect(characterCount(fill(MESSAGE_MAX_LENGTH))).toBe(MESSAGE_MAX_LENGTH);
    expect(bytes(body)).toBeLessThanOrEqual(EMAILJS_MAX_REQUEST_BYTES);
  });

  it("count an emoji as one character", () => {
    expect(characterCount("Hi 👋")).toBe(4);
  });

  it("say how much is left, or how much to cut", () => {
    expect(messageLimitHint("")).toEqual({ text: "8,000 characters left", over: false });
    expect(messageLimitHint("a".repeat(7999))).toEqual({ text: "1 character left", over: false });
    expect(messageLimitHint("a".repeat(8000))).toEqual({ text: "0 characters left", over: false });
    expect(messageLimitHint("a".repeat(8001))).toEqual({
      text: "1 character over the limit: shorten the message to send it",
      over: true,
    });
  });
});
