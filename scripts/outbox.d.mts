// Types for scripts/outbox.mjs, which stays plain JS so Node runs it without a build step.
export type OutboxMode = { status?: number; text?: string; delayMs?: number; hang?: boolean; down?: boolean };

export declare const SEND_PATH: string;
export declare const MAX_BODY_BYTES: number;
export declare const DEFAULT_SITE_PORT: number;
export declare function localOrigins(port: number): string[];
export declare function printable(text: unknown, options?: { keepNewlines?: boolean }): string;
export declare function siteOriginsFromEnv(env: Record<string, string | undefined>): string[];
export declare function startOutbox(options?: {
  port?: number;
  host?: string;
  file?: string;
  fresh?: boolean;
  controlPort?: number;
  mode?: OutboxMode;
  quiet?: boolean;
  siteOrigins?: string[];
}): Promise<{ url: string; controlUrl: string | undefined; file: string; close(): Promise<void> }>;
