// @vitest-environment node
// The index as the build writes it, with Pagefind's real binary: records go in, the bundle comes out under
// /pagefind with one fragment per record, and Pagefind's own interfaces, which the site does not use, are left out.
import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { SearchRecord } from "../app/search/search-records.server";
import { writeSearchIndex } from "./search-index";

const record = (url: string, title: string): SearchRecord => ({
  url,
  kind: "paper",
  label: "Journal article",
  title,
  date: "2025",
  years: [2025],
  tags: [],
  summary: "A summary",
  body: "<p>Some words about readbacks.</p>",
  language: "en",
});

describe("writeSearchIndex", () => {
  it("writes Pagefind's script, its WebAssembly and the index, and none of its ready-made interfaces", async () => {
    const dir = await mkdtemp(join(tmpdir(), "search-index-"));
    await writeSearchIndex(dir, [record("/a/", "First"), record("/b/", "Second")]);
    const files = await readdir(join(dir, "pagefind"));
    expect(files).toContain("pagefind.js");
    expect(files).toContain("wasm.en.pagefind");
    expect(files).toContain("pagefind-entry.json");
    expect(files.filter((file) => /ui|highlight|worker/.test(file))).toEqual([]);
    expect(await readdir(join(dir, "pagefind", "fragment"))).toHaveLength(2);
  }, 60_000);
});
