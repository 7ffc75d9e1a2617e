// Types for scripts/openalex-standin.mjs, which stays plain JS so Node runs it without a build step.
export type StandinWork = {
  count?: number;
  id?: string;
  status?: number;
  rateLimited?: number;
  retryAfter?: string;
  delayMs?: number;
};
export type StandinRequest = { doi: string; apiKey: string | null; select: string | null; at: number };

export declare const WORKS_PATH: string;
export declare function requestedDoi(pathname: string): string | null;
export declare function startOpenAlexStandin(options?: {
  port?: number;
  host?: string;
  works?: Record<string, StandinWork>;
  apiKey?: string;
}): Promise<{
  url: string;
  requests: StandinRequest[];
  setWorks(works: Record<string, StandinWork>): void;
  close(): Promise<void>;
}>;
