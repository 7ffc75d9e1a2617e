// The prerendered HTML is the page: with JavaScript off, every route still shows all of its content.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  ALL_PATHS,
  ERROR_STATUS_LOG,
  NAV_LABELS,
  NOT_FOUND_PATHS,
  SAME_FOR_EVERY_OWNER,
  SITE_PAGES,
  callToAction,
  headedItems,
  main,
  mainNav,
  region,
  timelineEntries,
  walks,
} from "./site-pages";
import { site } from "~/testing/test-owner";
import { pageHref } from "../app/pages";
import {
  CERTIFICATION_COUNT,
  CONTACT_INFO_COUNT,
  DEGREE_COUNT,
  ETHICS_COMMITMENT_COUNT,
  EXPERIENCE_COUNT,
  EXPERIENCE_POINT_COUNT,
  EXTERNAL_LINK_COUNT,
  PROJECT_COUNT,
  SKILL_COUNT,
} from "~/spec-counts";

test.use({ javaScriptEnabled: false });

/**
 * Proves the page really runs no script (only the theme script marks <html> as scripted), and that no control
 * shows that could not work without it: the theme controls are hidden.
 */
async function expectNoScriptRan(page: Page) {
  await expect(page.locator("html")).not.toHaveAttribute("data-scripted");
  await expect(page.getByRole("group", { name: "Theme" })).toBeHidden();
  await expect(page.getByRole("button", { name: /theme$/ })).toHaveCount(0);
}

/** The page answers 200 and shows, with no script run, its heading, the spec's sections for it and the header. */
async function expectWholeWithoutScript(page: Page, path: string) {
  // The spec's pages also show the sections the spec names for them.
  const sitePage = SITE_PAGES.find((specPage) => specPage.path === path);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expectNoScriptRan(page);

  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(main(page).getByRole("heading", { level: 1 })).toBeVisible();
  for (const name of sitePage?.sections ?? []) await expect(region(page, name)).toBeVisible();
  if (sitePage?.callToAction) {
    await expect(callToAction(page).getByRole("link", { name: "Contact", exact: true })).toBeVisible();
  }
  await expect(mainNav(page).getByRole("link")).toHaveText(NAV_LABELS);
  await expect(page.getByRole("contentinfo").getByRole("link").first()).toBeVisible();

  // The active nav link is marked in the HTML itself.
  const current = mainNav(page).locator('[aria-current="page"]');
  const label = NAV_LABELS.find((name) => path === pageHref(`/${name.toLowerCase()}`));
  if (label) await expect(current).toHaveText(label);
  else await expect(current).toHaveCount(0);
}

for (const walk of walks(ALL_PATHS)) {
  test(`${walk.name}: each page shows its heading, sections and header without JavaScript`, async ({
    page,
  }) => {
    for (const path of walk.items) await test.step(path, () => expectWholeWithoutScript(page, path));
  });
}

test(
  "home's skills and featured project cards are there without JavaScript",
  SAME_FOR_EVERY_OWNER,
  async ({ page }) => {
    await page.goto("/");
    await expectNoScriptRan(page);
    await expect(page.getByRole("link", { name: "View Projects" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact Me" })).toBeVisible();
    await expect(region(page, "Technical Expertise").getByRole("listitem")).toHaveCount(SKILL_COUNT);
    const cards = region(page, "Featured Projects").getByRole("article");
    await expect(cards).toHaveCount(PROJECT_COUNT);
    for (const card of await cards.all()) await expect(card).toBeVisible();
    await expect(page.getByRole("link", { name: "View All Projects" })).toBeVisible();
  },
);

test(
  "about's timeline entries are fully visible without JavaScript, at any scroll position",
  SAME_FOR_EVERY_OWNER,
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/about");
    await expectNoScriptRan(page);
    await expect(region(page, "Skills").getByRole("listitem")).toHaveCount(SKILL_COUNT);

    const entries = timelineEntries(page);
    await expect(entries).toHaveCount(EXPERIENCE_COUNT);
    for (const entry of await entries.all()) {
      await expect(entry).toHaveCSS("opacity", "1");
      await expect(entry.getByRole("heading", { level: 3 })).toBeVisible();
      await expect(entry.getByRole("list").getByRole("listitem")).toHaveCount(EXPERIENCE_POINT_COUNT);
    }
    const [degrees, certifications] = await region(page, "Education & Certifications")
      .getByRole("list")
      .all();
    await expect(degrees!.getByRole("listitem")).toHaveCount(DEGREE_COUNT);
    await expect(certifications!.getByRole("listitem")).toHaveCount(CERTIFICATION_COUNT);
    await expect(region(page, "Connect With Me").getByRole("link")).toHaveCount(EXTERNAL_LINK_COUNT);
  },
);

test("the project cards are there without JavaScript", SAME_FOR_EVERY_OWNER, async ({ page }) => {
  await page.goto("/projects");
  await expectNoScriptRan(page);
  const cards = main(page).getByRole("article");
  await expect(cards).toHaveCount(PROJECT_COUNT);
  for (const card of await cards.all()) {
    await expect(card).toBeVisible();
    await expect(card.getByRole("heading", { level: 3 })).toBeVisible();
  }
  await expect(main(page).getByRole("link", { name: /^Live Link/ })).toHaveCount(PROJECT_COUNT - 1);
  await expect(main(page).getByText("Live link coming soon")).toBeVisible();
});

test(
  "contact's information and chips are there without JavaScript, and a way to write",
  SAME_FOR_EVERY_OWNER,
  async ({ page }) => {
    await page.goto("/contact");
    await expectNoScriptRan(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get in Touch");
    await expect(region(page, "Contact Information").getByRole("link")).toHaveCount(CONTACT_INFO_COUNT);
    await expect(region(page, "Open to").getByRole("listitem")).toHaveText(site.openTo);
    // The form cannot send without JavaScript: it is hidden, and a note with the address takes its place.
    await expect(main(page).locator("form")).toBeHidden();
    await expect(main(page).getByRole("note").locator('a[href^="mailto:"]')).toBeVisible();
  },
);

test("legal's sections are there without JavaScript", SAME_FOR_EVERY_OWNER, async ({ page }) => {
  await page.goto("/legal");
  await expectNoScriptRan(page);
  const collected = region(page, "Privacy Policy")
    .getByRole("list")
    .filter({ has: page.getByText("your name", { exact: true }) });
  await expect(collected.getByRole("listitem")).toHaveCount(3);
  await expect(headedItems(region(page, "AI Ethics Statement"))).toHaveCount(ETHICS_COMMITMENT_COUNT);
});

for (const path of NOT_FOUND_PATHS) {
  test(
    `the not-found page shows at ${path} without JavaScript`,
    SAME_FOR_EVERY_OWNER,
    async ({ page, expectConsoleError }) => {
      expectConsoleError(ERROR_STATUS_LOG);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expectNoScriptRan(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
      await expect(main(page).getByRole("link", { name: "Go to the home page" })).toHaveAttribute(
        "href",
        "/",
      );
    },
  );
}
