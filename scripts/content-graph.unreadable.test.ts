// @vitest-environment node
// A build of content whose TypeScript does not parse (a comma missing in talks.ts) stops with the owner's file
// and the parser's words over the lines they point at, as a content problem: no trace of the module runner,
// no colour codes, and not the file's whole text, which the error carries too.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, expect, it } from "vitest";
import { graphFile } from "../app/content-graph/built-graph.server";
import { FIRST_OWNER } from "./test-sites.mjs";

const BUILD_DIR = `.build-unreadable-test-${process.pid}`;
const content = join(mkdtempSync(join(tmpdir(), "unreadable-owner-")), "content");

afterAll(() => {
  rmSync(resolve(content, ".."), { recursive: true, force: true });
  rmSync(BUILD_DIR, { recursive: true, force: true });
  rmSync(graphFile(BUILD_DIR), { force: true });
});

it("names the file that does not parse, with the parser's words and nothing of the build's own", () => {
  cpSync(FIRST_OWNER.CONTENT_DIR, content, { recursive: true });
  // Outside the project no tsconfig maps ~/ to app/: the copy imports the code's icons and types by their path.
  for (const file of readdirSync(content).filter((name) => name.endsWith(".ts"))) {
    const path = join(content, file);
    writeFileSync(path, readFileSync(path, "utf8").replaceAll('from "~/', `from "${resolve("app")}/`));
  }
  const talks = join(content, "talks.ts");
  writeFileSync(talks, readFileSync(talks, "utf8").replace(/(slug: "[^"]+"),/, "$1"));

  const build = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.cjs", "build"], {
    env: { ...process.env, CONTENT_DIR: content, PUBLIC_DIR: resolve(FIRST_OWNER.PUBLIC_DIR), BUILD_DIR },
    encoding: "utf8",
  });
  const said = build.stdout + build.stderr;
  expect(build.status).not.toBe(0);
  expect(said).toMatch(/talks\.ts: could not be read\n/);
  // Vite's words point at the line the comma is missing from.
  const line =
    readFileSync(talks, "utf8")
      .split("\n")
      .findIndex((text) => /slug: "[^"]+"$/.test(text)) + 1;
  expect(said).toContain(`talks.ts:${line + 1}:`);
  expect(said).not.toContain("\u001b[");
  expect(said).not.toMatch(/^\s+at /m);
  expect(said).not.toContain("export const talks");
}, 120_000);
