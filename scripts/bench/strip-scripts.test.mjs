// @vitest-environment node
import { mkdtemp, readFile, rm, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { makeNoJsCopy, stripScripts } from "./strip-scripts.mjs";

const PAGE = [
  "<!DOCTYPE html><html><head>",
  '<link rel="icon" href="/favicon.svg"/>',
  '<link rel="modulepreload" href="/assets/entry.js"/>',
  "<LINK REL=modulepreload href=/assets/root.js>",
  '<link rel="preload" as="script" href="/assets/a.js"/>',
  '<link rel="preload" as="font" href="/f.woff2" crossorigin/>',
  '<script>try{document.documentElement.dataset.theme="dark"}catch(e){}</script>',
  '<link rel="stylesheet" href="/assets/root.css"/>',
  "</head><body><h1>Hi</h1>",
  '<script type="module" async="">import "/assets/entry.js"; const s = "<script>";</script>',
  '<script id="_R_">window.__x = "a > b"</SCRIPT >',
  "<p>Text with the word script, &lt;script&gt; escaped.</p>",
  "</body></html>",
].join("");

describe("stripScripts", () => {
  const stripped = stripScripts(PAGE);

  test("removes every script element, inline or external, whatever its case or content", () => {
    expect(stripped).not.toMatch(/<script/i);
    expect(stripped).not.toContain("import");
    expect(stripped).not.toContain("__x");
  });

  test("removes links that fetch JavaScript", () => {
    expect(stripped).not.toMatch(/modulepreload/i);
    expect(stripped).not.toContain("/assets/a.js");
  });

  test("keeps everything else byte for byte", () => {
    expect(stripped).toBe(
      [
        "<!DOCTYPE html><html><head>",
        '<link rel="icon" href="/favicon.svg"/>',
        '<link rel="preload" as="font" href="/f.woff2" crossorigin/>',
        '<link rel="stylesheet" href="/assets/root.css"/>',
        "</head><body><h1>Hi</h1>",
        "<p>Text with the word script, &lt;script&gt; escaped.</p>",
        "</body></html>",
      ].join(""),
    );
  });

  test("leaves a page without scripts unchanged", () => {
    const page = '<html><head><link rel="stylesheet" href="/a.css"></head><body><p>x</p></body></html>';
    expect(stripScripts(page)).toBe(page);
  });
});

describe("makeNoJsCopy", () => {
  let dir;
  afterEach(() => rm(dir, { recursive: true, force: true }));

  test("copies the build and strips every HTML file in it, the original untouched", async () => {
    dir = await mkdtemp(join(tmpdir(), "bench-"));
    const from = join(dir, "client");
    await mkdir(join(from, "about"), { recursive: true });
    await mkdir(join(from, "assets"));
    await writeFile(join(from, "index.html"), PAGE);
    await writeFile(join(from, "about/index.html"), PAGE);
    await writeFile(join(from, "assets/entry.js"), 'console.log("<script>")');

    const pages = await makeNoJsCopy(from, join(dir, "no-js"));

    expect(pages).toHaveLength(2);
    for (const page of ["index.html", "about/index.html"]) {
      expect(await readFile(join(dir, "no-js", page), "utf8")).toBe(stripScripts(PAGE));
      expect(await readFile(join(from, page), "utf8")).toBe(PAGE);
    }
    expect(await readFile(join(dir, "no-js/assets/entry.js"), "utf8")).toBe('console.log("<script>")');
  });
});
