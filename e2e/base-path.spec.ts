// The other owner's site built for a base path and served there as GitHub Pages serves a project site
// (`npm run test:base-path`): following links from the home page reaches every page, every address a page,
// the feed, the sitemap, robots.txt or a calendar file names is under the base path and answers, every page
// loads in Chromium with its styles and requests nothing outside it, and search, the contact form and the
// not-found page work there.
import type { APIRequestContext, Page } from "@playwright/test";
import { siteHref } from "../app/base-path";
import { ownerSearchRecords } from "../app/testing/search-records";
import { distinctivePaper } from "../app/testing/search-words";
import { loadPosts } from "../app/writing/posts.server";
import { canonicalUrl } from "../scripts/post-build";
import { contactForm, fill, uniqueMessage } from "./contact-page";
import { expect, test } from "./fixtures";
import { outbox } from "./outbox";
import { BASE_PATH as BASE, OUTBOX_ORIGIN, SITE_PORT } from "../playwright.config";
import { ALL_PATHS, ERROR_STATUS_LOG, documentOf, hydrated, main, walks } from "./site-pages";

/** A path on the site as the site serves it, under the base path. */
const at = (path: string) => siteHref(path, BASE);

/** The addresses a page names: the links a visitor follows (`follow`), and what the browser loads or sends to. */
function addressesOf(document: Document) {
  const named = (selector: string, attribute: string) =>
    [...document.querySelectorAll(selector)].map((element) => ({
      address: element.getAttribute(attribute) ?? "",
      follow: element.tagName === "A",
    }));
  return [
    ...named("a[href]", "href"),
    ...named("link[href]", "href"),
    ...named("script[src]", "src"),
    ...named("img[src]", "src"),
    ...named("form[action]", "action"),
    // Each candidate of a picture's srcset: "address width".
    ...named("img[srcset]", "srcset").flatMap(({ address }) =>
      address.split(", ").map((candidate) => ({ address: candidate.split(" ")[0] ?? "", follow: false })),
    ),
  ];
}

/** The home page's canonical address: the site's origin and base path, under which each of its addresses lies. */
async function siteRoot(request: APIRequestContext) {
  const root = canonicalUrl(await (await request.get(at("/"))).text());
  expect(root, "the home page's canonical link").not.toBeNull();
  expect(new URL(root!).pathname).toBe(BASE);
  return root!;
}

test("following links from the home page reaches every page, and every address the pages name answers under the base path", async ({
  request,
}) => {
  test.setTimeout(180_000);
  const root = await siteRoot(request);
  const pages = new Set<string>([at("/")]);
  const files = new Set<string>();
  const queue = [at("/")];
  const outside: string[] = [];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const document = await documentOf(request, path);
    for (const { address, follow } of addressesOf(document)) {
      const url = new URL(address, new URL(path, "http://site.invalid"));
      if (url.origin !== "http://site.invalid") continue;
      if (!url.pathname.startsWith(BASE)) {
        outside.push(`${path} names ${url.pathname}`);
        continue;
      }
      if (follow && url.pathname.endsWith("/")) {
        if (!pages.has(url.pathname)) queue.push(url.pathname);
        pages.add(url.pathname);
      } else {
        files.add(url.pathname);
      }
    }
    // What a crawler or a link preview reads: the page's own address, its picture and its structured data.
    const own = [
      document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
      ...["og:url", "og:image"].map((property) =>
        document.querySelector(`meta[property="${property}"]`)?.getAttribute("content"),
      ),
      ...[...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
        const data = JSON.parse(script.textContent ?? "{}") as { url?: string; "@id"?: string };
        return [data.url, data["@id"]];
      }),
    ];
    for (const address of own)
      if (address && !address.startsWith(root)) outside.push(`${path} names ${address}`);
  }
  expect(outside).toEqual([]);
  expect([...pages].sort()).toEqual(expect.arrayContaining(ALL_PATHS.map(at)));
  const missing: string[] = [];
  for (const file of files) {
    const response = await request.get(file, { maxRedirects: 0 });
    if (response.status() !== 200) missing.push(`${file}: ${response.status()}`);
  }
  expect(missing).toEqual([]);
});

test("the feed, the sitemap, robots.txt and the calendar files name the site's addresses under the base path", async ({
  request,
}) => {
  const root = await siteRoot(request);
  const origin = new URL(root).origin;
  const sitemap = await (await request.get(at("/sitemap.xml"))).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!);
  expect(locs.sort()).toEqual(ALL_PATHS.map((path) => new URL(at(path), origin).href).sort());

  const robots = await (await request.get(at("/robots.txt"))).text();
  expect(robots).toContain(`Allow: ${BASE}\n`);
  expect(robots).toContain(`Sitemap: ${root}sitemap.xml`);

  const feed = await (await request.get(at("/feed.xml"))).text();
  const own = (text: string) =>
    [...text.matchAll(new RegExp(`${origin}/[^"&<\\s]*`, "g"))].map(([url]) => url);
  expect(own(feed).length).toBeGreaterThan(0);
  expect(own(feed).filter((url) => !url.startsWith(root))).toEqual([]);
  expect(feed).toContain(`rel="self" type="application/atom+xml" href="${root}feed.xml"`);

  const calendars: string[] = [];
  for (const path of ALL_PATHS.filter((page) => /^\/talks\/.+/.test(page))) {
    const calendar = await request.get(`${at(path)}calendar.ics`);
    expect(calendar.status(), path).toBe(200);
    calendars.push(await calendar.text());
  }
  expect(calendars.length).toBeGreaterThan(0);
  for (const text of calendars) {
    const url = /^URL:(.+)$/m.exec(text.replace(/\r\n /g, ""))?.[1]?.trim();
    expect(url?.startsWith(root), url).toBe(true);
  }
});

test("a post's old address sends the visitor on to its page under the base path", async ({ request }) => {
  const addresses = loadPosts().flatMap((post) => post.oldAddresses);
  expect(addresses.length).toBeGreaterThan(0);
  for (const address of addresses) {
    const document = await documentOf(request, at(address));
    const refresh = document.querySelector('meta[http-equiv="refresh"]')?.getAttribute("content") ?? "";
    const target = /url=(.+)$/.exec(refresh)?.[1] ?? "";
    expect(target.startsWith(BASE), `${address} sends to ${target}`).toBe(true);
    expect((await request.get(target)).status(), target).toBe(200);
  }
});

/**
 * Every request `page` makes from now on that fails, gets an error status (unless `errors` is false), or
 * leaves the site's base path for anywhere but the `allowed` origins.
 */
function watchRequests(page: Page, { allowed = [] as string[], errors = true } = {}) {
  const wrong: string[] = [];
  const site = `http://localhost:${SITE_PORT}`;
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol === "data:" || allowed.includes(url.origin)) return;
    if (url.origin !== site || !url.pathname.startsWith(BASE)) wrong.push(`requested ${url.href}`);
  });
  page.on("requestfailed", (request) => {
    // A lazy icon still loading when the walk goes on to the next page is cancelled by the browser, not
    // refused by the host: a missing file shows as its error status, above.
    const reason = request.failure()?.errorText;
    if (reason !== "net::ERR_ABORTED") wrong.push(`failed ${request.url()}: ${reason}`);
  });
  page.on("response", (response) => {
    if (errors && response.status() >= 400) wrong.push(`${response.status()} ${response.url()}`);
  });
  return wrong;
}

for (const walk of walks(ALL_PATHS)) {
  test(`${walk.name}: each page loads under the base path with its styles, and requests nothing outside it`, async ({
    page,
  }) => {
    const wrong = watchRequests(page);
    for (const path of walk.items) {
      await test.step(path, async () => {
        const response = await page.goto(at(path));
        expect(response?.status(), path).toBe(200);
        // The stylesheet, inline in every page, has laid the page out.
        await expect(page.locator("body")).toHaveCSS("display", "flex");
        await expect(page.getByRole("banner").getByRole("link").first()).toHaveAttribute("href", BASE);
      });
    }
    expect(wrong).toEqual([]);
  });
}

test("search finds a paper and leads to its page under the base path", async ({ page }) => {
  test.slow();
  const wrong = watchRequests(page);
  const { paper, word } = distinctivePaper(ownerSearchRecords());
  await page.goto(`${at("/search/")}?q=${encodeURIComponent(word)}`);
  const first = page.getByRole("list", { name: "Results" }).getByRole("listitem").first().getByRole("link");
  await expect(first).toHaveText(paper.title, { timeout: 30_000 });
  await expect(first).toHaveAttribute("href", at(paper.url));
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${at(paper.url)}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(paper.title);
  expect(wrong).toEqual([]);
});

test("the contact form hydrates under the base path and sends to the outbox", async ({ page }) => {
  const wrong = watchRequests(page, { allowed: [new URL(OUTBOX_ORIGIN).origin] });
  await page.goto(at("/contact/"));
  await hydrated(page);
  const message = uniqueMessage();
  await fill(page, message);
  await contactForm(page).button.click();
  await expect(contactForm(page).success).toBeVisible();
  expect(await outbox.messagesWith(message.message)).toHaveLength(1);
  expect(wrong).toEqual([]);
});

test("an unknown address under the base path gets the styled not-found page, whose links stay under it", async ({
  page,
  request,
  expectConsoleError,
}) => {
  expectConsoleError(ERROR_STATUS_LOG);
  const wrong = watchRequests(page, { errors: false });
  const response = await page.goto(at("/deep/no/such/page"));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.locator("body")).toHaveCSS("display", "flex");
  const home = main(page).getByRole("link", { name: "Go to the home page" });
  await expect(home).toHaveAttribute("href", BASE);
  await home.click();
  await expect(page).toHaveURL(new RegExp(`${BASE}$`));
  expect(wrong).toEqual([]);

  // Outside the base path is not the site's: no page of it answers there, not even the not-found page.
  const outside = await request.get("/about/");
  expect(outside.status()).toBe(404);
  expect(await outside.text()).not.toContain("Page not found");
  const bare = await request.get(BASE.slice(0, -1), { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expect(bare.headers().location).toBe(BASE);
});
