// @vitest-environment node
// The one GET the command-line tools make: what it retries and what it hands back, against a local server
// that answers as each test says. The citations command's tests (update-citations.runs.test.ts) cover the
// same through OpenAlex's stand-in.
import { once } from "node:events";
import { type Server, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { fetchWithRetries, retryAfterMs } from "./fetch-with-retries";

let server: Server | undefined;
const seen: { accept?: string; agent?: string }[] = [];

/** A server on a free port whose n-th answer (from 0) is `answers[n]`, the last one repeated. */
async function serve(answers: ((res: ServerResponse) => void)[]) {
  seen.length = 0;
  server = createServer((req, res) => {
    seen.push({ accept: req.headers.accept, agent: req.headers["user-agent"] });
    answers[Math.min(seen.length - 1, answers.length - 1)]!(res);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

afterEach(async () => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

const fast = { firstBackoffMs: 5, timeoutMs: 1_000 };

describe("fetchWithRetries", () => {
  it("hands back a final answer whole, with its status, sending the headers it was given", async () => {
    const url = await serve([(res) => res.writeHead(404, { "Content-Type": "text/plain" }).end("no such")]);
    const answer = await fetchWithRetries(url, { Accept: "text/plain", "User-Agent": "tool/1" }, fast);
    expect(answer).toEqual({ ok: true, status: 404, text: "no such" });
    expect(seen).toEqual([{ accept: "text/plain", agent: "tool/1" }]);
  });

  it("tries again after a 503 and a 429, then hands back the answer", async () => {
    const url = await serve([
      (res) => res.writeHead(503).end(),
      (res) => res.writeHead(429, { "Retry-After": "0" }).end(),
      (res) => res.writeHead(200).end("at last"),
    ]);
    expect(await fetchWithRetries(url, {}, fast)).toMatchObject({ ok: true, status: 200, text: "at last" });
    expect(seen).toHaveLength(3);
  });

  it("gives up after the last try, saying the status and how many tries", async () => {
    const url = await serve([(res) => res.writeHead(502).end()]);
    expect(await fetchWithRetries(url, {}, { ...fast, maxAttempts: 2 })).toEqual({
      ok: false,
      reason: "502 after 2 tries",
      status: 502,
    });
  });

  it("counts a body that stops coming against the time limit", async () => {
    const url = await serve([(res) => res.writeHead(200).write("the start and then nothing")]);
    expect(await fetchWithRetries(url, {}, { timeoutMs: 200 })).toEqual({
      ok: false,
      reason: "no answer within 200 ms",
    });
  });
});

describe("retryAfterMs", () => {
  it("reads seconds and an HTTP date, and nothing else", () => {
    const now = Date.parse("Wed, 25 Nov 2026 10:00:00 GMT");
    expect(retryAfterMs("7", now)).toBe(7_000);
    expect(retryAfterMs("Wed, 25 Nov 2026 10:00:30 GMT", now)).toBe(30_000);
    expect(retryAfterMs("Wed, 25 Nov 2026 09:00:00 GMT", now)).toBe(0);
    expect(retryAfterMs("soon", now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
