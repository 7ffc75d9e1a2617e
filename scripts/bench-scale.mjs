// `npm run bench:scale`: how the build's time grows with the content. Builds the owner's site and the same
// grown to 1,000 papers, 100 posts and 20 talks (scripts/bench/sites.mjs), five times each in turn, and
// prints every build's time and the ratio of the best CPU times: the build's own cost, which a shared
// machine's neighbours disturb less than the wall clock. Fails if a build fails or the ratio is over 2.5,
// no slower than the sample's build allows today (docs/decisions/051).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GROWN_COUNTS, ROOT, build, writeGrownContent } from "./bench/sites.mjs";

const MAX_RATIO = 2.5;
const ROUNDS = 5;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
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
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      for (const site of sites) {
        const { ms, cpuMs } = build(site.buildDir, site.env);
        site.cpuMs = Math.min(site.cpuMs, cpuMs);
        console.log(`${site.name}, build ${round}: ${seconds(ms)}, CPU ${seconds(cpuMs)}`);
      }
    }
  } finally {
    await rm(contentDir, { recursive: true, force: true });
    for (const { buildDir } of sites) await rm(join(ROOT, buildDir), { recursive: true, force: true });
  }
  const ratio = sites[1].cpuMs / sites[0].cpuMs;
  const mark = ratio <= MAX_RATIO ? "✓" : "✗";
  console.log(
    `${mark} The grown site's build takes ${ratio.toFixed(2)} times the sample's CPU time, the best of ` +
      `${ROUNDS} builds each (at most ${MAX_RATIO}).`,
  );
  if (!(ratio <= MAX_RATIO)) process.exitCode = 1;
}

await main();
