// How long each field of the contact form may be: short enough that every message within the limits fits in
// what EmailJS accepts, whatever characters it holds (docs/decisions/009). The form shows the visitor the
// message's limit as they type and never sends past it; the local outbox refuses a larger request, as EmailJS
// does.

/**
 * The largest request EmailJS takes: "the size of the template cannot exceed 50kb" (EmailJS docs, Creating
 * email templates > Restrictions), and a send whose variables pass 50 KB is refused on the free plan
 * (github.com/orgs/emailjs-com/discussions/202). scripts/outbox.mjs refuses past the same size.
 */
export const EMAILJS_MAX_REQUEST_BYTES = 50 * 1024;

/** A name longer than this is not a name. */
export const NAME_MAX_LENGTH = 100;
/** The longest address email can deliver to (RFC 5321's 256-octet path, less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;
/**
 * In characters (code points). In the request's JSON a character takes at most 6 bytes (a control character
 * or a lone surrogate, escaped as \u001b), so 8,000 of them, with a name and an address at their limits and
 * the request's own fields, stay under EMAILJS_MAX_REQUEST_BYTES (contact-limits.fit.test.ts).
 */
export const MESSAGE_MAX_LENGTH = 8000;

/** A text's length as the visitor counts it: an emoji is one character, not two UTF-16 units. */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

/** What the message's hint says: how many characters are left, or how many to cut before it can be sent. */
export function messageLimitHint(message: string): { text: string; over: boolean } {
  const left = MESSAGE_MAX_LENGTH - characterCount(message);
  const count = (n: number) => `${n.toLocaleString("en")} ${n === 1 ? "character" : "characters"}`;
  return left >= 0
    ? { text: `${count(left)} left`, over: false }
    : { text: `${count(-left)} over the limit: shorten the message to send it`, over: true };
}
