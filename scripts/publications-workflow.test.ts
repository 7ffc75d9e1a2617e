// @vitest-environment node
// The weekly new-publications workflow (.github/workflows/publications.yml), as far as it runs here: it is
// valid YAML with valid shell, runs on a schedule and by hand, runs add-paper without an id (so site.ts's
// ORCID iD), and its own steps, run in a scratch repository with a local "origin": nothing new proposes
// nothing; new entries go onto the proposal's branch, never main, and a pull request is opened (or updated)
// with the report. `gh` is a stand-in here that records what it is asked and answers as told.
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import matter from "gray-matter";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_DIR as CONTENT } from "../app/owner-folders.server";

type Step = {
  name?: string;
  id?: string;
  run?: string;
  uses?: string;
  with?: Record<string, string>;
  if?: string;
};
type Workflow = {
  name: string;
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  jobs: Record<string, { env: Record<string, string>; steps: Step[] }>;
};

// Parsed with gray-matter's YAML reader, as the site reads posts' front matter: no other YAML library.
const text = readFileSync(".github/workflows/publications.yml", "utf8");
const workflow = matter(`---\n${text}\n---\n`).data as Workflow;
const [job] = Object.values(workflow.jobs);
const step = (name: string) => job!.steps.find((candidate) => candidate.name === name)!;

describe("the workflow file", () => {
  it("runs weekly and by hand, on nothing else", () => {
    expect(Object.keys(workflow.on).toSorted()).toEqual(["schedule", "workflow_dispatch"]);
    const [{ cron }] = workflow.on.schedule as [{ cron: string }];
    expect(cron.split(" ")).toHaveLength(5);
    expect(cron.split(" ")[4]).toMatch(/^[0-6]$/);
  });

  it("may push a branch and open a pull request, and starts from main", () => {
    expect(workflow.permissions).toEqual({ contents: "write", "pull-requests": "write", actions: "write" });
    expect(job!.steps[0]).toMatchObject({ uses: "actions/checkout@v4", with: { ref: "main" } });
    expect(job!.env.BRANCH).not.toBe("main");
  });

  it("runs add-paper without an id, so with the ORCID iD in site.ts", () => {
    expect(step("Look up new works").run).toMatch(/^\s*npm run --silent add-paper \| tee /m);
  });

  it("has shell that bash reads, and no push but to the proposal's branch", () => {
    const scripts = job!.steps.flatMap((candidate) => (candidate.run ? [candidate.run] : []));
    for (const script of scripts) {
      const check = spawnSync("bash", ["-n"], { input: script, encoding: "utf8" });
      expect(check.stderr, script).toBe("");
    }
    const pushes = scripts.join("\n").match(/^.*git push.*$/gm) ?? [];
    expect(pushes.map((line) => line.trim())).toEqual(['git push --force origin "HEAD:refs/heads/$BRANCH"']);
  });
});

describe("the workflow's steps, in a scratch repository", () => {
  let dir: string;
  let repo: string;
  let origin: string;
  let runnerTemp: string;
  let bin: string;

  /** git in `cwd`, with the scratch configuration: an author, and main as the first branch. */
  const gitIn = (cwd: string, ...args: string[]) =>
    execFileSync("git", args, {
      cwd,
      encoding: "utf8",
      env: { ...process.env, GIT_CONFIG_GLOBAL: join(dir, "gitconfig") },
    }).trim();
  const git = (...args: string[]) => gitIn(repo, ...args);

  /** Runs a step's shell as the runner would, with `gh` answering `openPr` to "is a pull request open?". */
  function runStep(name: string, openPr = "") {
    const output = join(runnerTemp, "output");
    writeFileSync(output, "");
    const result = spawnSync("bash", ["-e", "-c", step(name).run!], {
      cwd: repo,
      encoding: "utf8",
      env: {
        ...process.env,
        ...job!.env,
        PATH: `${bin}:${process.env.PATH}`,
        RUNNER_TEMP: runnerTemp,
        GITHUB_OUTPUT: output,
        GH_LOG: join(runnerTemp, "gh.log"),
        GH_OPEN_PR: openPr,
        GIT_CONFIG_GLOBAL: join(dir, "gitconfig"),
      },
    });
    expect(result.status, result.stderr).toBe(0);
    return { stdout: result.stdout, output: readFileSync(output, "utf8") };
  }

  const ghCalls = () => readFileSync(join(runnerTemp, "gh.log"), "utf8").trim().split("\n");

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "publications-workflow-"));
    repo = join(dir, "repo");
    origin = join(dir, "origin.git");
    runnerTemp = join(dir, "runner");
    bin = join(dir, "bin");
    for (const folder of [join(repo, `${CONTENT}/publications`), runnerTemp, bin])
      mkdirSync(folder, { recursive: true });
    writeFileSync(
      join(dir, "gitconfig"),
      "[user]\n  name = Test\n  email = test@example.org\n[init]\n  defaultBranch = main\n",
    );
    // gh as the workflow uses it: records each call; `pr list` answers the open pull request's number, if any.
    writeFileSync(
      join(bin, "gh"),
      '#!/bin/sh\necho "$*" >> "$GH_LOG"\nif [ "$1 $2" = "pr list" ]; then echo "$GH_OPEN_PR"; fi\n',
    );
    chmodSync(join(bin, "gh"), 0o755);
    gitIn(dir, "init", "--bare", "-q", origin);
    git("init", "-q");
    writeFileSync(join(repo, `${CONTENT}/publications/papers.bib`), "@misc{a2020, title = {A}}\n");
    writeFileSync(join(repo, "README.md"), "A site\n");
    git("add", ".");
    git("commit", "-qm", "The owner's site");
    git("remote", "add", "origin", origin);
    git("push", "-q", "origin", "HEAD:refs/heads/main");
    writeFileSync(
      join(runnerTemp, "add-paper.txt"),
      `10.5555/x: added as a2026x\nadd-paper: 1 added to ${CONTENT}/publications/added.bib, 0 present.\n`,
    );
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("proposes nothing when add-paper added nothing, and says why", () => {
    writeFileSync(
      join(runnerTemp, "add-paper.txt"),
      `add-paper: no id given, and ${CONTENT}/site.ts has no ORCID iD (field "orcid")\n`,
    );
    const { stdout, output } = runStep("Anything new?");
    expect(stdout).toBe(
      `::notice::Nothing new to propose. add-paper: no id given, and ${CONTENT}/site.ts has no ORCID iD (field "orcid")\n`,
    );
    expect(output).toBe("");
  });

  it("puts the new entries on the proposal's branch, leaves main, and opens a pull request with the report", () => {
    const mainBefore = gitIn(origin, "rev-parse", "main");
    writeFileSync(join(repo, `${CONTENT}/publications/added.bib`), "@misc{a2026x, title = {X}}\n");
    expect(runStep("Anything new?").output).toBe("new=true\n");
    runStep("Propose them");
    const branch = job!.env.BRANCH!;
    expect(gitIn(origin, "rev-parse", "main")).toBe(mainBefore);
    expect(gitIn(origin, "diff", "--name-only", "main", branch)).toBe(`${CONTENT}/publications/added.bib`);
    expect(git("log", "-1", "--format=%s", branch)).toMatch(/^New works from ORCID, \d{4}-\d{2}-\d{2}$/);
    expect(ghCalls()).toEqual([
      `pr list --head ${branch} --base main --state open --json number --jq .[].number`,
      `pr create --base main --head ${branch} --title New publications from ORCID --body-file ${runnerTemp}/body.md`,
      `workflow run ci.yml --ref ${branch}`,
    ]);
    const body = readFileSync(join(runnerTemp, "body.md"), "utf8");
    expect(body).toContain("10.5555/x: added as a2026x\n");
    expect(body).toContain(`${CONTENT}/publications/added.bib`);
  });

  it("updates the pull request already open, on a branch started again from main", () => {
    writeFileSync(join(repo, `${CONTENT}/publications/added.bib`), "@misc{a2026x, title = {X}}\n");
    runStep("Propose them", "12");
    expect(ghCalls()[1]).toBe(`pr edit ${job!.env.BRANCH} --body-file ${runnerTemp}/body.md`);
    expect(git("rev-list", "--count", `origin/${job!.env.BRANCH}`)).toBe("2");
  });
});
