// The two sites the tests build, in one place for every runner that builds or serves them (`npm test`,
// Playwright, the engines suite): the owner's own content, and another owner's (the fixtures), each into a
// folder and onto ports of its own, built against the local EmailJS outbox and with the network off.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { outboxBuildEnv } from "./emailjs-env.mjs";
import { serve } from "./serve.mjs";

/**
 * The Playwright tag of a test that checks nothing another owner's content changes (SAME_FOR_EVERY_OWNER in
 * e2e/site-pages.ts): the run on that content leaves it out.
 */
export const SAME_FOR_EVERY_OWNER_TAG = "@same-for-every-owner";

/** The Playwright specs that read content, run again on the other owner's site (decision 014). */
export const OWNER_SPECS = [
  "publications",
  "scholar",
  "citations",
  "writing",
  "teaching-talks",
  "seo",
  "static-hosting",
  "hydration",
  "no-javascript",
  "print",
  "accessibility",
  "build",
  "owner-export",
];

/**
 * Another owner's content (decision 014): al-folio and Zotero .bib files with their PDFs, a citation snapshot,
 * and Jekyll and AstroPaper posts. CONTENT names it to the specs that only hold for these fixtures.
 */
export const OWNER_CONTENT = {
  CONTENT: "owner",
  PUBLICATIONS_BIB: "app/bibliography/fixtures/owner",
  PAPERS_DIR: "app/bibliography/fixtures/owner/papers",
  CITATIONS_FILE: "app/bibliography/fixtures/owner/citations.json",
  POSTS_DIR: "app/writing/fixtures/migrated",
  BUILD_DIR: ".build-owner",
  E2E_PORT: "4573",
};

/**
 * Where the build of `buildDir` logs every attempt to reach another machine (scripts/no-network.mjs): beside
 * the build folder, which the build empties as it starts. Git-ignored by the `.build-*` pattern.
 */
export const networkLog = (buildDir) => join(".build-network", `${basename(resolve(buildDir))}.log`);

/** The outbox a site on `sitePort` is built against: the port ten above it, as playwright.config.ts has it. */
export const outboxOrigin = (sitePort) => `http://127.0.0.1:${Number(sitePort) + 10}`;

/**
 * The environment a test build runs in: the content's settings, the outbox the form sends to, production
 * (Vitest sets NODE_ENV=test, which would make a development build), and every fetch, DNS lookup and
 * connection to another machine refused and logged, so the tests prove the build needs no network.
 */
export function testBuildEnv({ buildDir, outbox, env = process.env }) {
  return {
    ...env,
    NODE_ENV: "production",
    BUILD_DIR: buildDir,
    ...outboxBuildEnv(outbox),
    NODE_OPTIONS: `${env.NODE_OPTIONS ?? ""} --import ${resolve("scripts/no-network.mjs")}`.trim(),
    NO_NETWORK_LOG: resolve(networkLog(buildDir)),
  };
}

/** Calls `onLine` with each line a child process writes, to its output or its errors, as it comes. */
export function eachLineOf(child, onLine) {
  for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on("line", onLine);
}

/**
 * Builds the site into `buildDir` for the tests; resolves when it is built, rejects with the build's output
 * when it fails. `onLine` hears the build's output, line by line, as it comes.
 */
export function buildForTests({ buildDir, outbox, env = process.env, onLine = (line) => console.log(line) }) {
  rmSync(networkLog(buildDir), { force: true });
  mkdirSync(dirname(networkLog(buildDir)), { recursive: true });
  const cli = resolve("node_modules/@react-router/dev/bin.cjs");
  const child = spawn(process.execPath, [cli, "build"], {
    env: testBuildEnv({ buildDir, outbox, env }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = [];
  eachLineOf(child, (line) => {
    output.push(line);
    onLine(line);
  });
  return new Promise((done, fail) => {
    child.on("error", fail);
    child.on("close", (code) =>
      code === 0
        ? done()
        : fail(new Error(`The build into ${buildDir} failed (${code}):\n${output.slice(-60).join("\n")}`)),
    );
  });
}

// Playwright's web server for the site: `node scripts/test-sites.mjs serve` builds BUILD_DIR against the
// outbox of E2E_PORT (unless TEST_SITE_BUILT says `npm test` already did), then serves it on PORT.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === "serve") {
  const buildDir = process.env.BUILD_DIR ?? "build";
  const port = Number(process.env.PORT);
  if (process.env.TEST_SITE_BUILT !== "1") await buildForTests({ buildDir, outbox: outboxOrigin(port) });
  const { url } = await serve({ port, root: join(buildDir, "client") });
  console.log(`Serving ${buildDir}/client at ${url}`);
}

// `npm run test:owner`: the specs that read content, on the other owner's site (Playwright builds it first,
// unless TEST_SITE_BUILT says `npm test` already did). Arguments go on to Playwright. Where it builds, an
// E2E_PORT given wins: Playwright reuses a server already on its port, which may be another checkout's build.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === "owner") {
  const playwright = resolve("node_modules/@playwright/test/cli.js");
  // What the sample's run has checked and this content cannot change is left out.
  const sameForEveryOwner = ["--grep-invert", SAME_FOR_EVERY_OWNER_TAG];
  const run = spawnSync(
    process.execPath,
    [playwright, "test", ...OWNER_SPECS, ...sameForEveryOwner, ...process.argv.slice(3)],
    {
      stdio: "inherit",
      env: {
        ...process.env,
        ...OWNER_CONTENT,
        // A site `npm test` built is built for its own port's outbox.
        ...(process.env.TEST_SITE_BUILT !== "1" &&
          process.env.E2E_PORT && { E2E_PORT: process.env.E2E_PORT }),
      },
    },
  );
  process.exit(run.status ?? 1);
}
