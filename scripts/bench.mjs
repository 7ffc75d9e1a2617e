// `npm run bench`: builds the site, serves it with gzip as a static host would, and runs Lighthouse (mobile,
// simulated throttling) three times on every route, and on a no-JS copy of each route: the limit of prerendering.
// Prints the per-figure medians against bench/budgets.json, writes .bench/results.{json,md}, and exits 1 on a miss.
// Flags: --no-fail (exit 0 even if a budget fails), --no-build (measure the existing build). Env: BUILD_DIR, CHROMIUM_PATH.
import { execSync } from "node:child_process";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { get } from "node:http";
import { createRequire } from "node:module";
import { availableParallelism, loadavg } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import lighthouse from "lighthouse";
import { checkBudgets } from "./bench/budgets.mjs";
import {
  assetRequests,
  detailsFromLhr,
  figuresFromLhr,
  median,
  medianFigures,
  medianRunIndex,
} from "./bench/figures.mjs";
import { budgetLines, markdownTable, tableRows, textTable } from "./bench/report.mjs";
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium.mjs";
import { makeNoJsCopy } from "./bench/strip-scripts.mjs";
import { serve } from "./serve.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const ROUTES = ["/", "/about", "/projects", "/contact", "/legal"];
const RUNS_PER_ROUTE = 3;
// Lighthouse's own threshold: below it, it warns that the CPU is slower than its throttling assumes.
const BUSY_BENCHMARK_INDEX = 1000;
const OUT_DIR = join(ROOT, ".bench");
const BUDGETS_FILE = join(ROOT, "bench/budgets.json");
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

// chrome-launcher comes with Lighthouse; resolve it from there so it does not depend on npm hoisting.
const chromeLauncher = await import(
  pathToFileURL(createRequire(import.meta.resolve("lighthouse")).resolve("chrome-launcher")).href
);

/** One Lighthouse run; Lighthouse sometimes loses a trace (NO_NAVSTART, NO_FCP), so a failed run is retried. */
async function measure(url, port, label, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error" });
    const error = result?.lhr.runtimeError?.message ?? (result ? null : "no result");
    if (!error) return result.lhr;
    if (attempt === attempts) throw new Error(`Lighthouse failed ${attempts} times on ${label}: ${error}`);
    console.log(`  Lighthouse failed on ${label} (${error}); running it again`);
  }
}

/** The size of `url`'s gzip body as our server sends it, headers left out. */
function gzipBodyBytes(url) {
  return new Promise((done, fail) => {
    get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk) => (bytes += chunk.length));
      response.on("end", () => done(bytes));
    }).on("error", fail);
  });
}

const args = new Set(process.argv.slice(2));
const buildDir = resolve(ROOT, process.env.BUILD_DIR ?? "build");
const siteDir = join(buildDir, "client");
const noJsDir = join(OUT_DIR, "no-js");
const budgets = JSON.parse(await readFile(BUDGETS_FILE, "utf8"));

if (!args.has("--no-build")) execSync("npx react-router build", { cwd: ROOT, stdio: "inherit" });
await mkdir(OUT_DIR, { recursive: true });
await makeNoJsCopy(siteDir, noJsDir);
await rm(join(OUT_DIR, "lhr"), { recursive: true, force: true });
await mkdir(join(OUT_DIR, "lhr"));

const site = await serve({ port: 0, root: siteDir });
const limit = await serve({ port: 0, root: noJsDir });
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: CHROME_FLAGS });
const variants = { site: site.url, limit: limit.url };
/** runs[variant][route] = [{ figures, details }] */
const runs = { site: {}, limit: {} };
let lighthouseVersion = "";
let chromeVersion = "";

try {
  const total = RUNS_PER_ROUTE * ROUTES.length * Object.keys(variants).length;
  let done = 0;
  // Rounds go over every route and variant in turn, so a slow spell of the machine spreads over all of them.
  for (let round = 1; round <= RUNS_PER_ROUTE; round++) {
    for (const route of ROUTES) {
      for (const [variant, origin] of Object.entries(variants)) {
        const started = Date.now();
        const lhr = await measure(origin + route, chrome.port, `${variant} ${route}`);
        lighthouseVersion = lhr.lighthouseVersion;
        chromeVersion = lhr.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? "";
        const slug = route === "/" ? "home" : route.slice(1);
        await writeFile(join(OUT_DIR, "lhr", `${variant}-${slug}-${round}.json`), JSON.stringify(lhr));
        const bodies = new Map();
        for (const { url } of assetRequests(lhr)) bodies.set(url, await gzipBodyBytes(url));
        const figures = figuresFromLhr(lhr, (request) => bodies.get(request.url));
        (runs[variant][route] ??= []).push({ figures, details: detailsFromLhr(lhr) });
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        console.log(
          `[${++done}/${total}] ${variant.padEnd(5)} ${route.padEnd(9)} run ${round}  ${seconds} s`,
        );
      }
    }
  }
} finally {
  await chrome.kill();
  site.server.close();
  limit.server.close();
}

const results = ROUTES.map((route) => {
  const siteRuns = runs.site[route].map((run) => run.figures);
  const limitRuns = runs.limit[route].map((run) => run.figures);
  const siteMedian = medianFigures(siteRuns);
  const limitMedian = medianFigures(limitRuns);
  return {
    route,
    figures: {
      ...siteMedian,
      limitLcpMs: limitMedian.lcpMs,
      limitFcpMs: limitMedian.fcpMs,
      limitTbtMs: limitMedian.tbtMs,
      lcpRatioToNoJsLimit: siteMedian.lcpMs / limitMedian.lcpMs,
    },
    limitFigures: limitMedian,
    // The details of the run whose LCP is the median, to explain the figures above.
    details: runs.site[route][medianRunIndex(siteRuns, "lcpMs")].details,
    limitDetails: runs.limit[route][medianRunIndex(limitRuns, "lcpMs")].details,
    runs: siteRuns,
    limitRuns,
  };
});

// Simulated throttling multiplies the CPU time it observes, so a busy machine inflates TBT and script-bound LCP.
const benchmarkIndexes = Object.values(runs).flatMap((byRoute) =>
  Object.values(byRoute).flatMap((routeRuns) => routeRuns.map((run) => run.details.benchmarkIndex)),
);
const machine = {
  benchmarkIndexMedian: median(benchmarkIndexes),
  benchmarkIndexMin: Math.min(...benchmarkIndexes),
  loadAverage: loadavg()[0],
  cores: availableParallelism(),
};
const busy = machine.benchmarkIndexMin < BUSY_BENCHMARK_INDEX || machine.loadAverage > machine.cores;

const checks = checkBudgets(budgets, Object.fromEntries(results.map((r) => [r.route, r.figures])));
const failures = checks.filter((check) => !check.pass);
const rows = tableRows(results, checks);
const about =
  `Lighthouse ${lighthouseVersion}, Chromium ${chromeVersion}, mobile, simulated throttling. ` +
  `Each figure is its own median of ${RUNS_PER_ROUTE} runs (per-metric median). JS and CSS are gzip bodies; ` +
  `total transfer is Lighthouse's, headers included. The no-JS limit is the same HTML without scripts or ` +
  `modulepreloads. ✗: over budget.`;
const machineText =
  `Machine: Lighthouse benchmarkIndex median ${Math.round(machine.benchmarkIndexMedian)} ` +
  `(min ${Math.round(machine.benchmarkIndexMin)}), load average ${machine.loadAverage.toFixed(1)} on ` +
  `${machine.cores} cores.` +
  (busy ? " The machine was busy: TBT and script-bound LCP are inflated; rerun when it is idle." : "");

console.log(
  `\n${about}\n${machineText}\n\n${textTable(rows)}\n\nBudgets (${BUDGETS_FILE.slice(ROOT.length)})`,
);
for (const line of budgetLines(checks)) console.log(`  ${line}`);
console.log("\nWhat the median-LCP run of each route shows:");
for (const { route, details } of results) {
  const element = details.lcpElement
    ? `${details.lcpElement.selector} ("${details.lcpElement.text}")`
    : "none";
  const blocking = details.renderBlocking.map((item) => `${item.url} ${Math.round(item.wastedMs)} ms`);
  console.log(
    `  ${route}: LCP element ${element}; render-blocking: ${blocking.join(", ") || "none"}; ` +
      `scripts that ended before the unthrottled LCP, so count towards LCP: ` +
      `${details.scriptsEndedBeforeObservedLcp} of ${details.scripts}`,
  );
}

const markdown = `${markdownTable(rows)}\n\n${about} ${machineText}\n`;
await writeFile(
  join(OUT_DIR, "results.json"),
  JSON.stringify({ about, lighthouseVersion, chromeVersion, machine, budgets, checks, results }, null, 2),
);
await writeFile(join(OUT_DIR, "results.md"), markdown);
console.log(`\nMarkdown table for the README:\n\n${markdown}`);
console.log(`Wrote .bench/results.json, .bench/results.md and every run's report in .bench/lhr/.`);

if (failures.length) {
  console.log(`\n${failures.length} budget(s) failed.${args.has("--no-fail") ? " (--no-fail: exit 0)" : ""}`);
  if (!args.has("--no-fail")) process.exitCode = 1;
} else {
  console.log("\nEvery budget is met.");
}
