// Serves the build folder the way a static host does: a folder's index.html at its address with the slash
// (and, like GitHub Pages and Netlify, a 301 to it from the address without), 404.html with status 404, gzip,
// long caching for hashed assets, and the headers of the build's `_headers` file (Netlify/Cloudflare format).
// Used by `npm start`, the end-to-end tests and the benchmark, so all three see what visitors get. Like the
// hosts, it answers only GET and HEAD (405 otherwise), refuses a path it cannot read (400), and never serves a
// file or folder whose name starts with `.` or `_`, such as `_headers` (404). A build for a base path is served
// there, as GitHub Pages serves a project site: /portfolio/x/ is the folder x, /portfolio itself redirects to
// /portfolio/, and nothing outside it is the site's (404, without the site's 404.html).
import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, join, resolve } from "node:path";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import { createGzip } from "node:zlib";
import { sitePath } from "./site-path.mjs";

export const BUILD_DIR = fileURLToPath(new URL("../build/client/", import.meta.url));

const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".pdf": "application/pdf",
  ".ics": "text/calendar; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};
const compressible = new Set([
  ".html",
  ".js",
  ".css",
  ".json",
  ".svg",
  ".txt",
  ".xml",
  ".webmanifest",
  ".ics",
]);

/** Parses a `_headers` file into [{ pattern: RegExp, headers: [name, value][] }]. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replace(/\*/g, ".*");
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
    } else if (rules.length) {
      const colon = line.indexOf(":");
      rules.at(-1).headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

async function fileAt(path) {
  try {
    return (await stat(path)).isFile() ? path : null;
  } catch {
    return null;
  }
}

/** Whether a site path names something the hosts keep private: any part of it starting with `.` or `_`. */
function isHidden(path) {
  return path.split(/[/\\]/).some((segment) => segment.startsWith(".") || segment.startsWith("_"));
}

/**
 * The path a build is served under: the path of its home page's canonical address, which the build checks
 * every canonical link starts with (scripts/post-build.ts); "/" for a folder without one.
 */
export async function builtBasePath(root) {
  const home = await readFile(join(root, "index.html"), "utf8").catch(() => "");
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(home)?.[1];
  return canonical ? new URL(canonical).pathname : "/";
}

/**
 * The file a request's path names: `{ file }` (null when there is none to serve), `{ redirect }` where the
 * path is a folder asked for without its slash, `{ outside: true }` for a path outside the base path, or
 * `{ problem }` when the path cannot be read.
 */
async function resolveFile(root, pathname, basePath) {
  if (`${pathname}/` === basePath) return { redirect: basePath };
  if (!pathname.startsWith(basePath)) return { outside: true };
  const found = sitePath(`/${pathname.slice(basePath.length)}`);
  if ("problem" in found) return found;
  if (isHidden(found.path)) return { file: null };
  const base = join(root, found.path);
  if (base !== root && !base.startsWith(`${root}/`)) return { problem: "which leads outside the site" };
  const file = await fileAt(base);
  if (file) return { file };
  const index = await fileAt(join(base, "index.html"));
  if (index && !pathname.endsWith("/")) return { redirect: `${pathname}/` };
  return { file: index };
}

/** Creates (but does not start) a server for `root`, under `basePath` (by default, the build's own). */
export async function createStaticServer({ root = BUILD_DIR, gzip = true, basePath } = {}) {
  root = resolve(root);
  basePath ??= await builtBasePath(root);
  const rules = parseHeadersFile(await readFile(join(root, "_headers"), "utf8").catch(() => ""));

  return createServer(async (req, res) => {
    try {
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
        return res.end("Method not allowed: this site is static files, read with GET or HEAD\n");
      }
      const url = URL.parse(req.url ?? "/", "http://localhost");
      const found = url
        ? await resolveFile(root, url.pathname, basePath)
        : { problem: "which is not a valid address" };
      if (found.problem) {
        res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" });
        return res.end(`Bad request: ${url?.pathname ?? "the address"}, ${found.problem}\n`);
      }
      const { pathname, search } = url;
      if (found.outside) {
        res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
        return res.end(`Not found: ${pathname} is outside ${basePath}, where this site is served\n`);
      }
      if (found.redirect) {
        res.writeHead(301, { Location: found.redirect + search, "Cache-Control": "no-cache" });
        return res.end();
      }
      const file = found.file ?? join(root, "404.html");
      const ext = extname(file);
      res.statusCode = found.file ? 200 : 404;
      res.setHeader("Content-Type", types[ext] ?? "application/octet-stream");
      // _headers below sets the long cache for hashed assets, as it does on a host.
      res.setHeader("Cache-Control", "no-cache");
      for (const rule of rules) {
        if (rule.pattern.test(pathname)) for (const [name, value] of rule.headers) res.setHeader(name, value);
      }
      if (req.method === "HEAD") return res.end();
      if (gzip && compressible.has(ext) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "")) {
        res.setHeader("Content-Encoding", "gzip");
        res.setHeader("Vary", "Accept-Encoding");
        await pipeline(createReadStream(file), createGzip(), res);
      } else {
        await pipeline(createReadStream(file), res);
      }
    } catch (error) {
      // The browser went away mid-response, or before it began (a navigation cancels its pending requests):
      // nothing failed here.
      if (error?.code === "ERR_STREAM_PREMATURE_CLOSE" || error?.code === "ERR_STREAM_UNABLE_TO_PIPE") return;
      if (!res.headersSent) res.writeHead(500).end("Internal error");
      console.error(error);
    }
  });
}

/**
 * Starts a server on `port` (0 picks a free one) and resolves with the server and the site's URL: its origin
 * and base path, without the last slash, so `${url}/about/` is the about page wherever the site is served.
 */
export async function serve({ port = 0, host = "127.0.0.1", root = BUILD_DIR, basePath, ...options } = {}) {
  basePath ??= await builtBasePath(resolve(root));
  const server = await createStaticServer({ root, basePath, ...options });
  await new Promise((done) => server.listen(port, host, done));
  const { port: actual } = server.address();
  const origin = `http://${host === "127.0.0.1" ? "localhost" : host}:${actual}`;
  return { server, url: `${origin}${basePath.slice(0, -1)}` };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 3000);
  const { url } = await serve({ port, root: process.argv[2] ?? BUILD_DIR });
  console.log(`Serving ${process.argv[2] ?? "build/client"} at ${url}/`);
}
