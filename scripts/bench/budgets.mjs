// Reads the budgets of bench/budgets.json. A key is a figure, a comparison and a unit:
// "tbtUnderMs": 50 means tbtMs < 50; "jsGzipUnderBytes" compares jsGzipBytes; "clsAtMost" compares cls.
const KEY = /^(.+?)(AtLeast|AtMost|Under)(Ms|Bytes)?$/;
const COMPARISONS = {
  AtLeast: { symbol: ">=", passes: (actual, limit) => actual >= limit },
  AtMost: { symbol: "<=", passes: (actual, limit) => actual <= limit },
  Under: { symbol: "<", passes: (actual, limit) => actual < limit },
};

/** Parses one budget key into the figure it reads and how it compares; throws on a key it cannot read. */
export function parseBudgetKey(key) {
  const match = KEY.exec(key);
  if (!match) throw new Error(`budget "${key}" does not end in AtLeast, AtMost or Under (plus Ms or Bytes)`);
  const [, stem, comparison, unit = ""] = match;
  return { figure: stem + unit, comparison, symbol: COMPARISONS[comparison].symbol };
}

/** The budgets that apply to `route`: those for every route, then the route's own, which win. */
export function budgetsFor(budgets, route) {
  return { ...budgets.everyRoute, ...budgets.routes?.[route] };
}

/**
 * Checks each route's figures against its budgets.
 * Returns [{ route, key, figure, symbol, limit, actual, pass }]; a figure that is missing or not a number fails.
 */
export function checkBudgets(budgets, figuresByRoute) {
  const unknownRoutes = Object.keys(budgets.routes ?? {}).filter((route) => !(route in figuresByRoute));
  if (unknownRoutes.length) throw new Error(`budgets name routes that were not measured: ${unknownRoutes}`);
  return Object.entries(figuresByRoute).flatMap(([route, figures]) =>
    Object.entries(budgetsFor(budgets, route)).map(([key, limit]) => {
      const { figure, comparison, symbol } = parseBudgetKey(key);
      if (!(figure in figures)) throw new Error(`budget "${key}" reads "${figure}", which is not a figure`);
      const actual = figures[figure];
      const pass = typeof actual === "number" && COMPARISONS[comparison].passes(actual, limit);
      return { route, key, figure, symbol, limit, actual, pass };
    }),
  );
}
