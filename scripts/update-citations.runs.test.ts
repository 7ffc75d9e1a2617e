// @vitest-environment node
// `npm run citations` against the local OpenAlex stand-in: a first fetch, an update, failures of every kind
// (each keeps the previous count and date and is named in the one summary line), a run where nothing could be
// fetched (file unchanged, non-zero exit), and the command itself as `npm run` starts it.
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type StandinWork, startOpenAlexStandin } from "./openalex-standin.mjs";
import { type RunOptions, formatSnapshot, runCitations } from "./update-citations";
import type { CitationSnapshot } from "../app/bibliography/citations";

const TODAY = "2026-11-25";
const KEY = "test-key";
const papers = [
  { key: "b2024", doi: "10.5555/B.2024" },
  { key: "a2023", doi: "https://doi.org/10.5555/a.2023" },
  { key: "nodoi2025" },
];

let dir: string;
let file: string;
let standin: Awaited<ReturnType<typeof startOpenAlexStandin>>;
let lines: string[];

async function run(works: Record<string, StandinWork>, options: Partial<RunOptions> = {}) {
  standin.setWorks(works);
  lines = [];
  return runCitations({
    papers,
    file,
    today: TODAY,
    apiUrl: standin.url,
    apiKey: KEY,
    firstBackoffMs: 10,
    log: (line) => lines.push(line),
    ...options,
  });
}

const snapshot = (): CitationSnapshot => JSON.parse(readFileSync(file, "utf8"));
const found = { "10.5555/a.2023": { count: 3, id: "W1" }, "10.5555/b.2024": { count: 40, id: "W2" } };
const previous: CitationSnapshot = {
  a2023: { count: 2, doi: "10.5555/a.2023", fetched: "2026-10-01", openalex: "W1" },
  b2024: { count: 40, doi: "10.5555/b.2024", fetched: "2026-10-01", openalex: "W2" },
};

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "citations-"));
  file = join(dir, "citations.json");
  standin = await startOpenAlexStandin({ apiKey: KEY });
});

afterEach(async () => {
  await standin.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a first fetch", () => {
  it("writes each count, work id, DOI and today's date under the citation key, sorted, with a final newline", async () => {
    expect(await run(found)).toBe(0);
    expect(readFileSync(file, "utf8")).toBe(`{
  "a2023": {
    "count": 3,
    "doi": "10.5555/a.2023",
    "fetched": "${TODAY}",
    "openalex": "W1"
  },
  "b2024": {
    "count": 40,
    "doi": "10.5555/b.2024",
    "fetched": "${TODAY}",
    "openalex": "W2"
  }
}
`);
    expect(lines).toEqual(["Citations: 2 of 2 fetched, 2 changed."]);
  });

  it("asks one DOI at a time, in key order, with the key and only the two fields it needs; none without a DOI", async () => {
    await run(found);
    expect(standin.requests.map(({ doi, apiKey, select }) => ({ doi, apiKey, select }))).toEqual([
      { doi: "10.5555/a.2023", apiKey: KEY, select: "id,cited_by_count" },
      { doi: "10.5555/b.2024", apiKey: KEY, select: "id,cited_by_count" },
    ]);
  });

  it("says so and writes nothing when no paper has a DOI", async () => {
    lines = [];
    const code = await runCitations({
      papers: [{ key: "nodoi2025" }],
      file,
      today: TODAY,
      apiUrl: standin.url,
      log: (line) => lines.push(line),
    });
    expect(code).toBe(0);
    expect(lines.join("\n")).toMatch(/no paper in the \.bib has a DOI/);
    expect(existsSync(file)).toBe(false);
    expect(standin.requests).toEqual([]);
  });
});

describe("an update", () => {
  beforeEach(() => writeFileSync(file, formatSnapshot(previous)));

  it("dates a changed count today and keeps the day of an unchanged one", async () => {
    expect(await run(found)).toBe(0);
    expect(snapshot()).toEqual({
      a2023: { count: 3, doi: "10.5555/a.2023", fetched: TODAY, openalex: "W1" },
      b2024: previous.b2024,
    });
    expect(lines).toEqual(["Citations: 2 of 2 fetched, 1 changed."]);
  });

  it("makes no diff when no count changed", async () => {
    const before = readFileSync(file, "utf8");
    await run({ ...found, "10.5555/a.2023": { count: 2, id: "W1" } });
    expect(readFileSync(file, "utf8")).toBe(before);
  });

  it("dates a count fetched by a new DOI today", async () => {
    await run(found, { papers: [{ key: "b2024", doi: "10.5555/a.2023" }] });
    expect(snapshot().b2024).toEqual({ count: 3, doi: "10.5555/a.2023", fetched: TODAY, openalex: "W1" });
  });

  it("never deletes a count, not even of a key the .bib no longer has", async () => {
    await run(found, { papers: [{ key: "a2023", doi: "10.5555/a.2023" }] });
    expect(snapshot().b2024).toEqual(previous.b2024);
  });

  it("refuses to run on a snapshot with a bad entry, naming the file, the key and the field", async () => {
    const bad = `{ "a2023": { "count": -1, "doi": "10.5555/a.2023", "fetched": "2026-10-01", "openalex": "W1" } }\n`;
    writeFileSync(file, bad);
    expect(await run(found)).toBe(1);
    expect(lines.join("\n")).toContain(`${file}: entry "a2023": field "count": must not be negative`);
    expect(readFileSync(file, "utf8")).toBe(bad);
    expect(standin.requests).toEqual([]);
  });
});

describe("a partial failure", () => {
  beforeEach(() => writeFileSync(file, formatSnapshot(previous)));

  it("keeps the previous count and date of each paper that failed, and names them in one line", async () => {
    const code = await run({ "10.5555/a.2023": { status: 500 }, "10.5555/b.2024": { count: 41, id: "W2" } });
    expect(code).toBe(0);
    expect(snapshot()).toEqual({
      a2023: previous.a2023,
      b2024: { ...previous.b2024, count: 41, fetched: TODAY },
    });
    expect(lines).toEqual([
      "Citations: 1 of 2 fetched, 1 changed; 1 failed, any previous count kept: a2023 (10.5555/a.2023: 500 after 3 tries).",
    ]);
  });

  it("names an unknown DOI, and adds no count for it", async () => {
    rmSync(file);
    expect(await run({ "10.5555/b.2024": { count: 41, id: "W2" } })).toBe(0);
    expect(Object.keys(snapshot())).toEqual(["b2024"]);
    expect(lines[0]).toMatch(/1 failed.*a2023 \(10\.5555\/a\.2023: 404, a DOI OpenAlex does not know\)/);
  });

  it("waits as long as a 429's Retry-After asks, then gets the count", async () => {
    const started = Date.now();
    await run({ ...found, "10.5555/a.2023": { count: 3, id: "W1", rateLimited: 1, retryAfter: "1" } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(snapshot().a2023?.count).toBe(3);
    expect(standin.requests.map((request) => request.doi)).toEqual([
      "10.5555/a.2023",
      "10.5555/a.2023",
      "10.5555/b.2024",
    ]);
  });

  it("does not wait out a Retry-After beyond the bound (a daily limit): that lookup fails at once", async () => {
    const started = Date.now();
    await run({ ...found, "10.5555/a.2023": { count: 3, id: "W1", rateLimited: 5, retryAfter: "86400" } });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(snapshot().a2023).toEqual(previous.a2023);
    expect(lines[0]).toContain("a2023 (10.5555/a.2023: 429, asked to wait 86400 s)");
  });

  it("gives up on a slow answer after the timeout and goes on to the next", async () => {
    await run({ ...found, "10.5555/a.2023": { count: 3, id: "W1", delayMs: 2_000 } }, { timeoutMs: 200 });
    expect(snapshot().a2023).toEqual(previous.a2023);
    expect(snapshot().b2024).toEqual(previous.b2024);
    expect(lines[0]).toContain("a2023 (10.5555/a.2023: no answer within 200 ms)");
  });
});

describe("a run that fetches nothing", () => {
  it("leaves the snapshot as it was and exits non-zero, naming every failure", async () => {
    writeFileSync(file, formatSnapshot(previous));
    const before = readFileSync(file, "utf8");
    expect(await run({ "10.5555/a.2023": { status: 503 } })).toBe(1);
    expect(readFileSync(file, "utf8")).toBe(before);
    expect(lines.at(-1)).toMatch(
      /^Citations: nothing could be fetched, .* is unchanged\. Failed: a2023 .*, b2024 /,
    );
  });

  it("after a refused key asks no more, and writes no file where there was none", async () => {
    expect(await run(found, { apiKey: "wrong" })).toBe(1);
    expect(standin.requests).toHaveLength(1);
    expect(existsSync(file)).toBe(false);
    expect(lines.at(-1)).toContain("b2024 (10.5555/b.2024: not asked after a 401, the API key was refused)");
  });

  it("cannot reach the API at all", async () => {
    const { url } = standin;
    await standin.close();
    expect(await run(found, { apiUrl: url })).toBe(1);
    standin = await startOpenAlexStandin({ apiKey: KEY });
  });
});

describe("npm run citations", () => {
  const command = (env: Record<string, string>) =>
    promisify(execFile)(process.execPath, [resolve("scripts/tool.mjs"), "scripts/update-citations.ts"], {
      env: {
        ...process.env,
        PUBLICATIONS_BIB: "scripts/fixtures/citations.bib",
        CITATIONS_FILE: file,
        OPENALEX_API_URL: standin.url,
        OPENALEX_API_KEY: KEY,
        ...env,
      },
    }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );

  it("reads the DOIs through the site's BibTeX loader and writes the snapshot the environment names", async () => {
    standin.setWorks({
      "10.5555/jatl.2024.0042": { count: 41, id: "W4300000001" },
      "10.5555/sia.2023.7": { count: 3, id: "W4300000002" },
    });
    const { code, stdout } = await command({});
    expect(code, stdout).toBe(0);
    expect(stdout).toContain("Citations: 2 of 2 fetched, 2 changed.");
    expect(snapshot()).toMatchObject({
      kovacs2023readback: { count: 3, doi: "10.5555/sia.2023.7", openalex: "W4300000002" },
      kovacs2024phraseology: { count: 41, doi: "10.5555/jatl.2024.0042", openalex: "W4300000001" },
    });
    expect(Object.keys(snapshot())).toHaveLength(2);
  }, 30_000);

  it("exits non-zero when nothing could be fetched", async () => {
    const { code, stdout } = await command({});
    expect(code).not.toBe(0);
    expect(stdout).toContain("nothing could be fetched");
    expect(existsSync(file)).toBe(false);
  }, 30_000);
});
