// @vitest-environment node
// The local outbox answers like EmailJS, writes what it accepts, and fails in the mode it was started with.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SEND_PATH, modeFromEnv, startOutbox } from "./outbox.mjs";

const payload = {
  lib_version: "3.11.0",
  user_id: "public-key",
  service_id: "service",
  template_id: "template",
  template_params: { from_name: "Zoë", to_name: "Elena", from_email: "zoe@example.com", message: "שלום 👋" },
};

let dir;
let outbox;

async function send(body, headers = { "Content-Type": "application/json" }) {
  const response = await fetch(`${outbox.url}${SEND_PATH}`, { method: "POST", headers, body });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/** Closes the outbox started by beforeEach and starts one in `mode` on the same file. */
async function restartIn(mode) {
  await outbox.close();
  outbox = await startOutbox({ file: outbox.file, mode, quiet: true });
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "outbox-"));
  outbox = await startOutbox({ file: join(dir, "messages.jsonl"), quiet: true });
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

  it("allows cross-origin calls, preflight included", async () => {
    const preflight = await fetch(`${outbox.url}${SEND_PATH}`, {
      method: "OPTIONS",
      headers: { Origin: "http://localhost:3000", "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
    expect(preflight.headers.get("access-control-allow-headers")).toMatch(/content-type/i);
    expect((await send("not json")).headers.get("access-control-allow-origin")).toBe("*");
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
    outbox = await startOutbox({ file: outbox.file, quiet: true });
  });

  it("reads its failure mode from the environment", () => {
    expect(modeFromEnv({ OUTBOX_STATUS: "500", OUTBOX_DELAY_MS: "250", OUTBOX_HANG: "1" })).toEqual({
      status: 500,
      delayMs: 250,
      hang: true,
    });
    expect(modeFromEnv({})).toEqual({});
  });
});
