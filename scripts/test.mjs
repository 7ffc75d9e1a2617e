// `npm test`: everything CI runs, in stages, with independent parts side by side on the machine's cores. Each
// site is built once and every suite that reads it shares that build: the e2e suite and the HTML check the
// owner's site; the engines suite, the second e2e run and the HTML check the other owner's; the walk under a
// base path the other owner's built for /portfolio/ (scripts/test-sites.mjs).
// Every part prints its time, and a failed part stops the run after its stage, naming what failed.
import { spawn } from "node:child_process";
import { BASE_PATH_SITE, OWNER_CONTENT, buildForTests, eachLineOf, outboxOrigin } from "./test-sites.mjs";

const SAMPLE = { buildDir: "build", port: "4173" };
const OWNER = { buildDir: OWNER_CONTENT.BUILD_DIR, port: OWNER_CONTENT.E2E_PORT };
const UNDER_BASE_PATH = { buildDir: BASE_PATH_SITE.BUILD_DIR, port: BASE_PATH_SITE.E2E_PORT };
/** Tells Playwright and the engines suite that the sites are built: they only serve them. */
const BUILT = { TEST_SITE_BUILT: "1" };

const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Writes a part's output line by line, each line named by its part when parts run side by side. */
function printer(name, prefixed) {
  return (line) => console.log(prefixed ? `[${name}] ${line}` : line);
}

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
 * another; the next stage starts when every lane has passed. Two lanes at most: the machine CI runs on has
 * two cores, and a browser test that waits for a core fails on its timers, not on the site.
 */
const STAGES = [
  [
    [
      ["lint", (print) => npmRun("lint", {}, print)],
      ["unit", (print) => npmRun("test:unit", {}, print)],
    ],
    [
      ["build the owner's site", build(SAMPLE)],
      ["build another owner's site", build(OWNER, OWNER_CONTENT)],
      [
        `build another owner's site under ${BASE_PATH_SITE.BASE_PATH}`,
        build(UNDER_BASE_PATH, BASE_PATH_SITE),
      ],
      // After the builds: their prerender's preview server regenerates React Router's route types as it starts.
      ["typecheck", (print) => npmRun("typecheck", {}, print)],
      [
        "HTML check, both sites",
        (print) => npmRun("check:html", {}, print, [SAMPLE.buildDir, OWNER.buildDir]),
      ],
    ],
  ],
  [
    [["e2e", (print) => npmRun("test:e2e", { ...BUILT, E2E_PORT: SAMPLE.port }, print)]],
    // Beside it, on the other owner's site and its ports: the engines suite, which drives one browser at a
    // time and mostly waits on it, so the e2e run's two workers keep the cores busy in its waits.
    [
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
  // Alone: two e2e runs side by side, four browsers on two cores, took longer than one after the other.
  [
    [
      ["e2e on another owner's content", (print) => npmRun("test:owner", BUILT, print)],
      [
        `e2e under ${BASE_PATH_SITE.BASE_PATH}`,
        (print) => npmRun("test:base-path", { ...BUILT, E2E_PORT: UNDER_BASE_PATH.port }, print),
      ],
    ],
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
        const passed = await run(printer(name, sideBySide));
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
