// What `npm run bench` holds each page to. Budgets are upper limits on figures that do not wobble from one run
// to the next (bytes, file counts), by kind of page; a page's own entry overrides its kind's. Scores and
// timings swing with a busy machine: they are printed, never budgeted (docs/decisions/005).
export const BUDGETS = {
  staticPage: { jsFiles: 0, inlineScriptBytes: 3 * 1024, transferBytes: 40_000 },
  hydratingPage: { jsGzipBytes: 120_000 },
  // The search page carries its search script inline, so no file loads before a visitor searches (070).
  "/search/": { inlineScriptBytes: 8 * 1024 },
};

/**
 * The budgets a page's figures are over, as lines to print; a figure that is missing is over.
 * @param {string} route
 * @param {{ hydrates: boolean } & Record<string, unknown>} figures
 */
export function overBudget(route, figures) {
  const limits = { ...BUDGETS[figures.hydrates ? "hydratingPage" : "staticPage"], ...BUDGETS[route] };
  return Object.entries(limits)
    .filter(([name, limit]) => !(figures[name] <= limit))
    .map(([name, limit]) => `${route}: ${name} ${figures[name]}, over ${limit}`);
}
