// @vitest-environment node
// A site of one language reads no `lang`: an imported post that names its language (Jekyll's `lang: fr`) is
// published in the site's one language, the field reported as ignored, as it was before the site had
// languages. The site's languages come from site.ts; here they are one, whatever the test owner's are.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it, vi } from "vitest";
import { parsePosts } from "./posts.server";

vi.mock("../i18n/languages", async (original) => ({
  ...(await original<typeof import("../i18n/languages")>()),
  SITE_LANGUAGES: ["en"],
  PREFIXED_LANGUAGES: [],
  MULTILINGUAL: false,
}));

const dir = mkdtempSync(join(tmpdir(), "posts-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("publishes a post whose lang the site does not have in its one language, and says lang is ignored", () => {
  writeFileSync(
    join(dir, "bonjour.md"),
    "---\ntitle: Bonjour\ndate: 2024-05-01\nsummary: S.\nlang: fr\n---\n\nTexte.\n",
  );
  const warnings: string[] = [];
  const [post, ...others] = parsePosts(dir, (text) => warnings.push(text));
  expect(others).toEqual([]);
  expect(post).toMatchObject({ slug: "bonjour", language: "en" });
  expect(warnings).toEqual([`${join(dir, "bonjour.md")}: fields the site does not use, ignored: lang`]);
});
