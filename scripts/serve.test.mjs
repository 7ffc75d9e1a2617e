// @vitest-environment node
// The static server answers as the hosts do (a folder at its address with the slash), reports real failures,
// and stays quiet when a browser cancels a request.
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { serve } from "./serve.mjs";

let dir;
let site;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "serve-"));
  // Random bytes do not compress, so the gzip stream is still running when the client hangs up.
  await writeFile(join(dir, "big.js"), randomBytes(8 * 1024 * 1024));
  await mkdir(join(dir, "about"));
  await writeFile(join(dir, "about", "index.html"), "<title>About</title>");
  site = await serve({ port: 0, root: dir });
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
  // A path that cannot be decoded makes the request handler throw.
  const response = await fetch(`${site.url}/%E0%A4%A`);
  expect(response.status).toBe(500);
  expect(errors).toHaveBeenCalledOnce();
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
