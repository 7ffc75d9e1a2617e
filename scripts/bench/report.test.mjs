// @vitest-environment node
import { expect, test } from "vitest";
import { limitLines, markdownTable, tableRows } from "./report.mjs";

const pages = {
  "/": { hydrates: false, figures: { jsFiles: 0, totalTransferBytes: 25400, lcpRatioToNoJs: 1.013 } },
  "/contact": { hydrates: true, figures: { jsFiles: 4, totalTransferBytes: 151000, lcpRatioToNoJs: 1.2 } },
};
const checks = [
  { route: "/", key: "jsFilesAtMost", figure: "jsFiles", limit: 0, actual: 0, pass: true },
  {
    route: "/contact",
    key: "lcpRatioToNoJsAtMost",
    figure: "lcpRatioToNoJs",
    limit: 1.15,
    actual: 1.2,
    pass: false,
  },
];

test("a row per page, marked when it hydrates, with ✗ on a figure over its limit and n/a for one not measured", () => {
  const [header, home, contact] = tableRows(pages, checks);
  const column = (name) => header.indexOf(name);
  expect(home[0]).toBe("/");
  expect(contact[0]).toBe("/contact (hydrates)");
  expect(home[column("Transfer")]).toBe("25.4 KB");
  expect(home[column("LCP / no-JS")]).toBe("1.01");
  expect(contact[column("LCP / no-JS")]).toBe("1.20 ✗");
  expect(home[column("Perf")]).toBe("n/a");
  expect(markdownTable([header, home]).split("\n")[1]).toMatch(/^\| --- \|/);
});

test("each page's line names what it misses, with the limit and the figure, and what it meets", () => {
  expect(limitLines(checks)).toEqual([
    "/         meet  ✓ jsFilesAtMost",
    "/contact  MISS  ✗ lcpRatioToNoJsAtMost 1.15: is 1.20; ✓ none",
  ]);
});
