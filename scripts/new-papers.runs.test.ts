// @vitest-environment node
// `npm run add-paper` against the local stand-in for doi.org, arXiv and ORCID (recorded real answers): what it
// adds and what it reports for each work, a second run that adds nothing, the owner's key style, preprints
// and their published versions, the CSL-JSON fallback, and every failure (404, 429, no answer, no server)
// with one clear line, a non-zero exit only when nothing could be done, and nothing written then. Last, the
// command itself as `npm run` starts it, as a child process.
import { execFile } from "node:child_process";
import { once } from "node:events";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseBibliographies } from "../app/bibliography/bibtex.server";
import { readBibFiles } from "../app/bibliography/publications.server";
import { contentFile } from "../app/owner-folders.server";
import { FIXTURES, type Misbehaviour, startAddPaperStandin } from "./add-paper-standin.mjs";
import { type Owner, type RunOptions, main, runAddPaper } from "./new-papers";
import type { Client, Endpoints } from "./add-paper/sources";
import type { RetryOptions } from "./fetch-with-retries";

const ORCID = "0000-0002-1825-0097";
/** The owner's site.ts as the command names it (CONTENT_DIR's). */
const SITE_FILE = contentFile("site.ts");
const JOURNAL = "10.5555/jatl.2026.0113";
const owner: Owner = { url: "https://fixture.example.org", email: "owner@example.org" };

let standin: Awaited<ReturnType<typeof startAddPaperStandin>>;
/** A port on which nothing listens: one a server had a moment ago. */
let closedPort: number;
let dir: string;
let folder: string;
let lines: string[];

beforeAll(async () => {
  standin = await startAddPaperStandin();
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  closedPort = (server.address() as { port: number }).port;
  server.close();
  await once(server, "close");
});
afterAll(() => standin.close());

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "add-paper-"));
  folder = join(dir, "publications");
  cpSync(join(FIXTURES, "publications"), folder, { recursive: true });
  standin.setMisbehaviour({});
  standin.requests.length = 0;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const added = () => join(folder, "added.bib");

type Options = Partial<Pick<RunOptions, "dryRun" | "publications">> & {
  arxivPace?: Client["arxivPace"];
  misbehave?: Record<string, Misbehaviour>;
  retry?: RetryOptions;
  endpoints?: Partial<Endpoints>;
};

async function run(ids: string[], { misbehave = {}, retry, endpoints, arxivPace, ...options }: Options = {}) {
  standin.setMisbehaviour(misbehave);
  lines = [];
  return runAddPaper({
    ids,
    publications: folder,
    client: {
      endpoints: { ...standin.endpoints, ...endpoints },
      userAgent: "portfolio-add-paper/1.0 (https://fixture.example.org; mailto:owner@example.org)",
      retry: { firstBackoffMs: 10, timeoutMs: 2_000, ...retry },
      arxivPace,
    },
    log: (line) => lines.push(line),
    ...options,
  });
}

const papersFile = () => join(folder, "papers.bib");

/** The report the first run in the copied folder gives, as the owner reads it. */
const firstReport = () => [
  `${JOURNAL}: added as kowalczyk2026readback`,
  "arXiv:2509.01234: added as kowalczyk2025whisper",
  `${ORCID}: 8 works on the ORCID record`,
  `  ${JOURNAL} “Readback checking with sparse attention: ICAO phraseology at 5% of the cost & latency”: added above as kowalczyk2026readback (same DOI)`,
  `  arXiv:2507.04321 “Readback Checking with Sparse Attention: ICAO Phraseology at 5% of the Cost”: published version available (${JOURNAL}), added above as kowalczyk2026readback (same DOI); the preprint is not added`,
  "  10.5555/icassp.2026.0042 “Keyword Spotting for Air Traffic Control on a Microcontroller”: added as lindqvist2026keyword",
  "  10.5281/zenodo.15012345 “ATC-Readback: 12,000 transcribed pilot readbacks with error labels”: added as kowalczyk2025atc",
  `  10.3280/lla2025-002 “Teaching radiotelephony with language models: a classroom study”: present as kowalczyk2025teaching (${papersFile()}, same title)`,
  `  10.1145/3538543 “Sprach-Erkennung und Übersetzen für den Flugfunk: A Review”: present as bruckner2023sprach (${papersFile()}, same DOI)`,
  `  arXiv:2506.07890 “Tokenizers Are Not Neutral: ICAO Phraseology in n-gram Models”: present as lindqvist2025tokenizers (${papersFile()}, same arXiv id)`,
  "  “Keynote: Language Models on Frequency” (lecture-speech): ORCID gives no DOI or arXiv id for it, so add it by hand",
  `add-paper: 4 added to ${added()}, 4 present, 1 with a published version, 1 to add by hand.`,
];

const keysIn = (text: string) => [...text.matchAll(/^@\w+\{([^,]+),$/gm)].map((match) => match[1]);

describe("a first run with a DOI, an arXiv id and an ORCID iD", () => {
  it("adds exactly the works not yet there, to added.bib, and says what became of each", async () => {
    expect(await run([JOURNAL, "arXiv:2509.01234v2", ORCID])).toBe(0);
    expect(lines).toEqual(firstReport());
    const text = readFileSync(added(), "utf8");
    expect(text).toMatch(/^% Added by `npm run add-paper`/);
    expect(keysIn(text)).toEqual([
      "kowalczyk2026readback",
      "lindqvist2026keyword",
      "kowalczyk2025atc",
      "kowalczyk2025whisper",
    ]);
    // The folder, new file and all, is what the site builds from.
    const papers = parseBibliographies(readBibFiles(folder), () => {});
    expect(papers.map((paper) => paper.key)).toHaveLength(7);
  });

  it("asks nothing about a work present by its DOI, arXiv id or title, and tells every service who is asking", async () => {
    await run([JOURNAL, "2509.01234", ORCID]);
    const asked = standin.requests.map(({ service, id }) => `${service} ${id}`);
    expect(asked).toEqual([
      `orcid ${ORCID}`,
      `doi ${JOURNAL}`,
      "doi 10.5555/icassp.2026.0042",
      "doi 10.5281/zenodo.15012345",
      "arxiv 2509.01234",
    ]);
    for (const request of standin.requests) {
      expect(request.userAgent).toBe(
        "portfolio-add-paper/1.0 (https://fixture.example.org; mailto:owner@example.org)",
      );
    }
  });

  it("adds nothing on a second run, leaves the file byte for byte, and exits 0", async () => {
    await run([JOURNAL, "2509.01234", ORCID]);
    const before = readFileSync(added(), "utf8");
    expect(await run([JOURNAL, "2509.01234", ORCID])).toBe(0);
    expect(readFileSync(added(), "utf8")).toBe(before);
    expect(lines.at(-1)).toBe("add-paper: 0 added, 8 present, 1 with a published version, 1 to add by hand.");
    expect(lines[0]).toBe(`${JOURNAL}: present as kowalczyk2026readback (${added()}, same DOI)`);
  });

  it("with --dry-run prints the entries and writes nothing", async () => {
    expect(await run([JOURNAL], { dryRun: true })).toBe(0);
    expect(existsSync(added())).toBe(false);
    expect(lines.join("\n")).toContain("@article{kowalczyk2026readback,\n  author    = {Kowalczyk, Marta");
    expect(lines.at(-1)).toBe(
      `add-paper (dry run, nothing written): 1 would be added to ${added()}, 0 present.`,
    );
  });

  it("never changes the owner's files, and appends to an added.bib that is there", async () => {
    const papers = readFileSync(papersFile(), "utf8");
    writeFileSync(added(), "@misc{mine2020, author = {Mine, A}, title = {Mine}, year = {2020}}");
    await run(["2509.01234"]);
    expect(readFileSync(papersFile(), "utf8")).toBe(papers);
    const text = readFileSync(added(), "utf8");
    expect(
      text.startsWith(
        "@misc{mine2020, author = {Mine, A}, title = {Mine}, year = {2020}}\n\n@misc{kowalczyk2025whisper,",
      ),
    ).toBe(true);
  });
});

describe("the owner's keys and files", () => {
  it("writes keys in the style the owner's keys have", async () => {
    rmSync(papersFile());
    writeFileSync(
      join(folder, "mine.bib"),
      "@article{Kowalczyk2024, author = {Kowalczyk, Marta}, title = {One}, journal = {J}, year = {2024}}\n" +
        "@article{Lindqvist2023, author = {Lindqvist, Sara}, title = {Two}, journal = {J}, year = {2023}}\n",
    );
    await run([JOURNAL, "10.5555/icassp.2026.0042"]);
    expect(keysIn(readFileSync(added(), "utf8"))).toEqual(["Kowalczyk2026", "Lindqvist2026"]);
  });

  it("adds to the one file PUBLICATIONS_BIB names, when it names a file", async () => {
    await run(["2509.01234"], { publications: papersFile() });
    expect(keysIn(readFileSync(papersFile(), "utf8")).at(-1)).toBe("kowalczyk2025whisper");
    expect(existsSync(added())).toBe(false);
  });

  it("starts added.bib in a folder with no .bib yet, falling back to CSL-JSON for a DOI without BibTeX", async () => {
    rmSync(papersFile());
    expect(await run(["10.3280/LLA2025-002"])).toBe(0);
    expect(standin.requests.map((request) => request.accept)).toEqual([
      "application/x-bibtex",
      "application/vnd.citationstyles.csl+json",
    ]);
    expect(keysIn(readFileSync(added(), "utf8"))).toEqual(["kowalczyk2025teaching"]);
  });

  it("falls back to CSL-JSON when doi.org fails on BibTeX, and writes the same entry as from BibTeX", async () => {
    const icassp = "10.5555/icassp.2026.0042";
    await run([icassp]);
    const fromBibtex = readFileSync(added(), "utf8");
    rmSync(added());
    standin.requests.length = 0;
    expect(await run([icassp], { misbehave: { [icassp]: { status: 500, accept: "x-bibtex" } } })).toBe(0);
    expect(standin.requests.map((request) => request.accept)).toEqual([
      ...Array(3).fill("application/x-bibtex"),
      "application/vnd.citationstyles.csl+json",
    ]);
    expect(readFileSync(added(), "utf8")).toBe(fromBibtex);
  });

  it("refuses to look anything up while a .bib has an entry the build would stop on, naming it", async () => {
    writeFileSync(
      join(folder, "broken.bib"),
      "@article{broken2024, author = {A, B}, journal = {J}, year = {2024}}\n",
    );
    expect(await run([JOURNAL])).toBe(1);
    expect(lines[0]).toBe(
      `${join(folder, "broken.bib")} has entries the site cannot publish:\n- entry "broken2024": missing field "title"`,
    );
    expect(lines.at(-1)).toBe(
      "add-paper: fix these first (the build stops on them too); nothing was looked up.",
    );
    expect(standin.requests).toEqual([]);
  });
});

describe("preprints and their published versions", () => {
  it("does not add a preprint whose published version has a DOI, and says how to add that", async () => {
    expect(await run(["2507.04321"])).toBe(0);
    expect(lines[0]).toBe(
      `arXiv:2507.04321: published version available (${JOURNAL}); the preprint is not added: add the published version with npm run add-paper -- ${JOURNAL}`,
    );
    expect(existsSync(added())).toBe(false);
  });

  it("finds the journal article of a preprint asked for first", async () => {
    await run(["2507.04321", JOURNAL]);
    expect(lines[0]).toContain(
      `published version available (${JOURNAL}), added above as kowalczyk2026readback`,
    );
    expect(keysIn(readFileSync(added(), "utf8"))).toEqual(["kowalczyk2026readback"]);
  });

  it("reports the published version of a preprint the owner has, by ORCID's link or by title, and adds neither", async () => {
    writeFileSync(
      join(folder, "preprints.bib"),
      "@misc{kowalczyk2025readback, author = {Kowalczyk, Marta}, year = {2025}, eprint = {2507.04321}, archivePrefix = {arXiv},\n" +
        "  title = {Readback Checking with Sparse Attention: ICAO Phraseology at 5\\% of the Cost}}\n" +
        "@article{kowalczyk2025scholar, author = {Kowalczyk, Marta}, year = {2025}, journal = {arXiv preprint arXiv:2511.00001},\n" +
        "  title = {Keyword spotting for air traffic control on a microcontroller}}\n",
    );
    await run([ORCID]);
    const preprints = join(folder, "preprints.bib");
    expect(lines).toContain(
      `  ${JOURNAL} “Readback checking with sparse attention: ICAO phraseology at 5% of the cost & latency”: published version available of the preprint kowalczyk2025readback (${preprints}, same arXiv id, by ORCID's link): add doi = {${JOURNAL}} to that entry, or delete it and run add-paper again`,
    );
    expect(lines).toContain(
      `  10.5555/icassp.2026.0042 “Keyword Spotting for Air Traffic Control on a Microcontroller”: published version available of the preprint kowalczyk2025scholar (${preprints}, same title): add doi = {10.5555/icassp.2026.0042} to that entry, or delete it and run add-paper again`,
    );
    expect(keysIn(readFileSync(added(), "utf8"))).toEqual(["kowalczyk2025atc"]);
  });
});

describe("failures", () => {
  const nothingWritten = () => expect(existsSync(added())).toBe(false);

  it("leaves arXiv's gap between two requests to it", async () => {
    const started = Date.now();
    await run(["2509.01234", "2509.99999"], { arxivPace: { gapMs: 600 } });
    expect(standin.requests.map((request) => request.id)).toEqual(["2509.01234", "2509.99999"]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(590);
  });

  it("a DOI doi.org does not know: one line, exit 1, nothing written", async () => {
    expect(await run(["10.5555/no.such.paper"])).toBe(1);
    expect(lines).toEqual([
      "10.5555/no.such.paper: failed, doi.org knows no such DOI (404); check it on the publisher's page",
      "add-paper: 0 added, 0 present, 1 failed.",
    ]);
    nothingWritten();
  });

  it("an arXiv id arXiv does not have, and an ORCID iD without a public record", async () => {
    expect(await run(["2509.99999", "0000-0001-5109-3700"])).toBe(1);
    expect(lines.slice(0, 2)).toEqual([
      "arXiv:2509.99999: failed, arXiv has no paper 2509.99999; check the id on arxiv.org",
      "0000-0001-5109-3700: failed, ORCID has no public record with this iD (404); check the iD on orcid.org",
    ]);
    nothingWritten();
  });

  it("a 429 whose Retry-After is short is waited out, and the work added", async () => {
    const started = Date.now();
    expect(await run([JOURNAL], { misbehave: { [JOURNAL]: { rateLimited: 1, retryAfter: "1" } } })).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(lines[0]).toBe(`${JOURNAL}: added as kowalczyk2026readback`);
  });

  it("a 429 that asks for a day's wait fails at once, with one line", async () => {
    const started = Date.now();
    expect(await run([JOURNAL], { misbehave: { [JOURNAL]: { rateLimited: 9, retryAfter: "86400" } } })).toBe(
      1,
    );
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(lines[0]).toBe(
      `${JOURNAL}: failed, doi.org did not answer (429, asked to wait 86400 s); try again later`,
    );
    nothingWritten();
  });

  it("a service that never answers fails after the time limit", async () => {
    expect(await run([ORCID], { misbehave: { [ORCID]: { hang: true } }, retry: { timeoutMs: 300 } })).toBe(1);
    expect(lines[0]).toBe(
      `${ORCID}: failed, ORCID did not answer (no answer within 300 ms); try again later`,
    );
    nothingWritten();
  });

  it("a server that is not there fails with the reason", async () => {
    expect(await run([JOURNAL], { endpoints: { doi: `http://127.0.0.1:${closedPort}/doi` } })).toBe(1);
    expect(lines[0]).toBe(
      `${JOURNAL}: failed, doi.org did not answer (connect ECONNREFUSED 127.0.0.1:${closedPort}); try again later`,
    );
    nothingWritten();
  });

  it("adds what it could when some fail, exits 0, and names the failures", async () => {
    expect(await run(["10.5555/no.such.paper", "2509.01234"])).toBe(0);
    expect(lines.at(-1)).toBe(`add-paper: 1 added to ${added()}, 0 present, 1 failed.`);
    expect(keysIn(readFileSync(added(), "utf8"))).toEqual(["kowalczyk2025whisper"]);
  });

  it("a malformed id: says which and what is read, exit 2, nothing asked or written", async () => {
    expect(await run([JOURNAL, "10.1145", "0000-0002-1825-0098"])).toBe(2);
    expect(lines).toEqual([
      expect.stringMatching(/^10\.1145: neither a DOI/),
      "0000-0002-1825-0098: not an ORCID iD: it fails its check digit, so a character is mistyped; copy the iD from your ORCID record",
      expect.stringMatching(/^add-paper: nothing was looked up or written\. Usage: npm run add-paper -- /),
    ]);
    expect(standin.requests).toEqual([]);
    nothingWritten();
  });
});

describe("npm run add-paper without an id", () => {
  const env = () => ({ ...standin.env, PUBLICATIONS_BIB: folder });

  it("looks up the ORCID iD in site.ts", async () => {
    lines = [];
    const code = await main([], env(), { ...owner, orcid: ORCID }, (line) => lines.push(line));
    expect(code).toBe(0);
    expect(lines[0]).toBe(`${ORCID}: 8 works on the ORCID record`);
    expect(keysIn(readFileSync(added(), "utf8"))).toHaveLength(3);
  });

  it("without an iD in site.ts does nothing and says so", async () => {
    lines = [];
    expect(await main([], env(), owner, (line) => lines.push(line))).toBe(0);
    expect(lines).toEqual([
      expect.stringMatching(/^add-paper: no id given, and .* has no ORCID iD \(field "orcid"\)/),
    ]);
    expect(lines[0]).toContain(
      `${SITE_FILE} has no ORCID iD (field "orcid"), so there is nothing to look up. Set it there, or name the works: npm run add-paper -- `,
    );
    expect(standin.requests).toEqual([]);
  });

  it("with a mistyped iD in site.ts names the file and the field, and looks nothing up", async () => {
    lines = [];
    expect(
      await main([], env(), { ...owner, orcid: "0000-0002-1825-0079" }, (line) => lines.push(line)),
    ).toBe(2);
    expect(lines).toEqual([
      `${SITE_FILE}: field "orcid" is not an ORCID iD ("0000-0002-1825-0079"): it fails its check digit, so a character is mistyped; copy the iD from your ORCID record`,
    ]);
    expect(standin.requests).toEqual([]);
  });

  it("with --help says how it is used, and asks nothing", async () => {
    lines = [];
    expect(await main(["--help"], env(), owner, (line) => lines.push(line))).toBe(0);
    expect(lines).toEqual([
      expect.stringMatching(/^Usage: npm run add-paper -- \[--dry-run\] <DOI \| arXiv id \| ORCID iD>…/),
    ]);
    expect(standin.requests).toEqual([]);
  });

  it("refuses an option it does not know, and a time limit that is no number", async () => {
    lines = [];
    expect(await main(["--force", JOURNAL], env(), owner, (line) => lines.push(line))).toBe(2);
    expect(
      await main([JOURNAL], { ...env(), ADD_PAPER_TIMEOUT_MS: "soon" }, owner, (line) => lines.push(line)),
    ).toBe(2);
    expect(lines).toEqual([
      expect.stringMatching(/^add-paper: --force is no option\. Usage: /),
      'add-paper: ADD_PAPER_TIMEOUT_MS must be a whole number of milliseconds, not "soon"',
    ]);
    expect(standin.requests).toEqual([]);
  });
});

describe("npm run add-paper, as a child process", () => {
  /** The command as `npm run add-paper` starts it, in the project, with the stand-in's addresses. */
  const command = (args: string[], env: Record<string, string> = {}) =>
    new Promise<{ code: number; stdout: string }>((done) => {
      execFile(
        process.execPath,
        [resolve("scripts/tool.mjs"), "scripts/new-papers.ts", ...args],
        { env: { ...process.env, ...standin.env, PUBLICATIONS_BIB: folder, ...env } },
        (error, stdout) => done({ code: error ? Number(error.code) : 0, stdout }),
      );
    });

  it("adds the works not yet there, then on a second run nothing", async () => {
    const first = await command([JOURNAL, "2509.01234", ORCID]);
    expect(first.code, first.stdout).toBe(0);
    expect(first.stdout.trim().split("\n")).toEqual(firstReport());
    const written = readFileSync(added(), "utf8");
    const second = await command([JOURNAL, "2509.01234", ORCID]);
    expect(second.code, second.stdout).toBe(0);
    expect(second.stdout).toContain(
      "add-paper: 0 added, 8 present, 1 with a published version, 1 to add by hand.",
    );
    expect(readFileSync(added(), "utf8")).toBe(written);
  }, 60_000);

  it("gives each bad input one clear line and a non-zero exit, and writes nothing", async () => {
    // Three runs side by side: an id it cannot read; three services failing each in its own way (a DOI
    // doi.org does not know, arXiv's 429 asking for a day's wait, ORCID not answering within the time
    // limit); and a server that is not there.
    standin.setMisbehaviour({
      "2509.01234": { rateLimited: 9, retryAfter: "86400" },
      [ORCID]: { hang: true },
    });
    const [malformed, failing, unreachable] = await Promise.all([
      command(["10.1145"]),
      command(["10.5555/no.such.paper", "2509.01234", ORCID], { ADD_PAPER_TIMEOUT_MS: "300" }),
      command(["10.5555/icassp.2026.0042"], { DOI_API_URL: `http://127.0.0.1:${closedPort}/doi` }),
    ]);
    expect(malformed.code).toBe(2);
    expect(malformed.stdout).toMatch(/^10\.1145: neither a DOI \(10\.1145\/3538543/);
    expect(failing.code).toBe(1);
    expect(failing.stdout.trim().split("\n")).toEqual([
      "10.5555/no.such.paper: failed, doi.org knows no such DOI (404); check it on the publisher's page",
      "arXiv:2509.01234: failed, arXiv did not answer (429, asked to wait 86400 s); try again later",
      `${ORCID}: failed, ORCID did not answer (no answer within 300 ms); try again later`,
      "add-paper: 0 added, 0 present, 3 failed.",
    ]);
    expect(unreachable.code).toBe(1);
    expect(unreachable.stdout.split("\n")[0]).toBe(
      `10.5555/icassp.2026.0042: failed, doi.org did not answer (connect ECONNREFUSED 127.0.0.1:${closedPort}); try again later`,
    );
    expect(existsSync(added())).toBe(false);
  }, 60_000);
});
