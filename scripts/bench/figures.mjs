// Turns Lighthouse results into the benchmark's figures: one flat object of numbers per run,
// with the unit in each name, so budgets, tables and JSON all speak the same names.

const CATEGORIES = {
  performance: "performanceScore",
  accessibility: "accessibilityScore",
  "best-practices": "bestPracticesScore",
  seo: "seoScore",
};

/** The median of a list of numbers; NaN if any is not a number, so a broken run cannot pass a budget. */
export function median(values) {
  if (values.length === 0) throw new Error("median of no values");
  if (values.some((value) => typeof value !== "number" || Number.isNaN(value))) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Per-figure median of several runs' figures: each figure is the median of its own values. */
export function medianFigures(runs) {
  const names = Object.keys(runs[0]);
  return Object.fromEntries(names.map((name) => [name, median(runs.map((run) => run[name]))]));
}

function numeric(lhr, audit) {
  return lhr.audits[audit]?.numericValue ?? NaN;
}

function sumOf(requests, resourceType, size) {
  return requests
    .filter((request) => request.resourceType === resourceType)
    .reduce((sum, request) => sum + size(request), 0);
}

/** The JS and CSS requests of a run, whose gzip body sizes `figuresFromLhr` needs. */
export function assetRequests(lhr) {
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  return requests.filter((request) => ["Script", "Stylesheet"].includes(request.resourceType));
}

/**
 * The figures of one Lighthouse run. Scores are 0-100. JS and CSS "gzip" are the gzip bodies, from
 * `gzipBodyBytes(request)`: Lighthouse's transfer sizes (kept as jsTransferBytes, cssTransferBytes) also count
 * each response's HTTP/1.1 headers, over 1 KB apiece with a CSP, which HTTP/2 hosts compress away.
 */
export function figuresFromLhr(lhr, gzipBodyBytes) {
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const scores = Object.fromEntries(
    Object.entries(CATEGORIES).map(([id, name]) => {
      const score = lhr.categories[id]?.score;
      return [name, typeof score === "number" ? Math.round(score * 100) : NaN];
    }),
  );
  return {
    ...scores,
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    fcpMs: numeric(lhr, "first-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    totalTransferBytes: numeric(lhr, "total-byte-weight"),
    jsFiles: requests.filter((request) => request.resourceType === "Script").length,
    jsGzipBytes: sumOf(requests, "Script", gzipBodyBytes),
    cssGzipBytes: sumOf(requests, "Stylesheet", gzipBodyBytes),
    jsTransferBytes: sumOf(requests, "Script", (request) => request.transferSize ?? 0),
    cssTransferBytes: sumOf(requests, "Stylesheet", (request) => request.transferSize ?? 0),
  };
}
