// A local stand-in for EmailJS, so the contact form works with no account: `npm start` points the form at
// it, and the end-to-end tests send through it. It answers POST /api/v1.0/email/send the way EmailJS does
// (200 "OK", 400 with a reason) and appends each accepted message as one JSON line to
// .outbox/messages.jsonl.
//
// Run alone: `node scripts/outbox.mjs` (OUTBOX_PORT, default 3001; OUTBOX_FILE; OUTBOX_FRESH=1 empties it).
// To see the form fail by hand, it can answer every send with an error from the start (OUTBOX_STATUS,
// OUTBOX_TEXT), late (OUTBOX_DELAY_MS) or never (OUTBOX_HANG=1). The end-to-end tests script their
// failures in the browser instead (page.route), so this server never changes while it runs.
import { appendFile, mkdir, writeFile } from "node:fs/promises";
import { createServer, STATUS_CODES } from "node:http";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const SEND_PATH = "/api/v1.0/email/send";
export const DEFAULT_OUTBOX_FILE = ".outbox/messages.jsonl";
/** Far above any real message; only there so a runaway client cannot fill the memory. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

const corsHeaders = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type",
};

/**
 * @typedef {{ status?: number, text?: string, delayMs?: number, hang?: boolean }} Mode
 *   status: answer every send with this status (and `text`, default the status's reason phrase);
 *   delayMs: wait this long before answering; hang: never answer (until the outbox closes).
 */

/** What is wrong with a send request's body, as EmailJS would word it, or null when it is acceptable. */
export function rejectionReason(body) {
  let payload;
  try {
    payload = JSON.parse(body);
  } catch {
    return "The request body is not valid JSON";
  }
  if (payload === null || typeof payload !== "object" || Array.isArray(payload))
    return "The request body must be a JSON object";
  if (!payload.user_id) return "The user_id parameter is required (your EmailJS public key)";
  if (!payload.service_id) return "The service_id parameter is required";
  if (!payload.template_id) return "The template_id parameter is required";
  return null;
}

function readBody(req) {
  return new Promise((done, fail) => {
    const chunks = [];
    let size = 0;
    req.on("data", (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        fail(Object.assign(new Error("The request body is too large"), { status: 413 }));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on("end", () => done(Buffer.concat(chunks).toString("utf8")));
    req.on("error", fail);
  });
}

function answer(res, status, text, headers = {}) {
  if (res.writableEnded || res.destroyed) return;
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", ...corsHeaders, ...headers });
  res.end(text);
}

function formatMessage(entry, file) {
  const params = entry.template_params ?? {};
  const indented = String(params.message ?? "")
    .split("\n")
    .map((line) => `  ${line}`)
    .join("\n");
  return [
    `\n[outbox] New message, saved to ${file}`,
    `  From: ${params.from_name} <${params.from_email}>`,
    `  To:   ${params.to_name}`,
    indented,
  ].join("\n");
}

/**
 * Starts the outbox. `port` 0 picks a free port. Resolves with its URL, its file and `close()`.
 * `fresh` empties the file first (the tests want only their own messages in it).
 * @param {{ port?: number, host?: string, file?: string, fresh?: boolean, mode?: Mode, quiet?: boolean }} options
 */
export async function startOutbox({
  port = 0,
  host = "127.0.0.1",
  file = DEFAULT_OUTBOX_FILE,
  fresh = false,
  mode = {},
  quiet = false,
} = {}) {
  const path = resolve(file);
  const shownPath = relative(process.cwd(), path) || path;
  await mkdir(dirname(path), { recursive: true });
  if (fresh) await writeFile(path, "");

  /** Responses held open by `hang`. */
  const held = new Set();

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    let body;
    try {
      body = await readBody(req);
    } catch (error) {
      return answer(res, error.status ?? 400, error.message);
    }

    if (req.method === "OPTIONS") return answer(res, 204, "");
    if (url.pathname !== SEND_PATH) {
      return req.method === "GET" && url.pathname === "/"
        ? answer(res, 200, `Local EmailJS outbox. POST ${SEND_PATH}; messages go to ${shownPath}\n`)
        : answer(res, 404, "Not found");
    }
    if (req.method !== "POST") return answer(res, 405, "Method not allowed", { Allow: "POST, OPTIONS" });

    if (mode.delayMs) await new Promise((done) => setTimeout(done, mode.delayMs));
    if (mode.hang) {
      held.add(res);
      res.on("close", () => held.delete(res));
      return;
    }
    if (mode.status) return answer(res, mode.status, mode.text ?? STATUS_CODES[mode.status] ?? "Error");

    const reason = rejectionReason(body);
    if (reason) return answer(res, 400, reason);
    const entry = { received_at: new Date().toISOString(), ...JSON.parse(body) };
    await appendFile(path, `${JSON.stringify(entry)}\n`);
    if (!quiet) console.log(formatMessage(entry, shownPath));
    answer(res, 200, "OK");
  });

  await new Promise((done, fail) => {
    server.once("error", fail);
    server.listen(port, host, () => {
      server.off("error", fail);
      done();
    });
  });

  return {
    url: `http://${host}:${server.address().port}`,
    file: path,
    async close() {
      for (const res of held) res.destroy();
      held.clear();
      await new Promise((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
    },
  };
}

/** The failure mode asked for through the environment (OUTBOX_STATUS, OUTBOX_TEXT, OUTBOX_DELAY_MS, OUTBOX_HANG). */
export function modeFromEnv(env) {
  const mode = {};
  if (env.OUTBOX_STATUS) mode.status = Number(env.OUTBOX_STATUS);
  if (env.OUTBOX_TEXT) mode.text = env.OUTBOX_TEXT;
  if (env.OUTBOX_DELAY_MS) mode.delayMs = Number(env.OUTBOX_DELAY_MS);
  if (env.OUTBOX_HANG === "1") mode.hang = true;
  return mode;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const env = process.env;
  const outbox = await startOutbox({
    port: Number(env.OUTBOX_PORT ?? 3001),
    file: env.OUTBOX_FILE ?? DEFAULT_OUTBOX_FILE,
    fresh: env.OUTBOX_FRESH === "1",
    mode: modeFromEnv(env),
  });
  console.log(`Local EmailJS outbox at ${outbox.url}; messages are appended to ${outbox.file}`);
  for (const signal of ["SIGINT", "SIGTERM"])
    process.on(signal, () => outbox.close().then(() => process.exit(0)));
}
