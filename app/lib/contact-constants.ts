// The contact form's timings and EmailJS's origin, in one place for the form, the build's CSP and the tests,
// so a test can never wait for a different time than the form does.

/** How long the success alert stays before it hides and the fields clear. */
export const SUCCESS_RESET_MS = 3000;

/** EmailJS 3.11.0 has no timeout of its own; after this long without an answer, the send has failed. */
export const SEND_TIMEOUT_MS = 15_000;

/** EmailJS's API origin, used when VITE_EMAILJS_ORIGIN is not set. The build's CSP allows the same one. */
export const EMAILJS_DEFAULT_ORIGIN = "https://api.emailjs.com";
