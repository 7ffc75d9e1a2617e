// `npm run bench`: what a visitor gets, page by page. Builds the site, serves it with gzip and its _headers as
// a static host would, and for every page of the build (its sitemap, plus the not-found page) measures, as
// the median of --runs rounds (default 3):
// - the bytes: .js files requested, their gzip bodies, inline script, and the total transfer;
// - Lighthouse mobile with simulated throttling, which is what PageSpeed Insights shows;
// - Lighthouse mobile with devtools throttling, which waits in real time, and the same for a copy of the
//   page with every script removed: the page's LCP over that copy's is the cost of its scripts.
// Then the navigation time, from a click on a header link to the next page's heading painted, in Chromium
// with network throttling, for this build and for --baseline (a git revision, e.g. b3dcd59, the last build
// that hydrated every page), side by side; without --baseline there is nothing to compare with, and it is
// skipped.
// Budgets (bench/budgets.json) on bytes and request counts fail the run; targets on scores and timings are
// printed with a mark and never fail it. Results go to .bench/.
// Flags: --no-build, --no-fail, --runs N, --pages /a,/b (a subset), --baseline REV, --no-navigation.
// Env: BUILD_DIR, CHROMIUM_PATH.
import { execFileSync, execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, symlink, writeFile } from "node:fs/promises";
import { get } from "node:http";
import { createRequire } from "node:module";
import { availableParallelism, loadavg } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import { checkLimits } from "./bench/budgets.mjs";
import { assetRequests, figuresFromLhr, median, medianFigures } from "./bench/figures.mjs";
import { limitLines, markdownTable, tableRows, textTable } from "./bench/report.mjs";
import { benchOptions } from "./bench/options.mjs";
import { makeNoJsCopy } from "./bench/strip-scripts.mjs";
import { UNKNOWN_PATH, builtPages } from "./built-pages.mjs";
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium.mjs";
import { serve } from "./serve.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const OUT_DIR = join(ROOT, ".bench");
const LIMITS_FILE = join(ROOT, "bench/budgets.json");
const NAVIGATION_ROUNDS = 5;
// Lighthouse's mobile network, as DevTools applies it: 150 ms round trip, 1.6 Mbps down, 750 kbps up.
const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1.6e6 / 8,
  uploadThroughput: 750e3 / 8,
};
// Lighthouse's own threshold: below it, it warns that the CPU is slower than its throttling assumes.
const BUSY_BENCHMARK_INDEX = 1000;

/** chrome-launcher comes with Lighthouse; resolved from there so it does not depend on npm hoisting. */
async function chromeLauncher() {
  const launcher = createRequire(import.meta.resolve("lighthouse")).resolve("chrome-launcher");
  return import(pathToFileURL(launcher).href);
}

/** One Lighthouse run; Lighthouse sometimes loses a trace (NO_NAVSTART, NO_FCP), so a failed run is retried. */
async function lighthouseRun(url, port, throttlingMethod, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", throttlingMethod });
    const error = result?.lhr.runtimeError?.message ?? (result ? null : "no result");
    if (!error) return result.lhr;
    if (attempt === attempts) throw new Error(`Lighthouse failed ${attempts} times on ${url}: ${error}`);
    console.log(`  Lighthouse failed on ${url} (${error}); running it again`);
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

/** What a page's HTML says of its scripts: the text of its inline ones, and whether it loads the framework. */
async function scriptsOf(url) {
  const html = await (await fetch(url)).text();
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !/\bsrc=|application\/ld\+json/.test(attributes),
  );
  return {
    inlineScriptBytes: inline.reduce((sum, [, , body]) => sum + Buffer.byteLength(body), 0),
    hydrates: /<script type="module"/.test(html),
  };
}

const BASELINE_SOURCE = join(OUT_DIR, "baseline-src");

/** Builds `revision` in a worktree of its own, with this checkout's node_modules; returns its client folder. */
async function buildRevision(revision) {
  removeBaselineSource();
  execFileSync("git", ["worktree", "add", "--detach", BASELINE_SOURCE, revision], {
    cwd: ROOT,
    stdio: "ignore",
  });
  await symlink(join(ROOT, "node_modules"), join(BASELINE_SOURCE, "node_modules"), "dir");
  execSync("npx react-router build", {
    cwd: BASELINE_SOURCE,
    stdio: "ignore",
    env: { ...process.env, BUILD_DIR: "build" },
  });
  return join(BASELINE_SOURCE, "build", "client");
}

function removeBaselineSource() {
  if (existsSync(BASELINE_SOURCE))
    execFileSync("git", ["worktree", "remove", "--force", BASELINE_SOURCE], { cwd: ROOT });
}

/**
 * Milliseconds from a click on each of three header links to the next page's heading painted, as a visitor
 * does it: the page has loaded and settled (a hydrating build has hydrated), the pointer rests on the link,
 * then clicks.
 * Playwright's DevTools session keeps Chromium from prerendering, so the speculation rules only prefetch
 * here: a visitor's browser, which prerenders, is at least as fast.
 */
async function navigationTimes(browser, origin) {
  const links = [
    ["/", "About", "/about"],
    ["/about", "Projects", "/projects"],
    ["/projects", "Legal", "/legal"],
  ];
  const times = [];
  for (const [from, label, to] of links) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", MOBILE_NETWORK);
    await page.goto(origin + from, { waitUntil: "networkidle" });
    const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label });
    await link.hover();
    await page.waitForTimeout(500);
    // The next page's heading is an h1 this page did not have: a new document's, or a new route's.
    await page.evaluate(() => Object.assign(document.querySelector("main h1"), { __before: true }));
    const started = Date.now();
    await link.click({ noWaitAfter: true });
    await page.waitForFunction(
      (path) => {
        const heading = document.querySelector("main h1");
        return location.pathname === path && heading && !("__before" in heading);
      },
      to,
      { polling: "raf", timeout: 30_000 },
    );
    // The frame that shows the heading has been painted once the next task after it runs.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
    times.push(Date.now() - started);
    await context.close();
  }
  return times;
}

/**
 * The pages to measure: every page of the build, or the --pages among them. Lighthouse refuses to measure a
 * page answered with an error status, so the not-found page is measured as the file every unknown path gets.
 */
async function routesToMeasure(siteDir, only) {
  const routes = (await builtPages(siteDir))
    .map((route) => (route === UNKNOWN_PATH ? "/404.html" : route))
    .filter((route) => !only || only.includes(route));
  if (routes.length === 0) throw new Error(`--pages ${only}: no such page in the build`);
  return routes;
}

/**
 * `runs` rounds of Lighthouse over every route: simulated and devtools throttling on the site, devtools on its
 * copy without scripts. measured[route] = [{ simulate, devtools, noJs }], one entry a round.
 */
async function measureRoutes(routes, { siteUrl, noJsUrl, runs }) {
  const launcher = await chromeLauncher();
  const chrome = await launcher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });
  const measured = Object.fromEntries(routes.map((route) => [route, []]));
  const benchmarkIndexes = [];
  let versions = "";
  try {
    let done = 0;
    // Rounds go over every page in turn, so a slow spell of the machine spreads over all of them.
    for (let round = 1; round <= runs; round++) {
      for (const route of routes) {
        const started = Date.now();
        const simulate = await lighthouseRun(siteUrl + route, chrome.port, "simulate");
        const devtools = await lighthouseRun(siteUrl + route, chrome.port, "devtools");
        const stripped = await lighthouseRun(noJsUrl + route, chrome.port, "devtools");
        versions = `Lighthouse ${simulate.lighthouseVersion}, Chromium ${simulate.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1]}`;
        benchmarkIndexes.push(simulate.environment.benchmarkIndex, devtools.environment.benchmarkIndex);
        const bodies = new Map();
        for (const { url } of assetRequests(simulate)) bodies.set(url, await gzipBodyBytes(url));
        measured[route].push({
          simulate: figuresFromLhr(simulate, (request) => bodies.get(request.url)),
          devtools: figuresFromLhr(devtools, () => 0),
          noJs: figuresFromLhr(stripped, () => 0),
        });
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        console.log(`[${++done}/${runs * routes.length}] ${route} round ${round}  ${seconds} s`);
      }
    }
  } finally {
    await chrome.kill();
  }
  return { measured, benchmarkIndexes, versions };
}

/** Each page's figures: the median of its rounds, with its inline script and whether it hydrates. */
async function pageFigures(measured, siteUrl) {
  const pages = {};
  for (const [route, rounds] of Object.entries(measured)) {
    const simulate = medianFigures(rounds.map((run) => run.simulate));
    const devtools = medianFigures(rounds.map((run) => run.devtools));
    const stripped = medianFigures(rounds.map((run) => run.noJs));
    const { inlineScriptBytes, hydrates } = await scriptsOf(siteUrl + route);
    pages[route] = {
      hydrates,
      figures: {
        ...simulate,
        inlineScriptBytes,
        devtoolsLcpMs: devtools.lcpMs,
        devtoolsTbtMs: devtools.tbtMs,
        noJsDevtoolsLcpMs: stripped.lcpMs,
        // The median of each run's own ratio: the page and its copy ran back to back, on the same machine state.
        lcpRatioToNoJs: median(rounds.map((run) => run.devtools.lcpMs / run.noJs.lcpMs)),
      },
    };
  }
  return pages;
}

/** Navigation times of this build (at siteUrl) and of `baseline`, a git revision built for the purpose. */
async function compareNavigation(baseline, siteUrl) {
  console.log(`\nNavigation: building ${baseline} for comparison`);
  const before = await serve({ port: 0, root: await buildRevision(baseline) });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
  try {
    const currentTimes = [];
    const beforeTimes = [];
    // Interleaved, so both builds meet the same spells of the machine.
    for (let round = 0; round < NAVIGATION_ROUNDS; round++) {
      currentTimes.push(...(await navigationTimes(browser, siteUrl)));
      beforeTimes.push(...(await navigationTimes(browser, before.url)));
    }
    return {
      baseline,
      currentMs: median(currentTimes),
      baselineMs: median(beforeTimes),
      current: currentTimes,
      before: beforeTimes,
    };
  } finally {
    await browser.close();
    before.server.close();
    removeBaselineSource();
  }
}

/** How busy the machine was: Lighthouse's CPU benchmark over the runs, and the load average. */
function machineState(benchmarkIndexes) {
  const machine = {
    benchmarkIndexMedian: median(benchmarkIndexes),
    benchmarkIndexMin: Math.min(...benchmarkIndexes),
    loadAverage: loadavg()[0],
    cores: availableParallelism(),
  };
  const busy = machine.benchmarkIndexMin < BUSY_BENCHMARK_INDEX || machine.loadAverage > machine.cores;
  return { machine, busy };
}

/**
 * Prints the table, the limits and the navigation comparison, and writes them to .bench/. Returns the failed
 * budgets.
 */
async function report({ runs, versions, limits, pages, measured, navigation, benchmarkIndexes }) {
  const { machine, busy } = machineState(benchmarkIndexes);
  const budgetChecks = checkLimits(limits.budgets, pages);
  const targetChecks = checkLimits(limits.targets, pages);
  const rows = tableRows(pages, [...budgetChecks, ...targetChecks]);
  const about =
    `${versions}, mobile. Each figure is its own median of ${runs} runs. Sim: simulated throttling (PageSpeed ` +
    `Insights); DT: devtools throttling, in real time. JS is the gzip bodies of the .js files; total transfer ` +
    `is Lighthouse's, headers included. No-JS: the same HTML with every script removed. ✗: over a limit.`;
  const machineText =
    `Machine: Lighthouse benchmarkIndex median ${Math.round(machine.benchmarkIndexMedian)} ` +
    `(min ${Math.round(machine.benchmarkIndexMin)}), load average ${machine.loadAverage.toFixed(1)} on ` +
    `${machine.cores} cores.` +
    (busy ? " The machine was busy: timings are inflated; rerun when it is idle." : "");
  const navigationText = navigation
    ? `Navigation, click on a header link to the next heading painted, median of ${navigation.current.length} ` +
      `(network throttled as Lighthouse mobile): this build ${navigation.currentMs} ms, ` +
      `${navigation.baseline} ${navigation.baselineMs} ms.`
    : "Navigation: not measured (give --baseline <revision> to compare with another build).";

  console.log(`\n${about}\n${machineText}\n\n${textTable(rows)}\n\n${navigationText}`);
  console.log(`\nBudgets (fail the run):`);
  for (const line of limitLines(budgetChecks)) console.log(`  ${line}`);
  console.log(`Targets (printed only):`);
  for (const line of limitLines(targetChecks)) console.log(`  ${line}`);

  const markdown = `${markdownTable(rows)}\n\n${navigationText}\n\n${about} ${machineText}\n`;
  await writeFile(
    join(OUT_DIR, "results.json"),
    JSON.stringify(
      { about, versions, machine, limits, budgetChecks, targetChecks, pages, navigation, measured },
      null,
      2,
    ),
  );
  await writeFile(join(OUT_DIR, "results.md"), markdown);
  console.log(`\nWrote .bench/results.json and .bench/results.md.`);
  if (navigation && navigation.currentMs > navigation.baselineMs) {
    console.log(`\nNavigation is slower than ${navigation.baseline}'s.`);
  }
  return budgetChecks.filter((check) => !check.pass);
}

async function main() {
  const args = benchOptions(process.argv.slice(2));
  const siteDir = join(resolve(ROOT, process.env.BUILD_DIR ?? "build"), "client");
  const noJsDir = join(OUT_DIR, "no-js");
  const limits = JSON.parse(await readFile(LIMITS_FILE, "utf8"));

  if (args.build) execSync("npx react-router build", { cwd: ROOT, stdio: "inherit" });
  await mkdir(OUT_DIR, { recursive: true });
  await makeNoJsCopy(siteDir, noJsDir);
  const routes = await routesToMeasure(siteDir, args.pages);

  const site = await serve({ port: 0, root: siteDir });
  const noJs = await serve({ port: 0, root: noJsDir });
  let results;
  try {
    const { measured, benchmarkIndexes, versions } = await measureRoutes(routes, {
      siteUrl: site.url,
      noJsUrl: noJs.url,
      runs: args.runs,
    });
    const pages = await pageFigures(measured, site.url);
    // Kept before the navigation step, so a failure there leaves the pages' figures behind.
    await writeFile(join(OUT_DIR, "results.json"), JSON.stringify({ versions, pages, measured }, null, 2));
    const navigation = args.baseline ? await compareNavigation(args.baseline, site.url) : null;
    results = { runs: args.runs, versions, limits, pages, measured, navigation, benchmarkIndexes };
  } finally {
    site.server.close();
    noJs.server.close();
  }

  const failures = await report(results);
  if (failures.length) {
    console.log(`\n${failures.length} budget(s) failed.${args.fail ? "" : " (--no-fail: exit 0)"}`);
    if (args.fail) process.exitCode = 1;
  } else {
    console.log("\nEvery budget is met.");
  }
}

await main();
