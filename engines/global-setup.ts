// Builds the site once per run, against the local EmailJS outbox, so the journeys test what a visitor gets.
import { spawnSync } from "node:child_process";
import { outboxBuildEnv } from "../scripts/emailjs-env.mjs";
import { BUILD_DIR, OUTBOX_ORIGIN } from "./ports";

export default function buildSite() {
  const started = Date.now();
  const result = spawnSync("npm", ["run", "build"], {
    // Set here, these win over any .env file, so the suite never sends through a real EmailJS account.
    // NODE_ENV: Vitest sets it to "test", and a build that inherits it is a development build (React's
    // development runtime, every page hydrating), not what a visitor gets.
    env: { ...process.env, NODE_ENV: "production", BUILD_DIR, ...outboxBuildEnv(OUTBOX_ORIGIN) },
    encoding: "utf8",
  });
  if (result.status !== 0) {
    throw new Error(`npm run build failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  console.log(`Built the site into ${BUILD_DIR} in ${Math.round((Date.now() - started) / 1000)} s`);
}
