// Links off the site open in a new tab that cannot reach back into this one; mailto: links stay put.
import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";
import { SITE_PAGES, main, region } from "./site-pages";
import { PROJECT_COUNT } from "~/spec-counts";

type Anchor = { href: string; target: string | null; rel: string[] };

function anchorsIn(scope: Locator): Promise<Anchor[]> {
  return scope.evaluateAll((elements) =>
    elements.map((element) => ({
      href: element.getAttribute("href") ?? "",
      target: element.getAttribute("target"),
      rel: (element.getAttribute("rel") ?? "").split(/\s+/).filter(Boolean),
    })),
  );
}

function expectOpensNewTab(anchor: Anchor) {
  expect(anchor.target, anchor.href).toBe("_blank");
  expect(anchor.rel, anchor.href).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
}

function expectStaysInTab(anchor: Anchor) {
  expect(anchor.target, anchor.href).toBeNull();
}

const isWeb = (anchor: Anchor) => /^https?:\/\//.test(anchor.href);
const isMail = (anchor: Anchor) => anchor.href.startsWith("mailto:");

for (const { path } of SITE_PAGES) {
  test(`${path}: every web link off the site opens a new tab with noopener; mail and page links do not`, async ({
    page,
  }) => {
    await page.goto(path);
    const anchors = await anchorsIn(page.locator("a[href]"));
    const web = anchors.filter(isWeb);
    // The footer alone has two (professional network and code hosting).
    expect(web.length).toBeGreaterThanOrEqual(2);
    web.forEach(expectOpensNewTab);
    anchors.filter((anchor) => !isWeb(anchor)).forEach(expectStaysInTab);
  });
}

test("the footer's web links open a new tab and its email link does not", async ({ page }) => {
  await page.goto("/");
  const anchors = await anchorsIn(page.getByRole("contentinfo").getByRole("link"));
  expect(anchors.filter(isWeb)).toHaveLength(2);
  anchors.filter(isWeb).forEach(expectOpensNewTab);
  expect(anchors.filter(isMail)).toHaveLength(1);
  anchors.filter(isMail).forEach(expectStaysInTab);
});

test("the project Live Links on /projects and / open a new tab", async ({ page }) => {
  for (const path of ["/projects", "/"]) {
    await page.goto(path);
    const anchors = await anchorsIn(main(page).getByRole("link", { name: /^Live Link/ }));
    expect(anchors).toHaveLength(PROJECT_COUNT - 1);
    anchors.forEach(expectOpensNewTab);
  }
});

test("Connect With Me and Contact Information: web links open a new tab, email stays", async ({ page }) => {
  for (const [path, name] of [
    ["/about", "Connect With Me"],
    ["/contact", "Contact Information"],
  ] as const) {
    await page.goto(path);
    const anchors = await anchorsIn(region(page, name).getByRole("link"));
    expect(anchors.filter(isWeb), name).toHaveLength(2);
    anchors.filter(isWeb).forEach(expectOpensNewTab);
    expect(anchors.filter(isMail), name).toHaveLength(1);
    anchors.filter(isMail).forEach(expectStaysInTab);
  }
});

test("following a Live Link opens the project in a new tab that has no hold on the site", async ({
  page,
  context,
}) => {
  // No request leaves the machine: the other site is played by a stub.
  await context.route(
    (url) => url.hostname !== "localhost",
    (route) => route.fulfill({ contentType: "text/html", body: "<title>Elsewhere</title>" }),
  );
  await page.goto("/projects");
  const link = main(page)
    .getByRole("link", { name: /^Live Link/ })
    .first();
  const href = await link.getAttribute("href");

  const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(href);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await expect(page).toHaveURL("/projects/");
});
