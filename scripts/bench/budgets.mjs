// Reads the budgets and targets of bench/budgets.json. A key is a figure, a comparison and a unit:
// "inlineScriptAtMostBytes": 3072 means inlineScriptBytes <= 3072; "clsAtMost" compares cls.
// A group applies to everyPage, to staticPages (no framework JS) or to hydratingPages; routes[path] adds
// to them, or overrides them, for one page.
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

/** The limits that apply to a page: every page's, then its kind's, then its own, each winning over the last. */
export function limitsFor(groups, route, hydrates) {
  return {
    ...groups.everyPage,
    ...(hydrates ? groups.hydratingPages : groups.staticPages),
    ...groups.routes?.[route],
  };
}

/**
 * Checks each page's figures against the limits of `groups`.
 * `pages` is { [route]: { hydrates, figures } }. Returns [{ route, key, figure, symbol, limit, actual, pass }];
 * a figure that is missing or not a number fails.
 */
export function checkLimits(groups, pages) {
  const unknownRoutes = Object.keys(groups.routes ?? {}).filter((route) => !(route in pages));
  if (unknownRoutes.length) throw new Error(`limits name routes that were not measured: ${unknownRoutes}`);
  return Object.entries(pages).flatMap(([route, { hydrates, figures }]) =>
    Object.entries(limitsFor(groups, route, hydrates)).map(([key, limit]) => {
      const { figure, comparison, symbol } = parseBudgetKey(key);
      if (!(figure in figures)) throw new Error(`"${key}" reads "${figure}", which is not a figure`);
      const actual = figures[figure];
      const pass = typeof actual === "number" && COMPARISONS[comparison].passes(actual, limit);
      return { route, key, figure, symbol, limit, actual, pass };
    }),
  );
}
