// What the local stand-ins for web services share (the EmailJS outbox; OpenAlex's for the citations command;
// doi.org's, arXiv's and ORCID's for add-paper): a server on a local port that closes at once, with its
// connections, and a table of how each identifier misbehaves (late, never, 429 with Retry-After the first
// times, a status), so that a test can make one request fail as the real service would.
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
  let table;
  const asked = new Map();
  /** @param {Record<string, Row>} next */
  const set = (next) => {
    table = new Map(Object.entries(next).map(([id, row]) => [id.toLowerCase(), row]));
    asked.clear();
  };
  set(rows);
  return {
    set,
    /** @param {string} id */
    ask(id) {
      const key = id.toLowerCase();
      asked.set(key, (asked.get(key) ?? 0) + 1);
      return { row: table.get(key), times: asked.get(key) };
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
  if (how?.rateLimited && times <= how.rateLimited) fail(429, { "Retry-After": how.retryAfter ?? "1" });
  else if (how?.status) fail(how.status, {});
  else return false;
  return true;
}

/**
 * Serves `handler` on 127.0.0.1:`port` (0 picks a free port); resolves with its URL and `close()`, which ends
 * every connection, an unanswered one included.
 * @param {import("node:http").RequestListener} handler
 * @param {number} [port]
 */
export async function listen(handler, port = 0) {
  const server = createServer(handler);
  server.listen(port, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    async close() {
      const closed = once(server, "close");
      server.close();
      server.closeAllConnections();
      await closed;
    },
  };
}
