// Every test's page records console errors and uncaught page errors, and fails the test at the end if there
// were any, unless the test declares the ones it expects with `expectConsoleError`. A test that reads the
// built files or asks the server alone never uses `page`, and gets no browser context at all.
import { test as base, expect } from "@playwright/test";

type Fixtures = {
  /** Declares a console error this test expects (matched against the message text). */
  expectConsoleError: (pattern: RegExp) => void;
  /** Console errors seen so far, for tests that assert on what was logged. */
  consoleErrors: string[];
  /** The console errors a test expects, declared through `expectConsoleError`. */
  expectedConsoleErrors: RegExp[];
};

/**
 * Chromium's own report that it dropped a page-to-page view transition (the CSS `@view-transition` rule)
 * because the new page was already shown: a click that lands while the old page is still being captured.
 * No script of the site's is involved, and the visitor gets the new page, without the cross-fade.
 */
const ABORTED_VIEW_TRANSITION = /^Transition was aborted because of invalid state\. Page already revealed$/;

export const test = base.extend<Fixtures>({
  consoleErrors: async ({}, use) => {
    await use([]);
  },
  expectedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  expectConsoleError: async ({ expectedConsoleErrors }, use) => {
    await use((pattern) => expectedConsoleErrors.push(pattern));
  },
  page: async ({ page, consoleErrors, expectedConsoleErrors }, use) => {
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
