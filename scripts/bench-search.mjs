// `npm run bench:search`: what search costs, on the owner's site and on the same grown to 1,000 papers, 100
// posts and 20 talks (scripts/bench/sites.mjs): the size of the index the build writes, and the requests and
// bytes a visitor's browser transfers to answer a first query on /search/ (the page, Pagefind's script and
// WebAssembly, the index chunks and the results' fragments; headers and gzip bodies, as a host sends them).
// A first query of 200 KB or more fails the run (docs/decisions/070).
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { ROOT, build, writeGrownContent } from "./bench/sites.mjs";
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium.mjs";
import { serve } from "./serve.mjs";
import { readContentGraph } from "../app/content-graph/built-graph.server.ts";

const FIRST_QUERY_LIMIT_KB = 200;

const kb = (bytes) => Math.round(bytes / 102.4) / 10;

/** The KB of the Pagefind bundle, and of its index's own files: what grows with the content. */
async function pagefindSizes(clientDir) {
  const dir = join(clientDir, "pagefind");
  let bundle = 0;
  let index = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const { size } = await stat(join(entry.parentPath, entry.name));
    bundle += size;
    if (/\.pf_(index|fragment|filter|meta)$/.test(entry.name)) index += size;
  }
  return { "index KB": kb(index), "bundle KB": kb(bundle) };
}

/**
 * What a visitor might search on the site built in `buildDir`, whoever owns it: the commonest word of its
 * titles (many results, more index) and a word of one title only. A first query's cost lies between.
 */
function queriesOf(buildDir) {
  const { searchRecords, languages } = readContentGraph(buildDir);
  const titles = new Map();
  for (const record of searchRecords.filter((each) => each.language === languages[0]))
    for (const word of new Set(record.title.toLowerCase().match(/\p{L}{5,}/gu)))
      titles.set(word, (titles.get(word) ?? 0) + 1);
  const ranked = [...titles].sort(([, a], [, b]) => b - a);
  return [ranked[0][0], (ranked.find(([, count]) => count === 1) ?? ranked.at(-1))[0]];
}

/** Opens /search/?q=<query> and counts what the browser transferred until it showed the answer. */
async function firstQuery(browser, url, query) {
  const page = await browser.newPage();
  const requests = [];
  page.on("requestfinished", (request) => requests.push(request));
  await page.goto(`${url}/search/?q=${encodeURIComponent(query)}`);
  await page
    .getByRole("status")
    .filter({ hasText: /result/ })
    .waitFor({ timeout: 60_000 });
  await page.waitForLoadState("networkidle");
  let bytes = 0;
  for (const request of requests) {
    const sizes = await request.sizes();
    bytes += sizes.responseHeadersSize + sizes.responseBodySize;
  }
  const answer = await page.getByRole("status").textContent();
  await page.close();
  return { query, requests: requests.length, "first query KB": kb(bytes), answer };
}

const contentDir = await mkdtemp(join(tmpdir(), "portfolio-grown-"));
const sites = [
  { name: "sample", buildDir: ".build-bench-sample", env: {} },
  { name: "grown", buildDir: ".build-bench-grown", env: await writeGrownContent(contentDir) },
];
const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
const rows = [];
let queries;
try {
  for (const site of sites) {
    console.log(`Building the ${site.name} site…`);
    await build(site.buildDir, site.env);
    // The sample's words, on both sites: the grown one holds them too.
    queries ??= queriesOf(site.buildDir);
    const clientDir = join(ROOT, site.buildDir, "client");
    const sizes = await pagefindSizes(clientDir);
    const { server, url } = await serve({ root: clientDir });
    try {
      for (const query of queries)
        rows.push({ site: site.name, ...sizes, ...(await firstQuery(browser, url, query)) });
    } finally {
      server.close();
    }
  }
} finally {
  await browser.close();
  await rm(contentDir, { recursive: true, force: true });
  for (const { buildDir } of sites) await rm(join(ROOT, buildDir), { recursive: true, force: true });
}
console.table(rows);
const over = rows.filter((row) => row["first query KB"] >= FIRST_QUERY_LIMIT_KB);
for (const row of over)
  console.log(`✗ ${row.site}, "${row.query}": a first query of ${FIRST_QUERY_LIMIT_KB} KB or more`);
if (over.length > 0) process.exitCode = 1;
