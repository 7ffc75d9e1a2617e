// @vitest-environment node
// The deploy's gate: a push that changes only the owner's content is checked by its build and check:site,
// any other by the whole suite first (.ci/content-only, .github/workflows/deploy.yml). The script runs here
// on real git histories in a scratch repository.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import matter from "gray-matter";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_DIR as CONTENT } from "../app/owner-folders.server";

const SCRIPT = resolve(".ci/content-only");

type Step = { if?: string; run?: string; uses?: string };
type Workflow = { jobs: Record<string, { steps: Step[] }> };

describe(".ci/content-only", () => {
  let repo: string;
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.org", ...args], {
      cwd: repo,
      encoding: "utf8",
    }).trim();
  /** Writes `files` and commits them; resolves to the new commit. */
  const commit = (files: Record<string, string>) => {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(repo, path)), { recursive: true });
      writeFileSync(join(repo, path), text);
    }
    git("add", "-A");
    git("commit", "-q", "-m", "change");
    return git("rev-parse", "HEAD");
  };
  const verdict = (before: string) =>
    execFileSync("bash", [SCRIPT, before], { cwd: repo, encoding: "utf8" }).trim();

  beforeEach(() => {
    repo = mkdtempSync(join(tmpdir(), "content-only-"));
    git("init", "-q");
    commit({ [`${CONTENT}/site.ts`]: "a", "app/content-types.ts": "t", "app/routes/home.tsx": "h" });
  });
  afterEach(() => rmSync(repo, { recursive: true, force: true }));

  it("says content only for a push of content files and the owner's public files", () => {
    const before = git("rev-parse", "HEAD");
    commit({ [`${CONTENT}/site.ts`]: "b", [`${CONTENT}/posts/new.md`]: "p" });
    commit({ "public/papers/a.pdf": "pdf" });
    expect(verdict(before)).toBe("content_only=true");
  });

  it("says code for a push that changes any other file, or the content's types", () => {
    const before = git("rev-parse", "HEAD");
    commit({ [`${CONTENT}/site.ts`]: "b" });
    commit({ "app/routes/home.tsx": "i" });
    expect(verdict(before)).toBe("content_only=false");
    const next = git("rev-parse", "HEAD");
    commit({ "app/content-types.ts": "u" });
    expect(verdict(next)).toBe("content_only=false");
  });

  it("says code when it cannot tell what the push changed: a first push, an unknown commit, a run by hand", () => {
    commit({ [`${CONTENT}/site.ts`]: "b" });
    for (const before of ["0".repeat(40), "f".repeat(40), ""])
      expect(verdict(before)).toBe("content_only=false");
  });
});

describe("the deploy workflow", () => {
  const text = readFileSync(".github/workflows/deploy.yml", "utf8");
  const { jobs } = matter(`---\n${text}\n---\n`).data as Workflow;
  const steps = jobs.build!.steps;
  const index = (match: (step: Step) => boolean) => steps.findIndex(match);

  it("runs the whole suite unless the push is content only, and then only what the build and its check need", () => {
    const gate = steps.find((step) => step.run?.includes(".ci/content-only"))!;
    expect(gate).toBeDefined();
    expect(steps.find((step) => step.run === "bash .ci/run")?.if).toBe(
      "steps.changes.outputs.content_only != 'true'",
    );
    expect(steps.find((step) => step.run === "bash .ci/run --site-only")?.if).toBe(
      "steps.changes.outputs.content_only == 'true'",
    );
  });

  it("type-checks a content-only push before building it", () => {
    const typecheck = index((step) => step.run === "npm run typecheck");
    expect(steps[typecheck]?.if).toBe("steps.changes.outputs.content_only == 'true'");
    expect(typecheck).toBeLessThan(index((step) => step.run === "npm run build"));
  });

  it("checks the very build it publishes, before publishing it", () => {
    const build = index((step) => step.run === "npm run build");
    const check = index((step) => step.run === "npm run check:site");
    const upload = index((step) => step.uses?.startsWith("actions/upload-pages-artifact") === true);
    expect(build).toBeGreaterThan(-1);
    expect(check).toBeGreaterThan(build);
    expect(upload).toBeGreaterThan(check);
    expect(steps[check]!.if).toBeUndefined();
  });
});
