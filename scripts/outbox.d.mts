// Types for scripts/outbox.mjs, which stays plain JS so Node runs it without a build step.
export type OutboxMode = { status?: number; text?: string; delayMs?: number; hang?: boolean; down?: boolean };

export declare const SEND_PATH: string;
export declare function startOutbox(options?: {
  port?: number;
  host?: string;
  file?: string;
  fresh?: boolean;
  controlPort?: number;
  mode?: OutboxMode;
  quiet?: boolean;
}): Promise<{ url: string; controlUrl: string | undefined; file: string; close(): Promise<void> }>;
