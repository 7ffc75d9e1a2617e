// The five pages with the headings, sections and counts they promise, on the built site as a static host serves it.
import { expect, test } from "./fixtures";
import { imprint, literally, privacy as notice, privacyPolicy, site } from "~/testing/test-owner";
import { SITE_PAGES, callToAction, headedItems, main, region, timelineEntries } from "./site-pages";
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

for (const sitePage of SITE_PAGES) {
  test(`${sitePage.path} answers 200 with one h1, landmarks, its sections, a title and a description`, async ({
    page,
  }) => {
    const response = await page.goto(sitePage.path);
    expect(response?.status()).toBe(200);

    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(main(page).getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();

    for (const name of sitePage.sections) await expect(region(page, name)).toBeVisible();
    await expect(callToAction(page)).toHaveCount(sitePage.callToAction ? 1 : 0);

    // Each headed area is a <section> named by its h2.
    const h2s = await main(page).getByRole("heading", { level: 2 }).allTextContents();
    expect(h2s.length).toBeGreaterThanOrEqual(Math.max(1, sitePage.sections.length));
    for (const name of h2s) await expect(region(page, name)).toHaveCount(1);

    await expect(page).toHaveTitle(sitePage.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S.{30,}/);
  });
}

test("every page has its own title and description", async ({ page }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const { path } of SITE_PAGES) {
    await page.goto(path);
    titles.add(await page.title());
    descriptions.add((await page.locator('meta[name="description"]').getAttribute("content")) ?? "");
  }
  expect(titles.size).toBe(SITE_PAGES.length);
  expect(descriptions.size).toBe(SITE_PAGES.length);
});

test("home: hero with greeting and title, six leveled skills, three featured projects", async ({ page }) => {
  await page.goto("/");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).not.toBeEmpty();
  await expect(main(page).getByText(/^(Hi|Hello)\b/)).toBeVisible();
  await expect(page.getByRole("link", { name: "View Projects" })).toHaveAttribute("href", "/projects/");
  await expect(page.getByRole("link", { name: "Contact Me" })).toHaveAttribute("href", "/contact/");

  const skills = region(page, "Technical Expertise").getByRole("listitem");
  await expect(skills).toHaveCount(SKILL_COUNT);
  for (const skill of await skills.all()) {
    await expect(skill.getByText(/^(Advanced|Expert)$/)).toHaveCount(1);
    await expect(skill).toHaveText(/\w.*\s*(Advanced|Expert)$/);
  }

  const featured = region(page, "Featured Projects");
  const cards = featured.getByRole("article");
  await expect(cards).toHaveCount(PROJECT_COUNT);
  for (const card of await cards.all()) {
    await expect(card.getByRole("heading", { level: 3 })).not.toBeEmpty();
    await expect(card.getByRole("paragraph").first()).toHaveText(/\w{3,}.{40,}/);
    await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem").first()).toBeVisible();
  }
  await expect(featured.getByRole("link", { name: "View All Projects" })).toHaveAttribute(
    "href",
    "/projects/",
  );
});

test("about: intro, six skills, a three-entry timeline, 4 degrees and 2 certifications, 3 links", async ({
  page,
}) => {
  await page.goto("/about");
  await expect(main(page).getByRole("heading", { level: 1 }).locator("xpath=..")).toContainText(/\w.{80,}/);

  const skills = region(page, "Skills").getByRole("listitem");
  await expect(skills).toHaveCount(SKILL_COUNT);
  for (const skill of await skills.all()) {
    await expect(skill).not.toBeEmpty();
    await expect(skill.locator("img")).toHaveAttribute("src", /\S/);
  }

  const entries = timelineEntries(page);
  await expect(entries).toHaveCount(EXPERIENCE_COUNT);
  for (const entry of await entries.all()) {
    await expect(entry.getByRole("heading", { level: 3 })).not.toBeEmpty();
    // Beside the title: the organisation and the date range, e.g. "Sep 2023 – Present".
    const lines = entry.getByRole("paragraph");
    await expect(lines).toHaveCount(2);
    await expect(lines.filter({ hasText: /\d{4}\s*[–-]\s*(\w+ )?(\d{4}|Present)/ })).toHaveCount(1);
    await expect(lines.filter({ hasText: /^\D+$/ })).toHaveCount(1);
    await expect(entry.getByRole("list").getByRole("listitem")).toHaveCount(EXPERIENCE_POINT_COUNT);
    const icon = entry.locator("img");
    await expect(icon).toBeVisible();
    // The icon sits on its entry's own colour.
    const background = await icon.evaluate((img) => getComputedStyle(img.parentElement!).backgroundColor);
    expect(background).not.toBe("rgba(0, 0, 0, 0)");
  }
  const backgrounds = await entries.evaluateAll((items) =>
    items.map((item) => getComputedStyle(item.querySelector("img")!.parentElement!).backgroundColor),
  );
  expect(new Set(backgrounds).size).toBe(EXPERIENCE_COUNT);

  const [degrees, certifications] = await region(page, "Education & Certifications").getByRole("list").all();
  await expect(degrees!.getByRole("listitem")).toHaveCount(DEGREE_COUNT);
  await expect(certifications!.getByRole("listitem")).toHaveCount(CERTIFICATION_COUNT);

  const links = region(page, "Connect With Me").getByRole("link");
  await expect(links).toHaveCount(EXTERNAL_LINK_COUNT);
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs.filter((href) => /^https:\/\/(www\.)?linkedin\.com\//.test(href))).toHaveLength(1);
  expect(
    hrefs.filter((href) => /^https:\/\/(github\.com|gitlab\.com|codeberg\.org)\//.test(href)),
  ).toHaveLength(1);
  expect(hrefs.filter((href) => /^mailto:[^@]+@[^@]+$/.test(href))).toHaveLength(1);

  await expect(callToAction(page).getByRole("link", { name: "Contact", exact: true })).toHaveAttribute(
    "href",
    "/contact/",
  );
});

test("projects: intro and three cards with name, description, tags, icon and their theme colour", async ({
  page,
}) => {
  await page.goto("/projects");
  await expect(main(page).getByRole("heading", { level: 1 }).locator("xpath=..")).toContainText(/\w.{60,}/);

  const cards = main(page).getByRole("article");
  await expect(cards).toHaveCount(PROJECT_COUNT);
  const tops: string[] = [];
  for (const card of await cards.all()) {
    await expect(card.getByRole("heading", { level: 3 })).not.toBeEmpty();
    await expect(card.getByRole("paragraph").first()).toHaveText(/\w{3,}.{40,}/);
    await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem").first()).toBeVisible();
    await expect(card.locator("img")).toBeVisible();

    // The theme colour runs along the card's top edge and fills its icon tile.
    const colours = await card.evaluate((element) => {
      const style = getComputedStyle(element);
      const tile = getComputedStyle(element.querySelector("img")!.parentElement!);
      return {
        top: style.borderTopColor,
        side: style.borderLeftColor,
        topWidth: parseFloat(style.borderTopWidth),
        tile: tile.backgroundColor,
      };
    });
    expect(colours.topWidth).toBeGreaterThanOrEqual(2);
    expect(colours.top).toBe(colours.tile);
    expect(colours.top).not.toBe(colours.side);
    tops.push(colours.top);
  }
  expect(new Set(tops).size).toBe(PROJECT_COUNT);
  await expect(callToAction(page)).toHaveCount(1);
});

test("projects: live cards link to an app store and a code repository; the card in progress says so", async ({
  page,
}) => {
  await page.goto("/projects");
  const liveLinks = main(page).getByRole("link", { name: /^Live Link/ });
  await expect(liveLinks).toHaveCount(PROJECT_COUNT - 1);
  const hrefs = await liveLinks.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs.filter((href) => /^https:\/\/(apps\.apple\.com|play\.google\.com)\//.test(href))).toHaveLength(
    1,
  );
  expect(
    hrefs.filter((href) => /^https:\/\/(github\.com|gitlab\.com|codeberg\.org)\//.test(href)),
  ).toHaveLength(1);

  const inProgress = main(page).getByRole("article").filter({ hasText: "In progress" });
  await expect(inProgress).toHaveCount(1);
  await expect(inProgress.getByText("Live link coming soon")).toBeVisible();
  await expect(inProgress.getByRole("link")).toHaveCount(0);
  // Every card that links is live.
  await expect(
    main(page)
      .getByRole("article")
      .filter({ has: page.getByRole("link") }),
  ).toHaveCount(PROJECT_COUNT - 1);
});

test("contact: 'Get in Touch', labelled required fields, a 4-row message, contact links and the five chips", async ({
  page,
}) => {
  await page.goto("/contact");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Get in Touch");
  await expect(heading.locator("xpath=..")).toContainText(/\w.{60,}/);

  const name = page.getByLabel("Name", { exact: true });
  const email = page.getByLabel("Email", { exact: true });
  const message = page.getByLabel("Message", { exact: true });
  for (const field of [name, email, message]) {
    await expect(field).toBeVisible();
    await expect(field).toHaveAttribute("required", "");
  }
  await expect(email).toHaveAttribute("type", "email");
  await expect(message).toHaveJSProperty("tagName", "TEXTAREA");
  await expect(message).toHaveAttribute("rows", "4");
  for (const label of ["Name", "Email", "Message"]) {
    await expect(main(page).locator("label").getByText(label, { exact: true })).toBeVisible();
  }

  const info = region(page, "Contact Information").getByRole("link");
  await expect(info).toHaveCount(CONTACT_INFO_COUNT);
  const hrefs = await info.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs.filter((href) => /^mailto:[^@]+@[^@]+$/.test(href))).toHaveLength(1);
  expect(hrefs.filter((href) => /^https:\/\/(www\.)?linkedin\.com\//.test(href))).toHaveLength(1);
  expect(hrefs.filter((href) => /^https:\/\//.test(href))).toHaveLength(2);
  await expect(info.filter({ hasText: "Location" })).toHaveCount(1);

  await expect(region(page, "Open to").getByRole("listitem")).toHaveText(site.openTo);
});

test("legal: the spec's sections in order, then the call to action", async ({ page }) => {
  await page.goto("/legal");
  const h2s = await main(page).getByRole("heading", { level: 2 }).allTextContents();
  expect(h2s.slice(0, 5)).toEqual([
    "Privacy Policy",
    "AI Ethics Statement",
    "Disclaimer",
    "External Links",
    "Contact Information",
  ]);
  expect(h2s).toHaveLength(6);
  const regions = main(page).getByRole("region");
  await expect(regions.last()).toContainText(h2s[5]!);
  await expect(regions.last().getByRole("link", { name: "Contact", exact: true })).toHaveAttribute(
    "href",
    "/contact/",
  );
  for (const name of ["Disclaimer", "External Links", "Contact Information"]) {
    await expect(region(page, name).getByRole("paragraph").first()).toHaveText(/\w.{30,}/);
  }
});

test("legal: privacy covers name, email address and message, used only to respond, not shared", async ({
  page,
}) => {
  await page.goto("/legal");
  const privacy = region(page, "Privacy Policy");
  // The list the sentence before it introduces; the notice has other lists (recipients, rights).
  const collected = privacy
    .getByRole("list")
    .filter({ has: page.getByText("your name", { exact: true }) })
    .getByRole("listitem");
  await expect(collected).toHaveCount(3);
  await expect(collected).toHaveText([/\bname\b/i, /\bemail address\b/i, /\bmessage\b/i]);
  await expect(privacy).toContainText(/only to respond/i);
  await expect(privacy).toContainText(/not share .*without your consent/i);

  const commitments = headedItems(region(page, "AI Ethics Statement"));
  await expect(commitments).toHaveCount(ETHICS_COMMITMENT_COUNT);
  await expect(region(page, "AI Ethics Statement").getByRole("list")).toHaveJSProperty("tagName", "OL");
});

test("legal: the privacy notice gives what GDPR Art. 13 asks, and the authority to complain to is linked", async ({
  page,
}) => {
  await page.goto("/legal");
  const privacy = region(page, "Privacy Policy");
  // Each part under the heading the owner's notice gives it, in order.
  for (const part of Object.values(privacyPolicy.headings))
    await expect(privacy.getByRole("heading", { level: 3, name: part, exact: true })).toBeVisible();
  await expect(privacy).toContainText(privacyPolicy.formBasis);
  await expect(privacy).toContainText(notice.transferSafeguard);
  for (const right of privacyPolicy.rights)
    await expect(privacy.getByRole("listitem").filter({ hasText: right })).toHaveCount(1);
  const authority = notice.supervisoryAuthority;
  await expect(privacy.getByRole("link", { name: literally(authority.name) })).toHaveAttribute(
    "href",
    authority.url,
  );
  await expect(privacy).toContainText(privacyPolicy.noTracking);
});

test("the imprint sits under Contact Information and every page's footer links it", async ({ page }) => {
  // The first test owner gives one (an owner without one gets none: app/components' legal page tests).
  expect(imprint).not.toBeNull();
  for (const path of ["/", "/about", "/projects"]) {
    await page.goto(path);
    await page.getByRole("contentinfo").getByRole("link", { name: imprint!.title }).click();
    await expect(page).toHaveURL("/legal/#imprint");
    const heading = region(page, "Contact Information").getByRole("heading", {
      level: 3,
      name: imprint!.title,
    });
    await expect(heading).toBeInViewport();
    for (const law of imprint!.laws) await expect(region(page, "Contact Information")).toContainText(law);
  }
});
