// `npm run bench:scale`: how the build's time grows with the content, and whether it holds on a busy machine.
// Builds the owner's site and the same grown to 1,000 papers, 100 posts and 20 talks (scripts/bench/sites.mjs),
// five times each in turn, and prints every build's time and the ratio of the best CPU times: the build's own
// cost, which a shared machine's neighbours disturb less than the wall clock. The ratio is printed against
// today's 2.5, never gated: it swings by a few tenths from run to run. Then builds the sample twice at once;
// the run fails if any build fails (docs/decisions/051).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GROWN_COUNTS, ROOT, build, writeGrownContent } from "./bench/sites.mjs";

/** The grown site's build, today, takes at most this many times the sample's. */
const RATIO_TODAY = 2.5;
const ROUNDS = 5;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const times = ({ ms, cpuMs }) => `${seconds(ms)}, CPU ${seconds(cpuMs)}`;

const { papers, posts, talks } = GROWN_COUNTS;
const contentDir = await mkdtemp(join(tmpdir(), "portfolio-grown-"));
const sites = [
  { name: "The sample", buildDir: ".build-bench-sample", env: {}, cpuMs: Infinity },
  {
    name: `${papers} papers, ${posts} posts, ${talks} talks`,
    buildDir: ".build-bench-grown",
    env: await writeGrownContent(contentDir),
    cpuMs: Infinity,
  },
];
const concurrentDirs = [".build-bench-a", ".build-bench-b"];
try {
  for (let round = 1; round <= ROUNDS; round++) {
    for (const site of sites) {
      const result = await build(site.buildDir, site.env);
      site.cpuMs = Math.min(site.cpuMs, result.cpuMs);
      console.log(`${site.name}, build ${round}: ${times(result)}`);
    }
  }
  const ratio = sites[1].cpuMs / sites[0].cpuMs;
  console.log(
    `${ratio <= RATIO_TODAY ? "✓" : "✗"} The grown site's build takes ${ratio.toFixed(2)} times the ` +
      `sample's CPU time, the best of ${ROUNDS} builds each (today's: at most ${RATIO_TODAY}).`,
  );
  const [a, b] = await Promise.all(concurrentDirs.map((buildDir) => build(buildDir)));
  console.log(`✓ Two builds of the sample at once: ${times(a)}; ${times(b)}`);
} finally {
  await rm(contentDir, { recursive: true, force: true });
  for (const buildDir of [...sites.map((site) => site.buildDir), ...concurrentDirs])
    await rm(join(ROOT, buildDir), { recursive: true, force: true });
}
