// A local stand-in for the three sources `npm run add-paper` asks, so that the command and its tests run
// without the internet: doi.org's content negotiation (GET /doi/<doi>, BibTeX or CSL-JSON by the Accept
// header), arXiv's API (GET /arxiv/query?id_list=<id>, Atom) and ORCID's public API (GET /orcid/<iD>/works,
// JSON). It answers with answers recorded in the real formats, from a folder (scripts/fixtures/add-paper/):
// doi/<doi>.bib and doi/<doi>.csl.json, arxiv/<id>.atom.xml, orcid/<iD>.works.json, each "/" of the name as
// "_". A DOI with only CSL-JSON answers BibTeX with 406, as a registration agency without BibTeX does; an
// unknown DOI or iD gets 404, an unknown arXiv id arXiv's empty feed. Per identifier it fails as a test asks:
// any status, 429 with Retry-After a number of times first, late, or never; for every format or one.
//
// Run alone: `node scripts/add-paper-standin.mjs` (ADD_PAPER_STANDIN_PORT, default 3003), then
// DOI_API_URL=http://127.0.0.1:3003/doi ARXIV_API_URL=http://127.0.0.1:3003/arxiv
// ORCID_API_URL=http://127.0.0.1:3003/orcid npm run add-paper -- <id>…
import { existsSync, readFileSync } from "node:fs";
import { STATUS_CODES } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { listen, misbehave, standinTable } from "./standin-server.mjs";

export const FIXTURES = fileURLToPath(new URL("fixtures/add-paper/", import.meta.url));

/**
 * @typedef {import("./standin-server.mjs").Misbehaviour & { accept?: string }} Misbehaviour
 *   accept: fail only the requests whose Accept header has this ("x-bibtex").
 * @typedef {{ service: "doi" | "arxiv" | "orcid", id: string, accept: string, userAgent: string }} StandinRequest
 */

const fileName = (id) => id.toLowerCase().replaceAll("/", "_");

/** arXiv's answer to an id it does not have: a feed without entries. */
function emptyFeed(id) {
  const query = `search_query=&amp;id_list=${id}&amp;start=0&amp;max_results=10`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/" xmlns:arxiv="http://arxiv.org/schemas/atom">
  <id>https://arxiv.org/api/standin</id>
  <title>arXiv Query: ${query}</title>
  <updated>2026-11-27T00:00:00Z</updated>
  <link href="https://arxiv.org/api/query?${query.replaceAll("&amp;", "&")}" type="application/atom+xml"/>
  <opensearch:itemsPerPage>10</opensearch:itemsPerPage>
  <opensearch:totalResults>0</opensearch:totalResults>
  <opensearch:startIndex>0</opensearch:startIndex>
</feed>
`;
}

const ORCID_NOT_FOUND = {
  "response-code": 404,
  "developer-message": "404 Not Found: The resource was not found.",
  "user-message": "The resource was not found.",
  "error-code": 9016,
  "more-info": "https://info.orcid.org/documentation/api-tutorials/",
};

/** The recorded answer to a request: status, type and body. */
function recorded(dir, service, id, accept) {
  const file = (suffix) => join(dir, service, `${fileName(id)}${suffix}`);
  if (service === "doi") {
    const bibtex = file(".bib");
    const csl = file(".csl.json");
    const wanted = accept.includes("x-bibtex") ? bibtex : accept.includes("csl+json") ? csl : undefined;
    if (wanted && existsSync(wanted)) {
      const type = wanted === bibtex ? "application/x-bibtex" : "application/vnd.citationstyles.csl+json";
      return { status: 200, type: `${type}; charset=utf-8`, body: readFileSync(wanted, "utf8") };
    }
    if (existsSync(bibtex) || existsSync(csl)) {
      return { status: 406, type: "text/plain", body: `No ${accept} for this DOI` };
    }
    return { status: 404, type: "text/html", body: "<html><body><h1>DOI Not Found</h1></body></html>" };
  }
  if (service === "arxiv") {
    const feed = file(".atom.xml");
    const body = existsSync(feed) ? readFileSync(feed, "utf8") : emptyFeed(id);
    return { status: 200, type: "application/atom+xml; charset=utf-8", body };
  }
  const works = file(".works.json");
  return existsSync(works)
    ? { status: 200, type: "application/json;charset=UTF-8", body: readFileSync(works, "utf8") }
    : { status: 404, type: "application/json;charset=UTF-8", body: JSON.stringify(ORCID_NOT_FOUND) };
}

/** The service and identifier a path asks for, or null. */
export function requested(url) {
  const [, service, ...rest] = url.pathname.split("/");
  const doi = decodeURIComponent(rest.join("/"));
  if (service === "doi" && /^10\.[^/]+\/./.test(doi)) return { service, id: doi };
  if (service === "arxiv" && rest.join("/") === "query" && url.searchParams.has("id_list")) {
    return { service, id: url.searchParams.get("id_list") };
  }
  if (service === "orcid" && rest.length === 2 && rest[1] === "works") return { service, id: rest[0] };
  return null;
}

/**
 * Starts the stand-in. `misbehave` maps identifiers (any case) to how each fails; `dir` holds the recorded
 * answers. `port` 0 picks a free port. Resolves with its URL, its three endpoints and the environment that
 * points add-paper at them,
 * the requests it has had (in order), `setMisbehaviour()` and `close()`.
 * @param {{ port?: number, host?: string, dir?: string, misbehave?: Record<string, Misbehaviour> }} options
 */
export async function startAddPaperStandin({
  port = 0,
  host = "127.0.0.1",
  dir = FIXTURES,
  misbehave: misbehaviours = {},
} = {}) {
  const table = standinTable(misbehaviours);
  /** @type {StandinRequest[]} */
  const requests = [];

  const server = await listen(
    async (req, res) => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const where = req.method === "GET" ? requested(url) : null;
      if (!where) {
        res.writeHead(404, { "Content-Type": "text/plain" }).end(`No route ${req.method} ${url.pathname}`);
        return;
      }
      const accept = req.headers.accept ?? "";
      requests.push({ ...where, accept, userAgent: req.headers["user-agent"] ?? "" });
      const { row, times } = table.ask(where.id);
      // A misbehaviour with `accept` fails only the requests for that format (BibTeX, say, not CSL-JSON).
      const how = row?.accept === undefined || accept.includes(row.accept) ? row : undefined;
      const failed = await misbehave(res, how, times, (status, headers) =>
        res
          .writeHead(status, { "Content-Type": "text/plain", ...headers })
          .end(STATUS_CODES[status] ?? "Error"),
      );
      if (failed) return;
      const { status, type, body } = recorded(dir, where.service, where.id, accept);
      res.writeHead(status, { "Content-Type": type }).end(body);
    },
    { port, host },
  );
  const { url } = server;

  const endpoints = { doi: `${url}/doi`, arxiv: `${url}/arxiv`, orcid: `${url}/orcid` };
  return {
    url,
    endpoints,
    env: { DOI_API_URL: endpoints.doi, ARXIV_API_URL: endpoints.arxiv, ORCID_API_URL: endpoints.orcid },
    requests,
    setMisbehaviour: table.set,
    close: server.close,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const standin = await startAddPaperStandin({ port: Number(process.env.ADD_PAPER_STANDIN_PORT ?? 3003) });
  const env = Object.entries(standin.env).map(([name, value]) => `${name}=${value}`);
  console.log(
    `Local stand-in for doi.org, arXiv and ORCID at ${standin.url}; ${env.join(" ")} npm run add-paper -- <id>…`,
  );
  for (const signal of ["SIGINT", "SIGTERM"])
    process.on(signal, () => standin.close().then(() => process.exit(0)));
}
