// Citation counts as a visitor meets them: "Cited by N" with its day and a link to the OpenAlex record, on
// each paper's page and in its entry on /publications, and their total there; nothing for a paper without a
// DOI or a count. Expectations come from the snapshot and the .bib the build used, so they hold for any
// owner's content, and for none.
import { existsSync, readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { BIB_PAPERS, paperPath } from "./publications-bib";
import { normalizeDoi } from "../app/bibliography/citations";
import { CITATIONS_FILE } from "../app/bibliography/citations.server";
import { dayText } from "../app/dates";
import { PAGE_MESSAGES } from "../app/i18n/page-messages";

/** The snapshot the build read. */
const SNAPSHOT_FILE = CITATIONS_FILE;
type Entry = { count: number; doi: string; fetched: string; openalex: string };
const snapshot: Record<string, Entry> = existsSync(SNAPSHOT_FILE)
  ? JSON.parse(readFileSync(SNAPSHOT_FILE, "utf8"))
  : {};

/** Each paper with the count it should show: the snapshot's, if it was fetched by the DOI the .bib has. */
const papers = BIB_PAPERS.map((paper) => {
  const entry = snapshot[paper.key];
  const doi = paper.fields.doi;
  return { ...paper, count: entry && doi && normalizeDoi(doi) === entry.doi ? entry : undefined };
});

async function expectCount(scope: Locator, count: Entry | undefined) {
  const link = scope.getByRole("link", { name: /^Cited by \d+/ });
  if (!count) {
    await expect(scope.getByText(/Cited by/)).toHaveCount(0);
    return;
  }
  await expect(link).toHaveAccessibleName(new RegExp(`^Cited by ${count.count}\\b`));
  await expect(link).toHaveAttribute("href", `https://openalex.org/works/${count.openalex}`);
  await expect(link.locator("xpath=..")).toContainText(
    `OpenAlex, as of ${dayText(count.fetched, PAGE_MESSAGES.en.locale)}`,
  );
}

const entryOf = (page: Page, title: string) =>
  page
    .getByRole("main")
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });

test("each entry on /publications shows its count, dated and linked to OpenAlex, or nothing", async ({
  page,
}) => {
  await page.goto("/publications");
  for (const paper of papers) await expectCount(entryOf(page, paper.title), paper.count);
});

test("each paper's page shows its count, dated and linked to OpenAlex, or nothing", async ({ page }) => {
  for (const paper of papers) {
    await page.goto(paperPath(paper.key));
    await expectCount(page.getByRole("main"), paper.count);
  }
});

test("/publications gives the total of the counts it shows, or none without counts", async ({ page }) => {
  await page.goto("/publications");
  const counts = papers.flatMap((paper) => (paper.count ? [paper.count] : []));
  const total = page.getByRole("main").getByText(/in total/);
  if (counts.length === 0) {
    await expect(total).toHaveCount(0);
    return;
  }
  const sum = counts.reduce((all, count) => all + count.count, 0);
  const newest = counts
    .map((count) => count.fetched)
    .toSorted()
    .at(-1)!;
  await expect(total).toHaveText(
    new RegExp(
      `^Cited ${sum} times? in total, by OpenAlex.*'s count as of ${dayText(newest, PAGE_MESSAGES.en.locale)}\\.$`,
    ),
  );
});
