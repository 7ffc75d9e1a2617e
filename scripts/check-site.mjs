// `npm run check:site [build folder]`: checks a finished build of anyone's content (build/, or the folder
// named) for what holds for every valid site, whatever its owner wrote: every internal link and file
// resolves, the HTML is valid, axe finds nothing, no page scrolls sideways at 320 px, every page has a
// unique title and a description, and the feed, the sitemap and the calendar files parse. It exits non-zero
// with one line per problem, each naming its page. It asserts nothing about what the content says: the
// code's own tests do that, on content they own.
import { readFile, readdir } from "node:fs/promises";
import { existsSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { parseFeed } from "@rowanmanning/feed-parser";
import { chromium } from "@playwright/test";
import ICAL from "ical.js";
import { JSDOM } from "jsdom";
import { PUBLIC_DIR } from "../app/owner-folders.server.ts";
import { siteHtml } from "./site-html.mjs";
import { checkPages } from "./check-html.mjs";
import { TEST_CHROMIUM_FLAGS, testChromiumPath } from "./chromium.mjs";
import { builtBasePath, resolveFile, serve } from "./serve.mjs";

/** The narrowest width a page must fit without scrolling sideways (WCAG 1.4.10, Reflow). */
export const REFLOW_WIDTH_PX = 320;

/** Where a local address is resolved: any origin, as long as the page and its links share it. */
const ORIGIN = "https://site.invalid";

/** Every file below `dir`, relative to it with "/" separators. */
async function filesBelow(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"));
}

/** The address a built file is served at: a folder's index.html at the folder, with its slash. */
const pageAddress = (file) => `/${file.replace(/(^|\/)index\.html$/, "$1")}`;

/** Whether a URL's path names a page or file the build has, as a static host serves it (scripts/serve.mjs). */
async function resolves(clientDir, pathname, base) {
  const found = await resolveFile(clientDir, pathname, base);
  return Boolean(found.file || found.redirect);
}

/** What the page's head and body say about themselves, and the problems a reading of its HTML finds. */
async function readPage(clientDir, base, file, html) {
  const { document } = new JSDOM(html).window;
  const address = `${base}${pageAddress(file).slice(1)}`;
  const problems = [];
  const title = document.querySelector("title")?.textContent?.trim() ?? "";
  // A paper's or a post's title is the same in each language's version of its page: titles are unique per language.
  const lang = document.documentElement.getAttribute("lang") ?? "";
  const noindex = /noindex/.test(
    document.querySelector('meta[name="robots"]')?.getAttribute("content") ?? "",
  );
  if (!title) problems.push("has no <title>");
  if (!noindex && !document.querySelector('meta[name="description"]')?.getAttribute("content")?.trim())
    problems.push("has no description (<meta name=description>)");
  for (const img of document.querySelectorAll("img:not([alt])"))
    problems.push(`has an image without alt text: ${img.getAttribute("src")}`);
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute("href");
  const siteOrigin = canonical ? new URL(canonical).origin : undefined;
  const references = [
    ...[...document.querySelectorAll("a[href], link[href]")].map((element) => element.getAttribute("href")),
    ...[...document.querySelectorAll("img[src], script[src], source[src]")].map((element) =>
      element.getAttribute("src"),
    ),
  ];
  for (const reference of new Set(references)) {
    const url = new URL(reference, `${ORIGIN}${address}`);
    const local = url.origin === ORIGIN || url.origin === siteOrigin;
    // The canonical and the alternates name the page on its own domain; the others are links to check.
    if (!local || !["http:", "https:"].includes(url.protocol)) continue;
    if (!(await resolves(clientDir, url.pathname, base)))
      problems.push(`links to ${url.pathname}, which the build does not have`);
  }
  const article = document.querySelector('meta[property="og:type"]')?.getAttribute("content") === "article";
  return { file, address, title, lang, noindex, article, problems };
}

/** The feed, the sitemap and the calendar files, each parsed as its format's readers parse it. */
async function checkFiles(clientDir, base, files) {
  const problems = [];
  const read = (file) => readFile(join(clientDir, file), "utf8");
  for (const file of files.filter((name) => /(^|\/)(feed|atom|rss)\.xml$/.test(name))) {
    try {
      const feed = parseFeed(await read(file));
      if (!feed.title) problems.push(`/${file}: the feed has no title`);
      for (const item of feed.items)
        if (!item.title || !item.url) problems.push(`/${file}: an entry has no title or no link`);
    } catch (error) {
      problems.push(`/${file}: not a valid feed (${error.message})`);
    }
  }
  if (files.includes("sitemap.xml")) {
    const locs = [...(await read("sitemap.xml")).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url);
    if (locs.length === 0) problems.push("/sitemap.xml: lists no page");
    for (const loc of locs)
      if (!(await resolves(clientDir, new URL(loc).pathname, base)))
        problems.push(`/sitemap.xml: lists ${loc}, which the build does not have`);
  } else problems.push("/sitemap.xml: missing");
  for (const file of files.filter((name) => name.endsWith(".ics"))) {
    try {
      const events = new ICAL.Component(ICAL.parse(await read(file))).getAllSubcomponents("vevent");
      if (events.length === 0) problems.push(`/${file}: has no event`);
      for (const event of events)
        if (!event.getFirstPropertyValue("dtstart") || !event.getFirstPropertyValue("summary"))
          problems.push(`/${file}: an event has no start or no summary`);
    } catch (error) {
      problems.push(`/${file}: not a valid calendar file (${error.message})`);
    }
  }
  return problems;
}

/**
 * The pages axe scans: every page at the top of the site (each its own template), the first page of each
 * folder of generated pages (their template's), and every post, whose body is the owner's own HTML.
 */
function pagesToScan(pages, base) {
  const seenFolders = new Set();
  return pages.filter((page) => {
    const folder = page.address.replace(/[^/]+\/?$/, "");
    if (page.article || folder.length <= base.length) return true;
    if (seenFolders.has(folder)) return false;
    seenFolders.add(folder);
    return true;
  });
}

/** Reflow at 320 px on every page, and axe in light at 1280 px and dark at 390 px on the pages to scan. */
async function checkInBrowser(clientDir, base, pages, log) {
  const { axeInEveryDocument, axeViolations } = await import("../e2e/axe.ts");
  const { server, url } = await serve({ root: clientDir, basePath: base });
  const origin = new URL(url).origin;
  const browser = await chromium.launch({ executablePath: testChromiumPath, args: TEST_CHROMIUM_FLAGS });
  const problems = [];
  try {
    const page = await browser.newPage();
    await axeInEveryDocument(page);
    await page.setViewportSize({ width: REFLOW_WIDTH_PX, height: 800 });
    for (const { address } of pages) {
      await page.goto(new URL(address, origin).href);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > REFLOW_WIDTH_PX)
        problems.push(`${address}: scrolls sideways at ${REFLOW_WIDTH_PX} px (${width} px wide)`);
    }
    const scanned = pagesToScan(pages, base);
    log(`axe: ${scanned.length} pages, light at 1280 px and dark at 390 px`);
    for (const { address } of scanned) {
      for (const [colorScheme, width] of [
        ["light", 1280],
        ["dark", 390],
      ]) {
        await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
        await page.setViewportSize({ width, height: 800 });
        await page.goto(new URL(address, origin).href);
        for (const violation of await axeViolations(page))
          problems.push(`${address}: axe, ${colorScheme} at ${width} px: ${violation}`);
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  return problems;
}

/**
 * The problems of the build in `buildDir` (its client/ folder is what is served), one line each, naming the
 * page; none for a good build. `browser: false` leaves out the checks that need Chromium.
 */
export async function checkSite(
  buildDir,
  { browser = true, html = true, log = console.log, publicDir = PUBLIC_DIR } = {},
) {
  const clientDir = join(buildDir, "client");
  if (!existsSync(clientDir)) return [`${clientDir}: no build here (run npm run build first)`];
  const files = await filesBelow(clientDir);
  const base = await builtBasePath(clientDir);
  // Files and folders starting with "_" or "." are never served by the hosts (scripts/serve.mjs).
  const htmlFiles = siteHtml(clientDir, publicDir).filter((file) => !/(^|\/)[_.]/.test(file));
  const pages = await Promise.all(
    htmlFiles.map(async (file) =>
      readPage(clientDir, base, file, await readFile(join(clientDir, file), "utf8")),
    ),
  );
  const problems = pages.flatMap((page) => page.problems.map((problem) => `${page.address}: ${problem}`));
  const byTitle = Map.groupBy(
    pages.filter((page) => !page.noindex && page.title),
    (page) => `${page.lang} ${page.title}`,
  );
  for (const same of byTitle.values())
    if (same.length > 1)
      problems.push(`${same.map((page) => page.address).join(", ")}: share the title "${same[0].title}"`);
  problems.push(...(await checkFiles(clientDir, base, files)));
  log(`check:site: ${pages.length} pages in ${clientDir}`);
  if (html && checkPages([buildDir], publicDir) > 0)
    problems.push(`${buildDir}: the HTML check found errors (above)`);
  if (browser) {
    const indexed = pages.filter((page) => !page.noindex || page.file === "404.html");
    problems.push(...(await checkInBrowser(clientDir, base, indexed, log)));
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const args = process.argv.slice(2);
  const buildDir = args.find((arg) => !arg.startsWith("--")) ?? process.env.BUILD_DIR ?? "build";
  // `npm test` has run the HTML check over every build it made, in one go.
  const problems = await checkSite(buildDir, { html: !args.includes("--skip-html") });
  for (const problem of problems) console.error(problem);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `check:site: ${problems.length === 0 ? "passed" : `${problems.length} problems`} in ${seconds} s`,
  );
  process.exit(problems.length === 0 ? 0 : 1);
}
