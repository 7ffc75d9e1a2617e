// Turns Lighthouse results into the benchmark's figures: one flat object of numbers per run,
// with the unit in each name, so budgets, tables and JSON all speak the same names.

export const CATEGORIES = {
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

/** The index of the run whose `name` figure is closest to the median, to show that run's details. */
export function medianRunIndex(runs, name) {
  const middle = median(runs.map((run) => run[name]));
  const distances = runs.map((run) => Math.abs(run[name] - middle));
  return distances.indexOf(Math.min(...distances));
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

/** What explains a run's figures: the LCP element and phases, what blocked rendering, the scripts fetched. */
export function detailsFromLhr(lhr) {
  // Lighthouse 13 reports these as insights: the LCP breakdown is a list of a subparts table and the
  // element's node; render blocking is a table of requests.
  const breakdown = lhr.audits["lcp-breakdown-insight"]?.details?.items ?? [];
  const subparts = breakdown.find((item) => item.type === "table")?.items ?? [];
  const node = breakdown.find((item) => item.type === "node");
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const path = (url) => (url.startsWith(origin) ? url.slice(origin.length) : url);
  const scripts = (lhr.audits["network-requests"]?.details?.items ?? []).filter(
    (request) => request.resourceType === "Script",
  );
  return {
    // Lantern counts every request that ended before the unthrottled LCP as needed for LCP (module scripts
    // have no EvaluateScript event to prove otherwise), so these scripts' download is charged to the LCP.
    scriptsEndedBeforeObservedLcp: scripts.filter(
      (request) => request.networkEndTime <= observed.observedLargestContentfulPaint,
    ).length,
    scripts: scripts.length,
    lcpElement: node ? { selector: node.selector, text: node.nodeLabel } : null,
    lcpPhasesMs: Object.fromEntries(subparts.map((part) => [part.subpart, Math.round(part.duration)])),
    renderBlocking: (lhr.audits["render-blocking-insight"]?.details?.items ?? []).map((item) => ({
      url: path(item.url),
      wastedMs: item.wastedMs,
    })),
    observedMs: { fcp: observed.observedFirstContentfulPaint, lcp: observed.observedLargestContentfulPaint },
    requests: (lhr.audits["network-requests"]?.details?.items ?? []).map((request) => ({
      url: path(request.url),
      resourceType: request.resourceType,
      priority: request.priority,
      transferBytes: request.transferSize,
      startMs: Math.round(request.networkRequestTime),
      endMs: Math.round(request.networkEndTime),
    })),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    warnings: lhr.runWarnings ?? [],
  };
}
