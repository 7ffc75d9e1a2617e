// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { checkBudgets, parseBudgetKey } from "./budgets.mjs";

const budgets = {
  everyRoute: { performanceScoreAtLeast: 100, clsAtMost: 0, tbtUnderMs: 50, jsGzipUnderBytes: 120000 },
  routes: { "/": { totalTransferUnderBytes: 180000, tbtUnderMs: 30 } },
};
const good = { performanceScore: 100, cls: 0, tbtMs: 20, jsGzipBytes: 90000, totalTransferBytes: 150000 };

const failing = (checks) => checks.filter((check) => !check.pass).map((c) => `${c.route} ${c.key}`);

describe("parseBudgetKey", () => {
  test("reads the figure, with its unit, and the comparison", () => {
    expect(parseBudgetKey("tbtUnderMs")).toMatchObject({ figure: "tbtMs", comparison: "Under" });
    expect(parseBudgetKey("jsGzipUnderBytes")).toMatchObject({ figure: "jsGzipBytes", symbol: "<" });
    expect(parseBudgetKey("clsAtMost")).toMatchObject({ figure: "cls", symbol: "<=" });
    expect(parseBudgetKey("seoScoreAtLeast")).toMatchObject({ figure: "seoScore", symbol: ">=" });
  });

  test("refuses a key without a comparison", () => {
    expect(() => parseBudgetKey("maxTbt")).toThrow(/AtLeast, AtMost or Under/);
  });
});

describe("checkBudgets", () => {
  test("passes figures within every budget", () => {
    const checks = checkBudgets(budgets, { "/": good, "/about": good });
    expect(failing(checks)).toEqual([]);
    expect(checks).toHaveLength(5 + 4);
  });

  test("fails each figure over its budget, on its route only", () => {
    const checks = checkBudgets(budgets, {
      "/": { ...good, performanceScore: 99, totalTransferBytes: 180000 },
      "/about": { ...good, cls: 0.001, jsGzipBytes: 120000 },
    });
    expect(failing(checks)).toEqual([
      "/ performanceScoreAtLeast",
      "/ totalTransferUnderBytes",
      "/about clsAtMost",
      "/about jsGzipUnderBytes",
    ]);
  });

  test("Under is strict and AtMost is not", () => {
    const checks = checkBudgets(budgets, { "/": good, "/about": { ...good, tbtMs: 50, cls: 0 } });
    expect(failing(checks)).toEqual(["/about tbtUnderMs"]);
  });

  test("a route's own budget overrides the one for every route", () => {
    const checks = checkBudgets(budgets, { "/": { ...good, tbtMs: 40 }, "/about": { ...good, tbtMs: 40 } });
    expect(failing(checks)).toEqual(["/ tbtUnderMs"]);
  });

  test("a figure that is not a number fails", () => {
    expect(failing(checkBudgets(budgets, { "/": good, "/about": { ...good, tbtMs: NaN } }))).toEqual([
      "/about tbtUnderMs",
    ]);
  });

  test("a budget on a figure or route that was not measured is an error, not a pass", () => {
    expect(() => checkBudgets({ everyRoute: { lcpUnderMs: 2500 } }, { "/": good })).toThrow(/lcpMs/);
    expect(() => checkBudgets(budgets, { "/about": good })).toThrow(/not measured: \//);
  });

  test("the committed budgets read only figures the benchmark measures", () => {
    const committed = JSON.parse(readFileSync(new URL("../../bench/budgets.json", import.meta.url), "utf8"));
    const figures = {
      ...good,
      accessibilityScore: 100,
      bestPracticesScore: 100,
      seoScore: 100,
      lcpRatioToNoJsLimit: 1,
    };
    const routes = ["/", "/about", "/projects", "/contact", "/legal"];
    const checks = checkBudgets(committed, Object.fromEntries(routes.map((route) => [route, figures])));
    expect(failing(checks)).toEqual([]);
    expect(checks.filter((check) => check.route === "/")).toHaveLength(9);
  });
});
