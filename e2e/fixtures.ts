// Every test gets a page that records console errors and uncaught page errors, and fails the test
// at the end if there were any, unless the test declares the ones it expects with `expectConsoleError`.
import { test as base, expect } from "@playwright/test";

type Fixtures = {
  /** Declares a console error this test expects (matched against the message text). */
  expectConsoleError: (pattern: RegExp) => void;
  /** Console errors seen so far, for tests that assert on what was logged. */
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  consoleErrors: async ({}, use) => {
    await use([]);
  },
  expectConsoleError: [
    async ({ page, consoleErrors }, use) => {
      const expected: RegExp[] = [];
      const pageErrors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") consoleErrors.push(message.text());
      });
      page.on("pageerror", (error) => pageErrors.push(error.message));
      await use((pattern) => expected.push(pattern));
      const unexpected = consoleErrors.filter((text) => !expected.some((pattern) => pattern.test(text)));
      expect(pageErrors, "uncaught errors on the page").toEqual([]);
      expect(unexpected, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
