// Types for scripts/test-sites.mjs, which stays plain JS so Node runs it without a build step.
export declare const SAME_FOR_EVERY_OWNER_TAG: string;
export declare const OWNER_SPECS: string[];
/** A test owner's folders, and where the tests build and serve the site. */
export type TestOwner = {
  CONTENT_DIR: string;
  PUBLIC_DIR: string;
  BUILD_DIR: string;
  E2E_PORT: string;
  CONTENT?: string;
  PUBLICATIONS_BIB?: string;
};
export declare const FIRST_OWNER: TestOwner;
export declare const OWNER_CONTENT: TestOwner & { CONTENT: string; PUBLICATIONS_BIB: string };
export declare function testOwner(env?: NodeJS.ProcessEnv): TestOwner;
/** The other owner's site built under a base path (/portfolio/). */
export declare const BASE_PATH_SITE: TestOwner & { BASE_PATH: string };
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
