// @vitest-environment node
// The stand-in for doi.org, arXiv and ORCID answers with the recorded answers as each service does (by the
// Accept header, 406 and 404, arXiv's empty feed, ORCID's error), and fails per identifier as told.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requested, startAddPaperStandin } from "./add-paper-standin.mjs";

let standin;

const get = async (path, accept = "*/*") => {
  const response = await fetch(`${standin.url}${path}`, { headers: { Accept: accept } });
  return { status: response.status, type: response.headers.get("content-type"), body: await response.text() };
};

beforeAll(async () => {
  standin = await startAddPaperStandin();
});

afterAll(() => standin.close());

describe("the add-paper stand-in", () => {
  it("answers a DOI's BibTeX or CSL-JSON by the Accept header, 406 for a format it has not, 404 for an unknown DOI", async () => {
    const bibtex = await get("/doi/10.5555/JATL.2026.0113", "application/x-bibtex");
    expect(bibtex).toMatchObject({ status: 200, type: "application/x-bibtex; charset=utf-8" });
    expect(bibtex.body).toMatch(/^ @article\{Kowalczyk_2026, title=/);
    const csl = await get("/doi/10.3280%2FLLA2025-002", "application/vnd.citationstyles.csl+json");
    expect(JSON.parse(csl.body)).toMatchObject({ type: "chapter", DOI: "10.3280/LLA2025-002" });
    expect((await get("/doi/10.3280/lla2025-002", "application/x-bibtex")).status).toBe(406);
    expect((await get("/doi/10.9999/unknown", "application/x-bibtex")).status).toBe(404);
  });

  it("answers arXiv's feed for a known id and its empty feed for another, and ORCID's works or its 404", async () => {
    expect((await get("/arxiv/query?id_list=2509.01234")).body).toContain(
      "<id>http://arxiv.org/abs/2509.01234v2</id>",
    );
    const empty = await get("/arxiv/query?id_list=2509.99999");
    expect(empty).toMatchObject({ status: 200, type: "application/atom+xml; charset=utf-8" });
    expect(empty.body).toContain("<opensearch:totalResults>0</opensearch:totalResults>");
    expect(empty.body).not.toContain("<entry>");
    expect(JSON.parse((await get("/orcid/0000-0002-1825-0097/works")).body).group).toHaveLength(8);
    const unknown = await get("/orcid/0000-0001-5109-3700/works");
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body)["error-code"]).toBe(9016);
  });

  it("fails as told: a status, 429 with Retry-After the first times, and records every request", async () => {
    standin.setMisbehaviour({
      "10.5555/jatl.2026.0113": { rateLimited: 1, retryAfter: "7" },
      2509.01234: { status: 503 },
    });
    const limited = await fetch(`${standin.url}/doi/10.5555/jatl.2026.0113`);
    expect([limited.status, limited.headers.get("retry-after")]).toEqual([429, "7"]);
    expect((await get("/doi/10.5555/jatl.2026.0113", "application/x-bibtex")).status).toBe(200);
    expect((await get("/arxiv/query?id_list=2509.01234")).status).toBe(503);
    expect(standin.requests.at(-1)).toMatchObject({ service: "arxiv", id: "2509.01234" });
    standin.setMisbehaviour({});
  });

  it("never answers an identifier told to hang", async () => {
    standin.setMisbehaviour({ "0000-0002-1825-0097": { hang: true } });
    const asked = fetch(`${standin.url}/orcid/0000-0002-1825-0097/works`, {
      signal: AbortSignal.timeout(300),
    });
    await expect(asked).rejects.toMatchObject({ name: "TimeoutError" });
    standin.setMisbehaviour({});
  });

  it("reads the service and identifier from each kind of path, and nothing else", () => {
    const at = (path) => requested(new URL(path, "http://localhost"));
    expect(at("/doi/10.1145/3538543")).toEqual({ service: "doi", id: "10.1145/3538543" });
    expect(at("/arxiv/query?id_list=math.GT/0309136")).toEqual({ service: "arxiv", id: "math.GT/0309136" });
    expect(at("/orcid/0000-0002-1825-0097/works")).toEqual({ service: "orcid", id: "0000-0002-1825-0097" });
    expect(at("/doi/")).toBeNull();
    expect(at("/arxiv/query")).toBeNull();
    expect(at("/orcid/0000-0002-1825-0097/person")).toBeNull();
  });
});
