// Types for scripts/site-path.mjs, which stays plain JS so Node runs scripts/serve.mjs without a build step.
export declare function sitePath(pathname: string): { path: string } | { problem: string };
