// @vitest-environment node
import { expect, test } from "vitest";
import { BUDGETS, overBudget } from "./budgets.mjs";

const staticPage = { hydrates: false, jsFiles: 0, inlineScriptBytes: 2000, transferBytes: 25_000 };
const hydratingPage = { hydrates: true, jsFiles: 19, jsGzipBytes: 110_000, transferBytes: 170_000 };

test("a page within its kind's budgets is over none", () => {
  expect(overBudget("/", staticPage)).toEqual([]);
  expect(overBudget("/contact/", hydratingPage)).toEqual([]);
});

test("a static page that requests a script file, or grows past its bytes, is over", () => {
  expect(overBudget("/", { ...staticPage, jsFiles: 1, transferBytes: 40_001 })).toEqual([
    "/: jsFiles 1, over 0",
    "/: transferBytes 40001, over 40000",
  ]);
  expect(
    overBudget("/contact/", { ...hydratingPage, jsGzipBytes: BUDGETS.hydratingPage.jsGzipBytes + 1 }),
  ).toHaveLength(1);
});

test("the search page's own budget replaces its kind's", () => {
  expect(overBudget("/search/", { ...staticPage, inlineScriptBytes: 8 * 1024 })).toEqual([]);
  expect(overBudget("/about/", { ...staticPage, inlineScriptBytes: 8 * 1024 })).toHaveLength(1);
});

test("a figure the run did not measure is over, so a broken run cannot pass", () => {
  expect(overBudget("/", { ...staticPage, transferBytes: undefined })).toHaveLength(1);
  expect(overBudget("/", { ...staticPage, jsFiles: NaN })).toHaveLength(1);
});
