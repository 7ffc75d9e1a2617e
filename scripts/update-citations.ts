// `npm run citations`: asks OpenAlex for each paper's citation count, by the DOI in the .bib, and writes the
// dated snapshot the build reads (app/content/citations.json). The network is never the build's problem: a
// lookup that fails keeps the paper's previous count and date, the run names every failure in one line, and
// only a run that fetched nothing at all leaves the file as it was and fails. Run by scripts/tool.mjs.
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import {
  type CitationCount,
  type CitationSnapshot,
  OPENALEX_WORK_ID,
  normalizeDoi,
} from "../app/bibliography/citations";
import { CITATIONS_FILE, readCitations } from "../app/bibliography/citations.server";
import { loadPublications } from "../app/bibliography/publications.server";
import { type RetryOptions, fetchWithRetries } from "./fetch-with-retries";
import { encodedPath } from "../app/pages";

export const OPENALEX_DEFAULT_URL = "https://api.openalex.org";

/** The request's time limit and retries (scripts/fetch-with-retries.ts), and where and with what key to ask. */
export type LookupOptions = RetryOptions & { apiUrl: string; apiKey?: string };

type Lookup = { ok: true; count: number; openalex: string } | { ok: false; reason: string; refused?: true };

/** The work's address, by its DOI. */
function workUrl(doi: string, { apiUrl, apiKey }: LookupOptions) {
  const url = new URL(`${apiUrl.replace(/\/+$/, "")}/works/doi:${encodedPath(doi)}`);
  url.searchParams.set("select", "id,cited_by_count");
  if (apiKey) url.searchParams.set("api_key", apiKey);
  return url;
}

/** One work's count and id, asked for by DOI, with retries on 429, 403 and 5xx. */
export async function lookupWork(doi: string, options: LookupOptions): Promise<Lookup> {
  const answer = await fetchWithRetries(workUrl(doi, options), { Accept: "application/json" }, options);
  if (!answer.ok) return answer;
  const { status, text } = answer;
  if (status === 401) return { ok: false, reason: "401, the API key was refused", refused: true };
  if (status === 404) return { ok: false, reason: "404, a DOI OpenAlex does not know" };
  if (status !== 200) return { ok: false, reason: `answered ${status}` };
  let work: { id?: unknown; cited_by_count?: unknown } | null = null;
  try {
    work = JSON.parse(text);
  } catch {
    // Not JSON: an answer without a work, as below.
  }
  const id = typeof work?.id === "string" ? work.id.replace(/^https:\/\/openalex\.org\//, "") : "";
  const count = work?.cited_by_count;
  if (!OPENALEX_WORK_ID.test(id) || !Number.isInteger(count) || (count as number) < 0) {
    return { ok: false, reason: "an answer without a work id and count" };
  }
  return { ok: true, count: count as number, openalex: id };
}

export type UpdateResult = {
  snapshot: CitationSnapshot;
  /** Keys whose count OpenAlex gave, changed or not. */
  fetched: string[];
  /** Keys whose count, DOI or work id changed (or that had none). */
  changed: string[];
  failed: { key: string; doi: string; reason: string }[];
};

/**
 * The snapshot after asking OpenAlex for every paper with a DOI, one at a time, in key order. A count that did
 * not change keeps its day, so an unchanged count makes no diff; a failed lookup keeps the previous entry; no
 * entry is ever removed. After a 401 no further request is made: the key will not work for the rest either.
 */
export async function updateCitations(
  papers: { key: string; doi?: string }[],
  previous: CitationSnapshot,
  options: LookupOptions & { today: string },
): Promise<UpdateResult> {
  const result: UpdateResult = { snapshot: { ...previous }, fetched: [], changed: [], failed: [] };
  let refused: string | undefined;
  const withDoi = papers.filter((paper) => paper.doi).toSorted((a, b) => (a.key < b.key ? -1 : 1));
  for (const { key, doi: written } of withDoi) {
    const doi = normalizeDoi(written!);
    if (refused) {
      result.failed.push({ key, doi, reason: refused });
      continue;
    }
    const lookup = await lookupWork(doi, options);
    if (!lookup.ok) {
      if (lookup.refused) refused = `not asked after a ${lookup.reason}`;
      result.failed.push({ key, doi, reason: lookup.reason });
      continue;
    }
    const before = previous[key];
    const same = before?.count === lookup.count && before.doi === doi && before.openalex === lookup.openalex;
    const entry: CitationCount = {
      count: lookup.count,
      doi,
      fetched: same ? before.fetched : options.today,
      openalex: lookup.openalex,
    };
    result.snapshot[key] = entry;
    result.fetched.push(key);
    if (!same) result.changed.push(key);
  }
  return result;
}

/** The snapshot as the file holds it: keys sorted, each entry's fields sorted, two spaces, a final newline. */
export function formatSnapshot(snapshot: CitationSnapshot) {
  const sorted = Object.entries(snapshot)
    .toSorted(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, { count, doi, fetched, openalex }]) => [key, { count, doi, fetched, openalex }]);
  return `${JSON.stringify(Object.fromEntries(sorted), null, 2)}\n`;
}

export type RunOptions = LookupOptions & {
  papers: { key: string; doi?: string }[];
  file: string;
  today: string;
  log?: (line: string) => void;
};

/** Reads the snapshot, asks OpenAlex, writes it back and says what changed in one line; resolves to the exit code. */
export async function runCitations({ papers, file, today, log = console.log, ...options }: RunOptions) {
  const { citations: previous, problems } = readCitations(file);
  if (problems.length > 0) {
    log(
      `${file} has entries this command cannot keep; fix or delete them, then run it again:\n- ${problems.join("\n- ")}`,
    );
    return 1;
  }
  const asked = papers.filter((paper) => paper.doi).length;
  if (asked === 0) {
    log("Citations: no paper in the .bib has a DOI, so there is nothing to ask OpenAlex.");
    return 0;
  }
  if (!options.apiKey)
    log("OPENALEX_API_KEY is not set: asking OpenAlex without a key, which it may refuse.");
  const { snapshot, fetched, changed, failed } = await updateCitations(papers, previous, {
    ...options,
    today,
  });
  const failures = failed.map(({ key, doi, reason }) => `${key} (${doi}: ${reason})`).join(", ");
  if (fetched.length === 0) {
    log(`Citations: nothing could be fetched, ${file} is unchanged. Failed: ${failures}.`);
    return 1;
  }
  writeFileSync(resolve(file), formatSnapshot(snapshot));
  log(
    `Citations: ${fetched.length} of ${asked} fetched, ${changed.length} changed` +
      (failed.length > 0 ? `; ${failed.length} failed, any previous count kept: ${failures}.` : "."),
  );
  return 0;
}

/** `npm run citations`, configured by the environment; it takes no arguments. */
export async function main(_args: string[], env: NodeJS.ProcessEnv = process.env) {
  return runCitations({
    papers: loadPublications(),
    file: CITATIONS_FILE,
    today: new Date().toISOString().slice(0, 10),
    apiUrl: env.OPENALEX_API_URL || OPENALEX_DEFAULT_URL,
    apiKey: env.OPENALEX_API_KEY || undefined,
  });
}
