// The three open sources `npm run add-paper` asks, each over scripts/fetch-with-retries.ts (a time limit per
// request, retries that honour Retry-After): DOI content negotiation at doi.org (BibTeX, else CSL-JSON),
// arXiv's API (Atom) and ORCID's public API (JSON). Each answer becomes a work, or one short reason with its
// remedy. The addresses come from the environment, so the tests point them at a local stand-in.
import { type RetryOptions, fetchWithRetries } from "../fetch-with-retries";
import { encodedPath } from "../../app/pages";
import { workOfArxivFeed } from "./arxiv-record";
import { workOfBibtex, workOfCslJson } from "./doi-record";
import { type OrcidWork, worksOfOrcidRecord } from "./orcid-record";
import type { Work } from "./work";

export type Endpoints = { doi: string; arxiv: string; orcid: string };

/** Where each source is, unless DOI_API_URL, ARXIV_API_URL or ORCID_API_URL says otherwise. */
export function endpointsOf(env: NodeJS.ProcessEnv): Endpoints {
  return {
    doi: env.DOI_API_URL || "https://doi.org",
    arxiv: env.ARXIV_API_URL || "https://export.arxiv.org/api",
    orcid: env.ORCID_API_URL || "https://pub.orcid.org/v3.0",
  };
}

/** The gap arXiv asks for between two requests to its API: one every three seconds. */
export const ARXIV_GAP_MS = 3_000;

export type Client = {
  endpoints: Endpoints;
  userAgent: string;
  retry: RetryOptions;
  /** Keeps arXiv's gap between this run's requests (`last` is when the last one went); none without it. */
  arxivPace?: { gapMs: number; last?: number };
};

/** Waits until arXiv's gap since this run's last request to it has passed. */
async function paced(pace: Client["arxivPace"]) {
  if (!pace) return;
  const wait = (pace.last ?? -Infinity) + pace.gapMs - Date.now();
  if (wait > 0) await new Promise((done) => setTimeout(done, wait));
  pace.last = Date.now();
}

export type Got<T> = { ok: true; value: T } | { ok: false; reason: string };

const base = (url: string) => url.replace(/\/+$/, "");
const later = (service: string, reason: string) => ({
  ok: false as const,
  reason: `${service} did not answer (${reason}); try again later`,
});

const BIBTEX = "application/x-bibtex";
const CSL_JSON = "application/vnd.citationstyles.csl+json";

/**
 * A DOI's work: BibTeX first; CSL-JSON where the registration agency gives no BibTeX, none readable, or fails
 * on it (Crossref's BibTeX transform answers 500 for some DOIs whose CSL-JSON is fine).
 */
export async function doiWork(doi: string, { endpoints, userAgent, retry }: Client): Promise<Got<Work>> {
  const url = `${base(endpoints.doi)}/${encodedPath(doi)}`;
  const statuses: number[] = [];
  for (const [accept, read] of [
    [BIBTEX, workOfBibtex],
    [CSL_JSON, workOfCslJson],
  ] as const) {
    const answer = await fetchWithRetries(url, { Accept: accept, "User-Agent": userAgent }, retry);
    // Another format will not help when the service is not answering, or asks to be left alone.
    if (!answer.ok && !(answer.status && answer.status >= 500)) return later("doi.org", answer.reason);
    if (answer.ok && answer.status === 404)
      return { ok: false, reason: "doi.org knows no such DOI (404); check it on the publisher's page" };
    const work = answer.ok && answer.status === 200 ? read(answer.text) : undefined;
    if (work) return { ok: true, value: { ...work, doi: work.doi ?? doi } };
    statuses.push(answer.status ?? 0);
  }
  return {
    ok: false,
    reason:
      `doi.org gave no readable BibTeX (${statuses[0]}) or CSL-JSON (${statuses[1]}) for it; ` +
      `add it by hand from the publisher's page`,
  };
}

/** An arXiv preprint's work, by its id without a version. */
export async function arxivWork(
  id: string,
  { endpoints, userAgent, retry, arxivPace }: Client,
): Promise<Got<Work>> {
  const url = new URL(`${base(endpoints.arxiv)}/query`);
  url.searchParams.set("id_list", id);
  await paced(arxivPace);
  const answer = await fetchWithRetries(
    url,
    { Accept: "application/atom+xml", "User-Agent": userAgent },
    retry,
  );
  if (!answer.ok) return later("arXiv", answer.reason);
  if (answer.status !== 200) return later("arXiv", `it answered ${answer.status}`);
  const read = workOfArxivFeed(answer.text, id);
  return "work" in read
    ? { ok: true, value: read.work }
    : { ok: false, reason: `${read.problem}; check the id on arxiv.org` };
}

/** The works on an ORCID record, as its public API lists them. */
export async function orcidWorks(
  orcid: string,
  { endpoints, userAgent, retry }: Client,
): Promise<Got<OrcidWork[]>> {
  const url = `${base(endpoints.orcid)}/${orcid}/works`;
  const answer = await fetchWithRetries(url, { Accept: "application/json", "User-Agent": userAgent }, retry);
  if (!answer.ok) return later("ORCID", answer.reason);
  if (answer.status === 404) {
    return { ok: false, reason: "ORCID has no public record with this iD (404); check the iD on orcid.org" };
  }
  if (answer.status !== 200) return later("ORCID", `it answered ${answer.status}`);
  const works = worksOfOrcidRecord(answer.text);
  return works ? { ok: true, value: works } : { ok: false, reason: "ORCID's answer is not a list of works" };
}
