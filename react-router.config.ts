// Every page is prerendered to static HTML; there is no server at run time.
// The "*" route is prerendered once, at /404, and moved to 404.html, the file static hosts serve for unknown paths.
import type { Config } from "@react-router/dev/config";
import { rename, rm } from "node:fs/promises";
import { join } from "node:path";

const NOT_FOUND_PATH = "/404";

export default {
  // BUILD_DIR lets parallel builds (tests, benchmark) keep out of each other's way.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), NOT_FOUND_PATH];
  },
  async buildEnd({ reactRouterConfig }) {
    const client = join(reactRouterConfig.buildDirectory, "client");
    await rename(join(client, NOT_FOUND_PATH, "index.html"), join(client, "404.html"));
    await rm(join(client, NOT_FOUND_PATH), { recursive: true });
    // 404.html hydrates at any unknown path, so the SPA fallback has no job left.
    await rm(join(client, "__spa-fallback.html"), { force: true });
  },
} satisfies Config;
