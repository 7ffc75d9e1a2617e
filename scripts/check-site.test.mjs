// @vitest-environment node
// check:site on a small built site of its own: it passes a good one, and names the page of each problem an
// owner's content can cause: a link to a page that is gone, an image without alt text, two pages with one
// title, a feed a reader cannot use, and what axe finds.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkSite } from "./check-site.mjs";

const ORIGIN = "https://owner.example.org";

/** A page as the build writes one: a title, a description, a canonical link, and `body`. */
const page = (path, title, body) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
  `<meta name="description" content="About ${title}."><meta name="viewport" content="width=device-width">` +
  `<link rel="canonical" href="${ORIGIN}${path}"></head>` +
  `<body><main><h1>${title}</h1>${body}</main></body></html>`;

const FEED =
  `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Writing</title>` +
  `<id>${ORIGIN}/</id><updated>2026-01-01T00:00:00Z</updated><entry><title>A post</title>` +
  `<link href="${ORIGIN}/writing/a/"/><id>${ORIGIN}/writing/a/</id><updated>2026-01-01T00:00:00Z</updated></entry></feed>`;

const sitemap = (paths) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` +
  paths.map((path) => `<url><loc>${ORIGIN}${path}</loc></url>`).join("") +
  `</urlset>`;

describe("checkSite", () => {
  let buildDir;
  const write = (file, text) => {
    const path = join(buildDir, "client", file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  };
  const problems = () => checkSite(buildDir, { browser: false, html: false, log: () => {} });

  beforeEach(() => {
    buildDir = mkdtempSync(join(tmpdir(), "check-site-"));
    write("index.html", page("/", "Home", `<a href="/about/">About</a> <a href="/cv.pdf">CV</a>`));
    write(
      "about/index.html",
      page("/about/", "About", `<img src="/me.png" alt="The owner"> <a href="/">Home</a>`),
    );
    write("writing/a/index.html", page("/writing/a/", "A post", `<a href="${ORIGIN}/about/">About</a>`));
    write("cv.pdf", "%PDF-1.7");
    write("me.png", "png");
    write("feed.xml", FEED);
    write("sitemap.xml", sitemap(["/", "/about/", "/writing/a/"]));
  });
  afterEach(() => rmSync(buildDir, { recursive: true, force: true }));

  it("finds nothing on a good build", async () => {
    expect(await problems()).toEqual([]);
  });

  it("names the pages that link a page that is gone, and the sitemap that lists it", async () => {
    rmSync(join(buildDir, "client", "about"), { recursive: true });
    expect(await problems()).toEqual([
      "/: links to /about/, which the build does not have",
      "/writing/a/: links to /about/, which the build does not have",
      `/sitemap.xml: lists ${ORIGIN}/about/, which the build does not have`,
    ]);
  });

  it("names the page of an image without alt text", async () => {
    write("writing/a/index.html", page("/writing/a/", "A post", `<img src="/me.png">`));
    expect(await problems()).toEqual(["/writing/a/: has an image without alt text: /me.png"]);
  });

  it("leaves the owner's own HTML from public/ as it is: slides, not a page of the site", async () => {
    const publicDir = mkdtempSync(join(tmpdir(), "check-site-public-"));
    const slides = `<html><img src="libs/remark.png"><a href="/libs/">x</a></html>`;
    mkdirSync(join(publicDir, "slides"));
    writeFileSync(join(publicDir, "slides", "talk.html"), slides);
    write("slides/talk.html", slides);
    const check = (options) => checkSite(buildDir, { browser: false, log: () => {}, ...options });
    expect(await check({ html: false, publicDir })).toEqual([]);
    // Without the owner's folder, the slides are taken for a page, and fail its checks.
    expect(await check({ html: false })).toContainEqual(expect.stringMatching(/^\/slides\/talk\.html: /));
    rmSync(publicDir, { recursive: true });
  });

  it("names the pages that share a title", async () => {
    write("writing/a/index.html", page("/writing/a/", "About", ""));
    expect(await problems()).toEqual(['/about/, /writing/a/: share the title "About"']);
  });

  it("names a feed a reader cannot use", async () => {
    write("feed.xml", FEED.replace("<title>Writing</title>", ""));
    expect(await problems()).toEqual(["/feed.xml: the feed has no title"]);
    write("feed.xml", "this is not a feed");
    expect((await problems()).join("\n")).toMatch(/^\/feed\.xml: /);
  });

  it("runs axe and the reflow check in Chromium, naming the page", async () => {
    write("writing/a/index.html", page("/writing/a/", "A post", `<a href="/"></a>`));
    const found = await checkSite(buildDir, { html: false, log: () => {} });
    expect(found.some((line) => /^\/writing\/a\/: axe, light at 1280 px: link-name/.test(line))).toBe(true);
    expect(found.filter((line) => !line.startsWith("/writing/a/: axe"))).toEqual([]);
  }, 60_000);
});
