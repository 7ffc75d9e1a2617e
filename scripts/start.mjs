// `npm start`: builds the site and serves the build folder as a static host would, under the path it is built
// for (BASE_PATH, or the path of site.url: docs/deploying.md). With no EmailJS keys set (see .env.example), it
// first starts the local outbox (scripts/outbox.mjs) and builds the contact form pointed at it, so a newcomer
// can send a message and find it in .outbox/messages.jsonl.
import { execSync } from "node:child_process";
import { join } from "node:path";
import { loadEnv } from "vite";
import { EMAILJS_KEYS, missingEmailjsKeys, outboxBuildEnv } from "./emailjs-env.mjs";
import { DEFAULT_SITE_PORT, outboxOptionsFromEnv, startOutbox } from "./outbox.mjs";
import { serve } from "./serve.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const sitePort = Number(process.env.PORT ?? DEFAULT_SITE_PORT);
// The keys as the build will see them: the environment first, then the .env files, by Vite's own rules.
const env = loadEnv("production", process.cwd(), "VITE_EMAILJS_");
const useOutbox = missingEmailjsKeys(env).length === EMAILJS_KEYS.length;

async function startLocalOutbox() {
  // The outbox takes messages only from the site's own pages, at the address it is served on below (PORT).
  const options = outboxOptionsFromEnv(process.env);
  try {
    return await startOutbox(options);
  } catch (error) {
    if (error.code !== "EADDRINUSE") throw error;
    return startOutbox({ ...options, port: 0 });
  }
}

const outbox = useOutbox ? await startLocalOutbox() : undefined;
try {
  // The outbox settings go to this build only; they are never written anywhere.
  execSync("npx react-router build", {
    stdio: "inherit",
    env: { ...process.env, ...(outbox ? outboxBuildEnv(outbox.url) : {}) },
  });
} catch {
  await outbox?.close();
  process.exit(1);
}

const { url } = await serve({ port: sitePort, root: join(buildDir, "client") });
console.log(`\nThe site is running at ${url}/  (Ctrl+C to stop)`);
if (outbox) {
  console.log(
    [
      "",
      `No EmailJS keys are set, so the contact form sends to the local outbox at ${outbox.url}.`,
      `Each message is appended to ${outbox.file} and printed here.`,
      "To send real email instead, set the VITE_EMAILJS_* variables (see .env.example) and run npm start again.",
    ].join("\n"),
  );
} else {
  console.log("The contact form sends through EmailJS, with the keys from your environment or .env file.");
}
