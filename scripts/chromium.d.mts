// Types for scripts/chromium.mjs, which stays plain JS so Node runs the scripts without a build step.
export declare const chromiumPath: string | undefined;
export declare const CHROMIUM_FLAGS: string[];
