// Formats the benchmark results: a plain-text table for the terminal and the same table in Markdown for the README.
// Rows are figures and columns are routes, so five routes fit in a terminal; ✗ marks a figure over its budget.

const ms = (value) => `${Math.round(value).toLocaleString("en-US")} ms`;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const score = (value) => String(value);

/** Each row of the table: its label, the figure it shows and how to format a value (or a budget limit) of it. */
export const ROWS = [
  ["Performance", "performanceScore", score],
  ["Accessibility", "accessibilityScore", score],
  ["Best practices", "bestPracticesScore", score],
  ["SEO", "seoScore", score],
  ["LCP", "lcpMs", ms],
  ["FCP", "fcpMs", ms],
  ["TBT", "tbtMs", ms],
  ["CLS", "cls", (value) => value.toFixed(3)],
  ["Total transfer", "totalTransferBytes", kb],
  ["JS (gzip)", "jsGzipBytes", kb],
  ["CSS (gzip)", "cssGzipBytes", kb],
  ["No-JS limit LCP", "limitLcpMs", ms],
  ["LCP / limit LCP", "lcpRatioToNoJsLimit", (value) => value.toFixed(2)],
  // Not a budget: what the page alone costs the main thread, to read the route's TBT against.
  ["No-JS limit TBT", "limitTbtMs", ms],
];

function cell(value, format) {
  return typeof value === "number" && !Number.isNaN(value) ? format(value) : "n/a";
}

/** The budget column: one limit if every route has the same, else each route's own. */
function budgetText(checks, figure, format) {
  const limits = checks.filter((check) => check.figure === figure);
  const texts = [...new Set(limits.map((check) => `${check.symbol} ${format(check.limit)}`))];
  const routes = new Set(limits.map((check) => check.route));
  if (texts.length === 1 && routes.size === new Set(checks.map((check) => check.route)).size) return texts[0];
  return limits.map((check) => `${check.route}: ${check.symbol} ${format(check.limit)}`).join(", ");
}

/** The table as rows of strings: a header row, then one row per figure. */
export function tableRows(results, checks) {
  const routes = results.map((result) => result.route);
  const failed = new Set(checks.filter((c) => !c.pass).map((c) => `${c.route} ${c.figure}`));
  const body = ROWS.map(([label, figure, format]) => [
    label,
    ...results.map(
      (result) =>
        cell(result.figures[figure], format) + (failed.has(`${result.route} ${figure}`) ? " ✗" : ""),
    ),
    budgetText(checks, figure, format),
  ]);
  return [["", ...routes, "Budget"], ...body];
}

export function textTable(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row) =>
    row
      .map((text, column) => text.padEnd(widths[column]))
      .join("  ")
      .trimEnd();
  return [
    line(rows[0]),
    widths.map((width) => "-".repeat(width)).join("  "),
    ...rows.slice(1).map(line),
  ].join("\n");
}

export function markdownTable(rows) {
  const line = (row) => `| ${row.join(" | ")} |`;
  return [line(rows[0]), line(rows[0].map(() => "---")), ...rows.slice(1).map(line)].join("\n");
}

/** Per route: the budgets that fail, each with its limit and the figure, then the names of those that pass. */
export function budgetLines(checks) {
  const routes = [...new Set(checks.map((check) => check.route))];
  const width = Math.max(...routes.map((route) => route.length));
  return routes.map((route) => {
    const mine = checks.filter((check) => check.route === route);
    const fails = mine.filter((check) => !check.pass);
    const passes = mine.filter((check) => check.pass).map((check) => check.key);
    const failText = fails
      .map((c) => `✗ ${c.key} ${c.limit}: is ${formatFigure(c.figure, c.actual)}`)
      .join("; ");
    return `${route.padEnd(width)}  ${fails.length ? "FAIL" : "pass"}  ${failText}${fails.length ? "; " : ""}✓ ${passes.join(", ") || "none"}`;
  });
}

function formatFigure(figure, value) {
  const row = ROWS.find(([, name]) => name === figure);
  return row ? cell(value, row[2]) : String(value);
}
