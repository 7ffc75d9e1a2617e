// @vitest-environment node
// The local outbox answers like EmailJS, writes what it accepts, fails in the mode it was started with, and
// refuses what the site's own form would never send: the table below has a row per refusal.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  MAX_BODY_BYTES,
  SEND_PATH,
  localOrigins,
  outboxOptionsFromEnv,
  printable,
  startOutbox,
} from "./outbox.mjs";

/** The origin the tests' site is served on. */
const SITE = "http://localhost:4450";

const payload = {
  lib_version: "3.11.0",
  user_id: "public-key",
  service_id: "service",
  template_id: "template",
  template_params: { from_name: "Zoë", to_name: "Mira", from_email: "zoe@example.com", message: "שלום 👋" },
};

let dir;
let outbox;

async function send(body, headers = { "Content-Type": "application/json", Origin: SITE }) {
  const response = await fetch(`${outbox.url}${SEND_PATH}`, { method: "POST", headers, body });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/** Closes the outbox started by beforeEach and starts one in `mode` on the same file. */
async function restartIn(mode) {
  await outbox.close();
  outbox = await startOutbox({ file: outbox.file, mode, quiet: true, siteOrigins: localOrigins(4450) });
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "outbox-"));
  outbox = await startOutbox({
    file: join(dir, "messages.jsonl"),
    quiet: true,
    siteOrigins: localOrigins(4450),
  });
});

afterEach(async () => {
  await outbox.close();
  await rm(dir, { recursive: true, force: true });
});

describe("the outbox", () => {
  it("answers 200 OK and appends the message as one JSON line", async () => {
    expect(await send(JSON.stringify(payload))).toMatchObject({ status: 200, text: "OK" });
    expect(await send(JSON.stringify(payload))).toMatchObject({ status: 200, text: "OK" });

    const lines = (await readFile(outbox.file, "utf8")).trimEnd().split("\n");
    expect(lines).toHaveLength(2);
    const entry = JSON.parse(lines[0]);
    expect(entry).toMatchObject(payload);
    expect(Date.parse(entry.received_at)).not.toBeNaN();
    expect(JSON.parse(lines[1])).toMatchObject(payload);
  });

  it("answers 400 with a reason when the body is not JSON or lacks an id", async () => {
    const cases = [
      ["not json", /not valid JSON/],
      ["[1]", /must be a JSON object/],
      [JSON.stringify({ ...payload, user_id: "" }), /user_id/],
      [JSON.stringify({ ...payload, service_id: undefined }), /service_id/],
      [JSON.stringify({ ...payload, template_id: null }), /template_id/],
    ];
    for (const [body, reason] of cases) {
      const answer = await send(body);
      expect(answer.status, body).toBe(400);
      expect(answer.text, body).toMatch(reason);
    }
    await expect(readFile(outbox.file, "utf8")).rejects.toThrow();
  });

  it("allows the site's own origins to call across origins, preflight included, and names only the caller", async () => {
    for (const origin of [SITE, "http://127.0.0.1:4450", "http://[::1]:4450"]) {
      const preflight = await fetch(`${outbox.url}${SEND_PATH}`, {
        method: "OPTIONS",
        headers: { Origin: origin, "Access-Control-Request-Method": "POST" },
      });
      expect(preflight.status, origin).toBe(204);
      expect(preflight.headers.get("access-control-allow-origin")).toBe(origin);
      expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
      expect(preflight.headers.get("access-control-allow-headers")).toMatch(/content-type/i);
      expect(preflight.headers.get("vary")).toBe("Origin");
    }
    expect((await send("not json")).headers.get("access-control-allow-origin")).toBe(SITE);
  });

  it("takes the request exactly as @emailjs/browser 3.11.0 sends it", async () => {
    // Its api/sendPost: an XMLHttpRequest with 'Content-type: application/json' and the JSON text as body.
    const answer = await send(JSON.stringify(payload), { "Content-type": "application/json", Origin: SITE });
    expect(answer).toMatchObject({ status: 200, text: "OK" });
  });

  const ok = JSON.stringify(payload);
  const json = { "Content-Type": "application/json" };
  /** Bad requests, one a row, and the answer each must get; none writes anything. */
  const refusals = [
    {
      request: "another site's origin",
      method: "POST",
      headers: { ...json, Origin: "https://evil.example" },
      body: ok,
      status: 403,
    },
    {
      request: "another port of this machine",
      method: "POST",
      headers: { ...json, Origin: "http://localhost:4451" },
      body: ok,
      status: 403,
    },
    {
      request: "a page with the null origin",
      method: "POST",
      headers: { ...json, Origin: "null" },
      body: ok,
      status: 403,
    },
    { request: "no origin", method: "POST", headers: json, body: ok, status: 403 },
    {
      request: "a preflight from another site",
      method: "OPTIONS",
      headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" },
      status: 403,
    },
    {
      request: "text/plain, which needs no preflight",
      method: "POST",
      headers: { "Content-Type": "text/plain", Origin: SITE },
      body: ok,
      status: 415,
    },
    {
      request: "a form post",
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
      body: "user_id=x",
      status: 415,
    },
    {
      request: "no content type",
      method: "POST",
      headers: { Origin: SITE },
      body: new Blob([ok]),
      status: 415,
    },
    {
      request: "a body past EmailJS's 50 KB",
      method: "POST",
      headers: { ...json, Origin: SITE },
      body: JSON.stringify({ ...payload, pad: "x".repeat(MAX_BODY_BYTES) }),
      status: 413,
    },
    { request: "a GET of the send path", method: "GET", headers: { Origin: SITE }, status: 405 },
    { request: "a PUT", method: "PUT", headers: { ...json, Origin: SITE }, body: ok, status: 405 },
    {
      request: "another path",
      method: "POST",
      path: "/api/v1.0/email/send-form",
      headers: { ...json, Origin: SITE },
      body: ok,
      status: 404,
    },
  ];

  it.each(refusals)(
    "refuses $request with $status",
    async ({ method, path = SEND_PATH, headers, body, status }) => {
      const response = await fetch(`${outbox.url}${path}`, { method, headers, body });
      expect(response.status).toBe(status);
      await response.text();
      // Only the site's own pages may read any answer.
      const allowOrigin = response.headers.get("access-control-allow-origin");
      expect(allowOrigin === null || allowOrigin === SITE).toBe(true);
      expect(allowOrigin).not.toBe("*");
      await expect(readFile(outbox.file, "utf8")).rejects.toThrow();
    },
  );

  it("takes a body of exactly 50 KB, and refuses one byte more", async () => {
    const padded = (bytes) => {
      const base = Buffer.byteLength(JSON.stringify({ ...payload, pad: "" }));
      return JSON.stringify({ ...payload, pad: "x".repeat(bytes - base) });
    };
    expect(Buffer.byteLength(padded(MAX_BODY_BYTES))).toBe(MAX_BODY_BYTES);
    expect(await send(padded(MAX_BODY_BYTES))).toMatchObject({ status: 200, text: "OK" });
    expect(await send(padded(MAX_BODY_BYTES + 1))).toMatchObject({ status: 413, text: /larger than 50 KB/ });
  });

  it("refuses a body past the limit that came without a length up front, as it streams in", async () => {
    const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
    let sent = 0;
    const body = new ReadableStream({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await fetch(`${outbox.url}${SEND_PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: SITE },
      body,
      duplex: "half",
    });
    expect(response.status).toBe(413);
  });

  it("limits a body to what EmailJS takes", () => {
    // EmailJS's own limit: "the size of the template cannot exceed 50kb".
    expect(MAX_BODY_BYTES).toBe(50 * 1024);
  });

  it("prints what a visitor typed with its control characters shown, not run by the terminal", async () => {
    const hostile = {
      from_name: "Eve\u001b]0;pwned\u0007",
      to_name: "Mira",
      from_email: "eve@example.com\r\n  To:   someone else",
      message: "line one\n\u001b[2Jline two\u009b31m\u202eevil",
    };
    const logged = [];
    const log = console.log;
    console.log = (text) => logged.push(text);
    try {
      await outbox.close();
      outbox = await startOutbox({ file: join(dir, "messages.jsonl"), siteOrigins: [SITE] });
      expect(await send(JSON.stringify({ ...payload, template_params: hostile }))).toMatchObject({
        status: 200,
      });
    } finally {
      console.log = log;
    }
    const printed = logged.join("\n");
    expect(printed.replace(/[\n\t]/g, "")).not.toMatch(/[\p{Cc}\u202e]/u);
    expect(printed).toContain("From: Eve\\x1b]0;pwned\\x07 <eve@example.com\\x0d\\x0a  To:   someone else>");
    expect(printed).toContain("  line one\n  \\x1b[2Jline two\\x9b31m\\u202eevil");
    // The file keeps what was sent, byte for byte.
    const [line] = (await readFile(outbox.file, "utf8")).trimEnd().split("\n");
    expect(JSON.parse(line).template_params).toEqual(hostile);
  });

  it("answers every send with the status and text it was started with, after the delay, and writes nothing", async () => {
    await restartIn({ status: 429, text: "Too many requests", delayMs: 200 });
    const started = Date.now();
    expect(await send(JSON.stringify(payload))).toMatchObject({ status: 429, text: "Too many requests" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    await restartIn({ status: 500 });
    expect(await send(JSON.stringify(payload))).toMatchObject({ status: 500, text: "Internal Server Error" });
    await expect(readFile(outbox.file, "utf8")).rejects.toThrow();
  });

  it("in hang mode never answers, and drops the request when it closes", async () => {
    await restartIn({ hang: true });
    let settled = false;
    const answer = send(JSON.stringify(payload)).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(settled).toBe(false);

    await outbox.close();
    await expect(answer).rejects.toThrow();
    outbox = await startOutbox({ file: outbox.file, quiet: true, siteOrigins: localOrigins(4450) });
  });

  it("reads the site's origins from the environment, or derives them from the site's port", () => {
    const originsFrom = (env) => outboxOptionsFromEnv(env).siteOrigins;
    expect(originsFrom({ OUTBOX_SITE_ORIGINS: "http://localhost:4400, https://example.org" })).toEqual([
      "http://localhost:4400",
      "https://example.org",
    ]);
    expect(originsFrom({ PORT: "8080" })).toEqual(localOrigins(8080));
    expect(originsFrom({})).toEqual(["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"]);
  });

  it("shows tabs and, in a message, line breaks as they are", () => {
    expect(printable("a\tb\nc", { keepNewlines: true })).toBe("a\tb\nc");
    expect(printable("a\nb")).toBe("a\\x0ab");
  });

  it("reads its port, file and failure mode from the environment", () => {
    const env = { OUTBOX_PORT: "4000", OUTBOX_FILE: "x.jsonl", OUTBOX_FRESH: "1" };
    expect(outboxOptionsFromEnv(env)).toMatchObject({ port: 4000, file: "x.jsonl", fresh: true, mode: {} });
    expect(outboxOptionsFromEnv({})).toMatchObject({ port: 3001, file: undefined, fresh: false });
    expect(
      outboxOptionsFromEnv({ OUTBOX_STATUS: "500", OUTBOX_DELAY_MS: "250", OUTBOX_HANG: "1" }).mode,
    ).toEqual({
      status: 500,
      delayMs: 250,
      hang: true,
    });
    expect(outboxOptionsFromEnv({}).mode).toEqual({});
  });
});
