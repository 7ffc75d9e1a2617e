// Types for scripts/serve.mjs, which stays plain JS so Node runs it without a build step.
import type { Server } from "node:http";

export declare const BUILD_DIR: string;
export declare function builtBasePath(root: string): Promise<string>;
export declare function serve(options?: {
  port?: number;
  host?: string;
  root?: string;
  gzip?: boolean;
  /** The path to serve the site under, "/portfolio/"; by default, the build's own (builtBasePath). */
  basePath?: string;
}): Promise<{ server: Server; url: string }>;
