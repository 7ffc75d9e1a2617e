// Reads back what the local EmailJS outbox (scripts/outbox.mjs, started by playwright.config.ts) accepted:
// it appends each message to its file as one JSON line before it answers 200, so once the success alert
// shows, the message is in the file. Tests run in parallel and share the file, so each finds its own
// messages by their text.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { OUTBOX_FILE } from "../playwright.config";

const outboxFile = fileURLToPath(new URL(`../${OUTBOX_FILE}`, import.meta.url));

export type AcceptedMessage = {
  received_at: string;
  lib_version: string;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: { from_name: string; to_name: string; from_email: string; message: string };
};

export const outbox = {
  /** The messages the outbox wrote to its file whose text is `message`, oldest first. */
  async messagesWith(message: string): Promise<AcceptedMessage[]> {
    const lines = (await readFile(outboxFile, "utf8")).split("\n").filter(Boolean);
    return lines
      .map((line) => JSON.parse(line) as AcceptedMessage)
      .filter((entry) => entry.template_params.message === message);
  },
};
