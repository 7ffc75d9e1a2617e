// Runs after React Router has prerendered every page (react-router.config.ts, buildEnd). It turns the
// prerendered HTML into what a static host needs: 404.html, sitemap.xml and robots.txt derived from the pages'
// own canonical links, a Content-Security-Policy whose script hashes come from the final HTML, delivered both as
// a `_headers` file (Netlify, Cloudflare Pages) and as <meta> (hosts without headers).
import { createHash, randomUUID } from "node:crypto";
import {
  cpSync,
  existsSync,
  globSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { hrefUnder, pathUnder } from "../app/base-path-rules";
import { NOT_FOUND_PATH, SEARCH_PATH, decoded, isFilePath, pageHref } from "../app/pages";
import { localizedPathIn } from "../app/i18n/language-paths";
import { isPageRelative } from "../app/url-policy";
import { runnableInlineScripts } from "./inline-scripts.mjs";
import { sitePath } from "./site-path.mjs";
import { siteHtml } from "./site-html.mjs";
import { ContentProblem } from "../app/content-problem.ts";

const NOT_FOUND_DIR = NOT_FOUND_PATH.slice(1);

/** sha256 sources of every inline script the page carries that a browser would run (docs/decisions/003). */
export function inlineScriptHashes(html: string): string[] {
  return runnableInlineScripts(html).map(
    (text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`,
  );
}

type PolicyOptions = { scriptHashes: string[]; emailOrigin: string };

/** What every page's policy forbids, whatever its scripts: plugins, another <base>, forms sent away, framing. */
export const LOCKDOWN_DIRECTIVES = [
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
] as const;

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
    ...LOCKDOWN_DIRECTIVES,
  ].join("; ");
}

/**
 * The search page's policy: the site's, with WebAssembly compilation allowed for Pagefind, which runs on the
 * page (its worker is not used, so no worker source is needed). No other page gets it (docs/decisions/070).
 */
export function searchPagePolicy(policy: string): string {
  return policy.replace(/(^|; )script-src 'self'/, "$1script-src 'self' 'wasm-unsafe-eval'");
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
 * Cross-Origin-Opener-Policy cuts any cross-origin opener's handle on the page (docs/decisions/004). A host
 * matches the rules against the requested address, so they start with the base path, as the pages' paths do.
 */
export function headersFile(
  policy: string,
  pagePolicies: { path: string; policy: string }[] = [],
  basePath = "/",
): string {
  // A page's own rule comes after the site's: the host (and scripts/serve.mjs) serves its value instead.
  const pageRules = pagePolicies
    .map(({ path, policy: own }) => `${path}\n  Content-Security-Policy: ${own}\n`)
    .join("\n");
  return `${basePath}*
  Content-Security-Policy: ${policy}
  Cross-Origin-Opener-Policy: same-origin
  X-Frame-Options: DENY
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  Strict-Transport-Security: max-age=63072000; includeSubDomains
  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()

${basePath}assets/*
  Cache-Control: public, max-age=31536000, immutable
${pageRules ? `\n${pageRules}` : ""}`;
}

export function canonicalUrl(html: string): string | null {
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null;
}

/** A page's hreflang links (app/seo/meta.ts): its version in each language, and x-default. */
export function languageAlternates(html: string): { hreflang: string; href: string }[] {
  return [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(
    ([, hreflang = "", href = ""]) => ({ hreflang, href }),
  );
}

/** The sitemap; a page with versions in other languages lists them, as its hreflang links do. */
export function sitemap(
  urls: string[],
  alternates = new Map<string, { hreflang: string; href: string }[]>(),
) {
  const links = (url: string) =>
    (alternates.get(url) ?? [])
      .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`)
      .join("");
  const entries = urls.map((url) => `  <url><loc>${url}</loc>${links(url)}</url>`).join("\n");
  const xhtml = alternates.size > 0 ? ` xmlns:xhtml="http://www.w3.org/1999/xhtml"` : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>
${entries}
</urlset>
`;
}

/** A path as its owner wrote it, in any script (/images/머신러닝/a.png), not percent-encoded. */
const shownPath = (path: string) => decoded(path, decodeURI);

/**
 * Every address of the site's own (root-relative, or absolute under `siteRoot`, the site's origin and base
 * path) that a page links or loads and `exists` does not find, or that names no file inside the site, as
 * "<page> links <address>" lines; `exists` gets the file's path on the site, without the base path. A
 * folder's address means its index.html. A root-relative address outside the base path is one the site wrote
 * without it; a whole address there is another site on the same host (user.github.io/other-project/).
 */
export function missingLinkedFiles(
  pages: { path: string; html: string }[],
  siteRoot: string,
  exists: (file: string) => boolean,
): string[] {
  const { origin, pathname: base } = new URL(siteRoot);
  const missing: string[] = [];
  // Every page links the same header, footer and styles: each file is looked for once.
  const found = new Map<string, boolean>();
  const has = (file: string) => {
    if (!found.has(file)) found.set(file, exists(file));
    return found.get(file) === true;
  };
  for (const { path, html } of pages) {
    // A srcset's candidates ("address width", comma-separated) are loaded in place of the src. Only a tag's
    // attributes: a post's code that shows HTML (`<a href="path/to/x">`) holds the same words as text, where
    // a `<` is written `&#x3C;`, so a `>` outside quotes closes the last tag begun before them.
    const inTag = (at: number) => {
      let quote = "";
      for (let index = html.lastIndexOf("<", at) + 1; index > 0 && index < at; index++) {
        const char = html[index];
        if (quote) quote = char === quote ? "" : quote;
        else if (char === '"' || char === "'") quote = char;
        else if (char === ">") return false;
      }
      return html.lastIndexOf("<", at) !== -1 && !quote;
    };
    const addresses = [...html.matchAll(/\s(href|src|content|srcset)="([^"]*)"/g)].flatMap(
      ({ 1: name = "", 2: value = "", index }) =>
        !inTag(index)
          ? []
          : (name === "srcset"
              ? value.split(", ").map((candidate) => candidate.split(" ")[0] ?? "")
              : [value]
            ).map((written) => ({ name, written })),
    );
    for (const { name, written } of addresses) {
      // A relative address (a picture beside its post, as Hugo's figure gives it) is in the page's folder.
      const relative = name !== "content" && written !== "" && isPageRelative(written);
      const address = relative ? new URL(written, `${origin}${base}${path.slice(1)}`).href : written;
      if (!address.startsWith("/") && !address.startsWith(`${origin}/`)) continue;
      if (address.startsWith("//")) continue;
      const url = new URL(address.replaceAll("&amp;", "&"), origin);
      const onSite = pathUnder(url.pathname, base);
      if (onSite === undefined) {
        if (address.startsWith("/"))
          missing.push(
            `${path} links ${url.pathname}, outside the base path ${base} the site is served under`,
          );
        continue;
      }
      const target = sitePath(onSite);
      if ("problem" in target) missing.push(`${path} links ${url.pathname}, ${target.problem}`);
      else if (!has(target.path.replace(/\/$/, "/index.html")))
        // A path with an extension names a file the owner puts in public/; any other, a page the build makes.
        missing.push(
          isFilePath(target.path)
            ? `${path} links the file ${shownPath(url.pathname)}: put it in public/, at that path`
            : `${path} links the page ${shownPath(url.pathname)}, which the site does not build: check the address, or the citation key, talk slug or post file name it names`,
        );
    }
  }
  return [...new Set(missing)];
}

/** robots.txt. Crawlers read only the one at the root of a host: under a base path, the sitemap is submitted. */
export function robots(sitemapUrl: string, basePath = "/"): string {
  return `User-agent: *\nAllow: ${basePath}\n\nSitemap: ${sitemapUrl}\n`;
}

function injectMetaPolicy(html: string, policy: string): string {
  // Right after <meta charset>, before any script, so the policy covers every script on the page.
  const tag = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(policy)}"/>`;
  return html.replace(/<meta charSet="utf-8"\/>/i, (charset) => `${charset}${tag}`);
}

/** The build's files whose names end in `extension`, sorted. */
const filesEndingIn = (dir: string, extension: string) =>
  globSync(`**/*${extension}`, { cwd: dir })
    .map((file) => join(dir, file))
    .sort();

/**
 * React Router writes each prerendered file at its request's path, basename included
 * (remix-run/react-router#14587): under a base path of /portfolio/ the pages land in <client>/portfolio/,
 * beside Vite's assets and the files of public/ at <client>/, and its single-page fallback takes the free
 * <client>/index.html. A host serves <client> itself at the base path, so this moves the pages up to where
 * it looks for them, the home page in the fallback's place. At the root, and once React Router writes the
 * pages at their own paths, there is nothing to move.
 */
export function pagesOutOfBasePath(clientDir: string, basePath: string) {
  const segments = basePath.split("/").filter(Boolean);
  const written = join(clientDir, ...segments);
  if (segments.length === 0 || !existsSync(written)) return;
  // Moved aside first: the base path's name may be a folder of the site too (a base of /writing/).
  const aside = join(clientDir, `.prerendered-${randomUUID()}`);
  renameSync(written, aside);
  for (let parent = dirname(written); parent !== clientDir; parent = dirname(parent)) {
    if (readdirSync(parent).length === 0) rmSync(parent, { recursive: true });
  }
  // Folder into folder, a file replacing the one of the same name.
  cpSync(aside, clientDir, { recursive: true });
  rmSync(aside, { recursive: true });
}

type BuildOptions = {
  clientDir: string;
  emailOrigin: string;
  /** The path the site is served under (React Router's basename; "/" by default); the pages are already at their own paths. */
  basePath?: string;
  /** The site's languages, the default first (the content graph's): the search page is in each. */
  languages?: [string, ...string[]];
  /** The owner's files (public/), which Vite copied beside the pages: their HTML is published as it is. */
  publicDir?: string;
};

/**
 * Turns the prerendered pages in `clientDir` into the site a static host serves. Its file calls are
 * synchronous: nothing else runs meanwhile, and each asynchronous one went through Node's thread pool (four
 * hand-offs for one file read), the step's main cost on a site of a thousand pages. It stays a promise for its
 * callers, which await it among the build's other steps.
 */
export async function finishBuild({
  clientDir,
  emailOrigin,
  basePath = "/",
  languages = ["en"],
  publicDir,
}: BuildOptions) {
  // The "*" route was prerendered at /404; static hosts serve 404.html for unknown paths.
  renameSync(join(clientDir, NOT_FOUND_DIR, "index.html"), join(clientDir, "404.html"));
  rmSync(join(clientDir, NOT_FOUND_DIR), { recursive: true });
  // Every page, 404.html included, is prerendered HTML, so the SPA fallback has no job.
  rmSync(join(clientDir, "__spa-fallback.html"), { force: true });
  // React Router writes a .data file beside every prerendered route with a loader, for client-side
  // navigations. Here every link loads a whole document and only /contact hydrates (it has no loader), so no
  // visitor ever asks for one; no option turns them off.
  for (const file of filesEndingIn(clientDir, ".data")) rmSync(file);

  // An owner's HTML (slides, an old page) is not one of the site's pages: no policy, canonical or check.
  const pages = siteHtml(clientDir, publicDir).map((name) => {
    const file = join(clientDir, name);
    const html = readFileSync(file, "utf8");
    return { file, path: `/${name}`, html, canonical: canonicalUrl(html) };
  });

  // A post's old address is a page whose canonical link is the post's page: each address is listed once.
  const canonicals = [...new Set(pages.map((page) => page.canonical).filter((url) => url !== null))].sort();
  const root = canonicals.find((url) => new URL(url).pathname === basePath);
  if (!root) {
    throw new Error(
      `post-build: no page has a canonical link at the base path ${basePath}, so there is no site URL`,
    );
  }
  // Every canonical, og: and sitemap address is the site's origin and base path, then the page's own path.
  const elsewhere = pages.flatMap(({ path, canonical }) =>
    canonical && !canonical.startsWith(root) ? [`${path}: ${canonical}`] : [],
  );
  if (elsewhere.length > 0) {
    throw new Error(
      `post-build: canonical links outside the site's address ${root}:\n- ${elsewhere.join("\n- ")}`,
    );
  }
  const sitemapUrl = new URL("sitemap.xml", root).href;
  const alternates = new Map(
    pages.flatMap(({ canonical, html }) => {
      const versions = languageAlternates(html);
      return canonical && versions.length > 0 ? [[canonical, versions] as const] : [];
    }),
  );
  writeFileSync(join(clientDir, "sitemap.xml"), sitemap(canonicals, alternates));
  writeFileSync(join(clientDir, "robots.txt"), robots(sitemapUrl, basePath));

  // A link to a file the site does not have would be published dead: public/ is where the owner's files go.
  const missing = missingLinkedFiles(
    pages,
    root,
    (file) => existsSync(join(clientDir, file)) && statSync(join(clientDir, file)).isFile(),
  );
  if (missing.length > 0) {
    throw new ContentProblem(
      `post-build: pages link what the site does not have:\n- ${missing.join("\n- ")}`,
    );
  }

  const policy = contentSecurityPolicy({
    scriptHashes: pages.flatMap((page) => inlineScriptHashes(page.html)),
    emailOrigin,
  });
  const searchPolicy = searchPagePolicy(policy);
  // The search page, and its version in each other language (docs/decisions/080), at its address and its file.
  const searchFiles = languages.flatMap((language) => {
    const page = pageHref(localizedPathIn(SEARCH_PATH, language, languages));
    return [page, `${page}index.html`];
  });
  const searchRules = searchFiles.map((path) => ({ path: hrefUnder(path, basePath), policy: searchPolicy }));
  writeFileSync(join(clientDir, "_headers"), headersFile(policy, searchRules, basePath));
  for (const page of pages) {
    const html = injectMetaPolicy(page.html, searchFiles.includes(page.path) ? searchPolicy : policy);
    if (html === page.html) throw new Error(`post-build: no <meta charset> in ${page.path.slice(1)}`);
    writeFileSync(page.file, html);
  }
}
