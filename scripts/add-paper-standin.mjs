// A local stand-in for the three sources `npm run add-paper` asks, so that the command and its tests run
// without the internet: doi.org's content negotiation (GET /doi/<doi>, BibTeX or CSL-JSON by the Accept
// header), arXiv's API (GET /arxiv/query?id_list=<id>, Atom) and ORCID's public API (GET /orcid/<iD>/works,
// JSON). It answers with answers recorded in the real formats, from scripts/fixtures/add-paper/:
// doi/<doi>.bib and doi/<doi>.csl.json, arxiv/<id>.atom.xml, orcid/<iD>.works.json, each "/" of the name as
// "_". A DOI with only CSL-JSON answers BibTeX with 406, as a registration agency without BibTeX does; an
// unknown DOI gets 404, an unknown arXiv id arXiv's empty feed (arxiv/not-found.atom.xml), an unknown iD
// ORCID's 404 (orcid/not-found.json). Per identifier it fails as a test asks: any status, 429 with
// Retry-After a number of times first, late, or never; for every format or one.
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
 */

/** The formats doi.org answers in: what the Accept header names, the recording's suffix, the type. */
const DOI_FORMATS = [
  ["x-bibtex", ".bib", "application/x-bibtex; charset=utf-8"],
  ["csl+json", ".csl.json", "application/vnd.citationstyles.csl+json; charset=utf-8"],
];

/** The recorded answer to a request: status, type and body. */
function recorded(service, id, accept) {
  const file = (name) => join(FIXTURES, service, name);
  const recording = (suffix) => file(`${id.toLowerCase().replaceAll("/", "_")}${suffix}`);
  const read = (path) => readFileSync(path, "utf8");
  if (service === "doi") {
    const formats = DOI_FORMATS.filter(([, suffix]) => existsSync(recording(suffix)));
    const [, suffix, type] = formats.find(([name]) => accept.includes(name)) ?? [];
    if (suffix) return { status: 200, type, body: read(recording(suffix)) };
    return formats.length > 0
      ? { status: 406, type: "text/plain", body: `No ${accept} for this DOI` }
      : { status: 404, type: "text/html", body: "<html><body><h1>DOI Not Found</h1></body></html>" };
  }
  if (service === "arxiv") {
    const feed = existsSync(recording(".atom.xml")) ? recording(".atom.xml") : file("not-found.atom.xml");
    return { status: 200, type: "application/atom+xml; charset=utf-8", body: read(feed) };
  }
  const works = recording(".works.json");
  return existsSync(works)
    ? { status: 200, type: "application/json;charset=UTF-8", body: read(works) }
    : { status: 404, type: "application/json;charset=UTF-8", body: read(file("not-found.json")) };
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
 * Starts the stand-in. `misbehave` maps identifiers (any case) to how each fails. `port` 0 picks a free
 * port. Resolves with its URL, its three endpoints and the environment that points add-paper at them, the
 * requests it has had (in order), `setMisbehaviour()` and `close()`.
 * @param {{ port?: number, misbehave?: Record<string, Misbehaviour> }} options
 */
export async function startAddPaperStandin({ port = 0, misbehave: misbehaviours = {} } = {}) {
  const table = standinTable(misbehaviours);
  /** @type {{ service: "doi" | "arxiv" | "orcid", id: string, accept: string, userAgent: string }[]} */
  const requests = [];

  const server = await listen(async (req, res) => {
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
    const { status, type, body } = recorded(where.service, where.id, accept);
    res.writeHead(status, { "Content-Type": type }).end(body);
  }, port);

  const endpoints = { doi: `${server.url}/doi`, arxiv: `${server.url}/arxiv`, orcid: `${server.url}/orcid` };
  return {
    url: server.url,
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
}
