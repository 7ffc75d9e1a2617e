// Types for scripts/chromium.mjs, which stays plain JS so Node runs the scripts without a build step.
export declare const DEBIAN_CHROMIUM: string;
export declare const DEBIAN_HEADLESS_SHELL: string;
export declare function pickChromium(
  env: Record<string, string | undefined>,
  sources: { exists: (path: string) => boolean; playwrightChromium: () => string },
  debianPaths?: string[],
): string;
export declare const chromiumPath: string;
export declare const testChromiumPath: string;
export declare const CHROMIUM_FLAGS: string[];
export declare const TEST_CHROMIUM_FLAGS: string[];
