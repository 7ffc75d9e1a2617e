// A local stand-in for EmailJS, so the contact form works with no account: `npm start` points the form at
// it, and the end-to-end tests drive it. It answers POST /api/v1.0/email/send the way EmailJS does (200 "OK",
// 400 with a reason) and appends each accepted message as one JSON line to .outbox/messages.jsonl.
//
// Run alone: `node scripts/outbox.mjs` (OUTBOX_PORT, default 3001; OUTBOX_FILE; OUTBOX_FRESH=1 empties it).
// Tests can make it fail on purpose, either from the start (OUTBOX_STATUS, OUTBOX_TEXT, OUTBOX_DELAY_MS,
// OUTBOX_HANG=1) or at run time through a separate control port (OUTBOX_CONTROL_PORT), which also reports
// what it received:
//   GET  /state    -> { mode, requests: [{ method, path, headers, body }], messages: [...] }
//   POST /mode     { status?, text?, delayMs?, hang?, down? }  replaces the failure mode
//   POST /release  { status?, text? }  answers the requests held by `hang` (default 200 "OK")
//   POST /reset    back to normal: no failure mode, held requests dropped, records cleared
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
 * @typedef {{ status?: number, text?: string, delayMs?: number, hang?: boolean, down?: boolean }} Mode
 *   status: answer every send with this status (and `text`, default the status's reason phrase);
 *   delayMs: wait this long before answering; hang: never answer (until /release or /reset);
 *   down: stop listening on the send port, so connections are refused.
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
 * Starts the outbox. `port` 0 picks a free port. Resolves with its URL, the control URL (when
 * `controlPort` is given) and `close()`.
 * `fresh` empties the file first (the tests want only their own messages in it).
 * @param {{ port?: number, host?: string, file?: string, fresh?: boolean, controlPort?: number, mode?: Mode, quiet?: boolean }} options
 */
export async function startOutbox({
  port = 0,
  host = "127.0.0.1",
  file = DEFAULT_OUTBOX_FILE,
  fresh = false,
  controlPort,
  mode: initialMode = {},
  quiet = false,
} = {}) {
  const path = resolve(file);
  const shownPath = relative(process.cwd(), path) || path;
  await mkdir(dirname(path), { recursive: true });
  if (fresh) await writeFile(path, "");

  /** @type {Mode} */
  let mode = { ...initialMode };
  const requests = [];
  const messages = [];
  /** Responses held open by `hang`. */
  const held = new Set();

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    let body = "";
    try {
      body = await readBody(req);
    } catch (error) {
      return answer(res, error.status ?? 400, error.message);
    }
    requests.push({ method: req.method, path: url.pathname, headers: req.headers, body });

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
    messages.push(entry);
    if (!quiet) console.log(formatMessage(entry, shownPath));
    answer(res, 200, "OK");
  });

  const listen = () =>
    new Promise((done, fail) => {
      server.once("error", fail);
      server.listen(port, host, () => {
        server.off("error", fail);
        port = server.address().port; // keep the same port when coming back up after `down`
        done();
      });
    });
  const stopListening = () =>
    new Promise((done) => {
      server.close(() => done());
      server.closeAllConnections();
    });

  const release = (status = 200, text = status === 200 ? "OK" : (STATUS_CODES[status] ?? "Error")) => {
    for (const res of held) answer(res, status, text);
    held.clear();
  };

  async function setMode(next) {
    const wasDown = Boolean(mode.down);
    mode = { ...next };
    if (mode.down && !wasDown) await stopListening();
    if (!mode.down && wasDown) await listen();
  }

  let control;
  if (controlPort !== undefined) {
    control = createServer(async (req, res) => {
      const reply = (status, value) => {
        res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
        res.end(JSON.stringify(value));
      };
      try {
        const { pathname } = new URL(req.url ?? "/", "http://localhost");
        const raw = await readBody(req);
        const input = raw ? JSON.parse(raw) : {};
        if (req.method === "GET" && pathname === "/state") return reply(200, { mode, requests, messages });
        if (req.method === "POST" && pathname === "/mode") await setMode(input);
        else if (req.method === "POST" && pathname === "/release") release(input.status, input.text);
        else if (req.method === "POST" && pathname === "/reset") {
          for (const res of held) res.destroy();
          held.clear();
          await setMode({});
          requests.length = 0;
          messages.length = 0;
        } else return reply(404, { error: "Unknown control request" });
        reply(200, { mode });
      } catch (error) {
        reply(400, { error: String(error) });
      }
    });
    await new Promise((done, fail) => {
      control.once("error", fail);
      control.listen(controlPort, host, done);
    });
  }

  if (!mode.down) await listen();
  const origin = (p) => `http://${host}:${p}`;

  return {
    url: origin(port),
    controlUrl: control ? origin(control.address().port) : undefined,
    file: path,
    async close() {
      for (const res of held) res.destroy();
      held.clear();
      if (server.listening) await stopListening();
      if (control) {
        await new Promise((done) => control.close(() => done()));
        control.closeAllConnections();
      }
    },
  };
}

/** The failure mode asked for through the environment, for runs without a control port. */
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
    controlPort: env.OUTBOX_CONTROL_PORT ? Number(env.OUTBOX_CONTROL_PORT) : undefined,
    mode: modeFromEnv(env),
  });
  console.log(`Local EmailJS outbox at ${outbox.url}; messages are appended to ${outbox.file}`);
  if (outbox.controlUrl) console.log(`Control port at ${outbox.controlUrl}`);
  for (const signal of ["SIGINT", "SIGTERM"])
    process.on(signal, () => outbox.close().then(() => process.exit(0)));
}
