// @vitest-environment node
import { createHash } from "node:crypto";
import { mkdtemp, mkdir, readFile, writeFile, readdir } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  canonicalUrl,
  contentSecurityPolicy,
  finishBuild,
  headersFile,
  inlineScriptHashes,
  metaPolicy,
  missingLinkedFiles,
  pagesOutOfBasePath,
  robots,
  sitemap,
} from "./post-build";

// sha256("alert(1)") in base64, as CSP expects it.
const ALERT_HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

describe("inlineScriptHashes", () => {
  it("hashes the text of inline scripts, classic and module", () => {
    const html = `<script>alert(1)</script><script type="module">alert(1)</script>`;
    expect(inlineScriptHashes(html)).toEqual([ALERT_HASH, ALERT_HASH]);
  });

  it("hashes every inline script the page carries, whoever wrote it, in any letter case and attributes", () => {
    const html = `<SCRIPT type="module" async="" data-x="a>b">alert(1)</SCRIPT ><script nonce='n'>alert(1)</script>`;
    expect(inlineScriptHashes(html)).toEqual([ALERT_HASH, ALERT_HASH]);
  });

  it("hashes inline speculation rules, which the policy must allow like a script", () => {
    const rules = `{"prerender":[]}`;
    const [hash] = inlineScriptHashes(`<script type="speculationrules">${rules}</script>`);
    expect(hash).toBe(`'sha256-${createHash("sha256").update(rules).digest("base64")}'`);
  });

  it("skips empty inline scripts, which never run", () => {
    expect(inlineScriptHashes("<script></script>")).toEqual([]);
  });

  it("skips external scripts and JSON-LD data blocks", () => {
    const html = `<script src="/a.js"></script><script type="application/ld+json">{"a":1}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy({
    scriptHashes: [ALERT_HASH, ALERT_HASH],
    emailOrigin: "https://api.emailjs.com/",
  });

  it("lets scripts run only from the site or by hash, never inline at large", () => {
    expect(policy).toContain(`script-src 'self' ${ALERT_HASH};`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("connects only to the site and the email origin", () => {
    expect(policy).toContain("connect-src 'self' https://api.emailjs.com;");
  });

  it("forbids framing, plugins and base/form hijacking", () => {
    for (const directive of [
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(policy).toContain(directive);
    }
  });

  it("drops frame-ancestors from the <meta> form, where browsers ignore it with an error", () => {
    expect(metaPolicy(policy)).not.toContain("frame-ancestors");
    expect(metaPolicy(policy)).toContain("object-src 'none'");
  });
});

describe("headersFile", () => {
  it("sends every header with every path, so a 404 at any unknown path cannot be framed either", () => {
    const file = headersFile("default-src 'self'; frame-ancestors 'none'");
    const rules = Object.fromEntries(
      file
        .trim()
        .split("\n\n")
        .map((rule) => [rule.split("\n")[0], rule]),
    );
    expect(Object.keys(rules)).toEqual(["/*", "/assets/*"]);
    expect(rules["/*"]).toContain("Content-Security-Policy: default-src 'self'; frame-ancestors 'none'");
    expect(rules["/*"]).toContain("X-Frame-Options: DENY");
    expect(rules["/*"]).toContain("X-Content-Type-Options: nosniff");
    expect(rules["/*"]).toContain("Cross-Origin-Opener-Policy: same-origin");
    expect(rules["/assets/*"]).toContain("immutable");
  });

  it("starts every rule with the base path, which a host matches against the requested address", () => {
    const file = headersFile(
      "default-src 'self'",
      [{ path: "/portfolio/search/", policy: "own" }],
      "/portfolio/",
    );
    const rules = file
      .trim()
      .split("\n\n")
      .map((rule) => rule.split("\n")[0]);
    expect(rules).toEqual(["/portfolio/*", "/portfolio/assets/*", "/portfolio/search/"]);
  });
});

describe("sitemap and robots", () => {
  it("reads the canonical link of a page", () => {
    expect(canonicalUrl(`<link rel="canonical" href="https://x.eu/about"/>`)).toBe("https://x.eu/about");
    expect(canonicalUrl(`<meta name="robots" content="noindex"/>`)).toBeNull();
  });

  it("lists every URL and points robots at the sitemap", () => {
    expect(sitemap(["https://x.eu/", "https://x.eu/about"])).toContain("<loc>https://x.eu/about</loc>");
    expect(robots("https://x.eu/sitemap.xml")).toContain("Sitemap: https://x.eu/sitemap.xml");
    expect(robots("https://x.eu/sitemap.xml")).toContain("Allow: /\n");
  });

  it("allows the base path under which the site is served", () => {
    const text = robots("https://user.github.io/portfolio/sitemap.xml", "/portfolio/");
    expect(text).toContain("Allow: /portfolio/\n");
    expect(text).toContain("Sitemap: https://user.github.io/portfolio/sitemap.xml");
  });
});

describe("missingLinkedFiles", () => {
  const files = new Set(["/index.html", "/about/index.html", "/papers/a.pdf", "/og.png"]);
  const exists = (file: string) => files.has(file);

  it("finds each own-site address a page links or loads that the build does not have, once", () => {
    const html = [
      `<a href="/about/">`,
      `<a href="/about/#part">`,
      `<a href="https://x.eu/papers/a.pdf">`,
      `<meta property="og:image" content="https://x.eu/og.png"/>`,
      `<a href="/materials/gone.pdf">`,
      `<a href="/materials/gone.pdf">`,
      `<img src="https://x.eu/slides/b%20c.pdf">`,
      `<a href="/contact">`,
    ].join("");
    expect(missingLinkedFiles([{ path: "/teaching/index.html", html }], "https://x.eu", exists)).toEqual([
      "/teaching/index.html links the file /materials/gone.pdf: put it in public/, at that path",
      "/teaching/index.html links the file /slides/b c.pdf: put it in public/, at that path",
      "/teaching/index.html links the page /contact, which the site does not build: check the address, or the citation key, talk slug or post file name it names",
    ]);
  });

  it("looks for each candidate of a picture's srcset, which the browser loads in place of its src", () => {
    const html = `<img src="/og.png" srcset="/og.png 800w, https://x.eu/sized/1600/a%20b.jpg.webp 1600w">`;
    expect(missingLinkedFiles([{ path: "/writing/a/index.html", html }], "https://x.eu", exists)).toEqual([
      "/writing/a/index.html links the file /sized/1600/a b.jpg.webp: put it in public/, at that path",
    ]);
  });

  it("stops at an address whose decoded path leaves the site, or cannot be decoded, without looking for it", () => {
    const looked: string[] = [];
    const html = [
      `<a href="/..%2f..%2fpackage.json">`,
      `<a href="https://x.eu/papers/..%2F..%2F..%2Fetc/passwd">`,
      `<a href="/%2e%2e%5c.env">`,
      `<a href="/papers/%E0%A4%A">`,
      `<a href="/papers/..%2fa.pdf">`,
    ].join("");
    const found = missingLinkedFiles([{ path: "/writing/post/index.html", html }], "https://x.eu", (file) => {
      looked.push(file);
      return exists(file);
    });
    expect(found).toEqual([
      "/writing/post/index.html links /..%2f..%2fpackage.json, which leads outside the site",
      "/writing/post/index.html links /papers/..%2F..%2F..%2Fetc/passwd, which leads outside the site",
      "/writing/post/index.html links /%2e%2e%5c.env, which leads outside the site",
      "/writing/post/index.html links /papers/%E0%A4%A, which is not a valid address (a malformed %-escape)",
      "/writing/post/index.html links the file /papers/..%2fa.pdf: put it in public/, at that path",
    ]);
    // Only the path that stays inside the site is looked for.
    expect(looked).toEqual(["/papers/../a.pdf"]);
  });

  it("under a base path, looks for each address's file at its path on the site, and names a path outside it", () => {
    const looked: string[] = [];
    const html = [
      `<a href="/portfolio/about/">`,
      `<a href="https://user.github.io/portfolio/papers/a.pdf">`,
      `<a href="/portfolio/materials/gone.pdf">`,
      // Written without the base path: dead once the site is served under it.
      `<a href="/about/">`,
      `<link rel="icon" href="/favicon.svg">`,
      // Another project on the same host, linked by its whole address: not this site's to check.
      `<a href="https://user.github.io/other-project/">`,
    ].join("");
    const found = missingLinkedFiles(
      [{ path: "/index.html", html }],
      "https://user.github.io/portfolio/",
      (file) => {
        looked.push(file);
        return exists(file);
      },
    );
    expect(found).toEqual([
      "/index.html links the file /portfolio/materials/gone.pdf: put it in public/, at that path",
      "/index.html links /about/, outside the base path /portfolio/ the site is served under",
      "/index.html links /favicon.svg, outside the base path /portfolio/ the site is served under",
    ]);
    expect(looked).toEqual(["/about/index.html", "/papers/a.pdf", "/materials/gone.pdf"]);
  });

  it("finds a relative address in the page's own folder, as a picture beside a Hugo post is linked", () => {
    const html = `<img src="plot.png"><a href="../b/">B</a><meta content="width=device-width">`;
    const looked: string[] = [];
    const has = (file: string) => looked.push(file) > 0 && file.endsWith("index.html");
    expect(missingLinkedFiles([{ path: "/writing/a/index.html", html }], "https://x.eu/", has)).toEqual([
      "/writing/a/index.html links the file /writing/a/plot.png: put it in public/, at that path",
    ]);
    expect(looked).toEqual(["/writing/a/plot.png", "/writing/b/index.html"]);
  });

  it("reads addresses only in tags, past a > in a quoted value, not in the text of code that shows HTML", () => {
    const html = [
      `<pre><code><span>&#x3C;link rel="icon" href="path/to/favicon.ico"></span>`,
      `<span> src="/gone.png"</span></code></pre>`,
      `<img alt="x > 0, a->b" src="/missing.png"><a title='x' href="/about/">`,
    ].join("");
    expect(missingLinkedFiles([{ path: "/writing/a/index.html", html }], "https://x.eu", exists)).toEqual([
      "/writing/a/index.html links the file /missing.png: put it in public/, at that path",
    ]);
  });

  it("leaves other sites, protocol-relative addresses, mail and fragments alone", () => {
    const html = `<a href="https://y.org/x.pdf"><a href="//cdn.example/x.js"><a href="mailto:a@b.eu"><a href="#top">`;
    expect(missingLinkedFiles([{ path: "/index.html", html }], "https://x.eu", exists)).toEqual([]);
  });
});

/** Inline scripts in these fixtures' pages. */
const scripts = { theme: "theme()", reveal: "reveal()", copy: "copy()" };

describe("finishBuild", () => {
  it("writes 404.html, sitemap, robots, _headers and a meta policy into every page, and drops .data files", async () => {
    const dir = await mkdtemp(join(tmpdir(), "post-build-"));
    const page = (path: string, body: string) =>
      `<html><head><meta charSet="utf-8"/>${path ? `<link rel="canonical" href="https://x.eu${path}"/>` : ""}</head><body><script>${body}</script></body></html>`;
    await mkdir(join(dir, "404"));
    await mkdir(join(dir, "about"));
    await writeFile(join(dir, "index.html"), page("/", scripts.theme));
    await writeFile(join(dir, "about", "index.html"), page("/about/", scripts.reveal));
    await writeFile(join(dir, "404", "index.html"), page("", scripts.copy));
    await writeFile(join(dir, "__spa-fallback.html"), page("", "spa()"));
    await writeFile(join(dir, "about.data"), "[]");
    await mkdir(join(dir, "publications"));
    await writeFile(join(dir, "publications", "paper.data"), "[]");

    await finishBuild({ clientDir: dir, emailOrigin: "http://localhost:4310" });

    expect((await readdir(dir)).sort()).toEqual(
      ["404.html", "_headers", "about", "index.html", "publications", "robots.txt", "sitemap.xml"].sort(),
    );
    expect(await readdir(join(dir, "publications"))).toEqual([]);
    const map = await readFile(join(dir, "sitemap.xml"), "utf8");
    expect(map.match(/<loc>/g)).toHaveLength(2);
    expect(await readFile(join(dir, "robots.txt"), "utf8")).toContain("Sitemap: https://x.eu/sitemap.xml");
    const headers = await readFile(join(dir, "_headers"), "utf8");
    const policy = /Content-Security-Policy: (.*)/.exec(headers)![1]!;
    expect(policy).toContain("connect-src 'self' http://localhost:4310");
    // One per page's own script: the three pages' scripts differ.
    expect(policy.match(/'sha256-/g)).toHaveLength(3);
    const notFound = await readFile(join(dir, "404.html"), "utf8");
    expect(notFound).toMatch(
      /<meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'self'/,
    );
  });

  it("publishes the owner's HTML from public/ as it is, not as a page of the site", async () => {
    const dir = await mkdtemp(join(tmpdir(), "post-build-"));
    const publicDir = await mkdtemp(join(tmpdir(), "post-build-public-"));
    await mkdir(join(dir, "404"));
    await writeFile(join(dir, "404", "index.html"), `<html><head><meta charSet="utf-8"/></head></html>`);
    const home = `<html><head><meta charSet="utf-8"/><link rel="canonical" href="https://x.eu/"/></head></html>`;
    await writeFile(join(dir, "index.html"), home);
    // blogdown's rendered post and xaringan's slides: no charset, their own scripts, links the build lacks.
    const slides = `<html><script>remark.create()</script><a href="/libs/remark.js">x</a></html>`;
    for (const folder of [dir, publicDir]) {
      await mkdir(join(folder, "slides"));
      await writeFile(join(folder, "slides", "talk.html"), slides);
    }
    await finishBuild({ clientDir: dir, emailOrigin: "http://localhost:4310", publicDir });
    expect(await readFile(join(dir, "slides", "talk.html"), "utf8")).toBe(slides);
    expect(await readFile(join(dir, "_headers"), "utf8")).not.toContain(inlineScriptHashes(slides)[0]);
  });

  it("stops on a page that links a file the build does not have, naming the page and the address", async () => {
    const dir = await mkdtemp(join(tmpdir(), "post-build-"));
    await mkdir(join(dir, "404"));
    const html = `<html><head><meta charSet="utf-8"/><link rel="canonical" href="https://x.eu/"/></head><body><a href="https://x.eu/slides/talk.pdf">Slides</a></body></html>`;
    await writeFile(join(dir, "index.html"), html);
    await writeFile(join(dir, "404", "index.html"), `<html><head><meta charSet="utf-8"/></head></html>`);
    await expect(finishBuild({ clientDir: dir, emailOrigin: "http://localhost:4310" })).rejects.toThrow(
      /link what the site does not have:\n- \/index\.html links the file \/slides\/talk\.pdf: put it in public\//s,
    );
  });
});

describe("finishBuild under a base path", () => {
  const headed = (canonical: string, body = scripts.theme) =>
    `<html><head><meta charSet="utf-8"/><link rel="canonical" href="${canonical}"/></head><body><script>${body}</script></body></html>`;

  /** A build for /portfolio/ with pages whose canonical links are `home` and `about`. */
  async function projectSite(home: string, about: string) {
    const dir = await mkdtemp(join(tmpdir(), "post-build-"));
    await mkdir(join(dir, "404"));
    await mkdir(join(dir, "about"));
    await writeFile(join(dir, "index.html"), headed(home));
    await writeFile(join(dir, "about", "index.html"), headed(about, scripts.reveal));
    await writeFile(join(dir, "404", "index.html"), `<html><head><meta charSet="utf-8"/></head></html>`);
    return dir;
  }

  const finish = async (clientDir: string) =>
    finishBuild({
      clientDir,
      emailOrigin: "http://localhost:4310",
      basePath: "/portfolio/",
    });

  it("writes the sitemap, robots and _headers for the site's address under it", async () => {
    const dir = await projectSite(
      "https://user.github.io/portfolio/",
      "https://user.github.io/portfolio/about/",
    );
    await finish(dir);
    const map = await readFile(join(dir, "sitemap.xml"), "utf8");
    expect(map).toContain("<loc>https://user.github.io/portfolio/</loc>");
    expect(map).toContain("<loc>https://user.github.io/portfolio/about/</loc>");
    const robotsText = await readFile(join(dir, "robots.txt"), "utf8");
    expect(robotsText).toContain("Sitemap: https://user.github.io/portfolio/sitemap.xml");
    expect(robotsText).toContain("Allow: /portfolio/");
    const headers = await readFile(join(dir, "_headers"), "utf8");
    expect(headers.startsWith("/portfolio/*\n")).toBe(true);
    expect(headers).toContain("\n/portfolio/search/\n");
    expect(headers).not.toMatch(/^\/(\*|assets|search)/m);
  });

  it("stops on a page whose canonical link is outside the site's address, naming the page", async () => {
    const dir = await projectSite("https://user.github.io/portfolio/", "https://user.github.io/about/");
    await expect(finish(dir)).rejects.toThrow(
      "canonical links outside the site's address https://user.github.io/portfolio/:\n- /about/index.html: https://user.github.io/about/",
    );
  });

  it("stops when no page's canonical link is at the base path", async () => {
    const dir = await projectSite("https://user.github.io/", "https://user.github.io/about/");
    await expect(finish(dir)).rejects.toThrow("no page has a canonical link at the base path /portfolio/");
  });
});

describe("pagesOutOfBasePath", () => {
  /** Writes `files` (path: text) under `dir`. */
  async function write(dir: string, files: Record<string, string>) {
    for (const [path, text] of Object.entries(files)) {
      await mkdir(join(dir, path, ".."), { recursive: true });
      await writeFile(join(dir, path), text);
    }
  }

  const read = (dir: string, path: string) => readFile(join(dir, path), "utf8");

  it("moves the pages written under the base path up to the build's root, the home page in the fallback's place", async () => {
    const dir = await mkdtemp(join(tmpdir(), "post-build-"));
    // As React Router writes a build for /portfolio/: Vite's assets and public/ at the root, the pages under
    // the base path, and its single-page fallback at the free index.html.
    await write(dir, {
      "assets/entry.js": "entry",
      "favicon.svg": "icon",
      "writing/drafts.txt": "a file of public/",
      "index.html": "fallback",
      "portfolio/index.html": "home",
      "portfolio/about/index.html": "about",
      "portfolio/writing/index.html": "writing",
    });
    pagesOutOfBasePath(dir, "/portfolio/");
    expect(await read(dir, "index.html")).toBe("home");
    expect(await read(dir, "about/index.html")).toBe("about");
    expect(await read(dir, "writing/index.html")).toBe("writing");
    expect(await read(dir, "writing/drafts.txt")).toBe("a file of public/");
    expect(await read(dir, "assets/entry.js")).toBe("entry");
    expect((await readdir(dir)).sort()).toEqual(["about", "assets", "favicon.svg", "index.html", "writing"]);
  });

  it("takes a base path named like a folder of the site, or of two parts", async () => {
    const named = await mkdtemp(join(tmpdir(), "post-build-"));
    await write(named, { "writing/index.html": "home", "writing/writing/index.html": "writing" });
    pagesOutOfBasePath(named, "/writing/");
    expect(await read(named, "index.html")).toBe("home");
    expect(await read(named, "writing/index.html")).toBe("writing");
    expect(existsSync(join(named, "writing", "writing"))).toBe(false);

    const deep = await mkdtemp(join(tmpdir(), "post-build-"));
    await write(deep, { "a/b/index.html": "home", "a/b/about/index.html": "about" });
    pagesOutOfBasePath(deep, "/a/b/");
    expect(await read(deep, "about/index.html")).toBe("about");
    expect((await readdir(deep)).sort()).toEqual(["about", "index.html"]);
  });

  it("leaves a build at the root, or one whose pages are already in place, as it is", async () => {
    const dir = await mkdtemp(join(tmpdir(), "post-build-"));
    await write(dir, { "index.html": "home", "about/index.html": "about" });
    pagesOutOfBasePath(dir, "/");
    pagesOutOfBasePath(dir, "/portfolio/");
    expect((await readdir(dir)).sort()).toEqual(["about", "index.html"]);
    expect(await read(dir, "index.html")).toBe("home");
  });
});
