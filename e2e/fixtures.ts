// Every test's page records console errors and uncaught page errors, and fails the test at the end if there
// were any, unless the test declares the ones it expects with `expectConsoleError`. A test that reads the
// built files or asks the server alone never uses `page`, and gets no browser context at all.
//
// A test's pages open in a browser context its worker shares with the tests before it (one per set of
// context options), as a visitor goes from page to page: a page of the site's own keeps the context's
// renderer process alive, where a new context for each test started a new one, about half of what a short
// test cost (docs/decisions/015). After each test the context is left as a new one would be: no other page,
// no routes, cookies, local storage or permissions. What that cannot undo calls for `ownContext`: a fake
// clock (it is installed in the context), or a check of what a page requests (the pages before it in the
// context have filled the browser's memory cache).
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "@playwright/test";

/** The context a test's pages open in, and the page of the site that keeps a shared one's renderer alive. */
type Browsing = { context: BrowserContext; keeper?: Page };
type SharedBrowsing = Required<Browsing>;

type Fixtures = {
  /** Declares a console error this test expects (matched against the message text). */
  expectConsoleError: (pattern: RegExp) => void;
  /** Console errors seen so far, for tests that assert on what was logged. */
  consoleErrors: string[];
  /** The console errors a test expects, declared through `expectConsoleError`. */
  expectedConsoleErrors: RegExp[];
  /** Gives each test a browser context of its own, closed after it (see above for when). */
  ownContext: boolean;
  browsing: Browsing;
  /**
   * The context options in force (the project's device and every `test.use`), from Playwright's documented
   * option fixtures: each test's context is made with them, and the shared contexts are keyed by them. An
   * option the suite starts to set is added here.
   */
  contextOptionsInForce: BrowserContextOptions;
};

/**
 * Chromium's own report that it dropped a page-to-page view transition (the CSS `@view-transition` rule)
 * because the new page was already shown: a click that lands while the old page is still being captured.
 * No script of the site's is involved, and the visitor gets the new page, without the cross-fade.
 */
const ABORTED_VIEW_TRANSITION = /^Transition was aborted because of invalid state\. Page already revealed$/;

/** One shared context per set of context options, opened on first use; closed with the worker. */
class SharedContexts {
  readonly #contexts = new Map<string, Promise<SharedBrowsing>>();
  constructor(private readonly browser: Browser) {}

  for(options: BrowserContextOptions): Promise<SharedBrowsing> {
    const key = JSON.stringify(options);
    let shared = this.#contexts.get(key);
    if (!shared) {
      shared = this.#open(options);
      this.#contexts.set(key, shared);
    }
    return shared;
  }

  /**
   * Leaves the context for `options` as a new one would be. A context that cannot be reset (its keeper
   * crashed, say) is closed and left out, so the next test opens a new one; the error goes to this test.
   */
  async reset(options: BrowserContextOptions) {
    const key = JSON.stringify(options);
    const shared = await this.#contexts.get(key);
    if (!shared) return;
    try {
      await SharedContexts.#clear(shared);
    } catch (error) {
      this.#contexts.delete(key);
      await shared.context.close().catch(() => {});
      throw error;
    }
  }

  async #open(options: BrowserContextOptions): Promise<SharedBrowsing> {
    const context = await this.browser.newContext(options);
    const keeper = await context.newPage();
    // The smallest document of the site's: no styles, no scripts. Relative, so under the base path a site
    // built for one is served at (playwright.config.ts's baseURL).
    await keeper.goto("robots.txt");
    return { context, keeper };
  }

  /** No page but the keeper, no routes, cookies, local storage or permissions. */
  static async #clear({ context, keeper }: SharedBrowsing) {
    await Promise.all(
      context
        .pages()
        .filter((page) => page !== keeper)
        .map((page) => page.close()),
    );
    await context.unrouteAll({ behavior: "ignoreErrors" });
    await context.clearCookies();
    await context.clearPermissions();
    await keeper.evaluate(() => localStorage.clear());
  }

  async close() {
    // A context that never opened has nothing to close: its test has reported why.
    const opened = await Promise.allSettled(this.#contexts.values());
    await Promise.all(
      opened.flatMap((shared) => (shared.status === "fulfilled" ? [shared.value.context.close()] : [])),
    );
  }
}

export const test = base.extend<Fixtures, { sharedContexts: SharedContexts }>({
  consoleErrors: async ({}, use) => {
    await use([]);
  },
  expectedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  expectConsoleError: async ({ expectedConsoleErrors }, use) => {
    await use((pattern) => expectedConsoleErrors.push(pattern));
  },
  ownContext: [false, { option: true }],
  sharedContexts: [
    async ({ browser }, use) => {
      const contexts = new SharedContexts(browser);
      await use(contexts);
      await contexts.close();
    },
    { scope: "worker" },
  ],
  contextOptionsInForce: async (
    {
      baseURL,
      viewport,
      colorScheme,
      reducedMotion,
      javaScriptEnabled,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      locale,
      timezoneId,
    },
    use,
  ) => {
    await use({
      baseURL,
      viewport,
      colorScheme,
      reducedMotion,
      javaScriptEnabled,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      locale,
      timezoneId,
    });
  },
  browsing: async ({ browser, sharedContexts, ownContext, contextOptionsInForce }, use) => {
    if (ownContext) {
      const context = await browser.newContext(contextOptionsInForce);
      await use({ context });
      await context.close();
      return;
    }
    const shared = await sharedContexts.for(contextOptionsInForce);
    try {
      await use(shared);
    } finally {
      await sharedContexts.reset(contextOptionsInForce);
    }
  },
  context: async ({ browsing }, use) => {
    await use(browsing.context);
  },
  page: async ({ browsing, consoleErrors, expectedConsoleErrors }, use) => {
    const page = await browsing.context.newPage();
    const pageErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    page.on("pageerror", (error) => {
      if (!ABORTED_VIEW_TRANSITION.test(error.message)) pageErrors.push(error.message);
    });
    await use(page);
    const unexpected = consoleErrors.filter(
      (text) => !expectedConsoleErrors.some((pattern) => pattern.test(text)),
    );
    expect(pageErrors, "uncaught errors on the page").toEqual([]);
    expect(unexpected, "console errors on the page").toEqual([]);
  },
});

export { expect };
