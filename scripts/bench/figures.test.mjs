// @vitest-environment node
import { describe, expect, test } from "vitest";
import {
  assetRequests,
  detailsFromLhr,
  figuresFromLhr,
  median,
  medianFigures,
  medianRunIndex,
} from "./figures.mjs";

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
  expect(medianRunIndex(runs, "lcpMs")).toBe(2);
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

test("detailsFromLhr counts the scripts that ended before the unthrottled LCP, which Lantern charges to LCP", () => {
  const request = (url, resourceType, networkEndTime) => ({
    url,
    resourceType,
    networkEndTime,
    transferSize: 1,
  });
  const lhr = {
    finalDisplayedUrl: "http://localhost:4000/about",
    audits: {
      metrics: { details: { items: [{ observedLargestContentfulPaint: 300 }] } },
      "network-requests": {
        details: {
          items: [
            request("http://localhost:4000/about", "Document", 50),
            request("http://localhost:4000/assets/entry.js", "Script", 250),
            request("http://localhost:4000/assets/root.js", "Script", 300),
            request("http://localhost:4000/assets/about.js", "Script", 301),
          ],
        },
      },
    },
  };
  const details = detailsFromLhr(lhr);
  expect(details).toMatchObject({ scriptsEndedBeforeObservedLcp: 2, scripts: 3, lcpElement: null });
  expect(details.requests.map((r) => r.url)).toEqual([
    "/about",
    "/assets/entry.js",
    "/assets/root.js",
    "/assets/about.js",
  ]);
});

test("detailsFromLhr reads the LCP element, its subparts and render-blocking requests from Lighthouse 13's insights", () => {
  const lhr = {
    finalDisplayedUrl: "http://localhost:4000/",
    audits: {
      "lcp-breakdown-insight": {
        details: {
          type: "list",
          items: [
            {
              type: "table",
              items: [
                { subpart: "timeToFirstByte", label: "Time to first byte", duration: 12.4 },
                { subpart: "elementRenderDelay", label: "Element render delay", duration: 80.6 },
              ],
            },
            { type: "node", selector: "main > h1", nodeLabel: "Hello" },
          ],
        },
      },
      "render-blocking-insight": {
        details: {
          type: "table",
          items: [{ url: "http://localhost:4000/assets/app.css", totalBytes: 900, wastedMs: 40 }],
        },
      },
    },
  };
  expect(detailsFromLhr(lhr)).toMatchObject({
    lcpElement: { selector: "main > h1", text: "Hello" },
    lcpPhasesMs: { timeToFirstByte: 12, elementRenderDelay: 81 },
    renderBlocking: [{ url: "/assets/app.css", wastedMs: 40 }],
  });
});
