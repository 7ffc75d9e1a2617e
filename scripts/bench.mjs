// `npm run bench`: what a visitor gets, page by page. Builds the site (--no-build measures the build already in
// BUILD_DIR or build/), serves it with gzip and its _headers as a static host does, and runs Lighthouse once on
// every page of its sitemap and on the not-found page: mobile, simulated throttling, as PageSpeed Insights.
// Prints per page its requests, its .js files and their gzip bytes, its inline script, everything it
// transferred (headers included), the four scores, LCP and CLS. A page over a budget (scripts/bench/budgets.mjs)
// fails the run; scores and timings are printed only. --pages /,/about/ measures those pages only.
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { overBudget } from "./bench/budgets.mjs";
import { ROOT, build } from "./bench/sites.mjs";
import { UNKNOWN_PATH, builtPages } from "./built-pages.mjs";
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium.mjs";
import { runnableInlineScripts } from "./inline-scripts.mjs";
import { serve } from "./serve.mjs";

const sum = (numbers) => numbers.reduce((total, number) => total + number, 0);

/** Lighthouse's run on `url`; a run that lost its trace (NO_NAVSTART, NO_FCP) asks to be run again. */
async function lighthouseRun(url, port, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port, logLevel: "error" });
    if (!lhr.runtimeError) return lhr;
    if (attempt === attempts) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  }
}

/** One Lighthouse run on `route`, and what the page's HTML says of its scripts. */
async function measure(route, { url, siteDir, port }) {
  const lhr = await lighthouseRun(url + route, port);
  const summary = Object.fromEntries(
    lhr.audits["resource-summary"].details.items.map((row) => [row.resourceType, row]),
  );
  const scripts = lhr.audits["network-requests"].details.items.filter(
    (item) => item.resourceType === "Script",
  );
  // Lighthouse's transfer sizes count each response's headers, over 1 KB apiece with a CSP, which HTTP/2
  // hosts compress away: a script's cost is its gzip body, as the server compresses it.
  const gzipBytes = async (script) =>
    gzipSync(await readFile(join(siteDir, script.url.slice(url.length)))).length;
  const html = await (await fetch(url + route)).text();
  const score = (category) => Math.round(lhr.categories[category].score * 100);
  return {
    hydrates: html.includes('<script type="module"'),
    requests: summary.total.requestCount,
    jsFiles: summary.script.requestCount,
    jsGzipBytes: sum(await Promise.all(scripts.map(gzipBytes))),
    inlineScriptBytes: sum(runnableInlineScripts(html).map((text) => Buffer.byteLength(text))),
    transferBytes: summary.total.transferSize,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
  };
}

const { values } = parseArgs({
  options: { build: { type: "boolean", default: true }, pages: { type: "string" } },
  allowNegative: true,
});
const buildDir = process.env.BUILD_DIR ?? "build";
if (values.build) {
  console.log("Building the site…");
  await build(buildDir);
}
const siteDir = join(resolve(ROOT, buildDir), "client");
// Lighthouse refuses a page answered with an error status: the not-found page is measured as the file
// every unknown path gets.
const routes = (await builtPages(siteDir))
  .map((route) => (route === UNKNOWN_PATH ? "/404.html" : route))
  .filter((route) => !values.pages || values.pages.split(",").includes(route));
if (routes.length === 0) throw new Error(`--pages ${values.pages}: no such page in the build`);

const { server, url } = await serve({ root: siteDir });
const browser = await puppeteer.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
const pages = {};
try {
  const port = Number(new URL(browser.wsEndpoint()).port);
  for (const route of routes) {
    pages[route] = await measure(route, { url, siteDir, port });
    console.log(`[${Object.keys(pages).length}/${routes.length}] ${route}`);
  }
} finally {
  await browser.close();
  server.close();
}

console.table(pages);
const over = Object.entries(pages).flatMap(([route, figures]) => overBudget(route, figures));
for (const line of over) console.log(`✗ ${line}`);
console.log(over.length ? `${over.length} budget(s) missed.` : "Every page is within its budgets.");
if (over.length) process.exitCode = 1;
