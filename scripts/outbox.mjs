// A local stand-in for EmailJS, so the contact form works with no account: `npm start` points the form at
// it, and the end-to-end tests send through it. It answers POST /api/v1.0/email/send the way EmailJS does
// (200 "OK", 400 with a reason) and appends each accepted message as one JSON line to
// .outbox/messages.jsonl.
//
// It listens on the owner's machine, where any web page the owner opens could post to it, so it takes only
// what the site's own form sends (docs/decisions/009): JSON, from the origins the site is served on, no
// larger than EmailJS accepts; and it prints what a visitor typed with control characters shown, never run
// by the terminal.
//
// Run alone: `node scripts/outbox.mjs` (OUTBOX_PORT, default 3001; OUTBOX_FILE; OUTBOX_FRESH=1 empties it;
// OUTBOX_SITE_ORIGINS, comma-separated, default the site on PORT or 3000 as localhost and 127.0.0.1).
// To see the form fail by hand, it can answer every send with an error from the start (OUTBOX_STATUS,
// OUTBOX_TEXT), late (OUTBOX_DELAY_MS) or never (OUTBOX_HANG=1). The end-to-end tests script their
// failures in the browser instead (page.route), so this server never changes while it runs.
import { appendFile, mkdir, writeFile } from "node:fs/promises";
import { STATUS_CODES } from "node:http";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { listen, misbehave } from "./standin-server.mjs";

export const SEND_PATH = "/api/v1.0/email/send";
/** Where `npm start` serves the site unless PORT says otherwise (scripts/start.mjs). */
export const DEFAULT_SITE_PORT = 3000;
/**
 * EmailJS's limit: "the size of the template cannot exceed 50kb" (EmailJS docs, Creating email templates >
 * Restrictions, https://www.emailjs.com/docs/user-guide/creating-email-templates/), and a send whose variables
 * pass 50 KB is refused on the free plan (github.com/orgs/emailjs-com/discussions/202). The form itself has no
 * length limit (the specification's rule, decision 009): a longer message ends in its failure alert, kept.
 */
export const MAX_BODY_BYTES = 50 * 1024;

/** The origins a site served on `port` of this machine has, as a browser names them in `Origin`. */
export function localOrigins(port) {
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`];
}

/**
 * `text` as a terminal can print it safely: each control character (C0 but tab and, where `keepNewlines`,
 * line feed; DEL; C1; the bidirectional overrides) becomes a visible escape such as \x1b, so a visitor's
 * text can neither run terminal commands (clear the screen, set the title) nor fake or hide lines.
 */
export function printable(text, { keepNewlines = false } = {}) {
  return String(text).replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, (char) => {
    if (char === "\t" || (keepNewlines && char === "\n")) return char;
    const code = char.codePointAt(0);
    return code <= 0xff
      ? `\\x${code.toString(16).padStart(2, "0")}`
      : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}

/** What is wrong with a send request's body, as EmailJS would word it, or null when it is acceptable. */
function rejectionReason(body) {
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

/** The body as text; past `MAX_BODY_BYTES` it stops reading and fails with status 413. */
function readBody(req) {
  return new Promise((done, fail) => {
    const chunks = [];
    let size = 0;
    const tooLarge = () =>
      Object.assign(new Error(`The request body is larger than ${MAX_BODY_BYTES / 1024} KB`), {
        status: 413,
      });
    if (Number(req.headers["content-length"]) > MAX_BODY_BYTES) return fail(tooLarge());
    req.on("data", (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) return chunks.push(chunk);
      req.removeAllListeners("data");
      fail(tooLarge());
    });
    req.on("end", () => done(Buffer.concat(chunks).toString("utf8")));
    req.on("error", fail);
  });
}

function formatMessage(entry, file) {
  const params = entry.template_params ?? {};
  const indented = printable(params.message ?? "", { keepNewlines: true })
    .split("\n")
    .map((line) => `  ${line}`)
    .join("\n");
  return [
    `\n[outbox] New message, saved to ${file}`,
    `  From: ${printable(params.from_name)} <${printable(params.from_email)}>`,
    `  To:   ${printable(params.to_name)}`,
    indented,
  ].join("\n");
}

/**
 * Starts the outbox. `port` 0 picks a free port. Resolves with its URL, its file and `close()`.
 * `fresh` empties the file first (the tests want only their own messages in it). `mode` makes every send
 * fail: with `status` (and `text`, default the status's reason phrase), after `delayMs`, or never answered
 * (`hang`). `siteOrigins` are the origins whose pages may send (default: the site as `npm start` serves it).
 * @param {{ port?: number, file?: string, fresh?: boolean, quiet?: boolean, siteOrigins?: string[],
 *   mode?: import("./standin-server.mjs").Misbehaviour & { text?: string } }} options
 */
export async function startOutbox({
  port = 0,
  file = ".outbox/messages.jsonl",
  fresh = false,
  mode = {},
  quiet = false,
  siteOrigins = localOrigins(DEFAULT_SITE_PORT),
} = {}) {
  const path = resolve(file);
  const shownPath = relative(process.cwd(), path) || path;
  await mkdir(dirname(path), { recursive: true });
  if (fresh) await writeFile(path, "");

  const server = await listen(async (req, res) => {
    const answer = (status, text, headers = {}) => {
      if (res.writableEnded || res.destroyed) return;
      res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", ...headers }).end(text);
    };
    const { pathname } = new URL(req.url ?? "/", "http://localhost");
    if (pathname !== SEND_PATH) {
      return req.method === "GET" && pathname === "/"
        ? answer(200, `Local EmailJS outbox. POST ${SEND_PATH}; messages go to ${shownPath}\n`)
        : answer(404, "Not found");
    }
    // A browser names the page's origin on every cross-origin request; a page elsewhere gets no CORS
    // headers, so it cannot even read this refusal.
    const origin = req.headers.origin;
    if (!origin || !siteOrigins.includes(origin)) {
      return answer(403, `Only the site's own pages may send here (${siteOrigins.join(", ")})`, {
        Connection: "close",
      });
    }
    // That origin only, never `*`.
    const cors = {
      "Access-Control-Allow-Origin": origin,
      "Access-Control-Allow-Methods": "POST, OPTIONS",
      "Access-Control-Allow-Headers": "Content-Type",
      "Access-Control-Max-Age": "600",
      Vary: "Origin",
    };
    if (req.method === "OPTIONS") return answer(204, "", cors);
    if (req.method !== "POST") return answer(405, "Method not allowed", { ...cors, Allow: "POST, OPTIONS" });
    // Only JSON, as EmailJS's SDK sends it. A text/plain post needs no preflight, so a page anywhere could
    // send one; JSON from another origin must ask first, and is refused above.
    if ((req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase() !== "application/json") {
      return answer(415, "The request body must be JSON (Content-Type: application/json)", {
        ...cors,
        Connection: "close",
      });
    }
    let body;
    try {
      body = await readBody(req);
    } catch (error) {
      return answer(error.status ?? 400, error.message, { ...cors, Connection: "close" });
    }
    const failed = await misbehave(res, mode, 1, (status, headers) =>
      answer(status, mode.text ?? STATUS_CODES[status] ?? "Error", { ...cors, ...headers }),
    );
    if (failed) return;

    const reason = rejectionReason(body);
    if (reason) return answer(400, reason, cors);
    const entry = { received_at: new Date().toISOString(), ...JSON.parse(body) };
    await appendFile(path, `${JSON.stringify(entry)}\n`);
    if (!quiet) console.log(formatMessage(entry, shownPath));
    answer(200, "OK", cors);
  }, port);

  return { url: server.url, file: path, close: server.close };
}

/**
 * The outbox's settings from the environment, as the header says: `npm start` and a run alone read them.
 * @param {Record<string, string | undefined>} env
 */
export function outboxOptionsFromEnv(env) {
  const listed = (env.OUTBOX_SITE_ORIGINS ?? "")
    .split(",")
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    port: Number(env.OUTBOX_PORT ?? 3001),
    file: env.OUTBOX_FILE,
    fresh: env.OUTBOX_FRESH === "1",
    mode: {
      status: Number(env.OUTBOX_STATUS) || undefined,
      text: env.OUTBOX_TEXT || undefined,
      delayMs: Number(env.OUTBOX_DELAY_MS) || undefined,
      hang: env.OUTBOX_HANG === "1" || undefined,
    },
    siteOrigins: listed.length > 0 ? listed : localOrigins(Number(env.PORT ?? DEFAULT_SITE_PORT)),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outbox = await startOutbox(outboxOptionsFromEnv(process.env));
  console.log(`Local EmailJS outbox at ${outbox.url}; messages are appended to ${outbox.file}`);
}
