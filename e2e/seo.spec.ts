// Findable and shareable: one site URL drives canonical links, Open Graph, Twitter cards, the sitemap
// and robots.txt, and the home page describes its owner as schema.org data that matches the page.
import type { APIRequestContext } from "@playwright/test";
import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { ALL_PATHS, TRANSLATED_PATHS, documentOf, siteOrigin } from "./site-pages";
import { SKILL_COUNT } from "~/spec-counts";

/** Each page at its canonical address: a folder's index.html, so the folder, with the slash. */
const routes = ALL_PATHS;

/**
 * The head tags a crawler or a link preview reads: from the HTML the server sends, as they read it, without
 * running the page.
 */
async function headOf(request: APIRequestContext, path: string, status = 200) {
  const document = await documentOf(request, path, status);
  const meta = (selector: string) => document.querySelector(`meta[${selector}]`)?.getAttribute("content");
  return {
    title: document.title,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
    description: meta('name="description"'),
    ogTitle: meta('property="og:title"'),
    ogDescription: meta('property="og:description"'),
    ogUrl: meta('property="og:url"'),
    ogImage: meta('property="og:image"'),
    twitterCard: meta('name="twitter:card"'),
    twitterTitle: meta('name="twitter:title"'),
    twitterImage: meta('name="twitter:image"'),
    robots: meta('name="robots"'),
  };
}

test("every page has a canonical URL on the one site origin, and matching social tags", async ({
  request,
}) => {
  // One test reads every page and fetches each preview image: its time grows with the content.
  test.slow();
  const origin = await siteOrigin(request);
  expect(origin).toMatch(/^https:\/\//);

  const titles = new Set<string>();
  for (const route of routes) {
    const head = await headOf(request, route);
    expect(head.canonical, route).toBe(new URL(route, origin).href);
    expect(head.title.length).toBeGreaterThan(10);
    // Generated pages (posts, papers) take the owner's own words, of any length; pages.spec holds the spec
    // pages to a fuller one.
    expect(head.description).toMatch(/\w.*\w/);
    expect(head.ogUrl).toBe(head.canonical);
    expect(head.ogTitle).toBe(head.title);
    expect(head.twitterTitle).toBe(head.title);
    expect(head.ogDescription).toBe(head.description);
    expect(head.twitterCard).toBe("summary_large_image");
    expect(head.twitterImage).toBe(head.ogImage);
    expect(new URL(head.ogImage!).origin).toBe(origin);
    expect(head.robots).toBeUndefined();
    titles.add(head.title);

    // The image is shipped with the site: the site's PNG, or a post's own, drawn at build.
    const image = await request.get(new URL(head.ogImage!).pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toMatch(/^image\/(jpeg|png)$/);
  }
  expect(titles.size).toBe(routes.length);
});

test("the sitemap lists exactly the site's pages and robots.txt points to it", async ({ request }) => {
  const canonical = (await headOf(request, "/")).canonical!;
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
  // Every language's pages (docs/decisions/080).
  expect(listed.sort()).toEqual(
    [...routes, ...TRANSLATED_PATHS].map((route) => new URL(route, canonical).href).sort(),
  );

  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${new URL("/sitemap.xml", canonical).href}`);
});

test("the sitemap and the built pages agree: no page is left out, and none is listed that was not built", async ({
  request,
}) => {
  const clientDir = join(process.env.BUILD_DIR ?? "build", "client");
  const files = (await readdir(clientDir, { recursive: true })).filter(
    (file) => file.endsWith(".html") && file !== "404.html",
  );
  // A page that asks not to be indexed (an old post address that sends the visitor on) is no sitemap's.
  const indexed = [];
  for (const file of files)
    if (!/<meta name="robots" content="noindex/.test(await readFile(join(clientDir, file), "utf8")))
      indexed.push(file);
  const built = indexed
    .map((file) => `/${file.replace(/(^|\/)index\.html$/, "")}`.replace(/([^/])$/, "$1/"))
    .sort();
  const sitemap = await (await request.get("/sitemap.xml")).text();
  // The sitemap writes a tag in any script percent-encoded; the folder holds it as written.
  const listed = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)]
    .map((match) => decodeURI(new URL(match[1]!).pathname))
    .sort();
  expect(built.length).toBeGreaterThan(0);
  expect(listed).toEqual(built);
});

test("the not-found page asks not to be indexed and has no canonical URL", async ({ request }) => {
  const head = await headOf(request, "/no-such-page", 404);
  expect(head.robots).toBe("noindex");
  expect(head.canonical).toBeUndefined();
});

test("the home page describes its owner as a schema.org Person that agrees with the site", async ({
  page,
}) => {
  await page.goto("/");
  const person = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(person["@context"]).toBe("https://schema.org");
  expect(person["@type"]).toBe("Person");
  const greeting = await page.getByText(/^Hi, I'm /).textContent();
  expect(person.name.split(" ")[0]).toBe(greeting!.replace("Hi, I'm ", ""));
  expect(await page.title()).toContain(person.name);
  expect(person.url).toBe(await siteOrigin(page.request));
  expect(person.knowsAbout).toHaveLength(SKILL_COUNT);
  // The photo the page shows, if the owner gave one, at the site's own address.
  const [photo] = await page.getByRole("complementary", { name: "At a glance" }).getByRole("img").all();
  const src = await photo?.getAttribute("src");
  expect(person.image).toBe(src ? new URL(src, person.url).href : undefined);

  const expertise = page.getByRole("region", { name: "Technical Expertise" }).getByRole("listitem");
  for (const [index, skill] of person.knowsAbout.entries()) {
    await expect(expertise.nth(index)).toContainText(skill);
  }
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(person.jobTitle);
  for (const profile of person.sameAs) {
    await expect(
      page.getByRole("region", { name: "Connect With Me" }).locator(`a[href="${profile}"]`),
    ).toBeVisible();
  }
});
