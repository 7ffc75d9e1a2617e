// The one module that imports EmailJS. It turns every way a send can end (an answer, a network error,
// a missing key, no answer at all) into one of two outcomes, and logs the reason for each failure.
import { init, send } from "@emailjs/browser";
import { EMAILJS_DEFAULT_ORIGIN, SEND_TIMEOUT_MS } from "~/lib/contact-constants";

export type EmailConfig = {
  publicKey?: string;
  serviceId?: string;
  templateId?: string;
  /** Where the API lives; EmailJS's own origin when unset. */
  origin?: string;
};

/** Set at build time (see .env.example). A missing key is not an error here: sending then fails cleanly. */
export const emailConfig: EmailConfig = {
  publicKey: import.meta.env.VITE_EMAILJS_PUBLIC_KEY,
  serviceId: import.meta.env.VITE_EMAILJS_SERVICE_ID,
  templateId: import.meta.env.VITE_EMAILJS_TEMPLATE_ID,
  origin: import.meta.env.VITE_EMAILJS_ORIGIN,
};

export type ContactMessage = { fromName: string; fromEmail: string; message: string; toName: string };

export type SendOutcome = "success" | "failure";

type Options = { config?: EmailConfig; timeoutMs?: number };

class SendTimeout extends Error {}

/** Why a send failed, for the console; the visitor only ever sees the fixed failure text. */
function describeFailure(error: unknown): string {
  if (typeof error === "string") return error; // 3.11.0 throws plain strings for a missing key
  if (error instanceof Error) return error.message;
  if (error && typeof error === "object" && "status" in error) {
    const { status, text } = error as { status: number; text?: string };
    return status === 0 ? "network error, no answer from the service" : `HTTP ${status}: ${text ?? ""}`;
  }
  return String(error);
}

/**
 * Sends the message through EmailJS. Resolves "success" when the library does (HTTP 200 or the text OK),
 * and "failure" for anything else, including a missing key (the library throws synchronously) and no
 * answer within `timeoutMs`. A late answer after the timeout is ignored. Never rejects.
 */
export async function sendContactMessage(
  { fromName, fromEmail, message, toName }: ContactMessage,
  { config = emailConfig, timeoutMs = SEND_TIMEOUT_MS }: Options = {},
): Promise<SendOutcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    init(config.publicKey ?? "", config.origin || EMAILJS_DEFAULT_ORIGIN);
    const delivery = send(
      config.serviceId ?? "",
      config.templateId ?? "",
      { from_name: fromName, to_name: toName, from_email: fromEmail, message },
      config.publicKey,
    );
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new SendTimeout(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    await Promise.race([delivery, deadline]);
    return "success";
  } catch (error) {
    console.error(`Contact form: the message was not sent (${describeFailure(error)})`);
    return "failure";
  } finally {
    clearTimeout(timer);
  }
}
