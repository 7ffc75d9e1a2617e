// What `npm run bench` holds each page to. Budgets are upper limits on figures that do not wobble from one run
// to the next (bytes, file counts), by kind of page; a page's own entry overrides its kind's. Scores and
// timings swing with a busy machine: they are printed, never budgeted (docs/decisions/005).
export const BUDGETS = {
  staticPage: { jsFiles: 0, inlineScriptBytes: 3 * 1024, transferBytes: 40_000 },
  // React, React Router and EmailJS come to about 118 KB; the contact page's own code and the owner's site.ts
  // the rest. Languages (080) may add 5 KB to the 125.8 KB the sample's page had before them. The e2e suite
  // holds every test owner's /contact to it.
  hydratingPage: { jsGzipBytes: 130_000 },
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
