// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { checkLimits, limitsFor, parseBudgetKey } from "./budgets.mjs";

const groups = {
  everyPage: { clsAtMost: 0 },
  staticPages: { jsFilesAtMost: 0, totalTransferAtMostBytes: 40000 },
  hydratingPages: { jsGzipAtMostBytes: 120000 },
  routes: { "/": { totalTransferAtMostBytes: 30000 } },
};
const staticPage = { cls: 0, jsFiles: 0, totalTransferBytes: 25000, jsGzipBytes: 0 };
const hydratingPage = { cls: 0, jsFiles: 5, totalTransferBytes: 150000, jsGzipBytes: 110000 };

const failing = (checks) => checks.filter((check) => !check.pass).map((c) => `${c.route} ${c.key}`);

describe("parseBudgetKey", () => {
  test("reads the figure, with its unit, and the comparison", () => {
    expect(parseBudgetKey("tbtUnderMs")).toMatchObject({ figure: "tbtMs", comparison: "Under" });
    expect(parseBudgetKey("jsGzipAtMostBytes")).toMatchObject({ figure: "jsGzipBytes", symbol: "<=" });
    expect(parseBudgetKey("clsAtMost")).toMatchObject({ figure: "cls", symbol: "<=" });
    expect(parseBudgetKey("seoScoreAtLeast")).toMatchObject({ figure: "seoScore", symbol: ">=" });
  });

  test("refuses a key without a comparison", () => {
    expect(() => parseBudgetKey("maxTbt")).toThrow(/AtLeast, AtMost or Under/);
  });
});

describe("limitsFor", () => {
  test("a static page gets every page's and the static pages' limits, and its own win", () => {
    expect(limitsFor(groups, "/", false)).toEqual({
      clsAtMost: 0,
      jsFilesAtMost: 0,
      totalTransferAtMostBytes: 30000,
    });
  });

  test("a hydrating page gets the hydrating pages' limits, not the static pages'", () => {
    expect(limitsFor(groups, "/contact", true)).toEqual({ clsAtMost: 0, jsGzipAtMostBytes: 120000 });
  });
});

describe("checkLimits", () => {
  test("passes figures within their limits, each page by its kind", () => {
    const checks = checkLimits(groups, {
      "/": { hydrates: false, figures: staticPage },
      "/contact": { hydrates: true, figures: hydratingPage },
    });
    expect(failing(checks)).toEqual([]);
    expect(checks).toHaveLength(3 + 2);
  });

  test("fails each figure over its limit, on its page only", () => {
    const checks = checkLimits(groups, {
      "/": { hydrates: false, figures: { ...staticPage, totalTransferBytes: 30001 } },
      "/about": { hydrates: false, figures: { ...staticPage, jsFiles: 1 } },
      "/contact": { hydrates: true, figures: { ...hydratingPage, jsGzipBytes: 120001 } },
    });
    expect(failing(checks)).toEqual([
      "/ totalTransferAtMostBytes",
      "/about jsFilesAtMost",
      "/contact jsGzipAtMostBytes",
    ]);
  });

  test("a figure that is missing from a run or not a number fails", () => {
    const checks = checkLimits(groups, {
      "/": { hydrates: false, figures: staticPage },
      "/about": { hydrates: false, figures: { ...staticPage, cls: NaN } },
    });
    expect(failing(checks)).toEqual(["/about clsAtMost"]);
    expect(() =>
      checkLimits({ everyPage: { fooAtMost: 1 } }, { "/": { hydrates: false, figures: staticPage } }),
    ).toThrow(/not a figure/);
  });

  test("refuses limits for a page that was not measured", () => {
    expect(() => checkLimits({ routes: { "/gone": { clsAtMost: 0 } } }, {})).toThrow(/not measured: \/gone/);
  });
});

test("bench/budgets.json is readable: every key of every group parses", () => {
  const file = JSON.parse(readFileSync(new URL("../../bench/budgets.json", import.meta.url), "utf8"));
  // A group's limits, or with `routes`, each page's own.
  const limitsOf = ({ routes = {}, ...groups }) => [...Object.values(groups), ...Object.values(routes)];
  const keys = [...limitsOf(file.budgets), ...limitsOf(file.targets)].flatMap((limits) =>
    Object.keys(limits),
  );
  expect(keys.length).toBeGreaterThan(0);
  for (const key of keys) expect(() => parseBudgetKey(key)).not.toThrow();
  // The budgets that gate the run hold byte and request counts only, never timings or scores.
  for (const limits of limitsOf(file.budgets))
    for (const key of Object.keys(limits)) expect(parseBudgetKey(key).figure).toMatch(/Bytes$|^jsFiles$/);
});
