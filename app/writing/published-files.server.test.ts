// @vitest-environment node
// The pages at a post's old addresses are published at their decoded paths, where a static host looks.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { expect, it } from "vitest";
import { publishUnicodeFolders } from "./published-files.server";

it("moves each old address's page from the percent-encoded path React Router wrote it at", async () => {
  const client = mkdtempSync(join(tmpdir(), "client-"));
  const written = [
    "posts/fusion%20power/index.html",
    "posts/fusion%20power/_.data",
    "%EA%B8%80/2019/index.html",
    "2019/05/caf%C3%A9.html",
    "posts/plain/index.html",
  ];
  for (const path of written) {
    mkdirSync(join(client, dirname(path)), { recursive: true });
    writeFileSync(join(client, path), path);
  }
  await publishUnicodeFolders(client, [
    "/posts/fusion power/index.html",
    "/글/2019/index.html",
    "/2019/05/café.html",
    "/posts/plain/index.html",
  ]);
  for (const path of ["posts/fusion power/index.html", "글/2019/index.html", "2019/05/café.html"])
    expect(existsSync(join(client, path))).toBe(true);
  expect(readdirSync(client).sort()).toEqual(["2019", "posts", "글"]);
  expect(readdirSync(join(client, "posts")).sort()).toEqual(["fusion power", "plain"]);
  expect(readdirSync(join(client, "2019", "05"))).toEqual(["café.html"]);
});
