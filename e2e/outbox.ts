// Drives the local EmailJS outbox the tests send to (scripts/outbox.mjs, started by playwright.config.ts):
// tells it how to fail, and reads back what it received.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { OUTBOX_CONTROL_PORT, OUTBOX_FILE } from "../playwright.config";

const control = `http://127.0.0.1:${OUTBOX_CONTROL_PORT}`;

const outboxFile = fileURLToPath(new URL(`../${OUTBOX_FILE}`, import.meta.url));

export type OutboxMode = { status?: number; text?: string; delayMs?: number; hang?: boolean; down?: boolean };

export type ReceivedRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
};

export type AcceptedMessage = {
  received_at: string;
  lib_version: string;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: { from_name: string; to_name: string; from_email: string; message: string };
};

async function post(path: string, body: object = {}) {
  const response = await fetch(`${control}${path}`, { method: "POST", body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`outbox ${path}: ${response.status} ${await response.text()}`);
}

async function state(): Promise<{ requests: ReceivedRequest[]; messages: AcceptedMessage[] }> {
  return (await fetch(`${control}/state`)).json();
}

export const outbox = {
  /** Back to normal: answers 200 "OK", nothing held, nothing recorded. */
  reset: () => post("/reset"),
  setMode: (mode: OutboxMode) => post("/mode", mode),
  /** Answers the requests held by `hang`. */
  release: (status = 200) => post("/release", { status }),
  /** The send requests (POST) it has received since the last reset, accepted or not. */
  sends: async () => (await state()).requests.filter((request) => request.method === "POST"),
  /** The messages it accepted (and wrote to its file) since the last reset. */
  messages: async () => (await state()).messages,
  /** The last line of the outbox file, parsed. */
  lastFileEntry: async (): Promise<AcceptedMessage> => {
    const lines = (await readFile(outboxFile, "utf8")).trimEnd().split("\n");
    return JSON.parse(lines.at(-1) ?? "null");
  },
};
