// The visitor's journeys, described once and run in each engine the site's Chromium tests do not cover:
// Firefox and WebKit. They read only what a visitor meets (roles, names, attributes, computed styles), so
// they hold however the page is rendered (prerendered HTML, inline scripts or React).
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { Server } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { localOrigins, startOutbox } from "../scripts/outbox.mjs";
import { pathsFromSitemap } from "../scripts/built-pages.mjs";
import { serve } from "../scripts/serve.mjs";
import { launchFirefox } from "./firefox";
import { type Adapter, EnginePage, type Target } from "./page";
import { BUILD_DIR, OUTBOX_PORT, SCREENSHOT_DIR, SITE_PORT, WEBDRIVER_PORT } from "./ports";
import { launchWebKit } from "./webkit";
import { ownerSearchRecords } from "../app/testing/search-records";
import { distinctivePaper } from "../app/testing/search-words";
import { MULTILINGUAL, PREFIXED_LANGUAGES, localizedPath } from "../app/i18n/languages";
import { pageHref } from "../app/pages";

const ALL_ENGINES: { name: string; launch: () => Promise<Adapter> }[] = [
  { name: "firefox", launch: launchFirefox },
  { name: "webkit", launch: () => launchWebKit(WEBDRIVER_PORT) },
];
/** ENGINES=webkit (or a comma-separated list) runs only those; all of them otherwise. */
const chosen = process.env.ENGINES?.split(",").map((engine) => engine.trim());
const ENGINES = ALL_ENGINES.filter((engine) => !chosen || chosen.includes(engine.name));

const WIDE = { width: 1280, height: 800 };
/** The narrowest the site is laid out for; an engine may refuse to go this narrow (WebKitGTK does). */
const NARROWEST = { width: 320, height: 700 };
const UNKNOWN_PATH = "/no/such-page";
const OUTBOX_FILE = `.outbox/engines-${OUTBOX_PORT}.jsonl`;
/** Long enough for a poll to see the button say "Sending...". */
const OUTBOX_DELAY_MS = 800;
const SUCCESS_RESET_MS = 3000;
const NOT_SENT_LOG = /Contact form: the message was not sent/;

const header = "header";
const navLink = (name: string): Target => ({ role: "link", name, within: "header nav" });
const themeToggle: Target = { role: "button", name: "Dark theme", within: header };
const systemTheme: Target = { role: "button", name: "System theme", within: header };
const workExperience: Target = { role: "region", name: "Work Experience" };
const form = {
  name: { role: "textbox", name: "Name" },
  email: { role: "textbox", name: "Email" },
  message: { role: "textbox", name: "Message" },
} satisfies Record<string, Target>;
const searchBox: Target = { role: "searchbox", name: "Search the site" };
const kindFilter: Target = { role: "combobox", name: "Kind" };
const ada = { name: "Ada Lovelace", email: "ada@example.com", message: "Hello Mira, let's talk." };
type Fields = typeof ada;
const emptyFields: Fields = { name: "", email: "", message: "" };

let site: { server: Server; url: string };
let outbox: Awaited<ReturnType<typeof startOutbox>>;
/**
 * Every page the build prerendered, from its sitemap, and one path it does not know. The global setup has built
 * the site before this file loads, so the walk's time limit can grow with the number of pages.
 */
const paths = [...pathsFromSitemap(readFileSync(`${BUILD_DIR}/client/sitemap.xml`, "utf8")), UNKNOWN_PATH];
/**
 * What the walk over every page may take per page: under 1 s in either engine beside the e2e run on a 2-core
 * machine (WebKit walked 47 pages in 41 s), with room for a busier one.
 */
const WALK_MS_PER_PAGE = 3_000;

/** The origins the site is served on: the only ones whose pages the outbox takes messages from. */
const siteOrigins = localOrigins(SITE_PORT);

function restartOutbox(mode: { status?: number; delayMs?: number }) {
  // Same port as before: the site's build has the outbox's origin built in.
  return startOutbox({ port: OUTBOX_PORT, file: OUTBOX_FILE, fresh: false, mode, quiet: true, siteOrigins });
}

beforeAll(async () => {
  site = await serve({ port: SITE_PORT, root: `${BUILD_DIR}/client` });
  outbox = await startOutbox({
    port: OUTBOX_PORT,
    file: OUTBOX_FILE,
    fresh: true,
    mode: { delayMs: OUTBOX_DELAY_MS },
    quiet: true,
    siteOrigins,
  });
  expect(paths, "pages in the built sitemap").toContain("/");
});

afterAll(async () => {
  await outbox?.close();
  await new Promise((done) => (site ? site.server.close(done) : done(undefined)));
});

/**
 * Each page's picture is for a person to look at (docs/decisions/020): not taken under CI, where no one
 * does, and where its 180 pictures took 10–15 s of the run.
 */
const TAKE_SCREENSHOTS = !process.env.CI;

/** The file name a page's screenshot gets: "home", "about", ..., "not-found". */
function slug(path: string) {
  if (path === UNKNOWN_PATH) return "not-found";
  return path.replace(/^\/|\/$/g, "").replace(/\//g, "-") || "home";
}

const samePath = (a: string, b: string) => a.replace(/(.)\/$/, "$1") === b.replace(/(.)\/$/, "$1");

describe.each(ENGINES)("$name", ({ name, launch }) => {
  let page: EnginePage;

  beforeAll(async () => {
    page = new EnginePage(await launch(), site.url);
    await page.setSize(WIDE.width, WIDE.height);
  });

  afterAll(async () => {
    await page?.close();
  });

  // A test that failed before its own check leaves its errors behind: shown here, but they fail only it.
  beforeEach(async () => {
    const leftover = await page.errors();
    if (leftover.length > 0) console.warn(`${name}: errors left by the test before:\n${leftover.join("\n")}`);
  });

  async function expectNoErrors() {
    expect(await page.errors(), "errors reported on the page").toEqual([]);
  }

  /**
   * Waits until the page is interactive: the theme toggle reports its state (the prerendered button has
   * none, only a script in the browser sets it), the document has loaded, and a frame has passed, so work
   * the page's scripts scheduled at load (React hydrating /contact) has had its turn.
   */
  async function interactive() {
    await page.until(
      async () =>
        /^(true|false)$/.test((await page.on(themeToggle, (e) => e.getAttribute("aria-pressed"))) ?? ""),
      "the theme toggle to report aria-pressed",
      10_000,
    );
    await page.until(() => page.evaluate(() => document.readyState === "complete"), "the load to end");
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  }

  async function fields(): Promise<Fields> {
    return {
      name: await page.value(form.name),
      email: await page.value(form.email),
      message: await page.value(form.message),
    };
  }

  /** A fresh /contact with no draft kept from an earlier test. */
  async function freshContactPage() {
    await page.goto("/contact");
    await page.evaluate(() => {
      for (const key of Object.keys(sessionStorage))
        if (key !== "engines:errors") sessionStorage.removeItem(key);
    });
    await page.reload();
    await interactive();
    expect(await fields()).toEqual(emptyFields);
  }

  async function fillForm() {
    await page.type(form.name, ada.name);
    await page.type(form.email, ada.email);
    await page.type(form.message, ada.message);
    expect(await fields()).toEqual(ada);
  }

  /** The page's one visible, non-empty h1, and what the loaded document says about its loading. */
  async function expectHeadingAndCleanLoad(path: string) {
    const headings = await page.evaluate(() =>
      [...document.querySelectorAll("h1")].map((h1) => ({
        text: (h1.textContent ?? "").trim(),
        shown: h1.getClientRects().length > 0,
      })),
    );
    expect(headings, `${path}: one visible, non-empty h1`).toEqual([
      { text: expect.any(String), shown: true },
    ]);
    expect(headings[0]!.text, `${path}: h1 text`).not.toBe("");
    expect(await page.audit(), `${path}: what the loaded document says about its loading`).toEqual([]);
  }

  /** At `width`, the page does not scroll sideways, the header's controls fit in it, and the h1 shows. */
  async function expectNarrowLayout(path: string, width: number) {
    const layout = await page.evaluate(() => {
      const root = document.documentElement;
      const header = document.querySelector("header")!.getBoundingClientRect();
      const controls = [...document.querySelectorAll("header a, header button")]
        .filter((control) => control.getClientRects().length > 0)
        .map((control) => control.getBoundingClientRect());
      return {
        scrollsSideways: root.scrollWidth > root.clientWidth,
        controlsOutside: controls.filter(
          (box) => box.left < 0 || box.right > root.clientWidth || box.bottom > header.bottom,
        ).length,
        h1Shown: (document.querySelector("h1")?.getClientRects().length ?? 0) > 0,
      };
    });
    expect(layout, `${path} at ${width} px`).toEqual({
      scrollsSideways: false,
      controlsOutside: 0,
      h1Shown: true,
    });
  }

  // One load per page for both widths: a page load is most of what a check costs in these engines. The
  // other width's check runs on the same document, resized, as a visitor narrowing a window would. Every
  // other page is loaded at the narrow width and checked there first, so each page costs one resize.
  test(
    "every page, and the not-found page, has its heading and loads without an error or a CSP violation; at the narrowest width the engine allows, none scrolls sideways and the header fits",
    async () => {
      const wide = async (path: string) => {
        await page.setSize(WIDE.width, WIDE.height);
        await expectHeadingAndCleanLoad(path);
        if (TAKE_SCREENSHOTS)
          await page.screenshot(`${SCREENSHOT_DIR}/${name}/${slug(path)}-${WIDE.width}.png`);
      };
      const narrow = async (path: string) => {
        const width = await page.setSize(NARROWEST.width, NARROWEST.height);
        // WebKitGTK's window stops short of 320 px; the check runs at whatever width the engine gives.
        expect(width, "a narrow, phone-like viewport").toBeLessThan(480);
        await expectNarrowLayout(path, width);
        if (TAKE_SCREENSHOTS) await page.screenshot(`${SCREENSHOT_DIR}/${name}/${slug(path)}-${width}.png`);
      };
      try {
        for (const [index, path] of paths.entries()) {
          await page.goto(path);
          for (const check of index % 2 === 0 ? [wide, narrow] : [narrow, wide]) await check(path);
          await expectNoErrors();
        }
      } finally {
        await page.setSize(WIDE.width, WIDE.height);
      }
      expect((await fetch(`${site.url}${UNKNOWN_PATH}`)).status, "an unknown path's status").toBe(404);
      await page.goto(UNKNOWN_PATH);
      expect(await page.text({ css: "h1" })).toBe("Page not found");
    },
    Math.max(60_000, paths.length * WALK_MS_PER_PAGE),
  );

  test("the header's links lead to About, Projects and Legal, and Back returns", async () => {
    await page.goto("/");
    for (const [label, path] of [
      ["About", "/about"],
      ["Projects", "/projects"],
      ["Legal", "/legal"],
    ] as const) {
      await page.follow(navLink(label));
      expect(await page.path(), `where ${label} leads`).toSatisfy((now: string) => samePath(now, path));
      await page.until(
        async () => (await page.has({ css: "h1" })) && !!(await page.text({ css: "h1" })),
        "h1",
      );
    }
    await page.back();
    await page.until(async () => samePath(await page.path(), "/projects"), "Back to lead to /projects");
    await page.back();
    await page.until(async () => samePath(await page.path(), "/about"), "Back to lead to /about");
    expect(await page.has(navLink("About"))).toBe(true);
    await expectNoErrors();
  });

  test("the theme toggle switches the theme, and the choice carries to the next page and across a reload, until System theme forgets it", async () => {
    const look = () =>
      page.on(themeToggle, (toggle) => ({
        pressed: toggle.getAttribute("aria-pressed"),
        theme: document.documentElement.dataset.theme ?? null,
        background: getComputedStyle(document.documentElement).backgroundColor,
      }));
    await page.goto("/about");
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await interactive();
    const before = await look();
    const dark = before.pressed !== "true";
    try {
      await page.click(themeToggle);
      const chosen = { pressed: String(dark), theme: dark ? "dark" : "light" };
      await page.untilEqual(
        async () => {
          const now = await look();
          return { pressed: now.pressed, theme: now.theme, changed: now.background !== before.background };
        },
        { ...chosen, changed: true },
        "the toggled theme",
      );
      // The background eases to its new colour; compare against where it settles.
      let settled = "";
      await page.until(async () => {
        const seen = (await look()).background;
        const same = seen === settled;
        settled = seen;
        return same;
      }, "the background to settle");
      const after = { ...chosen, background: settled };

      await page.follow(navLink("Projects"));
      expect(await page.path(), "where Projects leads").toSatisfy((now: string) =>
        samePath(now, "/projects"),
      );
      await interactive();
      await page.untilEqual(look, after, "the theme on the next page");
      await page.reload();
      await interactive();
      await page.untilEqual(look, after, "the theme after a reload");

      // Back to the system's theme: the one in force before the choice, here and on the next page.
      const system = () => page.on(systemTheme, (toggle) => toggle.getAttribute("aria-pressed"));
      expect(await system()).toBe("false");
      await page.click(systemTheme);
      await page.untilEqual(system, "true", "System theme pressed");
      await page.untilEqual(look, before, "the system's theme again");
      expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
      await page.follow(navLink("About"));
      await interactive();
      await page.untilEqual(look, before, "the system's theme on the next page");
      expect(await system()).toBe("true");
    } finally {
      await page.evaluate(() => localStorage.clear());
    }
    await expectNoErrors();
  });

  test("the timeline's entries on /about end fully visible once scrolled to", async () => {
    await page.goto("/about");
    await interactive();
    const count = await page.on(
      workExperience,
      (region) => [...region.querySelectorAll("li")].filter((item) => item.querySelector("h3")).length,
    );
    expect(count, "timeline entries").toBeGreaterThan(0);
    for (let index = 0; index < count; index++) {
      const opacity = (scroll: boolean) =>
        page.on(
          workExperience,
          (region, at: number, scrollTo: boolean) => {
            const entry = [...region.querySelectorAll("li")].filter((item) => item.querySelector("h3"))[at]!;
            if (scrollTo) entry.scrollIntoView({ block: "center", behavior: "instant" });
            return getComputedStyle(entry).opacity;
          },
          index,
          scroll,
        );
      await opacity(true);
      await page.untilEqual(() => opacity(false), "1", `entry ${index + 1}'s opacity`);
    }
    await expectNoErrors();
  });

  test("the contact form keeps a draft across a reload, says it is sending, then succeeds and clears", async () => {
    await freshContactPage();
    await fillForm();
    await page.reload();
    await interactive();
    await page.untilEqual(fields, ada, "the draft after a reload");

    await page.click({ role: "button", name: "Send Message" });
    await page.until(
      () => page.has({ role: "button", name: "Sending..." }),
      'the button to say "Sending..."',
    );
    await page.until(() => page.has({ role: "status", name: "Success" }), "the Success status");
    const shown = Date.now();
    expect(await page.text({ role: "status", name: "Success" })).toContain("Message sent successfully!");
    expect(await fields(), "the fields right after success").toEqual(ada);
    await page.untilEqual(fields, emptyFields, "the fields after success", SUCCESS_RESET_MS + 3000);
    // The poll started once the status showed, so this measures no more than the real delay.
    expect(Date.now() - shown, "how long the fields kept their text").toBeGreaterThanOrEqual(
      SUCCESS_RESET_MS - 500,
    );

    const received = (await readFile(OUTBOX_FILE, "utf8")).trim().split("\n");
    expect(received.at(-1), "the outbox's last message").toContain(ada.name);
    await expectNoErrors();
  });

  test("when sending fails, the form says so and keeps the fields' text", async () => {
    await outbox.close();
    outbox = await restartOutbox({ status: 500 });
    try {
      await freshContactPage();
      await fillForm();
      await page.click({ role: "button", name: "Send Message" });
      await page.until(() => page.has({ role: "alert", name: "Failed" }), "the Failed alert", 10_000);
      expect(await page.text({ role: "alert", name: "Failed" })).toContain(
        "I didn't receive your message. Please try again later.",
      );
      // Past the time a success would have cleared them.
      await new Promise((done) => setTimeout(done, SUCCESS_RESET_MS + 200));
      expect(await fields(), "the fields after a failure").toEqual(ada);
      await page.reload();
      await interactive();
      await page.untilEqual(fields, ada, "the draft after a failure and a reload");
    } finally {
      await outbox.close();
      outbox = await restartOutbox({ delayMs: OUTBOX_DELAY_MS });
    }
    // The form logs why the message was not sent; that line, and nothing else, is expected.
    const errors = await page.errors();
    expect(
      errors.some((error) => NOT_SENT_LOG.test(error)),
      `the failure logged, in ${errors}`,
    ).toBe(true);
    expect(errors.filter((error) => !NOT_SENT_LOG.test(error))).toEqual([]);
  });

  test("a search for a word of one paper's title lists that paper first; a kind filter narrows; Tab reaches the results", async () => {
    const records = ownerSearchRecords();
    const { paper, word } = distinctivePaper(records);
    const results = () =>
      page.evaluate(() =>
        [...document.querySelectorAll("#search-results li a")].map((link) => link.getAttribute("href")),
      );
    await page.goto("/search/");
    await interactive();
    await page.click(searchBox);
    await page.type(searchBox, word);
    await page.until(
      async () => (await results())[0] === paper.url,
      `${paper.url} first for "${word}"`,
      30_000,
    );
    expect(await page.text({ role: "status" })).toMatch(/^\d+ results? for “/);
    // The word is marked, with whatever punctuation Pagefind's excerpt keeps beside it ("guide.").
    expect(await page.evaluate(() => document.querySelector("#search-results mark")?.textContent)).toMatch(
      new RegExp(`^\\P{L}*${word}\\P{L}*$`, "iu"),
    );

    // Tab from the box, past the two filters, to the first result.
    await page.press("Tab");
    await page.press("Tab");
    await page.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(paper.url);

    // Only talks: the paper drops out, and the address says so.
    await page.on(kindFilter, (select) => {
      (select as HTMLSelectElement).value = "talk";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    const talkUrls = records.filter((record) => record.kind === "talk").map((record) => record.url);
    await page.until(
      async () => (await results()).every((href) => talkUrls.includes(href ?? "")),
      "only talks among the results",
      10_000,
    );
    expect(await page.evaluate(() => location.search)).toContain("kind=talk");
    await expectNoErrors();
  });

  // Each owner gets the test that holds for her site: a switch beside the theme toggle where she has more than
  // one language (docs/decisions/080), none where she has one.
  if (MULTILINGUAL) {
    test("Tab reaches the language switch, Enter leads to the same page in the other language, and that page passes axe", async () => {
      const other = PREFIXED_LANGUAGES[0]!;
      await page.goto("/projects/");
      await interactive();
      const focusedLanguage = () =>
        page.evaluate(() => document.activeElement?.getAttribute("hreflang") ?? null);
      // From the top: past the skip link, the home link and the nav.
      for (let tabs = 0; tabs < 10 && (await focusedLanguage()) !== other; tabs++) await page.press("Tab");
      expect(await focusedLanguage(), "the language of the focused link").toBe(other);
      await page.pressToFollow("Enter");
      expect(await page.path()).toBe(pageHref(localizedPath("/projects", other)));
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(other);
      expect(await page.axeViolations()).toEqual([]);
      await expectNoErrors();
    });
  } else {
    test("a site of one language has no language switch", async () => {
      await page.goto("/projects/");
      // No link to another language, by its attribute or by its text.
      expect(
        await page.evaluate(
          () =>
            [...document.querySelectorAll("header a")].filter(
              (link) =>
                link.hasAttribute("hreflang") || /^(Deutsch|DE)$/i.test(link.textContent?.trim() ?? ""),
            ).length,
        ),
      ).toBe(0);
      await expectNoErrors();
    });
  }

  test("the first Tab focuses the skip link, and activating it moves focus into the content", async () => {
    await page.goto("/about");
    await page.press("Tab");
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        return {
          tag: active?.tagName.toLowerCase(),
          text: active?.textContent?.trim(),
          id: active?.id ?? "",
        };
      });
    expect(await focused()).toMatchObject({ tag: "a", text: "Skip to content" });
    const inView = await page.evaluate(() => {
      const box = document.activeElement!.getBoundingClientRect();
      return box.width > 0 && box.top >= 0 && box.bottom <= innerHeight;
    });
    expect(inView, "the focused skip link is on screen").toBe(true);
    await page.press("Enter");
    await page.untilEqual(async () => (await focused()).id, "main", "focus on #main");
    await expectNoErrors();
  });
});
