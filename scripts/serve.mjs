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
import { join, resolve } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import mime from "mime";
import { sitePath } from "./site-path.mjs";

/** Text, JSON and XML (feeds, SVG, the manifest): sent as UTF-8, and gzipped, as the hosts do. */
const TEXT_TYPE = /^text\/|[/+](json|xml)$/;

/** Parses a `_headers` file into [{ pattern: RegExp, headers: [name, value][] }]. */
function parseHeadersFile(text) {
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

const isFile = (path) =>
  stat(path).then(
    (found) => found.isFile(),
    () => false,
  );

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
 * What a URL's path names in the build at `root`, as the hosts read it: `{ file }` (null when there is none
 * to serve), `{ redirect }` where the path is a folder asked for without its slash, `{ outside: true }` for a
 * path outside the base path, or `{ problem }` when the path cannot be read.
 * @param {string} root
 * @param {string} pathname
 * @param {string} basePath
 * @returns {Promise<{ file?: string | null, redirect?: string, outside?: true, problem?: string }>}
 */
export async function resolveFile(root, pathname, basePath) {
  if (`${pathname}/` === basePath) return { redirect: basePath };
  if (!pathname.startsWith(basePath)) return { outside: true };
  const found = sitePath(`/${pathname.slice(basePath.length)}`);
  if ("problem" in found) return found;
  // What the hosts keep private: any part of the path starting with `.` or `_`.
  if (/(^|[/\\])[._]/.test(found.path)) return { file: null };
  const file = join(root, found.path);
  if (await isFile(file)) return { file };
  if (!(await isFile(join(file, "index.html")))) return { file: null };
  return pathname.endsWith("/") ? { file: join(file, "index.html") } : { redirect: `${pathname}/` };
}

/**
 * Starts a server for `root` on `port` (0 picks a free one), under `basePath` (by default, the build's own),
 * and resolves with the server and the site's URL: its origin and base path, without the last slash, so
 * `${url}/about/` is the about page wherever the site is served.
 * @param {{ port?: number, root: string, basePath?: string }} options
 */
export async function serve({ port = 0, root, basePath }) {
  root = resolve(root);
  const base = basePath ?? (await builtBasePath(root));
  const rules = parseHeadersFile(await readFile(join(root, "_headers"), "utf8").catch(() => ""));
  const server = createServer(async (req, res) => {
    const say = (status, text, headers = {}) =>
      res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", ...headers }).end(`${text}\n`);
    try {
      if (req.method !== "GET" && req.method !== "HEAD") {
        const text = "Method not allowed: this site is static files, read with GET or HEAD";
        return say(405, text, { Allow: "GET, HEAD" });
      }
      const url = URL.parse(req.url ?? "/", "http://localhost");
      const found = url
        ? await resolveFile(root, url.pathname, base)
        : { problem: "which is not a valid address" };
      if (found.problem) return say(400, `Bad request: ${url?.pathname ?? "the address"}, ${found.problem}`);
      if (found.outside)
        return say(404, `Not found: ${url.pathname} is outside ${base}, where this site is served`);
      if (found.redirect) {
        return res
          .writeHead(301, { Location: found.redirect + url.search, "Cache-Control": "no-cache" })
          .end();
      }
      const file = found.file ?? join(root, "404.html");
      const type = mime.getType(file) ?? "application/octet-stream";
      const text = TEXT_TYPE.test(type);
      res.statusCode = found.file ? 200 : 404;
      res.setHeader("Content-Type", text ? `${type}; charset=utf-8` : type);
      // _headers below sets the long cache for hashed assets, as it does on a host.
      res.setHeader("Cache-Control", "no-cache");
      for (const rule of rules) {
        if (rule.pattern.test(url.pathname))
          for (const [name, value] of rule.headers) res.setHeader(name, value);
      }
      if (req.method === "HEAD") return res.end();
      const gzip = text && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
      if (gzip) res.setHeader("Content-Encoding", "gzip").setHeader("Vary", "Accept-Encoding");
      await pipeline(createReadStream(file), ...(gzip ? [createGzip()] : []), res);
    } catch (error) {
      // The browser went away mid-response, or before it began (a navigation cancels its pending requests):
      // nothing failed here.
      if (error?.code === "ERR_STREAM_PREMATURE_CLOSE" || error?.code === "ERR_STREAM_UNABLE_TO_PIPE") return;
      if (!res.headersSent) res.writeHead(500).end("Internal error");
      console.error(error);
    }
  });
  await new Promise((done) => server.listen(port, "127.0.0.1", done));
  return { server, url: `http://localhost:${server.address().port}${base.slice(0, -1)}` };
}
