// A local stand-in for the OpenAlex API, so `npm run citations` and its tests run without the internet:
// OPENALEX_API_URL=http://127.0.0.1:3002 npm run citations. It answers GET /works/doi:<doi> the way OpenAlex
// does (the work as JSON, with `id` and `cited_by_count`; 404 for a DOI it does not know; 401 for a wrong key)
// and, per DOI, fails as a test asks: any status, 429 with Retry-After a number of times first, or late.
//
// Run alone: `node scripts/openalex-standin.mjs` (OPENALEX_STANDIN_PORT, default 3002; OPENALEX_STANDIN_WORKS,
// a JSON file of works as `startOpenAlexStandin` takes them; OPENALEX_STANDIN_KEY, the only key it accepts).
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { createServer, STATUS_CODES } from "node:http";
import { fileURLToPath } from "node:url";

export const WORKS_PATH = "/works/";

/**
 * @typedef {{
 *   count?: number, id?: string, status?: number, rateLimited?: number, retryAfter?: string, delayMs?: number
 * }} StandinWork
 *   count and id (a work id, "W123"): what a found work answers; status: answer this status instead;
 *   rateLimited: answer the first this many requests with 429 (and `retryAfter`, default "1"); delayMs: answer
 *   this late.
 * @typedef {{ doi: string, apiKey: string | null, select: string | null, at: number }} StandinRequest
 */

function answer(res, status, body, headers = {}) {
  if (res.writableEnded || res.destroyed) return;
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", ...headers });
  res.end(JSON.stringify(body));
}

const error = (status, message) => ({ error: STATUS_CODES[status] ?? "Error", message });

/** The DOI a /works/ path asks for, lower case, from "doi:10.…" or "https://doi.org/10.…"; else null. */
export function requestedDoi(pathname) {
  if (!pathname.startsWith(WORKS_PATH)) return null;
  const id = decodeURIComponent(pathname.slice(WORKS_PATH.length));
  const match = /^(?:doi:|https?:\/\/(?:dx\.)?doi\.org\/)(10\..+)$/i.exec(id);
  return match ? match[1].toLowerCase() : null;
}

/**
 * Starts the stand-in. `works` maps DOIs (any case) to how each answers; `apiKey`, when set, is the only
 * `api_key` accepted. `port` 0 picks a free port. Resolves with its URL, the requests it has had (in order),
 * `setWorks()` to answer differently from now on, and `close()`.
 * @param {{ port?: number, host?: string, works?: Record<string, StandinWork>, apiKey?: string }} options
 */
export async function startOpenAlexStandin({ port = 0, host = "127.0.0.1", works = {}, apiKey } = {}) {
  /** @type {Map<string, StandinWork>} */
  let table = new Map();
  /** How many times each DOI was asked for, for `rateLimited`. */
  const asked = new Map();
  /** @type {StandinRequest[]} */
  const requests = [];
  const setWorks = (next) => {
    table = new Map(Object.entries(next).map(([doi, work]) => [doi.toLowerCase(), work]));
    asked.clear();
  };
  setWorks(works);

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (req.method !== "GET") return answer(res, 405, error(405, "Only GET"), { Allow: "GET" });
    if (url.pathname === "/") {
      return answer(res, 200, {
        about: "Local OpenAlex stand-in: GET /works/doi:<doi>",
        dois: [...table.keys()],
      });
    }
    const doi = requestedDoi(url.pathname);
    if (!doi) return answer(res, 404, error(404, `No route ${url.pathname}`));
    const key = url.searchParams.get("api_key");
    requests.push({ doi, apiKey: key, select: url.searchParams.get("select"), at: Date.now() });
    if (apiKey !== undefined && key !== apiKey)
      return answer(res, 401, error(401, "Invalid or missing API key"));

    const work = table.get(doi);
    const times = (asked.get(doi) ?? 0) + 1;
    asked.set(doi, times);
    if (work?.delayMs) await new Promise((done) => setTimeout(done, work.delayMs));
    if (!work) return answer(res, 404, error(404, `Work doi:${doi} not found`));
    if (work.rateLimited && times <= work.rateLimited) {
      return answer(res, 429, error(429, "Rate limit exceeded"), { "Retry-After": work.retryAfter ?? "1" });
    }
    if (work.status) return answer(res, work.status, error(work.status, "The stand-in was told to fail"));
    answer(res, 200, {
      id: `https://openalex.org/${work.id}`,
      doi: `https://doi.org/${doi}`,
      cited_by_count: work.count,
    });
  });

  server.listen(port, host);
  await once(server, "listening");

  return {
    url: `http://${host}:${server.address().port}`,
    requests,
    setWorks,
    async close() {
      const closed = once(server, "close");
      server.close();
      server.closeAllConnections();
      await closed;
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const env = process.env;
  const standin = await startOpenAlexStandin({
    port: Number(env.OPENALEX_STANDIN_PORT ?? 3002),
    works: env.OPENALEX_STANDIN_WORKS ? JSON.parse(readFileSync(env.OPENALEX_STANDIN_WORKS, "utf8")) : {},
    apiKey: env.OPENALEX_STANDIN_KEY || undefined,
  });
  console.log(`Local OpenAlex stand-in at ${standin.url}; OPENALEX_API_URL=${standin.url} npm run citations`);
  for (const signal of ["SIGINT", "SIGTERM"])
    process.on(signal, () => standin.close().then(() => process.exit(0)));
}
