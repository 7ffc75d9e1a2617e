// Paper: every page prints whole and light, without what only works on screen, and /about's printed PDF
// holds every timeline entry, read from the page as a visitor sees it on screen.
import type { Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { expect, test } from "./fixtures";
import {
  SAME_FOR_EVERY_OWNER,
  SITE_PAGES,
  callToAction,
  main,
  themeReady,
  timelineEntries,
} from "./site-pages";
import { literally, privacy } from "~/testing/test-owner";
import { pageHref, postPath } from "../app/pages";
import { loadPosts } from "../app/writing/posts.server";
import { BIB_PAPERS, paperPath } from "./publications-bib";
import { EXPERIENCE_COUNT } from "~/spec-counts";

/** Text extraction breaks lines where the PDF does; comparing without whitespace ignores where they fell. */
const squash = (text: string) => text.replace(/\s+/g, "");

const backgroundOf = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

test.describe("in the dark theme, printed", () => {
  test.use({ colorScheme: "dark" });

  for (const { path, callToAction: hasCallToAction } of SITE_PAGES) {
    test(
      `${path} prints in light colours, without header, theme controls, skip link or calls to action`,
      SAME_FOR_EVERY_OWNER,
      async ({ page }) => {
        await page.goto(path);
        await themeReady(page);
        const screen = await backgroundOf(page);
        await page.emulateMedia({ media: "print" });
        expect(await backgroundOf(page)).toBe("rgb(255, 255, 255)");
        expect(screen).not.toBe("rgb(255, 255, 255)");
        await expect(page.getByRole("banner")).toBeHidden();
        await expect(page.getByRole("button", { name: "Dark theme" })).toBeHidden();
        await expect(page.getByRole("link", { name: "Skip to content" })).toBeHidden();
        await expect(main(page).getByRole("heading", { level: 1 })).toBeVisible();
        if (hasCallToAction) await expect(callToAction(page)).toBeHidden();
        for (const name of ["View Projects", "Contact Me", "All publications"])
          await expect(page.getByRole("link", { name, exact: true })).toBeHidden();
      },
    );
  }
});

test("a chosen dark theme prints light too", SAME_FOR_EVERY_OWNER, async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  await page.goto("/legal");
  await themeReady(page);
  await page.emulateMedia({ media: "print" });
  expect(await backgroundOf(page)).toBe("rgb(255, 255, 255)");
  const ink = await main(page)
    .getByRole("heading", { level: 1 })
    .evaluate((heading) => getComputedStyle(heading).color);
  expect(ink).toBe("rgb(15, 23, 42)");
});

test("an external link prints its address after it", SAME_FOR_EVERY_OWNER, async ({ page }) => {
  await page.goto("/legal");
  await page.emulateMedia({ media: "print" });
  const link = main(page).getByRole("link", { name: literally(privacy.supervisoryAuthority.name) });
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^https:/);
  expect(await link.evaluate((anchor) => getComputedStyle(anchor, "::after").content)).toBe(`" (${href})"`);
});

test("an email link prints its address after it", SAME_FOR_EVERY_OWNER, async ({ page }) => {
  await page.goto("/about");
  await page.emulateMedia({ media: "print" });
  const link = main(page).getByRole("link").and(page.locator('[href^="mailto:"]')).first();
  const href = await link.getAttribute("href");
  expect(await link.evaluate((anchor) => getComputedStyle(anchor, "::after").content)).toBe(`" (${href})"`);
});

test("a paper prints its BibTeX without the copy button; a list prints no closed Cite toggle", async ({
  page,
}) => {
  const [first] = BIB_PAPERS;
  expect(BIB_PAPERS.length, "papers, one to open and one left closed").toBeGreaterThan(1);
  await page.goto(paperPath(first!.key));
  const cite = page.getByRole("region", { name: "Cite this paper" });
  const copy = cite.getByRole("button", { name: "Copy BibTeX" });
  await expect(copy).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(copy).toBeHidden();
  await expect(cite.locator("pre")).toBeVisible();

  await page.emulateMedia({ media: "screen" });
  await page.goto("/publications");
  const toggles = main(page).getByText(/^Cite\b(?! by)/);
  await expect(toggles).toHaveCount(BIB_PAPERS.length);
  // One opened on screen: its BibTeX, which the visitor asked for, prints; the closed ones do not.
  await toggles.first().click();
  await page.emulateMedia({ media: "print" });
  await expect(main(page).locator("pre").first()).toBeVisible();
  await expect(toggles.nth(1)).toBeHidden();
});

test("/contact prints how to reach the owner, without the form", SAME_FOR_EVERY_OWNER, async ({ page }) => {
  await page.goto("/contact");
  const form = main(page).getByRole("region", { name: "Send a Message" });
  await expect(form).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(form).toBeHidden();
  await expect(main(page).getByRole("region", { name: "Contact Information" })).toBeVisible();
});

test(
  "/about prints every timeline entry and every icon, whether or not it was scrolled to",
  SAME_FOR_EVERY_OWNER,
  async ({ page }) => {
    // A phone's height: most of the timeline is below the fold and waits to be revealed.
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto("/about");
    await themeReady(page);
    const entries = timelineEntries(page);
    await expect(entries).toHaveCount(EXPERIENCE_COUNT);
    // What each entry says on screen, line by line: date, title, organisation, points.
    const screenText = await entries.evaluateAll((items) =>
      items.map((item) => (item.textContent ? (item as HTMLElement).innerText : "")),
    );

    await page.emulateMedia({ media: "print" });
    for (const entry of await entries.all()) {
      await expect(entry).toBeVisible();
      expect(await entry.evaluate((item) => getComputedStyle(item).opacity)).toBe("1");
    }

    const pdf = await getDocumentProxy(new Uint8Array(await page.pdf({ format: "A4" })));
    const printed = squash((await extractText(pdf, { mergePages: true })).text);
    for (const text of screenText) {
      const lines = text.split("\n").filter((line) => line.trim() !== "");
      expect(lines.length, "lines in a timeline entry").toBeGreaterThanOrEqual(7);
      for (const line of lines) expect(printed).toContain(squash(line));
    }

    // Printing fetched every icon, the lazy ones below the fold included.
    const blank = await page.evaluate(() =>
      [...document.images]
        .filter((image) => !image.complete || image.naturalWidth === 0)
        .map((image) => image.src),
    );
    expect(blank).toEqual([]);
  },
);

// Wherever the page breaks, /about's label "Next talk" (or "Latest talk") prints on the page of the talk it
// names: a spacer before the box that holds it moves it down the sheet, step by step, through one page's height.
test("/about never prints its talk's label at the foot of a page, away from the talk", async ({ page }) => {
  await page.goto("/about");
  await page.emulateMedia({ media: "print" });
  const talks = main(page).getByRole("region", { name: "Talks", exact: true });
  const label = talks.getByText(/^(Next|Latest) talk$/);
  const title = squash(await talks.getByRole("article").getByRole("heading").innerText());
  const labelText = squash(await label.innerText());
  const A4_HEIGHT_PX = 1123;
  for (let spacer = 0; spacer < A4_HEIGHT_PX; spacer += 60) {
    await label.evaluate((element, height) => {
      const box = element.parentElement!;
      const before = box.previousElementSibling;
      const space =
        before?.id === "spacer"
          ? before
          : box.insertAdjacentElement("beforebegin", document.createElement("div"))!;
      space.id = "spacer";
      (space as HTMLElement).style.height = `${height}px`;
    }, spacer);
    const pages = await printedPages(page);
    const labelPage = pages.findIndex((text) => text.includes(labelText));
    expect(pages[labelPage], `with ${spacer}px above the label`).toContain(title);
  }
});

// On screen a post's code, tables and display equations scroll inside their own box; paper cannot scroll.
test("every post prints whole: at a page's width no code, table or equation box hides part of itself", async ({
  page,
}) => {
  await page.setViewportSize({ width: 600, height: 900 });
  await page.emulateMedia({ media: "print" });
  for (const post of loadPosts({ drafts: false })) {
    await page.goto(pageHref(postPath(post.slug)));
    const cut = await main(page)
      .locator("pre, .scroll-box")
      .evaluateAll((boxes) =>
        boxes
          .filter((box) => box.scrollWidth > box.clientWidth + 1)
          .map((box) => (box.textContent ?? "").slice(0, 40)),
      );
    expect(cut, post.slug).toEqual([]);
  }
});

/** The text of each printed A4 page of what the browser shows now. */
async function printedPages(page: Page) {
  const pdf = await getDocumentProxy(new Uint8Array(await page.pdf({ format: "A4" })));
  return (await extractText(pdf, { mergePages: false })).text.map(squash);
}

test("a printed post starts on its first page with its title and opening text, without ways to other pages", async ({
  page,
}) => {
  const [post] = loadPosts({ drafts: false });
  expect(post, "a published post").toBeDefined();
  await page.goto(pageHref(postPath(post!.slug)));
  const title = await main(page).getByRole("heading", { level: 1 }).innerText();
  // As it prints: a PDF's text puts a superscript (a footnote's mark) apart, and words for screen readers
  // are not printed.
  const opening = (
    await main(page)
      .locator(".post-body > p")
      .first()
      .evaluate((paragraph) => {
        const copy = paragraph.cloneNode(true) as HTMLElement;
        for (const apart of copy.querySelectorAll("sup, .sr-only")) apart.remove();
        return copy.textContent ?? "";
      })
  ).slice(0, 60);
  await page.emulateMedia({ media: "print" });
  const pages = await printedPages(page);
  expect(pages[0]).toContain(squash(title));
  expect(pages[0]).toContain(squash(opening));
  // The back link, the previous/next links and the footer's list of pages are for a screen.
  for (const link of ["All writing", "Publications", "Privacy & legal"])
    await expect(page.getByRole("link", { name: link, exact: true })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "More writing" })).toBeHidden();
  for (const text of pages) {
    expect(text).not.toContain(squash("← All writing"));
    expect(text).not.toMatch(/←Previous|Next→/);
  }
});

test(
  "/legal prints on at most three A4 pages, and no printed page shows the header nav",
  SAME_FOR_EVERY_OWNER,
  async ({ page }) => {
    await page.goto("/legal");
    await themeReady(page);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const pages = await printedPages(page);
    expect(pages.length).toBeLessThanOrEqual(3);
    expect(pages.join("")).toContain(squash("Privacy Policy"));
  },
);
