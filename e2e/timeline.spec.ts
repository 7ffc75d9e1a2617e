// The Work Experience entries animate in once as they scroll into view, with the observer's -40px bottom margin,
// and never hide from visitors who ask for reduced motion.
import { expect, test } from "./fixtures";
import { themeReady, timelineEntries } from "./site-pages";
import { EXPERIENCE_COUNT } from "~/spec-counts";

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("an entry below the fold is hidden until scrolled to, then stays shown", async ({ page }) => {
    await page.goto("/about");
    await themeReady(page);
    const entries = timelineEntries(page);
    await expect(entries).toHaveCount(EXPERIENCE_COUNT);
    const last = entries.last();
    await expect(last).toHaveCSS("opacity", "0");

    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveCSS("opacity", "1");
    await expect(last.getByRole("heading", { level: 3 })).toBeInViewport();

    // Once only: scrolling away again does not hide it.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(last).not.toBeInViewport();
    await page.waitForTimeout(1000);
    await expect(last).toHaveCSS("opacity", "1");
  });

  test("scrolling down reveals every entry in turn", async ({ page }) => {
    await page.goto("/about");
    await themeReady(page);
    for (const entry of await timelineEntries(page).all()) {
      await entry.scrollIntoViewIfNeeded();
      await expect(entry).toHaveCSS("opacity", "1");
    }
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("every entry is visible at once, without scrolling", async ({ page }) => {
      await page.goto("/about");
      await themeReady(page);
      const entries = timelineEntries(page);
      await expect(entries).toHaveCount(EXPERIENCE_COUNT);
      await expect(entries.last()).not.toBeInViewport();
      // Give a hide-then-reveal every chance to show up before checking it did not.
      await page.waitForTimeout(500);
      for (const entry of await entries.all()) await expect(entry).toHaveCSS("opacity", "1");
    });
  });
});

test("on a tall screen, entries in view at load are never hidden", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 4000 });
  await page.goto("/about");
  await themeReady(page);
  const entries = timelineEntries(page);
  await expect(entries).toHaveCount(EXPERIENCE_COUNT);
  for (const entry of await entries.all()) {
    await expect(entry).toBeInViewport();
    await expect(entry).toHaveCSS("opacity", "1");
  }
});
