// Runs after React Router has prerendered every page (react-router.config.ts, buildEnd). It turns the
// prerendered HTML into what a static host needs: 404.html, scripts that wait for the first paint,
// sitemap.xml and robots.txt derived from the pages' own canonical links, and a Content-Security-Policy
// whose script hashes come from the final HTML, delivered both as a `_headers` file (Netlify, Cloudflare
// Pages) and as <meta> (hosts without headers).
import { createHash } from "node:crypto";
import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { NOT_FOUND_PATH } from "../app/pages";

const NOT_FOUND_DIR = NOT_FOUND_PATH.slice(1);

/** sha256 sources of every inline script that runs (JSON-LD data blocks never run, so they need none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    // An empty inline script is never run (HTML, "prepare the script element"), so it needs no hash.
    if (/\bsrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes) || body === "") continue;
    hashes.push(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return hashes;
}

type PolicyOptions = { scriptHashes: string[]; emailOrigin: string };

/** The policy as a header. `frame-ancestors` only works there; as <meta> it is dropped (see metaPolicy). */
export function contentSecurityPolicy({ scriptHashes, emailOrigin }: PolicyOptions): string {
  const connect = new Set(["'self'", new URL(emailOrigin).origin]);
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(scriptHashes)].sort().join(" ")}`,
    // Inline style attributes carry content colours (project themes); styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'self'",
    `connect-src ${[...connect].join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function metaPolicy(policy: string): string {
  return policy
    .split("; ")
    .filter((directive) => !directive.startsWith("frame-ancestors"))
    .join("; ");
}

/**
 * The `_headers` file. Every header goes on every path: an unknown path gets 404.html under the requested
 * path, so headers scoped to the pages' own paths would leave the not-found page without `frame-ancestors`.
 * On an asset the policy is dead weight, but HTTP/2 and HTTP/3 (every host here) send a repeated header once.
 * No Cross-Origin-Opener-Policy: Chrome learns it only from the response, so coming from a page without the
 * same policy it must throw away the renderer it had started for the navigation and start another one then
 * (measured: TBT on /about 208 -> 52 ms without it). A public site with no sign-in, whose external links all
 * open with noopener, gains too little from cutting a cross-origin opener's handle to pay that on every first
 * visit (README, Security).
 */
export function headersFile(policy: string): string {
  return `/*
  Content-Security-Policy: ${policy}
  X-Frame-Options: DENY
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  Strict-Transport-Security: max-age=63072000; includeSubDomains
  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()

/assets/*
  Cache-Control: public, max-age=31536000, immutable
`;
}

const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/**
 * React Router's <Scripts/> preloads every chunk and starts their imports while the HTML is still parsing.
 * On a slow phone those ~115 KB compete with the first paint (Lighthouse then charges them to LCP). This
 * starts the very same imports one frame after the first paint, adding the preloads back at that moment so
 * the chunks still arrive in one parallel wave. Links work as plain anchors until then. Each preload starts
 * a fetch, which costs the main thread up to a few ms on a busy phone, so the loader yields to the browser
 * between them rather than block it for the whole wave in one task.
 * It recognises the framework's script exactly and throws on anything else, so an upgrade cannot slip by.
 */
export function deferModuleScripts(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  if (!script || preloads.length === 0) throw new Error("post-build: no React Router module script to defer");
  const body = script[1]!;
  const sideEffects = [...body.matchAll(/import "([^"]+)";/g)].map((match) => match[1]!);
  const routes = [...body.matchAll(/import \* as (\w+) from "([^"]+)";/g)].map(([, name, href]) => ({
    name,
    href,
  }));
  const registry = /window\.__reactRouterRouteModules = (\{[^;]*\});/.exec(body)?.[1];
  const entry = /import\("([^"]+)"\);/.exec(body)?.[1];
  const rest = body
    .replace(/import "[^"]+";/g, "")
    .replace(/import \* as \w+ from "[^"]+";/g, "")
    .replace(/window\.__reactRouterRouteModules = \{[^;]*\};/, "")
    .replace(/import\("[^"]+"\);/, "");
  if (!registry || !entry || routes.length === 0 || rest.trim() !== "") {
    throw new Error("post-build: React Router's module script has changed; review deferModuleScripts");
  }
  const deferred = [
    "await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));",
    `for (const href of ${JSON.stringify(preloads)}) {`,
    `  document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    "  await (globalThis.scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve)));",
    "}",
    ...sideEffects.map((href) => `await import(${JSON.stringify(href)});`),
    `const [${routes.map((route) => route.name).join(", ")}] = await Promise.all([${routes
      .map((route) => `import(${JSON.stringify(route.href)})`)
      .join(", ")}]);`,
    `window.__reactRouterRouteModules = ${registry};`,
    `import(${JSON.stringify(entry)});`,
  ].join("\n");
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(MODULE_SCRIPT, () => `<script type="module">${deferred}</script>`);
}

const CONTEXT_SCRIPT = /<script>(window\.__reactRouterContext = [\s\S]*?)<\/script>/;
const STREAM =
  "window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());";
const STREAM_SCRIPTS = /<script>(window\.__reactRouterContext\.streamController\.[\s\S]*?)<\/script>/g;
const STREAM_ENQUEUE = /^window\.__reactRouterContext\.streamController\.enqueue\("[^\n]*"\);$/;
const STREAM_CLOSE = "window.__reactRouterContext.streamController.close();";
const ROUTE_REGISTRY = "window.__reactRouterRouteModules = ";

/**
 * React Router hands its state to the browser in inline scripts that run while the page parses: one sets
 * `window.__reactRouterContext` and opens a ReadableStream piped through a TextEncoderStream, and the ones
 * at the end of <body> push the (empty) loader data into it and close it. Nothing reads them before
 * `entry.client` starts, yet on a busy phone they cost a few ms of the task that leads to the first paint
 * (Lighthouse charges four times that to FCP and LCP). This runs the very same code, in the same order,
 * inside the deferred module script, just before `entry.client` is imported. The context <script> element
 * stays, emptied, because React hydrates it (an empty inline script never runs, so it needs no CSP hash);
 * the stream scripts go, because the browser's React never renders them.
 * It recognises the framework's scripts exactly and throws on anything else, so an upgrade cannot slip by.
 */
export function deferRouterContext(html: string): string {
  const context = CONTEXT_SCRIPT.exec(html)?.[1];
  const stream = [...html.matchAll(STREAM_SCRIPTS)].map((match) => match[1]!);
  if (
    !context?.endsWith(STREAM) ||
    stream.at(-1) !== STREAM_CLOSE ||
    !stream.slice(0, -1).every((code) => STREAM_ENQUEUE.test(code)) ||
    html.split(ROUTE_REGISTRY).length !== 2
  ) {
    throw new Error("post-build: React Router's context scripts have changed; review deferRouterContext");
  }
  return html
    .replace(CONTEXT_SCRIPT, "<script></script>")
    .replace(STREAM_SCRIPTS, "")
    .replace(ROUTE_REGISTRY, () => `${[context, ...stream].join("\n")}\n${ROUTE_REGISTRY}`);
}

// The new-entry branch of React Router's <ScrollRestoration/> inline script, as it is on every page.
const SCROLL_NEW_ENTRY = `      window.history.replaceState({ key }, "");
    }
    try {
      let positions = JSON.parse(sessionStorage.getItem(storageKey2) || "{}");`;

/**
 * React Router's <ScrollRestoration/> script runs while the page parses, and reads the saved scroll positions
 * from sessionStorage. On a fresh visit there is nothing to read: the history entry is new, so the script has
 * just given it a new random key. Yet the first read of sessionStorage waits on the browser process, and on a
 * busy phone that wait (up to ~15 ms measured here) lands in the task that leads to the first paint. This
 * returns right after a new key is made. A reload or a back/forward visit keeps its key and still restores.
 * It recognises the framework's script exactly and throws on anything else, so an upgrade cannot slip by.
 */
export function skipFreshScrollRead(html: string): string {
  const parts = html.split(SCROLL_NEW_ENTRY);
  if (parts.length !== 2 || !html.includes('})("react-router-scroll-positions", null)</script>')) {
    throw new Error(
      "post-build: React Router's scroll restoration script has changed; review skipFreshScrollRead",
    );
  }
  return parts.join(SCROLL_NEW_ENTRY.replace("\n    }", "\n      return;\n    }"));
}

export function canonicalUrl(html: string): string | null {
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null;
}

export function sitemap(urls: string[]): string {
  const entries = urls.map((url) => `  <url><loc>${url}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries}
</urlset>
`;
}

export function robots(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

function injectMetaPolicy(html: string, policy: string): string {
  // Right after <meta charset>, before any script, so the policy covers every script on the page.
  const tag = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(policy)}"/>`;
  return html.replace(/<meta charSet="utf-8"\/>/i, (charset) => `${charset}${tag}`);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

export async function finishBuild({ clientDir, emailOrigin }: { clientDir: string; emailOrigin: string }) {
  // The "*" route was prerendered at /404; static hosts serve 404.html for unknown paths.
  await rename(join(clientDir, NOT_FOUND_DIR, "index.html"), join(clientDir, "404.html"));
  await rm(join(clientDir, NOT_FOUND_DIR), { recursive: true });
  // 404.html hydrates at any unknown path, so the SPA fallback has no job left.
  await rm(join(clientDir, "__spa-fallback.html"), { force: true });

  const files = await htmlFiles(clientDir);
  const pages = await Promise.all(
    files.map(async (file) => ({
      file,
      html: skipFreshScrollRead(deferRouterContext(deferModuleScripts(await readFile(file, "utf8")))),
    })),
  );

  const canonicals = pages
    .map((page) => canonicalUrl(page.html))
    .filter((url) => url !== null)
    .sort();
  const root = canonicals.find((url) => new URL(url).pathname === "/");
  if (!root) throw new Error("post-build: the home page has no canonical link, so there is no site URL");
  const sitemapUrl = new URL("/sitemap.xml", root).href;
  await writeFile(join(clientDir, "sitemap.xml"), sitemap(canonicals));
  await writeFile(join(clientDir, "robots.txt"), robots(sitemapUrl));

  const policy = contentSecurityPolicy({
    scriptHashes: pages.flatMap((page) => inlineScriptHashes(page.html)),
    emailOrigin,
  });
  await writeFile(join(clientDir, "_headers"), headersFile(policy));
  for (const page of pages) {
    const html = injectMetaPolicy(page.html, policy);
    if (html === page.html)
      throw new Error(`post-build: no <meta charset> in ${relative(clientDir, page.file)}`);
    await writeFile(page.file, html);
  }
}
