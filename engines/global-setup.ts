// Builds the site once per run, against the local EmailJS outbox, so the journeys test what a visitor gets;
// `npm test` has built it already (TEST_SITE_BUILT) for the e2e suite, on the same ports.
import { buildForTests } from "../scripts/test-sites.mjs";
import { BUILD_DIR, OUTBOX_ORIGIN } from "./ports";

export default async function buildSite() {
  if (process.env.TEST_SITE_BUILT === "1") return;
  const started = Date.now();
  await buildForTests({ buildDir: BUILD_DIR, outbox: OUTBOX_ORIGIN, onLine: () => undefined });
  console.log(`Built the site into ${BUILD_DIR} in ${Math.round((Date.now() - started) / 1000)} s`);
}
