// Types for scripts/emailjs-env.mjs, which stays plain JS so Node can run scripts/start.mjs without a build step.
import type { Plugin } from "vite";

export declare const EMAILJS_KEYS: readonly string[];
export declare function missingEmailjsKeys(env: Record<string, string | undefined>): string[];
export declare function outboxBuildEnv(origin: string): Record<string, string>;
export declare function missingKeysWarning(missing: string[]): string;
export declare function warnOnMissingEmailjsKeys(): Plugin;
