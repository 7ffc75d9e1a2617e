// The icon tiles' SVGs are each a small document for the browser to parse, lay out and paint. Only those
// near the screen are fetched while a page loads; the others arrive as the visitor scrolls to them.
import { expect, test } from "./fixtures";
import { themeReady } from "./site-pages";

// At a phone's width. What the page requests is counted: in a context of its own, so no page before it has
// filled the cache.
test.use({ viewport: { width: 390, height: 844 }, ownContext: true });

test("an icon far below the fold is fetched only when the visitor scrolls near it, and then shows", async ({
  page,
}) => {
  const requested = new Set<string>();
  page.on("request", (request) => requested.add(new URL(request.url()).pathname));
  await page.goto("/about", { waitUntil: "load" });
  await themeReady(page);

  const icons = page.locator("main img");
  expect(await icons.count()).toBeGreaterThan(6);
  const last = icons.last();
  const src = (await last.getAttribute("src"))!;
  // Far enough down that no lazy-loading distance a browser uses reaches it.
  expect(await last.evaluate((img) => img.getBoundingClientRect().top)).toBeGreaterThan(844 + 3000);
  const first = (await icons.first().getAttribute("src"))!;
  expect(requested, "the first icon, near the screen, loads with the page").toContain(first);
  expect(requested, "the last icon waits until it is needed").not.toContain(src);

  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => requested.has(src)).toBe(true);
  await expect
    .poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
});
