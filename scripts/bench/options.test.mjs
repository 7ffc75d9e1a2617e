// @vitest-environment node
import { describe, expect, test } from "vitest";
import { benchOptions } from "./options.mjs";

describe("benchOptions", () => {
  test("without flags: build, fail on budgets, three runs, every page, no navigation comparison", () => {
    expect(benchOptions([])).toEqual({ build: true, fail: true, runs: 3, pages: null, baseline: null });
  });

  test("--baseline names the revision whose build navigation is compared with", () => {
    expect(benchOptions(["--baseline", "b3dcd59"]).baseline).toBe("b3dcd59");
    expect(benchOptions(["--baseline=v1.2.0~1"]).baseline).toBe("v1.2.0~1");
  });

  test("--no-navigation skips the comparison even with a baseline", () => {
    expect(benchOptions(["--baseline", "b3dcd59", "--no-navigation"]).baseline).toBeNull();
  });

  test("reads the other flags", () => {
    expect(benchOptions(["--no-build", "--no-fail", "--runs", "5", "--pages", "/,/about"])).toEqual({
      build: false,
      fail: false,
      runs: 5,
      pages: ["/", "/about"],
      baseline: null,
    });
  });

  test("refuses a run count that is not a whole number, a revision git would read as a flag, and unknown flags", () => {
    expect(() => benchOptions(["--runs", "two"])).toThrow(/--runs takes a whole number/);
    expect(() => benchOptions(["--runs", "0"])).toThrow(/--runs/);
    expect(() => benchOptions(["--baseline", "a b"])).toThrow(/--baseline takes a git revision/);
    expect(() => benchOptions(["--baseline"])).toThrow();
    expect(() => benchOptions(["--basline", "x"])).toThrow();
  });
});
