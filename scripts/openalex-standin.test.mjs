// @vitest-environment node
// The local OpenAlex stand-in answers like OpenAlex (the work by DOI, 404, 401) and fails per DOI as told.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { requestedDoi, startOpenAlexStandin } from "./openalex-standin.mjs";

let standin;

const get = async (path) => {
  const response = await fetch(`${standin.url}${path}`);
  return { status: response.status, headers: response.headers, body: await response.json() };
};

beforeEach(async () => {
  standin = await startOpenAlexStandin({
    apiKey: "k",
    works: {
      "10.1/Found": { count: 7, id: "W11" },
      "10.1/broken": { status: 503 },
      "10.1/busy": { count: 2, id: "W12", rateLimited: 2, retryAfter: "3" },
      "10.1/slow": { count: 1, id: "W13", delayMs: 300 },
    },
  });
});

afterEach(() => standin.close());

describe("the OpenAlex stand-in", () => {
  it("answers a known DOI, in any case and either form, with the work's id and count", async () => {
    for (const path of ["/works/doi:10.1/found?api_key=k", "/works/https://doi.org/10.1/FOUND?api_key=k"]) {
      expect(await get(path)).toMatchObject({
        status: 200,
        body: { id: "https://openalex.org/W11", cited_by_count: 7, doi: "https://doi.org/10.1/found" },
      });
    }
  });

  it("answers 404 for a DOI it does not know, and 401 without the right key", async () => {
    expect((await get("/works/doi:10.1/unknown?api_key=k")).status).toBe(404);
    expect((await get("/works/doi:10.1/found")).status).toBe(401);
    expect((await get("/works/doi:10.1/found?api_key=other")).status).toBe(401);
  });

  it("fails as told: a status, 429 with Retry-After the first times, a late answer", async () => {
    expect((await get("/works/doi:10.1/broken?api_key=k")).status).toBe(503);
    for (let time = 0; time < 2; time++) {
      const busy = await get("/works/doi:10.1/busy?api_key=k");
      expect(busy.status).toBe(429);
      expect(busy.headers.get("retry-after")).toBe("3");
    }
    expect((await get("/works/doi:10.1/busy?api_key=k")).body.cited_by_count).toBe(2);
    const started = Date.now();
    expect((await get("/works/doi:10.1/slow?api_key=k")).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it("records each request, and answers anew after setWorks", async () => {
    await get("/works/doi:10.1/found?api_key=k&select=id,cited_by_count");
    expect(standin.requests).toEqual([
      expect.objectContaining({ doi: "10.1/found", apiKey: "k", select: "id,cited_by_count" }),
    ]);
    standin.setWorks({ "10.1/found": { count: 8, id: "W11" } });
    expect((await get("/works/doi:10.1/found?api_key=k")).body.cited_by_count).toBe(8);
    expect((await get("/works/doi:10.1/broken?api_key=k")).status).toBe(404);
  });

  it("reads the DOI from either form of a works path", () => {
    expect(requestedDoi("/works/doi:10.1000%2Fa(b)")).toBe("10.1000/a(b)");
    expect(requestedDoi("/works/https://dx.doi.org/10.1/X")).toBe("10.1/x");
    expect(requestedDoi("/works/W123")).toBeNull();
    expect(requestedDoi("/authors/doi:10.1/x")).toBeNull();
  });
});
