// A site in more than one language (site.ts's `languages`; docs/decisions/080): every page again under each
// other language's prefix, in that language, each version naming the others (hreflang) and the sitemap
// agreeing; a plain link between them in the header; the contact form in German. A site of one language has
// none of it. Runs on both test owners: the first has English and German, the other English only.
import type { Locator, Page } from "@playwright/test";
import feedParser from "@rowanmanning/feed-parser";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { randomUUID } from "node:crypto";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { BIB_PAPERS, paperPath } from "./publications-bib";
import { outbox } from "./outbox";
import { expectLayoutHolds } from "./page-checks";
import {
  ALL_PATHS,
  ERROR_STATUS_LOG,
  TRANSLATED_PATHS,
  documentOf,
  hydrated,
  main,
  scriptRequests,
  timelineEntries,
  walks,
} from "./site-pages";
import { BROWSER_NETWORK_LOG, NOT_SENT_LOG, SEND_PATH } from "./contact-page";
import { SUCCESS_RESET_MS } from "../app/lib/contact-constants";
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_INFO,
  type Language,
  MULTILINGUAL,
  PREFIXED_LANGUAGES,
  SITE_LANGUAGES,
  languageOfPath,
  localizedPath,
} from "../app/i18n/languages";
import { MESSAGES } from "../app/i18n/messages";
import { PAGE_MESSAGES } from "../app/i18n/page-messages";
import { FEED, pageHref, postPath, SEARCH_PATH, talkPath } from "../app/pages";
import { loadPosts } from "../app/writing/posts.server";
import { itemLanguage, localize, shownText } from "../app/i18n/localize";
import type { SearchRecord } from "../app/search/search-records.server";
import { ownerSearchRecords } from "../app/testing/search-records";
import { distinctivePaper, searchWords, wordOfPostsAndMore } from "../app/testing/search-words";
import { contentIn, legalIn, site, written } from "~/testing/test-owner";

/** Every text of a catalogue, flattened: its strings, and what its functions say for a sample argument. */
function catalogueTexts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") return [String(value("…", "…"))];
  if (value && typeof value === "object") return Object.values(value).flatMap(catalogueTexts);
  return [];
}

/** The hreflang links of a page, as { hreflang: href }. */
function alternatesOf(document: Document) {
  return Object.fromEntries(
    [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute("hreflang"),
      link.getAttribute("href"),
    ]),
  );
}

/** The language an element is in: its own `lang`, or its nearest ancestor's. */
const languageOf = (element: Locator) =>
  element.evaluate((node) => node.closest("[lang]")?.getAttribute("lang") ?? "");

const canonicalOf = (document: Document) =>
  document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "";

// The e2e suite runs this file on both test owners: the first has two languages, the other one. Each owner
// gets the describe block that holds for her site.
const forOwnersOf = (many: boolean) => (MULTILINGUAL === many ? test.describe : () => {});

forOwnersOf(true)("a site of more than one language", () => {
  const other = PREFIXED_LANGUAGES[0]!;
  const otherPaths = TRANSLATED_PATHS.filter((path) => languageOfPath(path) === other);

  // Each text of the English catalogue that the other one does not share ("Abstract"), as a pattern of a
  // whole text, a function's arguments matching any words: "Posts tagged “ATC”", "Lena Hofer: Writing". A
  // function's own words must be more than a short word, which another language's text may start with too.
  const otherTexts = new Set([...catalogueTexts(MESSAGES[other]), ...catalogueTexts(PAGE_MESSAGES[other])]);
  const letters = (text: string) => text.replace(/…/g, "").match(/\p{L}/gu)?.length ?? 0;
  const english = [
    ...catalogueTexts(MESSAGES.en),
    ...catalogueTexts(PAGE_MESSAGES.en),
    // The bibliography's labels are English where no catalogue names them.
    ...Object.keys(PAGE_MESSAGES[other].bibliographyLabels),
  ]
    .filter((text) => !otherTexts.has(text) && letters(text) >= (text.includes("…") ? 4 : 1))
    .map((text) => {
      const parts = text
        .trim()
        .split("…")
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
      return new RegExp(`^${parts.join(".+")}$`, "su");
    });
  // A page's title names it before the site's name: "Search | Lena Hofer".
  const inEnglish = (text: string) =>
    text.split(" | ").some((part) => english.some((pattern) => pattern.test(part.trim())));
  // The months English names but the other language does not ("March", not "September").
  const months = (locale: string) =>
    Array.from({ length: 12 }, (_, month) =>
      new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" }).format(Date.UTC(2025, month)),
    );
  const otherMonths = months(PAGE_MESSAGES[other].locale);
  const englishMonths = months(PAGE_MESSAGES.en.locale).filter((month) => !otherMonths.includes(month));

  test("every page exists in each language, its <html lang> that language's", async ({ request }) => {
    expect(otherPaths).toHaveLength(ALL_PATHS.length);
    for (const path of ALL_PATHS) {
      const translated = pageHref(localizedPath(path, other));
      expect(otherPaths, path).toContain(translated);
      const document = await documentOf(request, translated);
      expect(document.documentElement.lang, translated).toBe(other);
    }
  });

  test("hreflang is complete and reciprocal, canonical is the page itself, x-default the default language's", async ({
    request,
  }) => {
    for (const path of [...ALL_PATHS, ...TRANSLATED_PATHS]) {
      const document = await documentOf(request, path);
      const canonical = canonicalOf(document);
      expect(new URL(canonical).pathname, path).toBe(pageHref(path));
      const alternates = alternatesOf(document);
      expect(Object.keys(alternates).sort(), path).toEqual([...SITE_LANGUAGES, "x-default"].sort());
      expect(alternates[languageOfPath(path)], path).toBe(canonical);
      expect(new URL(alternates["x-default"]!).pathname, path).toBe(
        pageHref(localizedPath(path, DEFAULT_LANGUAGE)),
      );
      // Each version names this one back, by the same language.
      for (const language of SITE_LANGUAGES) {
        const version = await documentOf(request, new URL(alternates[language]!).pathname);
        expect(alternatesOf(version)[languageOfPath(path)], `${language} version of ${path}`).toBe(canonical);
      }
    }
  });

  test("the sitemap lists each page's versions as its hreflang links do", async ({ request }) => {
    const sitemap = new SitemapAlternates(await (await request.get("/sitemap.xml")).text());
    for (const path of [...ALL_PATHS, ...TRANSLATED_PATHS]) {
      const document = await documentOf(request, path);
      expect(sitemap.alternatesOf(canonicalOf(document)), path).toEqual(alternatesOf(document));
    }
  });

  test("no text of the English catalogue is on a page of the other language or in its feed, and no date is in English", async ({
    request,
  }) => {
    // What the page says in its own language: the owner's content in another is marked with its `lang`.
    const own = (element: Element) => element.closest("[lang]")?.getAttribute("lang") === other;
    const heads = 'meta[name="description"], meta[property^="og:"], link[title]';
    for (const path of otherPaths) {
      const document = await documentOf(request, path);
      const walker = document.createTreeWalker(document.documentElement, 4 /* NodeFilter.SHOW_TEXT */);
      const texts: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (parent && own(parent) && !["SCRIPT", "STYLE"].includes(parent.tagName))
          texts.push(node.textContent ?? "");
      }
      const attributes = ["alt", "title", "aria-label"].flatMap((name) =>
        [...document.querySelectorAll(`[${name}]`)]
          .filter(own)
          .map((element) => element.getAttribute(name) ?? ""),
      );
      const head = [...document.querySelectorAll(heads)].map(
        (element) => element.getAttribute("content") ?? element.getAttribute("title") ?? "",
      );
      expect([...texts, ...attributes, ...head].filter(inEnglish), path).toEqual([]);
      const dates = [...document.querySelectorAll("time")].map((time) => time.textContent ?? "");
      expect(
        dates.filter((date) => englishMonths.some((month) => date.includes(month))),
        path,
      ).toEqual([]);
    }
    const feed = feedParser.parseFeed(await (await request.get(localizedPath(FEED.path, other))).text());
    expect([feed.title ?? "", feed.description ?? ""].filter(inEnglish)).toEqual([]);
  });

  for (const walk of walks(otherPaths)) {
    test(`${walk.name}: each page in the other language passes axe, lays out from 308 to 1440 px, and a static one loads no script file`, async ({
      page,
    }) => {
      test.setTimeout(walk.items.length * 15_000);
      for (const path of walk.items) {
        const scripts = await scriptRequests(page, path);
        if (path !== pageHref(localizedPath("/contact", other))) expect(scripts, path).toEqual([]);
        // The timeline reveals its entries as they scroll into view: axe checks them once shown in full.
        for (const entry of await timelineEntries(page).all()) {
          await entry.scrollIntoViewIfNeeded();
          await expect(entry).not.toHaveAttribute("data-reveal");
        }
        await page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
              .map((animation) => animation.finished),
          ),
        );
        expect(await axeViolations(page), path).toEqual([]);
        // The other language's longer words, in the header above all, fit as the default's do.
        await test.step(`${path}: layout`, () => expectLayoutHolds(page, path, { header: false }));
      }
    });
  }

  // German's long compounds leave no room beside a skill's name: every card puts its level below it, so the
  // cards stay alike; a card with the level beside its name and one with it below looked like two designs.
  test("each skill card on the other language's home has its level below its name, at every width", async ({
    page,
  }) => {
    await page.goto(pageHref(localizedPath("/", other)));
    const cards = main(page)
      .getByRole("region", { name: PAGE_MESSAGES[other].home.expertise })
      .getByRole("listitem");
    const levels = new RegExp(`^(${Object.values(PAGE_MESSAGES[other].skillLevels).join("|")})$`);
    for (const width of [390, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const card of await cards.all()) {
        const name = await card.locator("span").first().boundingBox();
        const level = await card.getByText(levels).boundingBox();
        expect(level!.y, `${await card.textContent()} at ${width} px`).toBeGreaterThanOrEqual(
          name!.y + name!.height - 1,
        );
      }
    }
  });

  test("the switch beside the theme toggle leads to the same page in the other language, by keyboard too", async ({
    page,
  }) => {
    // The timeline on /about fades its entries in; axe here checks the switch's page, not a fade's midpoint.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/about/");
    const header = page.getByRole("banner");
    const toOther = header.getByRole("link", { name: LANGUAGE_INFO[other].name, exact: true });
    await expect(toOther).toHaveAttribute("hreflang", other);
    await expect(toOther).toHaveAttribute("lang", other);
    // Outside the spec's nav list.
    await expect(
      header.getByRole("navigation").getByRole("link", { name: LANGUAGE_INFO[other].name }),
    ).toHaveCount(0);
    await toOther.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(pageHref(localizedPath("/about", other)));
    await expect(page.locator("html")).toHaveAttribute("lang", other);
    expect(await axeViolations(page)).toEqual([]);
    const back = page.getByRole("banner").getByRole("link", { name: LANGUAGE_INFO[DEFAULT_LANGUAGE].name });
    await expect(back).toHaveAttribute("href", "/about/");
    await expect(back).toHaveAttribute("hreflang", DEFAULT_LANGUAGE);
  });

  test("the not-found page says so in the other language too, marked with it, and its switch and link lead to that language's home", async ({
    page,
    expectConsoleError,
  }) => {
    expectConsoleError(ERROR_STATUS_LOG);
    await page.goto("/no-such-page");
    const home = pageHref(localizedPath("/", other));
    await expect(
      page.getByRole("banner").getByRole("link", { name: LANGUAGE_INFO[other].name, exact: true }),
    ).toHaveAttribute("href", home);
    // A static host serves the one 404.html for an unknown address in any language.
    const texts = PAGE_MESSAGES[other].notFound;
    const section = main(page).locator(`[lang="${other}"]`);
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(texts.title);
    await expect(section.getByRole("link", { name: texts.home })).toHaveAttribute("href", home);
  });

  test("the legal page gives the owner's legal texts in the other language, the same details", async ({
    page,
  }) => {
    const legal = legalIn(other);
    await page.goto(pageHref(localizedPath("/legal", other)));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal.legalTitle);
    await expect(
      page.getByRole("heading", { level: 2, name: PAGE_MESSAGES[other].legal.privacy }),
    ).toBeVisible();
    for (const heading of Object.values(legal.privacyPolicy.headings))
      await expect(page.getByRole("heading", { level: 3, name: heading, exact: true })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(legal.privacy.address.streetAddress);
    if (legal.imprint)
      await expect(page.getByRole("heading", { level: 3, name: legal.imprint.title })).toBeVisible();
  });

  test("the owner's texts given in the other language show in it, and an untranslated one says its language", async ({
    page,
  }) => {
    const shown = contentIn(other).site;
    // The first test owner gives the hero and the role in both languages, and one highlight in English only.
    expect(shownText(written.site.hero.title, other).language).toBe(other);
    await page.goto(pageHref(localizedPath("/", other)));
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(shown.hero.title);
    await expect(heading.locator("[lang]")).toHaveCount(0);
    const untranslated = written.site.hero.highlights
      .map((highlight) => shownText(highlight.label, other))
      .filter((label) => label.language !== other);
    expect(untranslated.length).toBeGreaterThan(0);
    // The language a screen reader reads a text in: its nearest element's that names one.
    for (const label of untranslated) {
      const text = main(page).getByText(label.text, { exact: true });
      expect(await text.evaluate((element) => element.closest("[lang]")?.getAttribute("lang"))).toBe(
        label.language,
      );
    }

    await page.goto(pageHref(localizedPath("/about", other)));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(shown.role);
    // Its degrees are in English only: each says so once, on its item.
    const english = written.site.degrees.filter((degree) => itemLanguage(degree, other) === DEFAULT_LANGUAGE);
    expect(english.length).toBeGreaterThan(0);
    for (const degree of localize(english, other)) {
      const item = main(page).getByRole("listitem").filter({ hasText: degree.name });
      await expect(item).toHaveAttribute("lang", DEFAULT_LANGUAGE);
      await expect(item.locator("[lang]")).toHaveCount(0);
    }
  });

  test("the default language's pages mark no text with a language of its own", async ({ page }) => {
    for (const path of ["/", "/about/", "/projects/", "/teaching/", "/talks/"]) {
      await page.goto(path);
      await expect(main(page).locator("[lang]"), path).toHaveCount(0);
    }
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.hero.title);
  });

  test("JSON-LD says which language each course and talk is in, on every language's page", async ({
    request,
  }) => {
    const ld = (document: Document) =>
      [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
        JSON.parse(script.textContent ?? "null"),
      );
    for (const language of SITE_LANGUAGES) {
      const teaching = await documentOf(request, pageHref(localizedPath("/teaching", language)));
      const [list] = ld(teaching).filter((item) => item["@type"] === "ItemList");
      expect(
        list.itemListElement.map((entry: { item: { inLanguage: string } }) => entry.item.inLanguage),
      ).toEqual(written.courses.map((course) => shownText(course.description, language).language));
      const [talk] = written.talks;
      const page = await documentOf(request, pageHref(localizedPath(talkPath(talk!.slug), language)));
      const [event] = ld(page).filter((item) => item["@type"] === "Event");
      expect(event.inLanguage).toBe(shownText(talk!.abstract, language).language);
    }
  });

  test("the links to the CV and the feed on the other language's pages lead to that language's", async ({
    page,
  }) => {
    for (const path of ["/about", "/writing"]) {
      await page.goto(pageHref(localizedPath(path, other)));
      const hrefs = await page
        .getByRole("link")
        .and(page.locator('[href$="cv.pdf"], [href$="feed.xml"]'))
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs.length, path).toBeGreaterThan(0);
      for (const href of hrefs) expect(href, path).toMatch(new RegExp(`^/${other}/`));
    }
  });

  test("the CV exists in each language", async ({ request }) => {
    for (const language of SITE_LANGUAGES) {
      const response = await request.get(localizedPath("/cv.pdf", language));
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("application/pdf");
    }
  });

  test.describe("the contact form in the other language", () => {
    const form = (page: Page) => {
      const texts = MESSAGES[other].form;
      return {
        name: page.getByLabel(texts.name, { exact: true }),
        email: page.getByLabel(texts.email, { exact: true }),
        message: page.getByLabel(texts.message, { exact: true }),
        button: page.getByRole("button", { name: new RegExp(`^(${texts.send}|${texts.sending})$`) }),
        success: page.getByRole("status", { name: texts.successLabel }),
        failure: page.getByRole("alert", { name: texts.failureLabel }),
      };
    };
    const message = () => ({
      name: "Ada Lovelace",
      email: "ada@example.com",
      message: `Hallo\n${randomUUID()}`,
    });
    const fill = async (page: Page, sent: ReturnType<typeof message>) => {
      await form(page).name.fill(sent.name);
      await form(page).email.fill(sent.email);
      await form(page).message.fill(sent.message);
    };

    test.beforeEach(async ({ page }) => {
      await page.goto(pageHref(localizedPath("/contact", other)));
      await hydrated(page);
    });

    test("goes through sending and success with the spec's payload, and resets after 3 s", async ({
      page,
    }) => {
      const texts = MESSAGES[other].form;
      const sent = message();
      await fill(page, sent);
      // The send is held until the test has seen the sending state, then goes on to the outbox.
      let release = () => {};
      const held = new Promise<void>((done) => (release = done));
      await page.route(`**${SEND_PATH}`, async (route) => {
        await held;
        await route.continue();
      });
      const request = page.waitForRequest(
        (request) => request.method() === "POST" && new URL(request.url()).pathname === SEND_PATH,
      );
      await form(page).button.click();
      await expect(form(page).button).toHaveText(texts.sending);
      release();
      await expect(form(page).success).toContainText(texts.successText);
      expect((await request).postDataJSON().template_params).toEqual({
        from_name: sent.name,
        to_name: site.firstName,
        from_email: sent.email,
        message: sent.message,
      });
      expect(await outbox.messagesWith(sent.message)).toHaveLength(1);
      await expect(form(page).success).toBeHidden({ timeout: SUCCESS_RESET_MS + 5000 });
      await expect(form(page).name).toHaveValue("");
      await expect(form(page).button).toHaveText(texts.send);
    });

    test("fails in the page's language, the fields kept", async ({ page, expectConsoleError }) => {
      expectConsoleError(NOT_SENT_LOG);
      expectConsoleError(BROWSER_NETWORK_LOG);
      const texts = MESSAGES[other].form;
      await page.route(`**${SEND_PATH}`, (route) => route.fulfill({ status: 400, body: "Bad Request" }));
      const sent = message();
      await fill(page, sent);
      await form(page).button.click();
      await expect(form(page).failure).toContainText(texts.failureText);
      await expect(form(page).message).toHaveValue(sent.message);
      await expect(form(page).button).toHaveText(texts.send);
    });
  });

  test.describe("posts in the other language", () => {
    const posts = loadPosts({ drafts: false, language: other });
    const translated = posts.find((post) => post.language === other)!;
    const untranslated = posts.find((post) => post.language === DEFAULT_LANGUAGE)!;
    const original = loadPosts({ drafts: false }).find((post) => post.slug === translated.slug)!;

    test("a translated post is in its language on its page, and it and its original link each other", async ({
      page,
    }) => {
      await page.goto(pageHref(localizedPath(postPath(translated.slug), other)));
      const article = main(page).getByRole("article");
      await expect(article.getByRole("heading", { level: 1 })).toHaveText(translated.title);
      expect(await languageOf(article)).toBe(other);
      // The note the site adds to a link off the site is in the post's language too.
      const note = (language: Language) =>
        article.getByRole("link", { name: MESSAGES[language].opensInNewTab.trim() });
      expect(await note(other).count()).toBeGreaterThan(0);
      await expect(note(DEFAULT_LANGUAGE)).toHaveCount(0);
      const toOriginal = article.getByRole("link", {
        name: PAGE_MESSAGES[DEFAULT_LANGUAGE].writing.readThisIn,
      });
      await expect(toOriginal).toHaveAttribute("hreflang", DEFAULT_LANGUAGE);
      expect(await languageOf(toOriginal)).toBe(DEFAULT_LANGUAGE);
      await toOriginal.click();
      await expect(page).toHaveURL(pageHref(postPath(translated.slug)));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(original.title);
      const toTranslation = main(page).getByRole("link", { name: PAGE_MESSAGES[other].writing.readThisIn });
      await expect(toTranslation).toHaveAttribute("hreflang", other);
      expect(await languageOf(toTranslation)).toBe(other);
      await toTranslation.click();
      await expect(page).toHaveURL(pageHref(localizedPath(postPath(translated.slug), other)));
    });

    test("an untranslated post is in its own language, marked so, on its page and in the listing", async ({
      page,
    }) => {
      await page.goto(pageHref(localizedPath(postPath(untranslated.slug), other)));
      const article = main(page).getByRole("article");
      await expect(article.getByRole("heading", { level: 1 })).toHaveText(untranslated.title);
      expect(await languageOf(article.getByRole("heading", { level: 1 }))).toBe(DEFAULT_LANGUAGE);
      await expect(article).toContainText(PAGE_MESSAGES[other].writing.writtenIn[DEFAULT_LANGUAGE]);
      await expect(article.getByRole("link", { name: PAGE_MESSAGES[other].writing.readThisIn })).toHaveCount(
        0,
      );

      await page.goto(pageHref(localizedPath("/writing", other)));
      const entries = main(page).getByRole("article");
      await expect(entries.getByRole("heading")).toHaveText(posts.map((post) => post.title));
      for (const [index, post] of posts.entries()) {
        const entry = entries.nth(index);
        expect(await languageOf(entry.getByRole("heading")), post.title).toBe(post.language);
        const says = PAGE_MESSAGES[other].writing.writtenIn[DEFAULT_LANGUAGE];
        if (post.language === other) await expect(entry).not.toContainText(says);
        else await expect(entry).toContainText(says);
      }

      // On each post's page, the titles of the posts before and after it are in their own language, marked.
      for (const [index, post] of posts.entries()) {
        await page.goto(pageHref(localizedPath(postPath(post.slug), other)));
        const more = main(page).getByRole("navigation", { name: PAGE_MESSAGES[other].writing.more });
        for (const neighbour of [posts[index + 1], posts[index - 1]]) {
          if (!neighbour) continue;
          const title = more.getByText(neighbour.title, { exact: true });
          expect(await languageOf(title), `${post.slug}: ${neighbour.title}`).toBe(neighbour.language);
        }
      }
    });

    test("each language's search finds a post in its version there, by its own words", async ({ page }) => {
      test.slow();
      // The translation's title, which its original does not share.
      const query = translated.title.split(" ")[0]!;
      for (const [language, found] of [
        [other, true],
        [DEFAULT_LANGUAGE, false],
      ] as const) {
        await page.goto(`${pageHref(localizedPath(SEARCH_PATH, language))}?q=${encodeURIComponent(query)}`);
        const results = page.getByRole("list", { name: PAGE_MESSAGES[language].search.results });
        const link = results.getByRole("link", { name: translated.title });
        if (found) await expect(link).toBeVisible({ timeout: 30_000 });
        else {
          await expect(page.getByRole("status")).toContainText(query, { timeout: 30_000 });
          await expect(link).toHaveCount(0);
        }
      }
    });

    test("each language's pages link its own feed, valid Atom holding that language's posts", async ({
      request,
    }) => {
      for (const language of SITE_LANGUAGES) {
        const path = localizedPath(FEED.path, language);
        const document = await documentOf(request, pageHref(localizedPath("/about", language)));
        const link = document.querySelector('link[rel="alternate"][type="application/atom+xml"]');
        expect(link?.getAttribute("href")).toBe(path);
        const xml = await (await request.get(path)).text();
        expect(XMLValidator.validate(xml)).toBe(true);
        const feed = feedParser.parseFeed(xml);
        expect(feed.meta.type).toBe("atom");
        expect(new URL(feed.self ?? "").pathname).toBe(path);
        const shown = loadPosts({ drafts: false, language });
        expect(feed.items.map((item) => item.title)).toEqual(shown.map((post) => post.title));
        expect(feed.items.map((item) => new URL(item.url ?? "").pathname)).toEqual(
          shown.map((post) => pageHref(localizedPath(postPath(post.slug), language))),
        );
        // The feed is in its language; an entry in another says so.
        const parsed = new XMLParser({
          ignoreAttributes: false,
          attributeNamePrefix: "",
          isArray: (name) => name === "entry",
        }).parse(xml) as {
          feed: { "xml:lang": string; entry: { "xml:lang"?: string }[] };
        };
        expect(parsed.feed["xml:lang"]).toBe(language);
        expect(parsed.feed.entry.map((entry) => entry["xml:lang"] ?? language)).toEqual(
          shown.map((post) => post.language),
        );
      }
    });
  });

  test("search in the other language says what each result is, and when, in that language", async ({
    page,
  }) => {
    test.slow();
    const records = ownerSearchRecords(new Date(), other);
    const inDefault = new Map(
      ownerSearchRecords(new Date(), DEFAULT_LANGUAGE).map((record) => [record.url, record]),
    );
    const facts = (record: SearchRecord) => [record.label, record.date].filter(Boolean).join(" · ");
    const { word } = distinctivePaper(records);
    // A course or talk the owner titles in that language, found by a word of that title alone.
    const translated = records.find(
      (record) => record.kind !== "post" && record.title !== inDefault.get(record.url)?.title,
    )!;
    const englishWords = searchWords(inDefault.get(translated.url)!.title);
    const ownWord = searchWords(translated.title).find((each) => !englishWords.includes(each))!;
    const changed: string[] = [];
    const titles: string[] = [];
    for (const query of [word, wordOfPostsAndMore(records), ownWord]) {
      await page.goto(`${pageHref(localizedPath(SEARCH_PATH, other))}?q=${encodeURIComponent(query)}`);
      const results = page
        .getByRole("list", { name: PAGE_MESSAGES[other].search.results })
        .getByRole("listitem");
      await expect(results.first()).toBeVisible({ timeout: 30_000 });
      for (const result of await results.all()) {
        const href = (await result.getByRole("link").getAttribute("href")) ?? "";
        const record = records.find((each) => localizedPath(each.url, other) === href);
        // A main page's record is read from its built page; it is a page, in the page's words.
        const expected = record ? facts(record) : PAGE_MESSAGES[other].search.labels.page;
        await expect(result, href).toContainText(expected);
        // Its title too: a talk's and a course's in that language, where the owner gives one.
        if (record) await expect(result.getByRole("link")).toHaveText(record.title);
        // A title the owner did not translate (a post's, a talk's) is marked as the default language's: it
        // reads as it does in the default language's index. A paper's is marked where its .bib names its
        // language (the first owner's papers are in English).
        const bib = BIB_PAPERS.find((paper) => paperPath(paper.key) === record?.url);
        const untranslated = bib
          ? Boolean(bib.fields.langid ?? bib.fields.language)
          : record && inDefault.get(record.url)?.title === record.title;
        expect(await languageOf(result.getByRole("link")), href).toBe(
          untranslated ? DEFAULT_LANGUAGE : other,
        );
        // So is a summary the owner did not translate; a paper's is its byline, the page's words around names.
        if (record?.summary) {
          const summary = result.getByRole("paragraph").last();
          await expect(summary, href).toHaveText(record.summary);
          const byline = record.kind === "paper" || record.kind === "preprint";
          const same = !byline && inDefault.get(record.url)?.summary === record.summary;
          expect(await languageOf(summary), href).toBe(same ? DEFAULT_LANGUAGE : other);
        }
        titles.push((await result.getByRole("link").textContent()) ?? "");
        const shown = (await result.getByRole("paragraph").first().textContent()) ?? "";
        expect(shown.split(/ · |–/).filter(inEnglish), href).toEqual([]);
        expect(
          englishMonths.filter((month) => shown.includes(month)),
          href,
        ).toEqual([]);
        if (record && expected !== facts(inDefault.get(record.url)!)) changed.push(expected);
      }
    }
    // The first test owner's results differ from the default language's: German kinds, months and "heute".
    expect(changed.length).toBeGreaterThan(0);
    expect(titles).toContain(translated.title);
  });

  test("search in the other language finds that language's pages only", async ({ page }) => {
    test.slow();
    const query = PAGE_MESSAGES[other].legal.privacy;
    await page.goto(`${pageHref(localizedPath(SEARCH_PATH, other))}?q=${encodeURIComponent(query)}`);
    const results = page
      .getByRole("list", { name: PAGE_MESSAGES[other].search.results })
      .getByRole("listitem");
    await expect(results.first()).toBeVisible({ timeout: 30_000 });
    const hrefs = await results
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs)
      expect(languageOfPath(new URL(href, "https://example.org").pathname), href).toBe(other);
    // The live region speaks the page's language too: the page's inline script carries its texts.
    const { resultCount } = PAGE_MESSAGES[other].search;
    await expect(page.getByRole("status")).toHaveText(resultCount(hrefs.length, query, hrefs.length));
    const nothing = "qxqzzvvj";
    await page.getByRole("searchbox", { name: PAGE_MESSAGES[other].search.label }).fill(nothing);
    await expect(page.getByRole("status")).toHaveText(resultCount(0, nothing, 0));
  });
});

forOwnersOf(false)("a site of one language", () => {
  test("has no prefix, no switch and no alternates", async ({ page, request }) => {
    expect(TRANSLATED_PATHS).toEqual([]);
    for (const path of ["/", "/about/", "/contact/"]) {
      const document = await documentOf(request, path);
      expect(document.documentElement.lang).toBe(DEFAULT_LANGUAGE);
      expect(Object.keys(alternatesOf(document)), path).toEqual([]);
      expect(document.querySelector('meta[property="og:locale"]'), path).toBeNull();
    }
    await page.goto("/");
    await expect(page.getByRole("banner").locator("a[hreflang]")).toHaveCount(0);
    expect((await documentOf(request, "/no-such-page", 404)).querySelectorAll("main [lang]")).toHaveLength(0);
    expect((await request.get("/de/")).status()).toBe(404);
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("xhtml:link");
  });
});

/** The sitemap's alternates for a URL, as { hreflang: href }, read without a DOM. */
class SitemapAlternates {
  constructor(private readonly xml: string) {}
  alternatesOf(url: string) {
    const entry = [...this.xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].find(([, body = ""]) =>
      body.includes(`<loc>${url}</loc>`),
    )?.[1];
    return Object.fromEntries(
      [...(entry ?? "").matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, hreflang, href]) => [hreflang, href],
      ),
    );
  }
}
