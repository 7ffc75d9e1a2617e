// /search/ on whatever content the build used: a word only one paper's title has finds that paper first, the
// filters narrow, the results are reachable by keyboard and pass axe, Pagefind loads only when a visitor
// searches, and only this page's policy lets its WebAssembly run.
import type { Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { ALL_PATHS } from "./site-pages";
import { pageHref, SEARCH_PATH } from "../app/pages";
import { ownerSearchRecords } from "../app/testing/search-records";
import { PAGE_MESSAGES } from "../app/i18n/page-messages";
import { distinctivePaper as pick, recordHas, wordOfPostsAndMore } from "../app/testing/search-words";

// Pagefind's files must not load before the visitor searches: counted in a context of their own, so no
// search before it has filled the cache.
test.use({ ownContext: true });

const SEARCH = pageHref(SEARCH_PATH);

// Pagefind compiles its WebAssembly on the first search, and axe reads the whole page: both are slow on a busy
// machine, so a test waits longer for its first results.
test.slow();
const FIRST_SEARCH = { timeout: 30_000 };
const records = ownerSearchRecords();
const distinctivePaper = () => pick(records);
const results = (page: Page) => page.getByRole("list", { name: "Results" }).getByRole("listitem");
const status = (page: Page) => page.getByRole("status");
const resultHrefs = (page: Page) =>
  results(page)
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));

test("?q= with a word from one paper's title lists that paper first, with its kind, date and the word marked", async ({
  page,
}) => {
  const { paper, word } = distinctivePaper();
  await page.goto(`${SEARCH}?q=${encodeURIComponent(word)}`);
  await expect(page.getByRole("searchbox", { name: "Search the site" })).toHaveValue(word);
  await expect(status(page)).toHaveText(/^\d+ results? for “.+”/, FIRST_SEARCH);
  const first = results(page).first();
  await expect(first.getByRole("link")).toHaveAttribute("href", paper.url);
  await expect(first.getByRole("link")).toHaveText(paper.title);
  await expect(first).toContainText(`${paper.label} · ${paper.date}`);
  await expect(first.locator("mark").first()).toHaveText(new RegExp(word, "i"));
  expect(await axeViolations(page)).toEqual([]);
});

test("the page passes axe before a search, and Pagefind loads only once the visitor uses the box", async ({
  page,
}) => {
  const pagefindRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/pagefind/")) pagefindRequests.push(request.url());
  });
  await page.goto(SEARCH, { waitUntil: "networkidle" });
  expect(await axeViolations(page)).toEqual([]);
  expect(pagefindRequests).toEqual([]);
  await page.getByRole("searchbox", { name: "Search the site" }).focus();
  await expect.poll(() => pagefindRequests.some((url) => url.endsWith("/pagefind/pagefind.js"))).toBe(true);
});

test("typing searches as the visitor goes, and the live region says how many were found", async ({
  page,
}) => {
  const { paper, word } = distinctivePaper();
  await page.goto(SEARCH);
  await page.getByRole("searchbox", { name: "Search the site" }).pressSequentially(word);
  await expect(results(page).first().getByRole("link")).toHaveAttribute("href", paper.url, FIRST_SEARCH);
  await expect(status(page)).toContainText(`for “${word}”`);
  await expect(page).toHaveURL(new RegExp(`\\?q=${word}$`));
  await page.getByRole("searchbox", { name: "Search the site" }).fill("qxqzzvvj");
  await expect(status(page)).toHaveText("No results for “qxqzzvvj”.");
  await expect(results(page)).toHaveCount(0);
});

test("filtering by kind and by year narrows the results to records of that kind and year", async ({
  page,
}) => {
  const word = wordOfPostsAndMore(records);
  await page.goto(`${SEARCH}?q=${encodeURIComponent(word)}`);
  await expect(status(page)).toHaveText(/results? for/, FIRST_SEARCH);
  const all = await results(page).count();
  await page
    .getByRole("combobox", { name: "Kind" })
    .selectOption({ label: PAGE_MESSAGES.en.search.kinds.post });
  await expect(page).toHaveURL(/kind=post/);
  await expect.poll(() => results(page).count()).toBeLessThan(all);
  const postUrls = new Set(records.filter((record) => record.kind === "post").map((record) => record.url));
  for (const href of await resultHrefs(page)) expect(postUrls.has(href), `${href} is a post`).toBe(true);

  await page.getByRole("combobox", { name: "Kind" }).selectOption({ label: "All kinds" });
  const year = records.find((record) => record.kind === "post" && recordHas(record, word))!.years[0]!;
  await page.getByRole("combobox", { name: "Year" }).selectOption(String(year));
  await expect(page).toHaveURL(new RegExp(`year=${year}`));
  await expect(results(page).first()).toBeVisible();
  const ofYear = new Set(records.filter((record) => record.years.includes(year)).map((record) => record.url));
  for (const href of await resultHrefs(page)) expect(ofYear.has(href), `${href} is of ${year}`).toBe(true);
});

test("/ focuses the box, and Tab goes on through the filters to the results", async ({ page }) => {
  const { paper, word } = distinctivePaper();
  await page.goto(SEARCH);
  await page.locator("body").press("/");
  const box = page.getByRole("searchbox", { name: "Search the site" });
  await expect(box).toBeFocused();
  await page.keyboard.type(word);
  await expect(results(page).first().getByRole("link")).toHaveAttribute("href", paper.url, FIRST_SEARCH);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("combobox", { name: "Kind" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("combobox", { name: "Year" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(results(page).first().getByRole("link")).toBeFocused();
  // Typing "/" in the box is a character, not the shortcut.
  await box.focus();
  await box.press("End");
  await box.press("/");
  await expect(box).toHaveValue(`${word}/`);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the footer reaches the search page, which says search needs JavaScript and links the lists", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(SEARCH);
    await expect(page.getByRole("main")).toContainText("Search needs JavaScript");
    await expect(page.getByRole("searchbox")).toBeHidden();
    for (const [name, path] of [
      ["Publications", "/publications/"],
      ["Writing", "/writing/"],
      ["Talks", "/talks/"],
      ["Teaching", "/teaching/"],
    ] as const)
      await expect(page.getByRole("main").getByRole("link", { name, exact: true })).toHaveAttribute(
        "href",
        path,
      );
  });
});

test("only the search page's policy allows WebAssembly, in its headers and in its <meta>", async ({
  page,
  request,
}) => {
  for (const path of [...ALL_PATHS, "/no/such/page"]) {
    const response = await request.get(path);
    const header = response.headers()["content-security-policy"]!;
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(
      await response.text(),
    )?.[1];
    const allows = path === SEARCH;
    expect(header.includes("'wasm-unsafe-eval'"), `${path} header`).toBe(allows);
    expect(meta?.includes("'wasm-unsafe-eval'"), `${path} meta`).toBe(allows);
    expect(header).not.toContain("worker-src");
  }
  // And it is needed: the search answers under it, with no policy violation (the fixture fails on any).
  await page.goto(`${SEARCH}?q=${encodeURIComponent(distinctivePaper().word)}`);
  await expect(results(page).first()).toBeVisible(FIRST_SEARCH);
});

test("no page but the search page names Pagefind's files, so none can load them", async ({ request }) => {
  // A page loads no script file (hydration.spec.ts); its inline scripts are in its HTML, so this covers them.
  for (const path of [...ALL_PATHS, "/no/such/page"]) {
    const html = await (await request.get(path)).text();
    expect(html.includes("/pagefind/"), path).toBe(path === SEARCH);
  }
});
