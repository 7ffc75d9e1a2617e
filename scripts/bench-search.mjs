// What search costs, for the sample site and for a large one (1,000 papers and 100 posts, made up by
// bench/search-scale.mjs): the size of the index the build writes, and the bytes a visitor's browser transfers
// to answer a first query on /search/ (the page, Pagefind's script and WebAssembly, the index chunks and the
// shown results' fragments, gzip as a host sends them). The issue's limit: under 200 KB for a first query.
// Results go to .bench/search.md and .bench/search.json.
// Flags: --no-build (measure the builds already in .build-bench-search*). Env: CHROMIUM_PATH.
import { execFileSync } from "node:child_process";
import { mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { scaleBibliography, scalePosts } from "./bench/search-scale.mjs";
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium.mjs";
import { serve } from "./serve.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const FIRST_QUERY_LIMIT_BYTES = 200 * 1024;

/** Every file under `dir` with its size. */
async function files(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        return { path, bytes: (await stat(path)).size };
      }),
  );
}

/** The index's own files (what grows with the content), and the whole bundle with Pagefind's script. */
async function indexSize(clientDir) {
  const all = await files(join(clientDir, "pagefind"));
  const sum = (list) => list.reduce((total, file) => total + file.bytes, 0);
  const content = all.filter((file) => /\.pf_(index|fragment|filter|meta)$/.test(file.path));
  return { indexBytes: sum(content), bundleBytes: sum(all), indexFiles: content.length };
}

/** Opens /search/?q=<query> and sums what the browser transferred (headers and gzip bodies) until it answered. */
async function firstQuery(browser, url, query) {
  const page = await browser.newPage();
  const responses = [];
  page.on("requestfinished", (request) => responses.push(request));
  await page.goto(`${url}/search/?q=${encodeURIComponent(query)}`);
  await page
    .getByRole("status")
    .filter({ hasText: /result/ })
    .waitFor({ timeout: 60_000 });
  await page.waitForLoadState("networkidle");
  let bytes = 0;
  let pagefindBytes = 0;
  for (const request of responses) {
    const sizes = await request.sizes();
    const transferred = sizes.responseBodySize + sizes.responseHeadersSize;
    bytes += transferred;
    if (new URL(request.url()).pathname.startsWith("/pagefind/")) pagefindBytes += transferred;
  }
  const status = await page.getByRole("status").textContent();
  await page.close();
  return { query, requests: responses.length, bytes, pagefindBytes, status };
}

/** Builds once more if a build fails: on a busy machine the CV's prerender can run out of time. */
function buildSite(buildDir, env = {}, attempts = 2) {
  try {
    execFileSync("npx", ["react-router", "build"], {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, BUILD_DIR: buildDir, ...env },
    });
  } catch (error) {
    if (attempts <= 1) throw error;
    console.log("  the build failed; building again");
    buildSite(buildDir, env, attempts - 1);
  }
}

async function scaleContent() {
  const dir = join(ROOT, ".bench", "search-scale");
  await rm(dir, { recursive: true, force: true });
  await mkdir(join(dir, "posts"), { recursive: true });
  await writeFile(join(dir, "publications.bib"), scaleBibliography(1000));
  for (const [name, text] of scalePosts(100)) await writeFile(join(dir, "posts", name), text);
  return { PUBLICATIONS_BIB: join(dir, "publications.bib"), POSTS_DIR: join(dir, "posts") };
}

const sites = [
  { name: "sample", buildDir: ".build-bench-search", env: async () => ({}) },
  { name: "1,000 papers, 100 posts", buildDir: ".build-bench-search-scale", env: scaleContent },
];

/** Builds each site (unless `build` is false), serves it and measures its index and two first queries. */
async function measureSites(build) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
  const results = [];
  try {
    for (const site of sites) {
      const clientDir = join(ROOT, site.buildDir, "client");
      if (build) {
        const started = Date.now();
        console.log(`Building the ${site.name} site…`);
        buildSite(site.buildDir, await site.env());
        console.log(`  built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      }
      const { server, url } = await serve({ root: clientDir });
      try {
        // A common word (many results, more index) and a rarer one: the first query's cost lies between.
        const queries = [
          await firstQuery(browser, url, "aviation"),
          await firstQuery(browser, url, "readback"),
        ];
        results.push({ site: site.name, ...(await indexSize(clientDir)), queries });
      } finally {
        server.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints the results as a table and writes them to .bench/; returns the queries over the limit. */
async function report(results) {
  const lines = [
    "| Site | Index files | Index | Bundle (with Pagefind) | Query | First query transferred | of it Pagefind | Answer |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ...results.flatMap((result) =>
      result.queries.map(
        (query) =>
          `| ${result.site} | ${result.indexFiles} | ${kb(result.indexBytes)} | ${kb(result.bundleBytes)} | ${query.query} | ${kb(query.bytes)} | ${kb(query.pagefindBytes)} | ${query.status} |`,
      ),
    ),
  ];
  await mkdir(join(ROOT, ".bench"), { recursive: true });
  await writeFile(join(ROOT, ".bench", "search.md"), `${lines.join("\n")}\n`);
  await writeFile(join(ROOT, ".bench", "search.json"), `${JSON.stringify(results, null, 2)}\n`);
  console.log(lines.join("\n"));
  return results.flatMap((result) =>
    result.queries
      .filter((query) => query.bytes >= FIRST_QUERY_LIMIT_BYTES)
      .map((query) => `${result.site}: ${query.query}`),
  );
}

async function main() {
  const over = await report(await measureSites(!process.argv.includes("--no-build")));
  if (over.length > 0) {
    console.error(`First query at or over ${kb(FIRST_QUERY_LIMIT_BYTES)}: ${over.join(", ")}`);
    process.exitCode = 1;
  }
}

await main();
