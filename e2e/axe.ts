// One way to run axe-core in the e2e suite: WCAG 2.2 AA and axe's best practices, in the page itself.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults, ElementContext } from "axe-core";

/** What axe checks, here and in the engines suite (engines/page.ts). */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** axe-core, minified: its 1.5 MB unminified source takes seconds to send and compile on a 2-core machine. */
export const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type WithAxe = { axe: { run(context: ElementContext, options: object): Promise<AxeResults> } };

/**
 * Puts axe into every document `page` loads from now on, for a test that scans one page after another. The
 * source crosses from the test to the browser once, not once per page: carrying its half megabyte took
 * longer than a scan of most pages (about 200 ms a page on a 2-core machine), while the browser runs the
 * script it keeps in a few milliseconds.
 */
export async function axeInEveryDocument(page: Page) {
  await page.addInitScript({ content: AXE_SOURCE });
}

/**
 * The violations axe finds in `page` (or in the part `include` selects), one line each: the rule and the
 * elements. axe goes into the page once and stays until it navigates, so a test that scans one page in
 * several widths and colour schemes pays for it once. The site has no frames, so axe runs in the page alone
 * (what @axe-core/playwright calls legacy mode, without its extra blank page per scan); page.evaluate is
 * not bound by the page's CSP.
 */
export async function axeViolations(page: Page, include?: string) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(axeInPage, { tags: AXE_TAGS, include });
}

/** Runs in the page, once axe is there: the violations, one line each. Uses nothing but its argument. */
export async function axeInPage({ tags, include }: { tags: string[]; include?: string }) {
  const { axe } = window as unknown as WithAxe;
  const results = await axe.run(include ? { include: [include] } : document, {
    runOnly: { type: "tag", values: tags },
    // Details of the passed and inapplicable checks are gathered only to be dropped here: axe's own
    // option for large pages leaves them out, and runs the same rules.
    resultTypes: ["violations"],
  });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}
