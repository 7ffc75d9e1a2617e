// Runs after React Router has prerendered every page (react-router.config.ts, buildEnd). It turns the
// prerendered HTML into what a static host needs: 404.html, sitemap.xml and robots.txt derived from the pages'
// own canonical links, and a Content-Security-Policy
// whose script hashes come from the final HTML, delivered both as a `_headers` file (Netlify, Cloudflare
// Pages) and as <meta> (hosts without headers).
import { createHash } from "node:crypto";
import { existsSync, statSync } from "node:fs";
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
 * Cross-Origin-Opener-Policy cuts any cross-origin opener's handle on the page (docs/decisions/004).
 */
export function headersFile(policy: string): string {
  return `/*
  Content-Security-Policy: ${policy}
  Cross-Origin-Opener-Policy: same-origin
  X-Frame-Options: DENY
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  Strict-Transport-Security: max-age=63072000; includeSubDomains
  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()

/assets/*
  Cache-Control: public, max-age=31536000, immutable
`;
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

/**
 * Every address on the site's own origin (root-relative, or absolute on `origin`) that a page links or loads
 * and `exists` does not find, as "<page> links <address>" lines. A folder's address means its index.html.
 */
export function missingLinkedFiles(
  pages: { path: string; html: string }[],
  origin: string,
  exists: (file: string) => boolean,
): string[] {
  const missing: string[] = [];
  for (const { path, html } of pages) {
    for (const [, address = ""] of html.matchAll(/\s(?:href|src|content)="([^"]*)"/g)) {
      if (!address.startsWith("/") && !address.startsWith(`${origin}/`)) continue;
      if (address.startsWith("//")) continue;
      const url = new URL(address.replaceAll("&amp;", "&"), origin);
      const file = decodeURIComponent(url.pathname).replace(/\/$/, "/index.html");
      if (!exists(file)) missing.push(`${path} links ${url.pathname}`);
    }
  }
  return [...new Set(missing)];
}

export function robots(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

function injectMetaPolicy(html: string, policy: string): string {
  // Right after <meta charset>, before any script, so the policy covers every script on the page.
  const tag = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(policy)}"/>`;
  return html.replace(/<meta charSet="utf-8"\/>/i, (charset) => `${charset}${tag}`);
}

/** The build's files whose names end in `extension`, sorted. */
async function filesEndingIn(dir: string, extension: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

export async function finishBuild({ clientDir, emailOrigin }: { clientDir: string; emailOrigin: string }) {
  // The "*" route was prerendered at /404; static hosts serve 404.html for unknown paths.
  await rename(join(clientDir, NOT_FOUND_DIR, "index.html"), join(clientDir, "404.html"));
  await rm(join(clientDir, NOT_FOUND_DIR), { recursive: true });
  // Every page, 404.html included, is prerendered HTML, so the SPA fallback has no job.
  await rm(join(clientDir, "__spa-fallback.html"), { force: true });
  // React Router writes a .data file beside every prerendered route with a loader, for client-side
  // navigations. Here every link loads a whole document and only /contact hydrates (it has no loader), so no
  // visitor ever asks for one; no option turns them off.
  for (const file of await filesEndingIn(clientDir, ".data")) await rm(file);

  const files = await filesEndingIn(clientDir, ".html");
  const pages = await Promise.all(
    files.map(async (file) => ({
      file,
      html: await readFile(file, "utf8"),
    })),
  );

  // A post's old address is a page whose canonical link is the post's page: each address is listed once.
  const canonicals = [
    ...new Set(pages.map((page) => canonicalUrl(page.html)).filter((url) => url !== null)),
  ].sort();
  const root = canonicals.find((url) => new URL(url).pathname === "/");
  if (!root) throw new Error("post-build: the home page has no canonical link, so there is no site URL");
  const sitemapUrl = new URL("/sitemap.xml", root).href;
  await writeFile(join(clientDir, "sitemap.xml"), sitemap(canonicals));
  await writeFile(join(clientDir, "robots.txt"), robots(sitemapUrl));

  // A link to a file the site does not have would be published dead: public/ is where the owner's files go.
  const missing = missingLinkedFiles(
    pages.map((page) => ({ path: `/${relative(clientDir, page.file)}`, html: page.html })),
    new URL(root).origin,
    (file) => existsSync(join(clientDir, file)) && statSync(join(clientDir, file)).isFile(),
  );
  if (missing.length > 0) {
    throw new Error(
      `post-build: pages link files the site does not have (put each in public/, at its path):\n- ${missing.join("\n- ")}`,
    );
  }

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
