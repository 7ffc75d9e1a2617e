import type { Plugin } from "vite";
export function publishPapersDir(dir?: string): Plugin;
