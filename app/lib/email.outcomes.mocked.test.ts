// Each way @emailjs/browser 3.11.0 can end a send, mapped to the outcome the form shows. The library is
// mocked here; email.missing-key.test.ts and the end-to-end tests run the real one.
import { init, send } from "@emailjs/browser";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EMAILJS_DEFAULT_ORIGIN, SEND_TIMEOUT_MS } from "~/lib/contact-constants";
import { sendContactMessage } from "~/lib/email";

vi.mock("@emailjs/browser", () => ({ init: vi.fn(), send: vi.fn() }));

const config = { publicKey: "public-key", serviceId: "service", templateId: "template" };
const message = { fromName: "Ada", fromEmail: "ada@example.com", message: "Hello", toName: "Mira" };

/** What EmailJSResponseStatus carries. */
const answer = (status: number, text: string) => ({ status, text });

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(send).mockReset();
  vi.mocked(init).mockReset();
  consoleError.mockRestore();
});

describe("sendContactMessage", () => {
  it("calls the library with the keys and the four template params", async () => {
    vi.mocked(send).mockResolvedValue(answer(200, "OK"));
    await sendContactMessage(message, { config: { ...config, origin: "http://127.0.0.1:3001" } });

    expect(init).toHaveBeenCalledWith("public-key", "http://127.0.0.1:3001");
    expect(send).toHaveBeenCalledWith(
      "service",
      "template",
      { from_name: "Ada", to_name: "Mira", from_email: "ada@example.com", message: "Hello" },
      "public-key",
    );
  });

  it("uses EmailJS's own origin when none is configured", async () => {
    vi.mocked(send).mockResolvedValue(answer(200, "OK"));
    await sendContactMessage(message, { config: { ...config, origin: "" } });
    expect(init).toHaveBeenCalledWith("public-key", EMAILJS_DEFAULT_ORIGIN);
  });

  it("is a success when the library resolves with 200", async () => {
    vi.mocked(send).mockResolvedValue(answer(200, "OK"));
    expect(await sendContactMessage(message, { config })).toBe("success");
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("is a success when the library resolves with the text OK and another status", async () => {
    vi.mocked(send).mockResolvedValue(answer(202, "OK"));
    expect(await sendContactMessage(message, { config })).toBe("success");
  });

  it("is a failure, logged with the status and text, when the library rejects with an answer", async () => {
    vi.mocked(send).mockRejectedValue(answer(412, "Gmail_API: Invalid grant"));
    expect(await sendContactMessage(message, { config })).toBe("failure");
    expect(consoleError).toHaveBeenCalledWith(
      "Contact form: the message was not sent (HTTP 412: Gmail_API: Invalid grant)",
    );
  });

  it("is a failure, logged as a network error, when the library rejects with status 0", async () => {
    vi.mocked(send).mockRejectedValue(answer(0, ""));
    expect(await sendContactMessage(message, { config })).toBe("failure");
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining("network error"));
  });

  it("is a failure, logged, when the library throws synchronously (a missing key)", async () => {
    vi.mocked(send).mockImplementation(() => {
      throw "The service ID is required. Visit https://dashboard.emailjs.com/admin";
    });
    expect(await sendContactMessage(message, { config: { ...config, serviceId: "" } })).toBe("failure");
    expect(consoleError).toHaveBeenCalledWith(
      "Contact form: the message was not sent (The service ID is required. Visit https://dashboard.emailjs.com/admin)",
    );
  });

  it("is a failure after SEND_TIMEOUT_MS without an answer, and a late answer changes nothing", async () => {
    vi.useFakeTimers();
    let answerLate: (value: ReturnType<typeof answer>) => void = () => {};
    vi.mocked(send).mockReturnValue(new Promise((resolve) => (answerLate = resolve)));
    let outcome: string | undefined;
    void sendContactMessage(message, { config }).then((value) => (outcome = value));

    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe("failure");
    expect(consoleError).toHaveBeenCalledWith(
      `Contact form: the message was not sent (no answer within ${SEND_TIMEOUT_MS} ms)`,
    );

    answerLate(answer(200, "OK"));
    await vi.runAllTimersAsync();
    expect(outcome).toBe("failure");
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it("leaves no timer behind once the library has answered", async () => {
    vi.useFakeTimers();
    vi.mocked(send).mockResolvedValue(answer(200, "OK"));
    await sendContactMessage(message, { config });
    expect(vi.getTimerCount()).toBe(0);
  });
});
