// One GET to a public API as the command-line tools make it (`npm run citations`, `npm run add-paper`): a time
// limit per request, retries on 429, 403 (OpenAlex's "slow down") and 5xx that wait as Retry-After asks, up to
// a bound, or back off, and one short reason when there is no answer. Every other status is the caller's to
// read. Node's own fetch, no dependency. `npm run fetch-images` names itself and its failures as these do.
// The build itself never asks the network.

/** Who is asking: some hosts refuse a request that does not say. */
export const USER_AGENT = "portfolio-site-tools/1 (a researcher's static website, run by its owner)";

/** Why `fetch` threw, in a few words: "no answer within 10000 ms", or the system's reason. */
export function failureReason(error: unknown, timeoutMs: number) {
  const { name, cause, message } = error as Error;
  return name === "TimeoutError"
    ? `no answer within ${timeoutMs} ms`
    : ((cause as Error)?.message ?? message);
}

/** How long one request may take, its body included, before it counts as failed. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** Tries per request when the service answers 429, 403 or 5xx. */
export const MAX_ATTEMPTS = 3;
/** The longest wait for a retry; a Retry-After beyond it (a daily limit) fails the request instead. */
export const MAX_RETRY_WAIT_MS = 60_000;
/** The first wait when the service gives no Retry-After; it doubles on each further try. */
export const FIRST_BACKOFF_MS = 1_000;

export type RetryOptions = {
  timeoutMs?: number;
  maxAttempts?: number;
  maxRetryWaitMs?: number;
  firstBackoffMs?: number;
};

/**
 * An answer whose status a retry would not change (200, 404…), read whole; or why there is none, with the
 * last status when the service answered one (429, 503…) every time.
 */
export type Fetched =
  { ok: true; status: number; text: string } | { ok: false; reason: string; status?: number };

/** A Retry-After header in milliseconds: seconds, or an HTTP date. */
export function retryAfterMs(header: string | null, now = Date.now()) {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

const retried = (status: number) => status === 429 || status === 403 || status >= 500;

/** GETs `url` with `headers` (the tools' User-Agent unless they name one), retrying as the module's header says. */
export async function fetchWithRetries(
  url: URL | string,
  headers: Record<string, string>,
  options: RetryOptions = {},
): Promise<Fetched> {
  const {
    timeoutMs = REQUEST_TIMEOUT_MS,
    maxAttempts = MAX_ATTEMPTS,
    maxRetryWaitMs = MAX_RETRY_WAIT_MS,
    firstBackoffMs = FIRST_BACKOFF_MS,
  } = options;
  for (let attempt = 1; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { "User-Agent": USER_AGENT, ...headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!retried(response.status))
        return { ok: true, status: response.status, text: await response.text() };
    } catch (error) {
      return { ok: false, reason: failureReason(error, timeoutMs) };
    }
    const { status } = response;
    await response.body?.cancel();
    const wait = retryAfterMs(response.headers.get("retry-after")) ?? firstBackoffMs * 2 ** (attempt - 1);
    if (attempt >= maxAttempts) return { ok: false, reason: `${status} after ${attempt} tries`, status };
    if (wait > maxRetryWaitMs) {
      return { ok: false, reason: `${status}, asked to wait ${Math.ceil(wait / 1000)} s`, status };
    }
    await new Promise((done) => setTimeout(done, wait));
  }
}
