// @vitest-environment node
// The static server answers as the hosts do (a folder at its address with the slash; only GET and HEAD; no
// file or folder starting with `.` or `_`), reports real failures, and stays quiet when a browser cancels a
// request. The table below has a row per request it must refuse.
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { get, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { serve } from "./serve.mjs";

let dir;
let site;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "serve-"));
  const root = join(dir, "site");
  await mkdir(join(root, "about"), { recursive: true });
  // Random bytes do not compress, so the gzip stream is still running when the client hangs up.
  await writeFile(join(root, "big.js"), randomBytes(8 * 1024 * 1024));
  await writeFile(join(root, "about", "index.html"), "<title>About</title>");
  await writeFile(join(root, "404.html"), "<title>Not found</title>");
  await writeFile(join(root, "photo.jpeg"), "jpeg");
  await writeFile(join(root, "feed.xml"), "<feed/>".repeat(100));
  // What must never be served: the host's settings, hidden files and folders, and anything beside the site.
  await writeFile(join(root, "_headers"), "/*\n  X-Frame-Options: DENY\n");
  await writeFile(join(root, ".env"), "SECRET=1");
  await mkdir(join(root, ".vite"));
  await writeFile(join(root, ".vite", "manifest.json"), "{}");
  await mkdir(join(root, "_drafts"));
  await writeFile(join(root, "_drafts", "index.html"), "draft");
  await writeFile(join(root, "about", "_notes.txt"), "notes");
  await writeFile(join(dir, "secret.txt"), "SECRET");
  site = await serve({ port: 0, root });
});

afterEach(async () => {
  site.server.close();
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

/** Requests `path` and hangs up as soon as the first bytes arrive, as a browser does when it navigates away. */
function requestAndHangUp(path) {
  return new Promise((done, fail) => {
    const request = get(`${site.url}${path}`, { headers: { "accept-encoding": "gzip" } }, (response) => {
      response.once("data", () => {
        request.destroy();
        done(response.statusCode);
      });
    });
    request.on("error", (error) => (request.destroyed ? undefined : fail(error)));
  });
}

it("does not log an error when the browser cancels a request mid-response", async () => {
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  expect(await requestAndHangUp("/big.js")).toBe(200);
  // Give the server's stream time to notice the closed socket.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(errors).not.toHaveBeenCalled();
});

it("still logs a real failure", async () => {
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  // A site without the 404.html to answer an unknown path with: the browser gets no page, the owner a log.
  await rm(join(dir, "site", "404.html"));
  await fetch(`${site.url}/no/such/page`).catch(() => {});
  await vi.waitFor(() => expect(errors).toHaveBeenCalledOnce());
  expect(String(errors.mock.calls[0]?.[0])).toMatch(/ENOENT.*404\.html/);
});

it("sends each file with its type, text as UTF-8 and gzipped, whatever the file's extension", async () => {
  const got = async (path) => {
    const { headers } = await fetch(`${site.url}${path}`, { headers: { "accept-encoding": "gzip" } });
    return [headers.get("content-type"), headers.get("content-encoding")];
  };
  expect(await got("/photo.jpeg")).toEqual(["image/jpeg", null]);
  expect(await got("/feed.xml")).toEqual(["application/xml; charset=utf-8", "gzip"]);
  expect(await got("/about/")).toEqual(["text/html; charset=utf-8", "gzip"]);
});

/** Sends `path` as written, unlike fetch, which would resolve its dots first. */
function raw(method, path) {
  return new Promise((done, fail) => {
    const sent = request(`${site.url}${path}`, { method, path }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => done({ status: response.statusCode, headers: response.headers, body }));
    });
    sent.on("error", fail);
    sent.end(method === "POST" || method === "PUT" ? "data" : undefined);
  });
}

/** Requests the server must refuse, one a row, with the status each must get. */
const refusals = [
  { method: "POST", path: "/about/", status: 405 },
  { method: "PUT", path: "/about/index.html", status: 405 },
  { method: "DELETE", path: "/big.js", status: 405 },
  { method: "TRACE", path: "/", status: 405 },
  { method: "OPTIONS", path: "/", status: 405 },
  { method: "PATCH", path: "/about/", status: 405 },
  { method: "GET", path: "/%E0%A4%A", status: 400 },
  { method: "GET", path: "/about/%zz", status: 400 },
  { method: "GET", path: "/..%2fsecret.txt", status: 400 },
  { method: "GET", path: "/about/..%2f..%2fsecret.txt", status: 400 },
  { method: "GET", path: "/about/..%5c..%5csecret.txt", status: 400 },
  { method: "GET", path: "/about%00.html", status: 400 },
  { method: "GET", path: "/../secret.txt", status: 404 },
  { method: "GET", path: "/_headers", status: 404 },
  { method: "HEAD", path: "/_headers", status: 404 },
  { method: "GET", path: "/%5fheaders", status: 404 },
  { method: "GET", path: "/.env", status: 404 },
  { method: "GET", path: "/.vite/manifest.json", status: 404 },
  { method: "GET", path: "/_drafts/", status: 404 },
  { method: "GET", path: "/_drafts", status: 404 },
  { method: "GET", path: "/about/_notes.txt", status: 404 },
];

it.each(refusals)("answers $method $path with $status", async ({ method, path, status }) => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const response = await raw(method, path);
  expect(response.status).toBe(status);
  expect(response.body).not.toMatch(/SECRET|X-Frame-Options|draft|notes/);
  if (status === 405) expect(response.headers.allow).toBe("GET, HEAD");
  expect(console.error).not.toHaveBeenCalled();
});

it("serves a folder's page at its address with the slash, and redirects there from the one without, as the hosts do", async () => {
  const withSlash = await fetch(`${site.url}/about/`, { redirect: "manual" });
  expect(withSlash.status).toBe(200);
  expect(await withSlash.text()).toContain("<title>About</title>");

  const without = await fetch(`${site.url}/about?ref=x`, { redirect: "manual" });
  expect(without.status).toBe(301);
  expect(without.headers.get("location")).toBe("/about/?ref=x");

  expect((await fetch(`${site.url}/big.js`, { method: "HEAD", redirect: "manual" })).status).toBe(200);
});

it("serves a build for a base path there, as GitHub Pages serves a project site, and nothing outside it", async () => {
  const root = join(dir, "site");
  // A home page whose canonical address names the base path: the server reads it from the build.
  await writeFile(
    join(root, "index.html"),
    `<link rel="canonical" href="https://user.github.io/portfolio/"/>`,
  );
  await writeFile(join(root, "_headers"), "/portfolio/*\n  X-Frame-Options: DENY\n");
  const project = await serve({ port: 0, root });
  try {
    expect(project.url).toMatch(/^http:\/\/localhost:\d+\/portfolio$/);
    const origin = new URL(project.url).origin;
    const get = (path) => fetch(`${origin}${path}`, { redirect: "manual" });

    const about = await get("/portfolio/about/");
    expect(about.status).toBe(200);
    expect(await about.text()).toContain("<title>About</title>");
    expect(about.headers.get("x-frame-options")).toBe("DENY");
    expect((await get("/portfolio/")).status).toBe(200);

    for (const [path, location] of [
      ["/portfolio/about", "/portfolio/about/"],
      ["/portfolio/about?ref=x", "/portfolio/about/?ref=x"],
      ["/portfolio", "/portfolio/"],
    ]) {
      const redirect = await get(path);
      expect(redirect.status, path).toBe(301);
      expect(redirect.headers.get("location"), path).toBe(location);
    }

    const unknown = await get("/portfolio/no/such/page");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("<title>Not found</title>");

    for (const path of ["/", "/about/", "/index.html", "/portfolio-old/", "/404.html"]) {
      const outside = await get(path);
      expect(outside.status, path).toBe(404);
      expect(await outside.text(), path).toMatch(/is outside \/portfolio\/, where this site is served/);
    }
    expect((await get("/portfolio/_headers")).status).toBe(404);
    expect((await get("/portfolio/..%2fsecret.txt")).status).toBe(400);
  } finally {
    project.server.close();
  }
});

it("serves under the base path it is given, whatever the build says", async () => {
  const project = await serve({ port: 0, root: join(dir, "site"), basePath: "/a/b/" });
  try {
    const origin = new URL(project.url).origin;
    expect(project.url).toBe(`${origin}/a/b`);
    expect((await fetch(`${origin}/a/b/about/`)).status).toBe(200);
    expect((await fetch(`${origin}/a/about/`)).status).toBe(404);
  } finally {
    project.server.close();
  }
});
