// A local stand-in for the OpenAlex API, so `npm run citations` and its tests run without the internet:
// OPENALEX_API_URL=http://127.0.0.1:3002 npm run citations. It answers GET /works/doi:<doi> the way OpenAlex
// does (the work as JSON, with `id` and `cited_by_count`; 404 for a DOI it does not know; 401 for a wrong key)
// and, per DOI, fails as a test asks: any status, 429 with Retry-After a number of times first, or late.
//
// Run alone: `node scripts/openalex-standin.mjs` (OPENALEX_STANDIN_PORT, default 3002; OPENALEX_STANDIN_WORKS,
// a JSON file of works as `startOpenAlexStandin` takes them; OPENALEX_STANDIN_KEY, the only key it accepts).
import { readFileSync } from "node:fs";
import { STATUS_CODES } from "node:http";
import { fileURLToPath } from "node:url";
import { listen, misbehave, standinTable } from "./standin-server.mjs";

/**
 * @typedef {import("./standin-server.mjs").Misbehaviour & { count?: number, id?: string }} StandinWork
 *   count and id (a work id, "W123"): what a found work answers.
 */

/** The DOI a /works/ path asks for, lower case, from "doi:10.…" or "https://doi.org/10.…"; else null. */
export function requestedDoi(pathname) {
  const match = /^\/works\/(?:doi:|https?:\/\/(?:dx\.)?doi\.org\/)(10\..+)$/i.exec(
    decodeURIComponent(pathname),
  );
  return match ? match[1].toLowerCase() : null;
}

/**
 * Starts the stand-in. `works` maps DOIs (any case) to how each answers; `apiKey`, when set, is the only
 * `api_key` accepted. `port` 0 picks a free port. Resolves with its URL, the requests it has had (in order),
 * `setWorks()` to answer differently from now on, and `close()`.
 * @param {{ port?: number, works?: Record<string, StandinWork>, apiKey?: string }} options
 */
export async function startOpenAlexStandin({ port = 0, works = {}, apiKey } = {}) {
  const table = standinTable(works);
  /** @type {{ doi: string, apiKey: string | null, select: string | null }[]} */
  const requests = [];

  const server = await listen(async (req, res) => {
    const answer = (status, body, headers = {}) => {
      res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", ...headers });
      res.end(
        JSON.stringify(status === 200 ? body : { error: STATUS_CODES[status] ?? "Error", message: body }),
      );
    };
    const url = new URL(req.url ?? "/", "http://localhost");
    if (req.method !== "GET") return answer(405, "Only GET", { Allow: "GET" });
    const doi = requestedDoi(url.pathname);
    if (!doi) return answer(404, `No route ${url.pathname}`);
    const key = url.searchParams.get("api_key");
    requests.push({ doi, apiKey: key, select: url.searchParams.get("select") });
    if (apiKey !== undefined && key !== apiKey) return answer(401, "Invalid or missing API key");

    const { row: work, times } = table.ask(doi);
    const failed = await misbehave(res, work, times, (status, headers) =>
      answer(status, status === 429 ? "Rate limit exceeded" : "The stand-in was told to fail", headers),
    );
    if (failed) return;
    if (!work) return answer(404, `Work doi:${doi} not found`);
    answer(200, {
      id: `https://openalex.org/${work.id}`,
      doi: `https://doi.org/${doi}`,
      cited_by_count: work.count,
    });
  }, port);

  return { url: server.url, requests, setWorks: table.set, close: server.close };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { OPENALEX_STANDIN_PORT, OPENALEX_STANDIN_WORKS, OPENALEX_STANDIN_KEY } = process.env;
  const standin = await startOpenAlexStandin({
    port: Number(OPENALEX_STANDIN_PORT ?? 3002),
    works: OPENALEX_STANDIN_WORKS ? JSON.parse(readFileSync(OPENALEX_STANDIN_WORKS, "utf8")) : {},
    apiKey: OPENALEX_STANDIN_KEY || undefined,
  });
  console.log(`Local OpenAlex stand-in at ${standin.url}; OPENALEX_API_URL=${standin.url} npm run citations`);
}
