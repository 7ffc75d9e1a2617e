// Formats the benchmark results: a plain-text table for the terminal and the same table in Markdown for
// .bench/results.md. Rows are pages and columns are figures; ✗ marks a figure over one of its limits.

const ms = (value) => `${Math.round(value).toLocaleString("en-US")} ms`;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const plain = (value) => String(value);

/** Each column of the table: its heading, the figure it shows and how to format a value (or a limit) of it. */
const COLUMNS = [
  ["JS files", "jsFiles", plain],
  ["JS gzip", "jsGzipBytes", kb],
  ["Inline JS", "inlineScriptBytes", kb],
  ["Transfer", "totalTransferBytes", kb],
  ["Perf", "performanceScore", plain],
  ["A11y", "accessibilityScore", plain],
  ["BP", "bestPracticesScore", plain],
  ["SEO", "seoScore", plain],
  ["LCP sim", "lcpMs", ms],
  ["TBT sim", "tbtMs", ms],
  ["CLS", "cls", (value) => value.toFixed(3)],
  ["LCP DT", "devtoolsLcpMs", ms],
  ["No-JS LCP DT", "noJsDevtoolsLcpMs", ms],
  ["LCP / no-JS", "lcpRatioToNoJs", (value) => value.toFixed(2)],
  ["TBT DT", "devtoolsTbtMs", ms],
];

function cell(value, format) {
  return typeof value === "number" && !Number.isNaN(value) ? format(value) : "n/a";
}

/** The table as rows of strings: a header row, then one row per page. */
export function tableRows(pages, checks) {
  const failed = new Set(checks.filter((c) => !c.pass).map((c) => `${c.route} ${c.figure}`));
  const body = Object.entries(pages).map(([route, { hydrates, figures }]) => [
    `${route}${hydrates ? " (hydrates)" : ""}`,
    ...COLUMNS.map(
      ([, figure, format]) => cell(figures[figure], format) + (failed.has(`${route} ${figure}`) ? " ✗" : ""),
    ),
  ]);
  return [["Page", ...COLUMNS.map(([heading]) => heading)], ...body];
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

/** Per page: the limits it misses, each with the limit and the figure, then the names of those it meets. */
export function limitLines(checks) {
  const routes = [...new Set(checks.map((check) => check.route))];
  const width = Math.max(0, ...routes.map((route) => route.length));
  return routes.map((route) => {
    const mine = checks.filter((check) => check.route === route);
    const misses = mine.filter((check) => !check.pass);
    const meets = mine.filter((check) => check.pass).map((check) => check.key);
    const missText = misses
      .map((c) => `✗ ${c.key} ${c.limit}: is ${formatFigure(c.figure, c.actual)}`)
      .join("; ");
    return `${route.padEnd(width)}  ${misses.length ? "MISS" : "meet"}  ${missText}${misses.length ? "; " : ""}✓ ${meets.join(", ") || "none"}`;
  });
}

function formatFigure(figure, value) {
  const column = COLUMNS.find(([, name]) => name === figure);
  return column ? cell(value, column[2]) : String(value);
}
