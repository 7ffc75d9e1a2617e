// The instructor's half of the site, checked on the built pages against whatever content the build used
// (the test owner's teaching.ts and talks.ts, read here): /talks splits upcoming from past, each talk's page carries
// its Event JSON-LD and a calendar file that agrees with it, and /teaching shows every course with its fields
// and its Course JSON-LD. No sample title or count is written here.
import ICAL from "ical.js";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { main, region, walks } from "./site-pages";
import { courses, talks } from "~/testing/test-owner";
import type { Talk } from "../app/content-types";
import { type Localized, localize } from "../app/i18n/localize";
import { PAGE_MESSAGES } from "../app/i18n/page-messages";
import { pageHref, talkCalendarPath, talkPath } from "../app/pages";
import { loadTalks } from "../app/talks/talks.server";

type JsonLd = Record<string, unknown> & { "@type": string };

async function jsonLd(page: Page): Promise<JsonLd[]> {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "null")));
}

/** "Upcoming" is decided when the site is built; the tests run on the day of the build. */
const today = new Date().toISOString().slice(0, 10);
const upcoming = talks.filter((talk) => talk.date >= today);
const past = talks.filter((talk) => talk.date < today);

test("/talks lists upcoming talks, soonest first, then past talks, newest first, under headings that say so", async ({
  page,
}) => {
  await page.goto(pageHref("/talks"));
  const h2s = await main(page).getByRole("heading", { level: 2 }).allTextContents();
  expect(h2s).toEqual(["Upcoming Talks", "Past Talks"]);
  for (const [name, expected, order] of [
    ["Upcoming Talks", upcoming, 1],
    ["Past Talks", past, -1],
  ] as const) {
    const items = region(page, name).getByRole("article");
    await expect(items).toHaveCount(expected.length);
    for (const talk of expected) {
      await expect(region(page, name).getByRole("heading", { level: 3, name: talk.title })).toBeVisible();
    }
    const days = (
      await items.locator("time").evaluateAll((times) => times.map((time) => time.getAttribute("datetime")!))
    ).map((value) => value.slice(0, 10));
    expect(days).toEqual(days.toSorted((a, b) => order * a.localeCompare(b)));
  }
});

/** The talk's page, its Event JSON-LD and its calendar file agree with the talk. */
async function expectTalkPage(page: Page, request: APIRequestContext, talk: Localized<Talk>) {
  const response = await page.goto(pageHref(talkPath(talk.slug)));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(talk.title);
  const content = main(page);
  await expect(content.getByRole("link", { name: talk.event.name })).toHaveAttribute("href", talk.event.url);
  await expect(content.getByText(talk.abstract)).toBeVisible();
  // The kind leads the page, above the title, once: the facts below do not repeat it.
  await expect(content.getByText(PAGE_MESSAGES.en.talks.kinds[talk.kind], { exact: true })).toHaveCount(1);
  const datetime = (await content.locator("time").first().getAttribute("datetime"))!;
  expect(datetime.slice(0, 10)).toBe(talk.date);
  if ("online" in talk.place) await expect(content.getByText("Online", { exact: true })).toBeVisible();
  else await expect(content.getByText(talk.place.city, { exact: false }).first()).toBeVisible();

  const [event] = (await jsonLd(page)).filter((item) => item["@type"] === "Event");
  expect(event).toMatchObject({
    name: talk.title,
    description: talk.abstract,
    startDate: datetime,
    eventStatus: "https://schema.org/EventScheduled",
    performer: { "@type": "Person", name: expect.any(String) },
  });
  if (talk.time) expect(datetime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
  else expect(datetime).toBe(talk.date);
  if ("online" in talk.place) {
    expect(event).toMatchObject({
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      location: { "@type": "VirtualLocation", url: talk.place.url },
    });
  } else {
    expect(event).toMatchObject({
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          addressLocality: talk.place.city,
          addressCountry: talk.place.country,
        },
      },
    });
  }

  // An upcoming talk leads with its calendar file; a past one offers none, and leads with its slides or
  // video when it has them. The file stays published at its address either way.
  const calendarLink = content.getByRole("link", { name: "Add to calendar" });
  if (talk.date < today) {
    await expect(calendarLink).toHaveCount(0);
    const leftBehind = [talk.slides && "Slides", talk.video && "Video"].filter(Boolean) as string[];
    if (leftBehind.length > 0) {
      await expect(content.getByRole("listitem").getByRole("link").first()).toHaveAccessibleName(
        new RegExp(`^${leftBehind[0]}\\b`),
      );
    }
  } else {
    await expect(calendarLink).toHaveAttribute("href", talkCalendarPath(talk.slug));
  }
  const calendar = await request.get(talkCalendarPath(talk.slug));
  expect(calendar.status()).toBe(200);
  expect(calendar.headers()["content-type"]).toMatch(/^text\/calendar/);
  const text = await calendar.text();
  expect(text.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
  const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!;
  expect(vevent.getFirstPropertyValue("summary")).toBe(
    await page.getByRole("heading", { level: 1 }).textContent(),
  );
  expect(vevent.getFirstPropertyValue("uid")).toBeTruthy();
  expect(vevent.getFirstPropertyValue("dtstamp")).toBeTruthy();
  const start = vevent.getFirstPropertyValue("dtstart") as ICAL.Time;
  if (talk.time) expect(start.toJSDate().getTime()).toBe(new Date(datetime).getTime());
  else expect(start.toString()).toBe(datetime);
}

for (const walk of walks(talks, (talk) => talkPath(talk.slug))) {
  test(`${walk.name}: each talk has the title, the facts, Event JSON-LD and a calendar file that agree`, async ({
    page,
    request,
  }) => {
    for (const talk of walk.items)
      await test.step(talkPath(talk.slug), () => expectTalkPage(page, request, talk));
  });
}

test("a talk that presents the owner's paper links to its page, and the paper's page links back", async ({
  page,
}) => {
  // As the build resolved them: a key the .bib does not have gives no link (app/talks/talks.server.ts).
  for (const talk of localize(loadTalks(), "en").filter((each) => each.paper?.own)) {
    const paperHref = talk.paper!.href;
    await page.goto(pageHref(talkPath(talk.slug)));
    await expect(main(page).locator(`a[href="${paperHref}"]`)).toHaveCount(1);
    await page.goto(paperHref);
    await expect(
      main(page)
        .getByText(/^Presented at/)
        .getByRole("link", { name: talk.event.name }),
    ).toHaveAttribute("href", pageHref(talkPath(talk.slug)));
  }
});

test("/teaching shows every course with its fields, and an ItemList of Course JSON-LD", async ({ page }) => {
  await page.goto(pageHref("/teaching"));
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Teaching");
  for (const course of courses) {
    const card = main(page).getByRole("article", { name: course.title });
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(course.title);
    for (const text of [
      course.description,
      course.audience,
      course.institution.name,
      ...(course.level ? [course.level] : []),
      ...(course.hours ? [`${course.hours} hours`] : []),
      String(course.years.from),
      ...course.syllabus,
    ])
      await expect(card, text).toContainText(text);
    await expect(card.getByText(new RegExp(`^${course.mode}`, "i"))).toBeVisible();
    // A course may give no level and no hours: its card then has no term for either.
    await expect(card.getByRole("term").filter({ hasText: /^Level$/ })).toHaveCount(course.level ? 1 : 0);
    await expect(card.getByRole("term").filter({ hasText: /^Hours$/ })).toHaveCount(course.hours ? 1 : 0);
  }

  const [list] = (await jsonLd(page)).filter((item) => item["@type"] === "ItemList");
  const items = (list!.itemListElement as { position: number; item: JsonLd }[]).map((entry) => entry.item);
  expect(items.map((item) => item.name)).toEqual(courses.map((course) => course.title));
  for (const [index, course] of courses.entries()) {
    expect("educationalLevel" in items[index]!, course.title).toBe(course.level !== undefined);
    expect((items[index]!.hasCourseInstance as JsonLd).courseWorkload, course.title).toBe(
      course.hours ? `PT${course.hours}H` : undefined,
    );
    expect(items[index]).toMatchObject({
      "@type": "Course",
      description: course.description,
      ...(course.level ? { educationalLevel: course.level } : {}),
      provider: { "@type": "Organization", name: course.institution.name },
      hasCourseInstance: {
        "@type": "CourseInstance",
        courseMode: expect.stringMatching(/^(Onsite|Online|Blended)$/),
        instructor: { "@type": "Person", name: expect.any(String) },
      },
    });
  }
});

test("/about and the footer lead to Teaching and Talks", async ({ page }) => {
  await page.goto(pageHref("/about"));
  for (const [name, href] of [
    ["Teaching", pageHref("/teaching")],
    ["Talks", pageHref("/talks")],
  ]) {
    await expect(region(page, name!).locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  for (const path of ["/", "/legal"]) {
    await page.goto(pageHref(path));
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Teaching" })).toHaveAttribute(
      "href",
      pageHref("/teaching"),
    );
    await expect(footer.getByRole("link", { name: "Talks" })).toHaveAttribute("href", pageHref("/talks"));
  }
});
