// Types for scripts/test-sites.mjs, which stays plain JS so Node runs it without a build step.
export declare const SAME_FOR_EVERY_OWNER_TAG: string;
export declare const OWNER_SPECS: string[];
export declare const OWNER_CONTENT: Record<string, string>;
export declare const BASE_PATH_SITE: Record<string, string>;
export declare function networkLog(buildDir: string): string;
export declare function outboxOrigin(sitePort: number | string): string;
export declare function testBuildEnv(options: {
  buildDir: string;
  outbox: string;
  env?: NodeJS.ProcessEnv;
}): NodeJS.ProcessEnv;
export declare function eachLineOf(
  child: import("node:child_process").ChildProcess,
  onLine: (line: string) => void,
): void;
export declare function buildForTests(options: {
  buildDir: string;
  outbox: string;
  env?: NodeJS.ProcessEnv;
  onLine?: (line: string) => void;
}): Promise<void>;
