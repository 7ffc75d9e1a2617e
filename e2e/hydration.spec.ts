// JavaScript only where a visitor needs it: the static pages request no script file and carry only their
// few inline scripts; /contact, whose route asks to hydrate, loads React.
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { BUDGETS } from "../scripts/bench/budgets.mjs";
import { expect, test } from "./fixtures";
import { SEARCH_PATH, pageHref } from "../app/pages";
import { ALL_PATHS, ERROR_STATUS_LOG, NOT_FOUND_PATHS, hydrated, scriptRequests, walks } from "./site-pages";

// Each check counts what a page requests: in a context of its own, so no page before it has filled the cache.
test.use({ ownContext: true });

/** The pages whose route asks to hydrate. */
const HYDRATING = ["/contact/"];
/** The most inline script a static page may carry: theme, timeline and speculation rules fit well within. */
const INLINE_SCRIPT_BUDGET_BYTES = 3 * 1024;
/** The search page carries its whole search script inline, so no file loads before a visitor searches (070). */
const SEARCH_PAGE_INLINE_SCRIPT_BUDGET_BYTES = 8 * 1024;

const staticPaths = [...ALL_PATHS.filter((path) => !HYDRATING.includes(path)), NOT_FOUND_PATHS[0]!];

/** The page requests no script file, preloads no module and carries only its small inline scripts. */
async function expectNoScriptFile(page: Page, path: string) {
  expect(await scriptRequests(page, path)).toEqual([]);
  const inline = await page.evaluate(() =>
    [...document.scripts]
      // JSON-LD is data for search engines, never run.
      .filter((script) => !script.src && script.type !== "application/ld+json")
      .map((script) => script.text.length),
  );
  expect(inline.length).toBeGreaterThan(0);
  expect(inline.reduce((sum, length) => sum + length, 0)).toBeLessThanOrEqual(
    path === pageHref(SEARCH_PATH) ? SEARCH_PAGE_INLINE_SCRIPT_BUDGET_BYTES : INLINE_SCRIPT_BUDGET_BYTES,
  );
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
}

for (const walk of walks(staticPaths)) {
  test(`${walk.name}: each page requests no JavaScript file, and its inline scripts stay small`, async ({
    page,
    expectConsoleError,
  }) => {
    if (walk.items.some((path) => NOT_FOUND_PATHS.includes(path))) expectConsoleError(ERROR_STATUS_LOG);
    for (const path of walk.items) await test.step(path, () => expectNoScriptFile(page, path));
  });
}

test("/contact loads React and hydrates, within its budget of script bytes", async ({ page }) => {
  const scripts = await scriptRequests(page, "/contact");
  expect(scripts.some((path) => path.includes("/entry.client-"))).toBe(true);
  await hydrated(page);
  // What a visitor downloads: each file's body as a host compresses it. The owner's site.ts is in it, so
  // every owner's page is held to it.
  const bodies = await Promise.all(
    [...new Set(scripts)].map((path) => page.request.get(path).then((answer) => answer.body())),
  );
  const gzipBytes = bodies.reduce((sum, body) => sum + gzipSync(body).length, 0);
  expect(gzipBytes, `${scripts.length} script files`).toBeLessThanOrEqual(BUDGETS.hydratingPage.jsGzipBytes);
});
