// @vitest-environment node
// The site built from a citation snapshot with the network off: every fetch, DNS lookup and TCP connection
// of the build to another machine fails and is logged (scripts/no-network.mjs), and OPENALEX_API_URL points
// at a stand-in on this one that counts requests. The build must pass, ask nothing, and show each count from the file: on the paper's page,
// in its entry, and in the total; nothing for a paper without a DOI, even with an entry in the snapshot.
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { within } from "@testing-library/dom";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOpenAlexStandin } from "./openalex-standin.mjs";

const BUILD_MS = 180_000;
const buildDir = `.build-citations-${process.pid}`;
const client = join(buildDir, "client");
const logDir = mkdtempSync(join(tmpdir(), "no-network-"));
const networkLog = join(logDir, "attempts.log");
const documentAt = (path: string) =>
  new JSDOM(readFileSync(join(client, path, "index.html"), "utf8")).window.document;

let standin: Awaited<ReturnType<typeof startOpenAlexStandin>>;

beforeAll(async () => {
  standin = await startOpenAlexStandin({ works: { "10.5555/jatl.2024.0042": { count: 999, id: "W1" } } });
  const cli = resolve("node_modules/@react-router/dev/bin.cjs");
  const env = {
    ...process.env,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${resolve("scripts/no-network.mjs")}`,
    NO_NETWORK_LOG: networkLog,
    OPENALEX_API_URL: standin.url,
    PUBLICATIONS_BIB: "scripts/fixtures/citations.bib",
    CITATIONS_FILE: "scripts/fixtures/citations.json",
    BUILD_DIR: buildDir,
  };
  const result = await promisify(execFile)(process.execPath, [cli, "build"], {
    env,
    maxBuffer: 64 << 20,
  }).then(
    () => ({ ok: true, output: "" }),
    (error: { stdout?: string; stderr?: string }) => ({
      ok: false,
      output: `${error.stdout}${error.stderr}`,
    }),
  );
  expect(result.ok, result.output).toBe(true);
}, BUILD_MS);

afterAll(async () => {
  await standin?.close();
  rmSync(buildDir, { recursive: true, force: true });
  rmSync(logDir, { recursive: true, force: true });
});

describe("a build from the citation snapshot, with the network off", () => {
  it("tried no fetch, DNS lookup or connection, and asked the API nothing", () => {
    expect(existsSync(networkLog) ? readFileSync(networkLog, "utf8") : "").toBe("");
    expect(standin.requests).toEqual([]);
  });

  it("shows each paper's count from the file, dated and linked to its OpenAlex record, on its page", () => {
    for (const [key, count, id, day] of [
      ["kovacs2024phraseology", 41, "W4300000001", "2 November 2026"],
      ["kovacs2023readback", 3, "W4300000002", "5 October 2026"],
    ] as const) {
      const main = within(documentAt(`publications/${key}`).querySelector("main")!);
      const link = main.getByText(new RegExp(`^Cited by ${count}\\b`), { selector: "a" });
      expect(link.getAttribute("href")).toBe(`https://openalex.org/works/${id}`);
      expect(link.closest("p")?.textContent).toContain(`OpenAlex, as of ${day}`);
    }
  });

  it("shows the counts in the entries and their total on /publications, and nothing for a paper without a DOI", () => {
    const document = documentAt("publications");
    const main = within(document.querySelector("main")!);
    expect(main.getByText(/in total/).closest("p")?.textContent).toBe(
      "Cited 44 times in total, by OpenAlex (opens in a new tab)'s count as of 2 November 2026.",
    );
    const entry = (title: string) => within(main.getByRole("heading", { name: title }).closest("article")!);
    expect(
      entry("Phraseology Drift in Approach Control").getByText(/^Cited by 41\b/, { selector: "a" }),
    ).toBeTruthy();
    expect(
      entry("Detecting Readback Errors with Small Models").getByText(/^Cited by 3\b/, { selector: "a" }),
    ).toBeTruthy();
    expect(entry("Notes on Radiotelephony Corpora").queryByText(/Cited by/)).toBeNull();
    expect(
      within(documentAt("publications/kovacs2025notes").querySelector("main")!).queryByText(/Cited by/),
    ).toBeNull();
  });
});
