// WCAG 2.2 AA, checked by axe-core on every page at phone and desktop widths, in light and dark. Reflow at
// 320 and 640 px (1280 px at 200% zoom) is every-page.spec's walk.
import type { Page } from "@playwright/test";
import { axeInEveryDocument, axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import {
  ALL_PATHS,
  ERROR_STATUS_LOG,
  NOT_FOUND_PATHS,
  ON_OTHER_OWNERS_CONTENT,
  SITE_PAGES,
  timelineEntries,
  walks,
} from "./site-pages";
import { PAGES, pageHref } from "../app/pages";

const routes = [...ALL_PATHS, NOT_FOUND_PATHS[0]!];
const widths = [390, 1280];
const schemes = ["light", "dark"] as const;

/**
 * The pages checked in all four variants: the specification's five, and the first page of each kind made from
 * content, which shares its template with the rest of its kind. The other pages of the page list (the lists,
 * search) and the not-found page, each a template of its own, get two: light at 1280 px and dark at 390 px,
 * so each scheme and each width is scanned once. The rest of the pages made from content get one (light,
 * 1280 px): four scans of thirty pages built from one template found nothing one scan did not. On another
 * owner's content (decision 014), whose pages share the owner's templates and differ only in what the
 * content puts in them, the first page of each kind made from content gets all four, and every other page
 * one, but for its posts: each post's body is HTML of its owner's own making (figures, links around images),
 * which no template shapes, so each gets light and dark.
 */
const POST_PAGE = /^\/writing\/(?!tags\/).+/;
const generatedKinds = [/^\/publications\/.+/, /^\/talks\/.+/, /^\/writing\/tags\/.+/, POST_PAGE];
const firstOfEachKind = generatedKinds.flatMap((kind) => ALL_PATHS.find((path) => kind.test(path)) ?? []);
const everyVariant = new Set(
  ON_OTHER_OWNERS_CONTENT ? firstOfEachKind : [...SITE_PAGES.map((page) => page.path), ...firstOfEachKind],
);
const twoVariants = new Set(
  (ON_OTHER_OWNERS_CONTENT
    ? ALL_PATHS.filter((path) => POST_PAGE.test(path))
    : [...PAGES.map((page) => pageHref(page.path)), NOT_FOUND_PATHS[0]!]
  ).filter((path) => !everyVariant.has(path)),
);

const variants = widths.flatMap((width) => schemes.map((colorScheme) => ({ colorScheme, width })));
const TWO_VARIANTS = [
  { colorScheme: "light" as const, width: 1280 },
  { colorScheme: "dark" as const, width: 390 },
];
const ONE_VARIANT = [{ colorScheme: "light" as const, width: 1280 }];

/** Resolves once the page's finite animations and transitions (colour changes, reveals) have ended. */
async function animationsFinished(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}

/**
 * Scrolls to each timeline entry, so the timeline reveals it, then waits for the reveals to end: axe checks
 * their colours at full opacity. Once revealed, an entry stays shown.
 */
async function revealTimeline(page: Page) {
  const entries = await timelineEntries(page).all();
  for (const entry of entries) {
    await entry.scrollIntoViewIfNeeded();
    await expect(entry).not.toHaveAttribute("data-reveal");
  }
  await animationsFinished(page);
  for (const entry of entries) await expect(entry).toHaveCSS("opacity", "1");
}

/**
 * Loads `route` once, and axe injected once, for all its variants: the site's CSS and theme script follow the
 * width and the system's colour scheme as they change.
 */
async function expectNoViolations(page: Page, route: string, checked: typeof variants) {
  for (const [index, { colorScheme, width }] of checked.entries()) {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width, height: 900 });
    if (index === 0) {
      await page.goto(route);
      await revealTimeline(page);
    }
    // A change of colour scheme runs the site's colour transitions: axe checks the colours they end on.
    await animationsFinished(page);
    expect(await axeViolations(page), `${route}, ${colorScheme}, ${width} px`).toEqual([]);
  }
}

for (const route of routes.filter((path) => everyVariant.has(path))) {
  test(`${route} has no axe violations (light and dark, 390 and 1280 px)`, async ({ page }) => {
    await expectNoViolations(page, route, variants);
  });
}

for (const route of routes.filter((path) => twoVariants.has(path))) {
  test(`${route} has no axe violations (light at 1280 px, dark at 390 px)`, async ({
    page,
    expectConsoleError,
  }) => {
    if (NOT_FOUND_PATHS.includes(route)) expectConsoleError(ERROR_STATUS_LOG);
    await expectNoViolations(page, route, TWO_VARIANTS);
  });
}

for (const walk of walks(routes.filter((path) => !everyVariant.has(path) && !twoVariants.has(path)))) {
  test(`${walk.name}: no page has axe violations (light, 1280 px)`, async ({ page, expectConsoleError }) => {
    if (walk.items.some((path) => NOT_FOUND_PATHS.includes(path))) expectConsoleError(ERROR_STATUS_LOG);
    test.setTimeout(walk.items.length * 15_000);
    await axeInEveryDocument(page);
    for (const route of walk.items)
      await test.step(route, () => expectNoViolations(page, route, ONE_VARIANT));
  });
}

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  for (const route of ["/", "/about"]) {
    test(`${route} moves nothing when the visitor asks for reduced motion`, async ({ page }) => {
      await page.goto(route);
      const moving = await page.evaluate(() => {
        const seconds = (value: string) =>
          Math.max(
            ...value
              .split(",")
              .map((part) => (part.trim().endsWith("ms") ? parseFloat(part) / 1000 : parseFloat(part))),
          );
        return [...document.querySelectorAll("*")]
          .map((element) => ({ element, style: getComputedStyle(element) }))
          .filter(
            ({ style }) =>
              seconds(style.transitionDuration) > 0.001 ||
              (style.animationName !== "none" && seconds(style.animationDuration) > 0.001),
          )
          .map(
            ({ element }) =>
              element.tagName + (element.className ? `.${String(element.className).split(" ")[0]}` : ""),
          );
      });
      expect(moving).toEqual([]);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe(
        "auto",
      );
    });
  }
});
