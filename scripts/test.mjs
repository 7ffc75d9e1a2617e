// `npm test`: everything CI runs, in stages, with independent parts side by side on the machine's cores. Each
// site is built once and every suite that reads it shares that build. The code's tests run on two owners the
// tests own (scripts/test-sites.mjs): the e2e suite on the first; the engines suite and the second e2e run on
// the other (its language switch's journey on the first), and the walk under a base path on her site built
// for /portfolio/. Your own site, from app/content/, gets the checks that hold for any content (check:site),
// and the HTML check reads them all.
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

/** The owner's own site, from app/content/ and public/, checked only by what holds for any content. */
const OWN = { BUILD_DIR: ".build-own", E2E_PORT: "4773" };
/** Tells Playwright and the engines suite that the sites are built: they only serve them. */
const BUILT = { TEST_SITE_BUILT: "1" };

const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/** A part that runs `npm run <script> [-- args]` with `env` added; resolves to whether it passed. */
const npmRun =
  (script, env = {}, args = []) =>
  (print) =>
    new Promise((done) => {
      const child = spawn("npm", ["run", "--silent", script, ...(args.length > 0 ? ["--", ...args] : [])], {
        env: { ...process.env, ...env },
        stdio: ["ignore", "pipe", "pipe"],
      });
      eachLineOf(child, print);
      child.on("close", (code) => done(code === 0));
    });

/** A part that builds a test site (scripts/test-sites.mjs) with its settings added to the environment. */
const build = (site) => (print) =>
  buildForTests({
    buildDir: site.BUILD_DIR,
    outbox: outboxOrigin(site.E2E_PORT),
    env: { ...process.env, ...site },
    onLine: print,
  }).then(
    () => true,
    (error) => {
      print(error.message);
      return false;
    },
  );

/** A part that runs the Firefox and WebKit suite on a built test site, on its ports. */
const engines = (site, args) =>
  npmRun(
    "test:engines",
    { ...BUILT, ...site, ENGINES_BUILD_DIR: site.BUILD_DIR, ENGINES_PORT: site.E2E_PORT },
    args,
  );

/** Runs lanes side by side, the parts of each one after another; resolves to whether every part passed. */
async function runLanes(lanes, print, failed) {
  const sideBySide = lanes.length > 1;
  await Promise.all(
    lanes.map(async (lane) => {
      for (const [name, run] of lane) {
        const since = Date.now();
        print(`=== ${name}`);
        // Each line is named by its part when parts run side by side.
        const passed = await run((line) => print(sideBySide ? `[${name}] ${line}` : line));
        print(`=== ${name}: ${passed ? "passed" : "FAILED"} in ${seconds(since)}`);
        if (!passed) {
          failed.push(name);
          return;
        }
      }
    }),
  );
  return failed.length === 0;
}

/** A part that runs lanes of its own side by side. */
const together = (lanes) => (print) => runLanes(lanes, print, []);

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
      ["lint", npmRun("lint")],
      // Every core: Vitest leaves one free by default, and the unit run has the machine once the sites are
      // built, but for the HTML check.
      ["unit", npmRun("test:unit", {}, ["--maxWorkers=100%"])],
    ],
    [
      [
        "build every site",
        together([
          [
            ["build the first test owner's site", build(FIRST_OWNER)],
            ["build your own site", build(OWN)],
          ],
          [
            ["build another owner's site", build(OWNER_CONTENT)],
            [`build another owner's site under ${BASE_PATH_SITE.BASE_PATH}`, build(BASE_PATH_SITE)],
          ],
        ]),
      ],
      // Once every site is built, beside the unit tests, which leave most of a core idle: the HTML check.
      [
        "HTML check, every site",
        npmRun("check:html", {}, [FIRST_OWNER.BUILD_DIR, OWNER_CONTENT.BUILD_DIR, OWN.BUILD_DIR]),
      ],
    ],
  ],
  [
    [["e2e", npmRun("test:e2e", { ...BUILT, E2E_PORT: FIRST_OWNER.E2E_PORT })]],
    // Beside it, on the other owner's site and its ports: the engines suite, which drives one browser at a
    // time and mostly waits on it, so the e2e run's two workers keep the cores busy in its waits. Before it,
    // the types: not beside the builds, as a build's preview server (and the dev server, in the next stage)
    // regenerates React Router's route types for its own owner's routes as it starts.
    [
      ["typecheck", npmRun("typecheck")],
      ["Firefox and WebKit", engines(OWNER_CONTENT)],
    ],
  ],
  // The e2e runs one after another (two side by side, four browsers on two cores, took longer); beside them
  // a lighter lane: the checks of your own site, which drive one page at a time.
  [
    [
      ["e2e on another owner's content", npmRun("test:owner", BUILT)],
      [
        `e2e under ${BASE_PATH_SITE.BASE_PATH}`,
        npmRun("test:base-path", { ...BUILT, E2E_PORT: BASE_PATH_SITE.E2E_PORT }),
      ],
    ],
    [
      ["check your own site", npmRun("check:site", {}, [OWN.BUILD_DIR, "--skip-html"])],
      // The engines suite ran on a one-language owner; the language switch's journey runs on the first owner's
      // site as well, on her ports, free now that her e2e run is over.
      ["Firefox and WebKit, the language switch", engines(FIRST_OWNER, ["-t", "language switch"])],
      // No build runs now: the dev server rewrites React Router's route types as it starts, as a build's
      // preview server does, and beside a build, the two could delete each other's files (vitest.config.ts).
      ["dev server", npmRun("test:dev-server")],
    ],
  ],
];

const failed = [];
for (const lanes of STAGES) if (!(await runLanes(lanes, console.log, failed))) break;
console.log(
  `=== npm test: ${failed.length === 0 ? "passed" : `FAILED (${failed.join(", ")})`} in ${seconds(started)}`,
);
process.exit(failed.length === 0 ? 0 : 1);
