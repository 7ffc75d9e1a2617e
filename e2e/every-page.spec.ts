// What holds on every page, checked in one visit per page (e2e/page-checks.ts): a page load is much of what
// a check costs here. The layout holds from 308 to 1440 px and the header fits on one row at 320 px; Tab
// reaches every control in document order, each with a visible focus ring; the header has no way to
// /contact, and every way to /contact is a button.
import { test } from "./fixtures";
import { contactButtonsOn, expectContactButtons, expectLayoutHolds, expectTabOrder } from "./page-checks";
import { ALL_PATHS, ERROR_STATUS_LOG, NOT_FOUND_PATHS, walks } from "./site-pages";

for (const walk of walks(ALL_PATHS)) {
  test(`${walk.name}: each page lays out from 308 to 1440 px, Tab reaches every control in order with a focus ring, and every way to /contact is a button`, async ({
    page,
  }) => {
    test.setTimeout(walk.items.length * 15_000);
    for (const path of walk.items) {
      await test.step(`${path}: layout`, () => expectLayoutHolds(page, path));
      await page.setViewportSize({ width: 1280, height: 720 });
      await test.step(`${path}: keyboard`, () => expectTabOrder(page));
      await test.step(`${path}: ways to /contact`, () =>
        expectContactButtons(page, path, contactButtonsOn(path)));
    }
  });
}

test("the not-found page lays out from 308 to 1440 px, and has no button to /contact", async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(ERROR_STATUS_LOG);
  for (const path of NOT_FOUND_PATHS) {
    await test.step(`${path}: layout`, () => expectLayoutHolds(page, path, { header: false }));
    await test.step(`${path}: ways to /contact`, () => expectContactButtons(page, path, 0));
  }
});
