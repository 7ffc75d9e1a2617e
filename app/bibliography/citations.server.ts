// Reads the citation-count snapshot (app/content/citations.json), which `npm run citations` writes from
// OpenAlex. The build only ever reads this file and never asks the network: a missing file means no counts,
// and a bad entry is left out with a warning naming the file, the key and the field, so counts can never
// break the build. Build time only, as the .server suffix makes sure.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { z } from "zod";
import { isCalendarDay } from "../dates";
import { type CitationSnapshot, OPENALEX_WORK_ID, countFor, normalizeDoi } from "./citations";
import type { Publication } from "./publication";
import { contentFile } from "../owner-folders.server";

/** The snapshot, from the project's root; CITATIONS_FILE reads another (the tests' fixtures). */
export const CITATIONS_FILE = process.env.CITATIONS_FILE || contentFile("citations.json");

/** One entry of the snapshot: the citation count of one paper (CitationCount). */
export const entrySchema = z.strictObject({
  /** OpenAlex's `cited_by_count`: how many works it knows that cite this one. */
  count: z.number({ error: "must be a number" }).int("must be a whole number").min(0, "must not be negative"),
  /** The DOI it was fetched by, as `normalizeDoi` writes it: a count shows only while the .bib still says it. */
  doi: z
    .string({ error: "must be text" })
    .min(1, "required")
    .refine((doi) => doi === normalizeDoi(doi), "must be a bare DOI in lower case (10.…)"),
  /** The OpenAlex work id, "W2741809807". */
  openalex: z.string({ error: "must be text" }).regex(OPENALEX_WORK_ID, 'must be an OpenAlex work id ("W…")'),
  /** The day OpenAlex gave this count, YYYY-MM-DD; an unchanged count keeps the day it was first fetched. */
  fetched: z.string({ error: "must be text" }).refine(isCalendarDay, "must be a day, YYYY-MM-DD"),
});

export type SnapshotRead = {
  citations: CitationSnapshot;
  /** What is wrong with the file or an entry, each naming the file, and the key and field where there is one. */
  problems: string[];
};

/** Every well-formed entry of a snapshot file, and what is wrong with the rest. A missing file is no counts. */
export function readCitations(file = CITATIONS_FILE): SnapshotRead {
  if (!existsSync(resolve(file))) return { citations: {}, problems: [] };
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(resolve(file), "utf8"));
  } catch (error) {
    return { citations: {}, problems: [`${file} is not valid JSON: ${(error as Error).message}`] };
  }
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    return { citations: {}, problems: [`${file} must hold one object, citation key to count`] };
  }
  const citations: CitationSnapshot = {};
  const problems: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    const result = entrySchema.safeParse(value);
    if (result.success) citations[key] = result.data;
    else {
      for (const issue of result.error.issues) {
        const field = issue.path.length > 0 ? `field "${issue.path.join(".")}"` : "the entry";
        const message =
          issue.code === "unrecognized_keys"
            ? `unknown field ${issue.keys.join(", ")}`
            : issue.code === "invalid_type" && issue.path.length === 0
              ? "must be an object"
              : issue.message;
        problems.push(`${file}: entry "${key}": ${field}: ${message}`);
      }
    }
  }
  return { citations, problems };
}

/** The snapshot for the build: each bad entry warned about (naming it) and left out. */
export function loadCitations(warn: (text: string) => void = console.warn): CitationSnapshot {
  const { citations, problems } = readCitations();
  for (const problem of problems) warn(`${problem} (its count is not shown)`);
  return citations;
}

/** The papers, each with its count when the snapshot has one for its key and its DOI. */
export function withCitations(papers: Publication[], snapshot: CitationSnapshot): Publication[] {
  return papers.map((paper) => {
    const citedBy = countFor(paper, snapshot);
    return citedBy ? { ...paper, citedBy } : paper;
  });
}
