// `npm test`: everything CI runs, in stages, with independent parts side by side on the machine's cores. Each
// site is built once and every suite that reads it shares that build. The code's tests run on two owners the
// tests own (scripts/test-sites.mjs): the e2e suite on the first; the engines suite and the second e2e run on
// the other, and the walk under a base path on her site built for /portfolio/. Your own site, from
// app/content/, gets the checks that hold for any content (check:site), and the HTML check reads them all.
// Every part prints its time, and a failed part stops the run after its stage, naming what failed.
import { spawn } from "node:child_process";
import {
  BASE_PATH_SITE,
  FIRST_OWNER,
  OWNER_CONTENT,
  buildForTests,
  eachLineOf,
  outboxOrigin,
} from "./test-sites.mjs";

const FIRST = { buildDir: FIRST_OWNER.BUILD_DIR, port: FIRST_OWNER.E2E_PORT };
/** The owner's own site, from app/content/ and public/, checked only by what holds for any content. */
const OWN = { buildDir: ".build-own", port: "4773" };
const OWNER = { buildDir: OWNER_CONTENT.BUILD_DIR, port: OWNER_CONTENT.E2E_PORT };
const UNDER_BASE_PATH = { buildDir: BASE_PATH_SITE.BUILD_DIR, port: BASE_PATH_SITE.E2E_PORT };
/** Tells Playwright and the engines suite that the sites are built: they only serve them. */
const BUILT = { TEST_SITE_BUILT: "1" };

const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/**
 * `npm run <script> [-- args]` with `env` added, its output going to `print`; resolves to whether it passed.
 */
function npmRun(script, env, print, args = []) {
  return new Promise((done) => {
    const child = spawn("npm", ["run", "--silent", script, ...(args.length > 0 ? ["--", ...args] : [])], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    eachLineOf(child, print);
    child.on("close", (code) => done(code === 0));
  });
}

const build =
  ({ buildDir, port }, env) =>
  (print) =>
    buildForTests({
      buildDir,
      outbox: outboxOrigin(port),
      env: { ...process.env, ...env },
      onLine: print,
    }).then(
      () => true,
      (error) => {
        print(error.message);
        return false;
      },
    );

/**
 * The parts, each a name and what it runs. A stage's lanes run side by side, the parts of a lane one after
 * another; the next stage starts when every lane has passed. The machine CI runs on has two cores: the first
 * stage builds two sites at a time while lint and the unit tests keep a core busy, which proves a build holds
 * under load (docs/decisions/051); the browser stages keep to two lanes, as a browser test that waits for a
 * core fails on its timers, not on the site.
 */
const STAGES = [
  [
    [
      ["lint", (print) => npmRun("lint", {}, print)],
      ["unit", (print) => npmRun("test:unit", {}, print)],
    ],
    [
      ["build the first test owner's site", build(FIRST, FIRST_OWNER)],
      ["build your own site", build(OWN)],
    ],
    [
      ["build another owner's site", build(OWNER, OWNER_CONTENT)],
      [
        `build another owner's site under ${BASE_PATH_SITE.BASE_PATH}`,
        build(UNDER_BASE_PATH, BASE_PATH_SITE),
      ],
    ],
  ],
  [
    [["e2e", (print) => npmRun("test:e2e", { ...BUILT, E2E_PORT: FIRST.port }, print)]],
    // Beside it, on the other owner's site and its ports: the engines suite, which drives one browser at a
    // time and mostly waits on it, so the e2e run's two workers keep the cores busy in its waits. Before it,
    // the checks that read the builds: the types (the prerender's preview server regenerates React Router's
    // route types as it starts) and the HTML of every site.
    [
      ["typecheck", (print) => npmRun("typecheck", {}, print)],
      [
        "HTML check, every site",
        (print) => npmRun("check:html", {}, print, [FIRST.buildDir, OWNER.buildDir, OWN.buildDir]),
      ],
      [
        "Firefox and WebKit",
        (print) =>
          npmRun(
            "test:engines",
            { ...BUILT, ...OWNER_CONTENT, ENGINES_BUILD_DIR: OWNER.buildDir, ENGINES_PORT: OWNER.port },
            print,
          ),
      ],
    ],
  ],
  // The e2e runs one after another (two side by side, four browsers on two cores, took longer); beside them
  // a lighter lane: the checks of your own site, which drive one page at a time.
  [
    [
      ["e2e on another owner's content", (print) => npmRun("test:owner", BUILT, print)],
      [
        `e2e under ${BASE_PATH_SITE.BASE_PATH}`,
        (print) => npmRun("test:base-path", { ...BUILT, E2E_PORT: UNDER_BASE_PATH.port }, print),
      ],
    ],
    [["check your own site", (print) => npmRun("check:site", {}, print, [OWN.buildDir, "--skip-html"])]],
  ],
];

const failed = [];
for (const lanes of STAGES) {
  const sideBySide = lanes.length > 1;
  await Promise.all(
    lanes.map(async (lane) => {
      for (const [name, run] of lane) {
        const since = Date.now();
        console.log(`=== ${name}`);
        // Each line is named by its part when parts run side by side.
        const passed = await run((line) => console.log(sideBySide ? `[${name}] ${line}` : line));
        console.log(`=== ${name}: ${passed ? "passed" : "FAILED"} in ${seconds(since)}`);
        if (!passed) {
          failed.push(name);
          return;
        }
      }
    }),
  );
  if (failed.length > 0) break;
}
console.log(
  `=== npm test: ${failed.length === 0 ? "passed" : `FAILED (${failed.join(", ")})`} in ${seconds(started)}`,
);
process.exit(failed.length === 0 ? 0 : 1);
