// The EmailJS settings the site is built with, in one place for the three tools that need them: the Vite
// build (which warns when a key is missing), `npm start` (which falls back to the local outbox) and the
// end-to-end tests (which build the site against the outbox). Plain JS so `node scripts/start.mjs` can load it.

/** The three keys the form cannot send without. VITE_EMAILJS_ORIGIN is optional. */
export const EMAILJS_KEYS = [
  "VITE_EMAILJS_PUBLIC_KEY",
  "VITE_EMAILJS_SERVICE_ID",
  "VITE_EMAILJS_TEMPLATE_ID",
];

/** The keys that are unset or blank in `env`. */
export function missingEmailjsKeys(env) {
  return EMAILJS_KEYS.filter((key) => !env[key]?.trim());
}

/** Build-time settings that point the form at a local outbox (scripts/outbox.mjs) at `origin`. */
export function outboxBuildEnv(origin) {
  return {
    VITE_EMAILJS_PUBLIC_KEY: "local-outbox-public-key",
    VITE_EMAILJS_SERVICE_ID: "local_outbox",
    VITE_EMAILJS_TEMPLATE_ID: "local_outbox_template",
    VITE_EMAILJS_ORIGIN: origin,
  };
}

/**
 * Vite plugin: a production build missing any EmailJS key says so, naming the missing variables.
 * @returns {import("vite").Plugin}
 */
export function warnOnMissingEmailjsKeys() {
  let warned = false;
  return {
    name: "warn-on-missing-emailjs-keys",
    apply: "build",
    configResolved(config) {
      const missing = missingEmailjsKeys(config.env);
      // The client and server builds resolve the config separately; one warning is enough.
      if (missing.length === 0 || warned) return;
      warned = true;
      config.logger.warn(
        [
          `\n⚠ Contact form: ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} not set.`,
          "  This build's form cannot send: every message will end in the failure alert.",
          "  Set the variables (see .env.example), or run `npm start` without any of them to use the local outbox.\n",
        ].join("\n"),
      );
    },
  };
}
