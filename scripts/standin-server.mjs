// What the local stand-ins for public APIs share (OpenAlex's for the citations command; doi.org's, arXiv's
// and ORCID's for add-paper): a server on a local port that closes at once, with its connections, and a
// table of how each identifier misbehaves (late, never, 429 with Retry-After the first times, a status), so
// that a test can make one request fail as the real service would.
import { once } from "node:events";
import { createServer } from "node:http";

/**
 * @typedef {{ status?: number, rateLimited?: number, retryAfter?: string, delayMs?: number, hang?: boolean }}
 *   Misbehaviour
 *   status: answer this status instead; rateLimited: answer the first this many requests with 429 (and
 *   `retryAfter`, default "1"); delayMs: answer this late; hang: never answer.
 */

/**
 * Identifiers (any case) and what each answers, with how many times each was asked for: `set()` replaces
 * the table and starts the counts again; `ask()` counts a request and gives its row and its number.
 * @template {Misbehaviour} Row
 * @param {Record<string, Row>} rows
 */
export function standinTable(rows) {
  /** @type {Map<string, Row>} */
  let table = new Map();
  const asked = new Map();
  const set = (next) => {
    table = new Map(Object.entries(next).map(([id, row]) => [id.toLowerCase(), row]));
    asked.clear();
  };
  set(rows);
  return {
    set,
    ids: () => [...table.keys()],
    /** @param {string} id */
    ask(id) {
      const key = id.toLowerCase();
      const times = (asked.get(key) ?? 0) + 1;
      asked.set(key, times);
      return { row: table.get(key), times };
    },
  };
}

/**
 * Fails a request as `how` says, `fail(status, headers)` writing the failure as the service would. Resolves
 * to true when the request is answered (or never will be), false when it is the caller's to answer.
 * @param {import("node:http").ServerResponse} res
 * @param {Misbehaviour | undefined} how
 * @param {number} times this request's number, for `rateLimited`
 * @param {(status: number, headers: Record<string, string>) => void} fail
 */
export async function misbehave(res, how, times, fail) {
  if (how?.hang) return true;
  if (how?.delayMs) await new Promise((done) => setTimeout(done, how.delayMs));
  if (res.writableEnded || res.destroyed) return true;
  if (how?.rateLimited && times <= how.rateLimited) {
    fail(429, { "Retry-After": how.retryAfter ?? "1" });
    return true;
  }
  if (how?.status) {
    fail(how.status, {});
    return true;
  }
  return false;
}

/**
 * Serves `handler` on `host`:`port` (0 picks a free port); resolves with its URL and `close()`, which ends
 * every connection, an unanswered one included.
 * @param {import("node:http").RequestListener} handler
 */
export async function listen(handler, { port = 0, host = "127.0.0.1" } = {}) {
  const server = createServer(handler);
  server.listen(port, host);
  await once(server, "listening");
  return {
    url: `http://${host}:${server.address().port}`,
    async close() {
      const closed = once(server, "close");
      server.close();
      server.closeAllConnections();
      await closed;
    },
  };
}
