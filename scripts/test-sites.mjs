// The sites the code's tests build, in one place for every runner that builds or serves them (`npm test`,
// Playwright, the engines suite): two owners the tests own (app/testing/owners/), never the owner's own
// app/content/, at the root of the domain and under a base path, each into a folder and onto ports of its
// own, built against the local EmailJS outbox and with the network off. The owner's own build is checked by
// `npm run check:site`.
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
  "languages",
  "static-hosting",
  "hydration",
  "no-javascript",
  "print",
  "accessibility",
  "build",
  "owner-export",
  "external-links",
];

/** The folders of the test owner `name`, as CONTENT_DIR and PUBLIC_DIR (app/owner-folders.server.ts) read them. */
const ownerFolders = (name) => ({
  CONTENT_DIR: `app/testing/owners/${name}/content`,
  PUBLIC_DIR: `app/testing/owners/${name}/public`,
});

/**
 * The first test owner, whom every spec runs on: a researcher's whole site, with every kind of page and
 * content the site has.
 */
export const FIRST_OWNER = { ...ownerFolders("first"), BUILD_DIR: ".build-first", E2E_PORT: "4173" };

/**
 * Another owner (decision 014): another country, an apostrophe in her name, no portrait, al-folio and Zotero
 * .bib files with their PDFs, Jekyll and AstroPaper posts. CONTENT names her to the specs that only hold for
 * her content; the specs that read content run again on her site.
 */
export const OWNER_CONTENT = {
  CONTENT: "owner",
  ...ownerFolders("second"),
  PUBLICATIONS_BIB: "app/testing/owners/second/content/publications",
  BUILD_DIR: ".build-owner",
  E2E_PORT: "4573",
};

/** The test owner a Playwright run is on: the other owner's when CONTENT names her, else the first. */
export const testOwner = (env = process.env) =>
  env.CONTENT === OWNER_CONTENT.CONTENT ? OWNER_CONTENT : FIRST_OWNER;

/**
 * The other owner's site built for a base path, as GitHub Pages serves a fork named portfolio, and served
 * there: `npm run test:base-path` walks it in Chromium (e2e/base-path.spec.ts).
 */
export const BASE_PATH_SITE = {
  ...OWNER_CONTENT,
  BASE_PATH: "/portfolio/",
  BUILD_DIR: ".build-base-path",
  E2E_PORT: "4673",
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
 * (Vitest sets NODE_ENV=test, which would make a development build), the root of the domain unless
 * BASE_PATH names a path (whatever the path of the owner's site.url), and every fetch, DNS lookup and
 * connection to another machine refused and logged, so the tests prove the build needs no network.
 */
function testBuildEnv({ buildDir, outbox, env = process.env }) {
  return {
    ...env,
    NODE_ENV: "production",
    BASE_PATH: env.BASE_PATH ?? "/",
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
    child.on("close", (code) => {
      if (code !== 0)
        return fail(
          new Error(`The build into ${buildDir} failed (${code}):\n${output.slice(-60).join("\n")}`),
        );
      // The content graph is made once per build (scripts/content-graph.ts), and says so each time.
      const graphs = output.filter((line) => line.startsWith("Content graph: ")).length;
      if (graphs !== 1)
        return fail(new Error(`The build into ${buildDir} made the content graph ${graphs} times, not once`));
      done();
    });
  });
}

// Playwright's web server for the site: `node scripts/test-sites.mjs serve` builds the test owner's site
// (testOwner) into BUILD_DIR against the outbox of E2E_PORT (unless TEST_SITE_BUILT says `npm test` already did), then serves it on PORT.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === "serve") {
  const { BUILD_DIR, CONTENT_DIR, PUBLIC_DIR } = testOwner();
  const buildDir = process.env.BUILD_DIR ?? BUILD_DIR;
  const port = Number(process.env.PORT);
  const env = { ...process.env, CONTENT_DIR, PUBLIC_DIR };
  if (process.env.TEST_SITE_BUILT !== "1") await buildForTests({ buildDir, outbox: outboxOrigin(port), env });
  const { url } = await serve({ port, root: join(buildDir, "client") });
  console.log(`Serving ${buildDir}/client at ${url}/`);
}

/** Runs Playwright on `specs` with `env` added, passing on this command's own arguments; exits with its status. */
function playwright(specs, env) {
  const cli = resolve("node_modules/@playwright/test/cli.js");
  const run = spawnSync(process.execPath, [cli, "test", ...specs, ...process.argv.slice(3)], {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  process.exit(run.status ?? 1);
}

// `npm run test:owner`: the specs that read content, on the other owner's site (Playwright builds it first,
// unless TEST_SITE_BUILT says `npm test` already did). Arguments go on to Playwright. What the sample's run
// has checked and this content cannot change is left out. Playwright matches a file filter against the whole
// path, so each names its file: a bare "build" took every spec of a checkout in a folder named *build*.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === "owner") {
  const files = OWNER_SPECS.map((name) => `e2e/${name}.spec.ts`);
  playwright([...files, "--grep-invert", SAME_FOR_EVERY_OWNER_TAG], OWNER_CONTENT);
}

// `npm run test:base-path`: the walk of the other owner's site under a base path, built the same way. E2E_PORT
// from the environment wins, so a run beside another keeps to its own ports.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === "base-path") {
  playwright(["base-path"], { ...BASE_PATH_SITE, E2E_PORT: process.env.E2E_PORT ?? BASE_PATH_SITE.E2E_PORT });
}
