// @vitest-environment node
// Only the search page may compile WebAssembly (Pagefind): its own rule in _headers and its own <meta> policy
// carry 'wasm-unsafe-eval'; every other page keeps the site's policy, unchanged.
import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { finishBuild, headersFile, searchPagePolicy } from "./post-build";

const POLICY = "default-src 'self'; script-src 'self' 'sha256-abc='; frame-ancestors 'none'";

describe("searchPagePolicy", () => {
  it("adds 'wasm-unsafe-eval' to script-src and changes nothing else", () => {
    expect(searchPagePolicy(POLICY)).toBe(
      "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='; frame-ancestors 'none'",
    );
  });
});

describe("headersFile with a page's own policy", () => {
  it("puts the page's rule after the site's, so the page's value is the one served there", () => {
    const file = headersFile(POLICY, [{ path: "/search/", policy: "own policy" }]);
    const site = file.indexOf(`/*\n  Content-Security-Policy: ${POLICY}\n`);
    const own = file.indexOf("/search/\n  Content-Security-Policy: own policy\n");
    expect(site).toBeGreaterThanOrEqual(0);
    expect(own).toBeGreaterThan(site);
  });

  it("writes no page rule when there is none", () => {
    expect(headersFile(POLICY)).not.toMatch(/^\/search/m);
  });
});

describe("finishBuild", () => {
  it("gives the search page in each language, and only it, the WebAssembly policy, in _headers and in its <meta>", async () => {
    const dir = await mkdtemp(join(tmpdir(), "post-build-search-"));
    const page = (path: string) =>
      `<html><head><meta charSet="utf-8"/>${path ? `<link rel="canonical" href="https://x.eu${path}"/>` : ""}</head><body></body></html>`;
    for (const folder of ["404", "search", "about", "de/search"])
      await mkdir(join(dir, folder), { recursive: true });
    await writeFile(join(dir, "index.html"), page("/"));
    await writeFile(join(dir, "about", "index.html"), page("/about/"));
    await writeFile(join(dir, "search", "index.html"), page("/search/"));
    await writeFile(join(dir, "de", "search", "index.html"), page("/de/search/"));
    await writeFile(join(dir, "404", "index.html"), page(""));

    await finishBuild({ clientDir: dir, emailOrigin: "http://localhost:4310", languages: ["en", "de"] });

    const headers = await readFile(join(dir, "_headers"), "utf8");
    const rules = headers.split(/\n(?=\S)/);
    const csp = (rule: string) => /Content-Security-Policy: (.*)/.exec(rule)?.[1] ?? "";
    expect(csp(rules.find((rule) => rule.startsWith("/*\n"))!)).not.toContain("wasm-unsafe-eval");
    for (const path of ["/search/", "/search/index.html", "/de/search/", "/de/search/index.html"])
      expect(csp(rules.find((rule) => rule.startsWith(`${path}\n`))!)).toContain("'wasm-unsafe-eval'");
    const meta = async (file: string) =>
      /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(
        await readFile(join(dir, file), "utf8"),
      )![1];
    for (const file of ["search/index.html", "de/search/index.html"])
      expect(await meta(file)).toContain("script-src 'self' 'wasm-unsafe-eval'");
    for (const file of ["index.html", "about/index.html", "404.html"])
      expect(await meta(file)).not.toContain("wasm-unsafe-eval");
  });
});
