// The real @emailjs/browser 3.11.0, unmocked: a missing key makes it throw before any request is made,
// and sendContactMessage turns that into a failure instead of an exception or a promise that never ends.
import { afterEach, expect, it, vi } from "vitest";
import { sendContactMessage } from "~/lib/email";

const message = { fromName: "Ada", fromEmail: "ada@example.com", message: "Hello", toName: "Mira" };
const complete = { publicKey: "public-key", serviceId: "service", templateId: "template" };

afterEach(() => {
  vi.restoreAllMocks();
});

for (const [missing, text] of [
  ["publicKey", "The public key is required"],
  ["serviceId", "The service ID is required"],
  ["templateId", "The template ID is required"],
] as const) {
  it(`fails without a request when ${missing} is missing`, async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const open = vi.spyOn(XMLHttpRequest.prototype, "open");

    const outcome = await sendContactMessage(message, { config: { ...complete, [missing]: undefined } });

    expect(outcome).toBe("failure");
    expect(open).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining(text));
  });
}
