// Citation counts as the pages know them: one OpenAlex count per paper, from the dated snapshot that
// `npm run citations` writes (scripts/citations.ts) and the build only reads (citations.server.ts). Safe for
// the browser: it reads no file and makes no request.
import type { z } from "zod";
import type { entrySchema } from "./citations.server";

/** One paper's count in app/content/citations.json, under its citation key, as the build reads it. */
export type CitationCount = z.infer<typeof entrySchema>;

/** The snapshot: citation key to count. */
export type CitationSnapshot = Record<string, CitationCount>;

/** An OpenAlex work id as the API gives it: "W" and digits. */
export const OPENALEX_WORK_ID = /^W\d+$/;

/** A DOI as the identifier alone: exports write it as https://doi.org/10.…, doi:10.… or 10.…. */
export function bareDoi(doi: string) {
  return doi.trim().replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i, "");
}

/** A DOI as one string whatever way the .bib writes it: bare, in lower case (DOIs ignore case). */
export function normalizeDoi(doi: string) {
  return bareDoi(doi).toLowerCase();
}

/** The OpenAlex record of a work, for readers: its page lists the citing works. */
export function openAlexWorkUrl(id: string) {
  return `https://openalex.org/works/${id}`;
}

/** A paper's count, when the snapshot has one fetched by the DOI the paper has now. */
export function countFor(paper: { key: string; doi?: string }, snapshot: CitationSnapshot) {
  const citation = snapshot[paper.key];
  if (!citation || !paper.doi || normalizeDoi(paper.doi) !== citation.doi) return undefined;
  return citation;
}
