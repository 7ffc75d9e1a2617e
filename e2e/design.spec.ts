// A researcher's site at a glance (issue 30): the home page leads to the record, publications read as a
// compact bibliography, headings share one case and "see all" links one style, and a failed send is seen on a
// phone. Expectations come from the content the build used (the .bib, the talks, the posts), never the sample.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  BROWSER_NETWORK_LOG,
  NOT_SENT_LOG,
  contactForm,
  expectFieldsKept,
  fill,
  scriptSends,
} from "./contact-page";
import { BIB_PAPERS, paperPath } from "./publications-bib";
import { ALL_PATHS, documentOf, hydrated, main, region } from "./site-pages";
import { expectNoHorizontalScroll } from "./page-checks";
import { PORTRAIT_IMAGE, pageHref, postPath, talkPath } from "../app/pages";
import { SITE_LANGUAGES, localizedPath } from "../app/i18n/languages";
import { portrait, site, talks } from "~/testing/test-owner";
import { loadPosts } from "../app/writing/posts.server";

const today = new Date().toISOString().slice(0, 10);
const nextTalk = talks.filter((talk) => talk.date >= today).sort((a, b) => a.date.localeCompare(b.date))[0];

/** The owner's email, as the contact page's information card links it. */
async function ownerEmail(page: Page) {
  const href = await page.locator('a[href^="mailto:"]').first().getAttribute("href");
  return href!.slice("mailto:".length);
}

test("home leads to the record: portrait or initials, bio, news, selected papers, next talk, latest posts, each linked", async ({
  page,
}) => {
  await page.goto("/");
  const glance = main(page).getByRole("complementary", { name: "At a glance" });
  const photo = glance.getByRole("img");
  const initials = glance.locator("[data-portrait-fallback]");
  if (portrait) {
    // The owner's photo, of any size beside portrait.ts, arrives as the build's small square WebP.
    await expect(photo).toHaveAttribute("alt", portrait.alt);
    await expect(initials).toHaveCount(0);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(PORTRAIT_IMAGE.size);
    const response = await page.request.get(await photo.evaluate((img: HTMLImageElement) => img.currentSrc));
    expect(response.headers()["content-type"]).toBe("image/webp");
  } else {
    await expect(photo).toHaveCount(0);
    await expect(initials).toHaveText(site.initials);
  }

  const news = region(page, "News").getByRole("listitem");
  expect(await news.count()).toBeGreaterThan(0);
  for (const item of await news.all()) {
    await expect(item.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
    await expect(item.getByRole("link")).toHaveCount(1);
  }

  const selected = BIB_PAPERS.filter((paper) => paper.selected);
  const papers = region(page, "Selected Publications");
  await expect(papers.getByRole("article")).toHaveCount(selected.length);
  for (const paper of selected)
    await expect(papers.getByRole("link", { name: paper.title, exact: true })).toHaveAttribute(
      "href",
      paperPath(paper.key),
    );
  await expect(papers.getByRole("link", { name: "All Publications" })).toHaveAttribute(
    "href",
    "/publications/",
  );

  if (nextTalk) {
    await expect(
      region(page, "Next Talk").getByRole("link", { name: nextTalk.title, exact: true }),
    ).toHaveAttribute("href", pageHref(talkPath(nextTalk.slug)));
  } else {
    await expect(region(page, "Next Talk")).toHaveCount(0);
  }

  const [newest] = loadPosts({ drafts: false });
  if (newest) {
    await expect(
      region(page, "Latest Writing").getByRole("link", { name: newest.title, exact: true }),
    ).toHaveAttribute("href", pageHref(postPath(newest.slug)));
  }
});

test("every news link on home leads to a page the site has", async ({ page, request }) => {
  await page.goto("/");
  const links = region(page, "News").getByRole("link");
  for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")!))) {
    if (!href.startsWith("/")) continue;
    expect((await request.get(href)).status(), href).toBe(200);
  }
});

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("each publication entry is at most 120 px tall, its year in the margin beside it", async ({
    page,
  }) => {
    await page.goto("/publications");
    const entries = main(page).getByRole("article");
    await expect(entries).toHaveCount(BIB_PAPERS.length);
    for (const entry of await entries.all()) {
      const box = (await entry.boundingBox())!;
      expect(box.height, (await entry.getByRole("heading").innerText()).slice(0, 40)).toBeLessThanOrEqual(
        120,
      );
    }
    const year = main(page).getByRole("heading", { level: 2 }).first();
    const firstEntry = (await entries.first().boundingBox())!;
    expect((await year.boundingBox())!.x + (await year.boundingBox())!.width).toBeLessThan(firstEntry.x);
  });
});

// From sm up the footer is one row: the owner's line beside the page links, which wrap among themselves.
test("the footer's owner line keeps to one line wherever the footer is a row, in every language", async ({
  page,
}) => {
  for (const language of SITE_LANGUAGES) {
    await page.goto(pageHref(localizedPath("/", language)));
    const line = page.getByRole("contentinfo").getByText(/^©/);
    for (const width of [640, 768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const height = await line.evaluate((element) => element.getBoundingClientRect().height);
      const lineHeight = await line.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
      expect(height, `${language} at ${width} px`).toBeLessThan(lineHeight * 1.5);
    }
  }
  // An owner's line too long to sit whole beside the links wraps rather than widen the page.
  await page.setViewportSize({ width: 640, height: 900 });
  await page.goto(pageHref("/"));
  await page
    .getByRole("contentinfo")
    .getByText(/^©/)
    .evaluate((line) => (line.textContent = `${line.textContent} ${line.textContent} ${line.textContent}`));
  await expectNoHorizontalScroll(page, "a long owner's line at 640 px");
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("no publication entry needs to scroll sideways", async ({ page }) => {
    await page.goto("/publications");
    const overflowing = await main(page)
      .getByRole("article")
      .evaluateAll((entries) =>
        entries
          .filter(
            (entry) => entry.scrollWidth > entry.clientWidth + 1 || entry.getBoundingClientRect().right > 390,
          )
          .map((entry) => entry.textContent?.slice(0, 40)),
      );
    expect(overflowing).toEqual([]);
  });

  test("after a failed send, the alert is in view and the owner's email is a link; nothing typed is lost", async ({
    page,
    expectConsoleError,
  }) => {
    expectConsoleError(NOT_SENT_LOG);
    expectConsoleError(BROWSER_NETWORK_LOG);
    await scriptSends(page, { status: 500 });
    await page.goto("/contact");
    await hydrated(page);
    const email = await ownerEmail(page);
    await fill(page);
    const form = contactForm(page);
    await form.button.click();
    await expect(form.failure).toBeVisible();
    await expect(form.failure).toBeInViewport({ ratio: 1 });
    const fallback = main(page).getByRole("link", { name: email, exact: true }).last();
    await expect(fallback).toHaveAttribute("href", `mailto:${email}`);
    await expect(fallback).toBeInViewport();
    await expect(form.failure.getByRole("link")).toHaveCount(0);
    await expectFieldsKept(page);
  });
});

/** Title Case: every word capitalised but the short ones inside (a, and, of, to, …). */
const MINOR_WORDS = new Set([
  "a",
  "an",
  "and",
  "as",
  "at",
  "but",
  "by",
  "for",
  "in",
  "nor",
  "of",
  "on",
  "or",
  "the",
  "to",
  "vs",
  "with",
]);
function notTitleCase(heading: string) {
  return heading
    .split(/\s+/)
    .filter((word, index) => /^\p{Ll}/u.test(word) && (index === 0 || !MINOR_WORDS.has(word)));
}

test("every section heading of every page is in Title Case, the specification's own", async ({ request }) => {
  // The headings as written, read from every page's HTML: the check needs no layout.
  for (const path of ALL_PATHS) {
    const content = (await documentOf(request, path)).querySelector("main");
    expect(content, path).not.toBeNull();
    // A post's own headings are its author's text, quoted; a linked heading is a content title (a post's).
    const headings = [...content!.querySelectorAll("h2")]
      .filter((heading) => !heading.closest(".post-body") && !heading.querySelector("a"))
      .map((heading) => heading.textContent!.replace(/\s+/g, " ").trim());
    for (const heading of headings) expect(notTitleCase(heading), `${path}: "${heading}"`).toEqual([]);
  }
});

test("the Title Case check catches a heading in sentence case", () => {
  expect(notTitleCase("Latest writing")).toEqual(["writing"]);
  expect(notTitleCase("Recipients and Transfers Outside the EU")).toEqual([]);
  expect(notTitleCase("Open to")).toEqual([]);
});

test('every "see all" link looks the same: one style for every list\'s way on', async ({ page }) => {
  const looks = new Map<string, string>();
  for (const path of ["/", "/about/"]) {
    await page.goto(path);
    const seeAll = main(page).getByRole("link").filter({ hasText: /→$/ });
    expect(await seeAll.count(), path).toBeGreaterThan(0);
    for (const link of await seeAll.all()) {
      const look = await link.evaluate((anchor) => {
        const style = getComputedStyle(anchor);
        return [style.fontSize, style.fontWeight, style.color, style.display, style.borderStyle].join(" ");
      });
      looks.set(`${path} ${await link.innerText()}`, look);
    }
  }
  expect(new Set(looks.values()).size, JSON.stringify(Object.fromEntries(looks), null, 1)).toBe(1);
  expect(looks.size).toBeGreaterThanOrEqual(4);
});
