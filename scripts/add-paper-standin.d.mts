// Types for scripts/add-paper-standin.mjs, which stays plain JS so Node runs it without a build step.
export type Misbehaviour = {
  status?: number;
  rateLimited?: number;
  retryAfter?: string;
  delayMs?: number;
  hang?: boolean;
  /** Fail only the requests whose Accept header has this ("x-bibtex"). */
  accept?: string;
};
export type StandinRequest = {
  service: "doi" | "arxiv" | "orcid";
  id: string;
  accept: string;
  userAgent: string;
};

export declare const FIXTURES: string;
export declare function requested(url: URL): { service: "doi" | "arxiv" | "orcid"; id: string } | null;
export declare function startAddPaperStandin(options?: {
  port?: number;
  host?: string;
  dir?: string;
  misbehave?: Record<string, Misbehaviour>;
}): Promise<{
  url: string;
  endpoints: { doi: string; arxiv: string; orcid: string };
  env: { DOI_API_URL: string; ARXIV_API_URL: string; ORCID_API_URL: string };
  requests: StandinRequest[];
  setMisbehaviour(misbehave: Record<string, Misbehaviour>): void;
  close(): Promise<void>;
}>;
