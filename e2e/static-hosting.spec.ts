// What a static host does: a hard load of any URL gets that page's own HTML (or 404.html). Links are plain
// links to other pages' HTML; only /contact loads JavaScript, and hydrates.
import type { Page } from "@playwright/test";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { ALL_PATHS, ERROR_STATUS_LOG, SAME_FOR_EVERY_OWNER, hydrated, siteOrigin } from "./site-pages";
import { legalTitle, literally, site } from "~/testing/test-owner";

// A folder's address without its slash is answered, as the hosts do, with a 301 to the address with it.
// Each page's h1: the spec's own words, or what the test owner's content gives it.
const entries = [
  { url: "/", h1: literally(site.hero.title) },
  { url: "/about", redirectsTo: "/about/", h1: literally(site.role) },
  { url: "/about/", h1: literally(site.role) },
  { url: "/projects", redirectsTo: "/projects/", h1: literally(site.projectsTitle) },
  { url: "/contact", redirectsTo: "/contact/", h1: /Get in Touch/ },
  { url: "/legal/", h1: literally(legalTitle) },
  { url: "/deep/no/such/page", h1: /Page not found/ },
];

for (const entry of entries) {
  test(
    `a hard load of ${entry.url} gets its own page, and its links load other pages whole`,
    SAME_FOR_EVERY_OWNER,
    async ({ page, expectConsoleError }) => {
      if (entry.h1.source.includes("not found")) expectConsoleError(ERROR_STATUS_LOG);
      const documents: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
      });
      await page.goto(entry.url);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(entry.h1);

      const target = entry.url.startsWith("/legal") ? "Projects" : "Legal";
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: target }).click();
      await expect(page).toHaveURL(new RegExp(`/${target.toLowerCase()}/$`));
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(entry.h1);
      const landed = entry.redirectsTo ? [entry.url, entry.redirectsTo] : [entry.url];
      expect(documents).toEqual([...landed, `/${target.toLowerCase()}/`]);
    },
  );
}

// app/entry.server.tsx renders with React's static API, so each file holds its whole page: no boundary left
// pending (<!--$?--> with a <template>), and no runtime script ($RC) to move content in as the page loads.
test("every page's HTML is whole: no pending Suspense boundary and no streaming runtime", async ({
  request,
}) => {
  for (const { url } of entries) {
    const html = await (await request.get(url)).text();
    expect(html, url).toContain("</footer>");
    expect(html, url).not.toContain("<!--$?-->");
    expect(html, url).not.toMatch(/<template id="[BS]:/);
    expect(html, url).not.toMatch(/\$R[CVX]\b/);
  }
});

/** Loads `url` until it has hydrated, and returns the body of every JS chunk it fetched, by path. */
async function loadChunks(page: Page, url: string) {
  const chunks = new Map<string, Promise<string>>();
  page.on("response", (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith("/assets/") && path.endsWith(".js")) chunks.set(path, response.text());
  });
  await page.goto(url);
  await hydrated(page);
  return chunks;
}

// These read the body of every chunk a page fetches: in a context of their own, so that no page before has
// left a chunk in the browser's memory cache.
test.describe("the chunks", () => {
  test.use({ ownContext: true });

  test(
    "every chunk a page loads asks V8 to compile it while it streams in, off the main thread",
    SAME_FOR_EVERY_OWNER,
    async ({ page }) => {
      const chunks = await loadChunks(page, "/contact");
      // React Router writes the route manifest itself: one object literal, with no functions to compile.
      for (const path of chunks.keys()) if (path.includes("/manifest-")) chunks.delete(path);

      expect([...chunks.keys()].some((path) => path.includes("/entry.client-"))).toBe(true);
      const hint = "//# allFunctionsCalledOnLoad\n";
      for (const [path, body] of chunks) expect((await body).slice(0, hint.length), path).toBe(hint);
    },
  );

  // React in a chunk of its own (vite.config.ts): cached across deploys, and the entry chunk stays small.
  test(
    "React arrives in a chunk of its own, and the entry chunk is small",
    SAME_FOR_EVERY_OWNER,
    async ({ page }) => {
      const chunks = await loadChunks(page, "/contact");
      const chunk = async (name: string) => {
        const path = [...chunks.keys()].find((key) => key.startsWith(`/assets/${name}-`));
        expect(path, `a /assets/${name}-*.js chunk`).toBeDefined();
        return (await chunks.get(path!))!;
      };
      expect(await chunk("react")).toContain("react.transitional.element");
      const entry = await chunk("entry.client");
      expect(entry).not.toContain("react.transitional.element");
      expect(entry.length).toBeLessThan(10_000);
    },
  );
});

// One form of every address (docs/decisions/007): the built pages link to their own site only in the form the
// hosts serve straight away. scripts/serve.mjs answers as GitHub Pages and Netlify do, with a 301 from a
// folder's address without its slash, so a link in any other form fails here.
test("every link to the site's own pages and files answers 200 with no redirect", async ({ request }) => {
  const origin = await siteOrigin(request);
  const ownAddress = new RegExp(`(?:href|src|content)="(/[^"]*|${origin.replace(/[.]/g, "\\.")}[^"]*)"`, "g");
  const inJsonLd = new RegExp(`"(${origin.replace(/[.]/g, "\\.")}[^"]*)"`, "g");

  const linked = new Map<string, string>();
  for (const path of [...ALL_PATHS, "/404.html"]) {
    const html = await (await request.get(path, { maxRedirects: 0 })).text();
    for (const [, address] of [...html.matchAll(ownAddress), ...html.matchAll(inJsonLd)]) {
      const url = new URL(address!.replaceAll("&amp;", "&"), origin);
      if (url.origin === origin && !linked.has(url.pathname)) linked.set(url.pathname, path);
    }
  }
  expect(linked.size).toBeGreaterThan(ALL_PATHS.length);
  for (const [address, from] of linked) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), `${address}, linked from ${from}`).toBe(200);
  }
});

// Inline, so a first visit paints without waiting for another file (docs/decisions/053).
test("every page carries the site's whole stylesheet inline, the same on each", async ({ request }) => {
  const stylesheets = new Map<string, string[]>();
  for (const path of [...ALL_PATHS, "/404.html"]) {
    const head = (await (await request.get(path)).text()).split("</head>")[0]!;
    const styles = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, text]) => text!);
    expect(styles, path).toHaveLength(1);
    stylesheets.set(styles[0]!, [...(stylesheets.get(styles[0]!) ?? []), path]);
  }
  expect([...stylesheets.values()]).toHaveLength(1);
  expect([...stylesheets.keys()][0]).toMatch(/^\/\*! tailwindcss v[\d.]+ \| MIT License/);
});

test("the published site has no React Router .data file: no visitor asks for one", async () => {
  const clientDir = join(process.env.BUILD_DIR ?? "build", "client");
  const files = await readdir(clientDir, { recursive: true });
  expect(files.length).toBeGreaterThan(ALL_PATHS.length);
  expect(files.filter((file) => file.endsWith(".data"))).toEqual([]);
});
