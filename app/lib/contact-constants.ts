// The contact form's timings, from the spec (section 9) and issue 3, in one place for the form and its tests.

/** How long the success alert stays before it hides and the fields clear. */
export const SUCCESS_RESET_MS = 3000;

/** EmailJS 3.11.0 has no timeout of its own; after this long without an answer, the send has failed. */
export const SEND_TIMEOUT_MS = 15_000;

/** EmailJS's API origin, used when VITE_EMAILJS_ORIGIN is not set. The build's CSP allows the same one. */
export const EMAILJS_DEFAULT_ORIGIN = "https://api.emailjs.com";
