// Types for scripts/built-pages.mjs, which stays plain JS so Node runs it without a build step.
export declare const UNKNOWN_PATH: string;
export declare function pathsFromSitemap(xml: string, basePath?: string): string[];
export declare function builtPages(clientDir: string): Promise<string[]>;
