// @vitest-environment node
import { describe, expect, test } from "vitest";
import { assetRequests, figuresFromLhr, median, medianFigures } from "./figures.mjs";

describe("median", () => {
  test("is the middle value of an odd count, in any order", () => {
    expect(median([3000, 1000, 2000])).toBe(2000);
    expect(median([5])).toBe(5);
  });

  test("is the mean of the two middle values of an even count", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  test("is NaN if any run has no value, so a broken run cannot pass a budget", () => {
    expect(median([1, NaN, 3])).toBeNaN();
    expect(median([1, undefined, 3])).toBeNaN();
  });

  test("refuses no values", () => {
    expect(() => median([])).toThrow();
  });
});

test("medianFigures takes each figure's own median, not one run's figures", () => {
  const runs = [
    { lcpMs: 1000, tbtMs: 30 },
    { lcpMs: 3000, tbtMs: 10 },
    { lcpMs: 2000, tbtMs: 20 },
  ];
  expect(medianFigures(runs)).toEqual({ lcpMs: 2000, tbtMs: 20 });
});

test("figuresFromLhr reads the scores, metrics, and the gzip and transfer sizes of scripts and stylesheets", () => {
  const audit = (numericValue) => ({ numericValue });
  const lhr = {
    categories: {
      performance: { score: 0.97 },
      accessibility: { score: 1 },
      "best-practices": { score: 1 },
      seo: { score: null },
    },
    audits: {
      "largest-contentful-paint": audit(2104.4),
      "first-contentful-paint": audit(1800),
      "total-blocking-time": audit(22),
      "cumulative-layout-shift": audit(0),
      "total-byte-weight": audit(132628),
      "network-requests": {
        details: {
          items: [
            { url: "/", resourceType: "Document", transferSize: 4912 },
            { url: "/entry.js", resourceType: "Script", transferSize: 66819 },
            { url: "/root.js", resourceType: "Script", transferSize: 972 },
            { url: "/root.css", resourceType: "Stylesheet", transferSize: 5603 },
            { url: "data:image/svg+xml,", resourceType: "Image", transferSize: 0 },
          ],
        },
      },
    },
  };
  const gzipBodies = { "/entry.js": 65000, "/root.js": 500, "/root.css": 5000 };
  expect(assetRequests(lhr).map((request) => request.url)).toEqual(["/entry.js", "/root.js", "/root.css"]);
  expect(figuresFromLhr(lhr, (request) => gzipBodies[request.url])).toEqual({
    performanceScore: 97,
    accessibilityScore: 100,
    bestPracticesScore: 100,
    seoScore: NaN,
    lcpMs: 2104.4,
    fcpMs: 1800,
    tbtMs: 22,
    cls: 0,
    totalTransferBytes: 132628,
    jsFiles: 2,
    jsGzipBytes: 65500,
    cssGzipBytes: 5000,
    jsTransferBytes: 67791,
    cssTransferBytes: 5603,
  });
});
