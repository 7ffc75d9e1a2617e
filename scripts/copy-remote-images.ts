// `npm run fetch-images`: copies the images that posts load from other sites into public/ (and the portrait
// into the content folder, where the build makes the page's copy of it), because the site's
// Content-Security-Policy (img-src 'self') lets visitors' browsers ask no other server (decision 063). Each
// image is downloaded once, checked to be an image of a bounded size, written to a folder of its post (the
// portrait beside portrait.ts), and its address in the source is changed to the copy's path (the portrait's
// to its name), nothing else in the file.
// The build never does this (it never reaches the network). Run by scripts/tool.mjs.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import matter from "gray-matter";
import ts from "typescript";
import { stripJekyllSyntax } from "../app/writing/jekyll-syntax.server";
import { isOffSite, offSiteImages } from "../app/writing/markdown.server";
import { POSTS_DIR, type Post, parsePosts } from "../app/writing/posts.server";
import { CONTENT_DIR, PUBLIC_DIR } from "../app/owner-folders.server";
import { decoded } from "../app/pages";
import { USER_AGENT, failureReason } from "./fetch-with-retries";

/** How long one image may take to arrive, whole, before it counts as failed. */
export const DOWNLOAD_TIMEOUT_MS = 30_000;
/** The largest image copied: a photo for a web page is far smaller; more is a mistake or not a photo. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Where a post's copies go, in public/: one folder per post, by its address (`images/posts/<slug>/`). */
export const POST_IMAGES_FOLDER = "images/posts";

/** Front-matter fields other blogs keep a post's picture in (Jekyll's `image`, AstroPaper's `ogImage`). */
export const FRONT_MATTER_IMAGE_FIELDS = ["image", "ogImage", "heroImage"];

/** The kinds of image copied, told by their first bytes (`imageType`), as their files' extensions. */
type ImageType = "png" | "jpg" | "gif" | "webp" | "avif";

/** An address of an image on another site, where a file writes it. */
type Reference = {
  /** The file (as given, for messages) and its line. */
  file: string;
  line: number;
  /** The address as the site reads it. */
  url: string;
  /** Where the address is written in the file's text; none when it is not found as written. */
  at?: { start: number; end: number };
  /**
   * Where its copy goes: a folder of public/, the copy then written as its path on the site
   * (`/images/posts/<slug>/a.png`); or, with no folder, the content folder, the copy written as its name.
   */
  folder?: string;
};

function lineStarts(text: string) {
  const starts = [0];
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) starts.push(at + 1);
  return starts;
}

/**
 * The one place in `text`, between `from` and `to`, where `url` is written: as read, with HTML's `&amp;`, or
 * not percent-encoded (as Markdown's reader encodes it). None when it is not there, or there twice.
 */
function writtenAt(text: string, url: string, from: number, to: number) {
  const places = new Map<number, number>();
  for (const form of new Set([url, url.replaceAll("&", "&amp;"), decoded(url, decodeURI)])) {
    for (
      let at = text.indexOf(form, from);
      at !== -1 && at + form.length <= to;
      at = text.indexOf(form, at + 1)
    )
      places.set(at, at + form.length);
  }
  const [only, ...more] = places;
  return only && more.length === 0 ? { start: only[0], end: only[1] } : undefined;
}

/** The images from other sites in a post: its Markdown's and HTML's, and its front matter's. */
function postReferences(post: Post): Reference[] {
  const text = readFileSync(resolve(post.file), "utf8");
  const starts = lineStarts(text);
  const lines = text.split("\n");
  const folder = `${POST_IMAGES_FOLDER}/${post.slug}`;
  // The Markdown is read with Jekyll's syntax taken out, which keeps its lines but not always its columns.
  const stripped = stripJekyllSyntax(post.markdown).markdown.split("\n");
  const offset = (line: number, column = 1) => (starts[line - 1] ?? text.length) + column - 1;
  const found = offSiteImages(post.markdown).map(({ src, position }): Reference => {
    if (!position) return { file: post.file, line: post.bodyLine, url: src, folder };
    const [first, last] = [position.start.line + post.bodyLine, position.end.line + post.bodyLine];
    const unchanged = stripped
      .slice(position.start.line - 1, position.end.line)
      .every((line, index) => line === lines[first - 1 + index]);
    const at = unchanged
      ? writtenAt(text, src, offset(first, position.start.column), offset(last, position.end.column))
      : writtenAt(text, src, offset(first), offset(last + 1));
    return { file: post.file, line: first, url: src, at, folder };
  });
  const { data } = matter(text, {});
  for (const field of FRONT_MATTER_IMAGE_FIELDS) {
    const value: unknown = data[field];
    if (typeof value !== "string" || !isOffSite(value)) continue;
    const index = lines.slice(0, post.bodyLine).findIndex((line) => line.startsWith(`${field}:`));
    const at = index === -1 ? undefined : writtenAt(text, value.trim(), offset(index + 1), offset(index + 2));
    // A field not found on a line of its own (written as a YAML block) is reported at the front matter's top.
    found.push({ file: post.file, line: Math.max(index + 1, 1), url: value.trim(), at, folder });
  }
  return found.sort((a, b) => a.line - b.line);
}

/**
 * The image from another site that the portrait's `src` names (the one image field of the typed content); its
 * copy goes beside portrait.ts, which then names it by its file name (app/portrait.server.ts).
 */
function portraitReferences(contentDir: string): Reference[] {
  const path = join(contentDir, "portrait.ts");
  if (!existsSync(path)) return [];
  const text = readFileSync(path, "utf8");
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: Reference[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      node.name.text === "src" &&
      ts.isStringLiteralLike(node.initializer) &&
      isOffSite(node.initializer.text)
    ) {
      const url = node.initializer.text.trim();
      const from = node.initializer.getStart(source) + 1;
      found.push({
        file: path,
        line: source.getLineAndCharacterOfPosition(from).line + 1,
        url,
        at: writtenAt(text, url, from, node.initializer.end - 1),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The kind of image `bytes` hold, by their first bytes; none for anything else (SVG, HTML, a PDF). */
export function imageType(bytes: Uint8Array): ImageType | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0x89 && ascii(1, 4) === "PNG") return "png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpg";
  if (/^GIF8[79]a$/.test(ascii(0, 6))) return "gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp" && /^avi[fs]$/.test(ascii(8, 12))) return "avif";
  return undefined;
}

function size(bytes: number) {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

type Failure = { ok: false; reason: string };
type Download = { ok: true; bytes: Buffer; type: ImageType } | Failure;
/** An image copied into public/: its path on the site and its size in bytes. */
type Copy = { ok: true; path: string; bytes: number } | Failure;

export type DownloadOptions = { timeoutMs?: number; maxBytes?: number };

/** The image at `url` (http or https), or why not: no answer, an error status, too large, not an image. */
export async function downloadImage(
  url: string,
  { timeoutMs = DOWNLOAD_TIMEOUT_MS, maxBytes = MAX_IMAGE_BYTES }: DownloadOptions = {},
): Promise<Download> {
  const tooLarge = {
    ok: false,
    reason: `larger than ${size(maxBytes)}, the most this command copies`,
  } as const;
  try {
    const response = await fetch(httpUrl(url), {
      headers: { Accept: "image/*", "User-Agent": USER_AGENT },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const contentType = response.headers.get("content-type") || "no content type";
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      return { ok: false, reason: `answered ${response.status}` };
    }
    if (Number(response.headers.get("content-length")) > maxBytes) {
      await response.body.cancel();
      return tooLarge;
    }
    const chunks: Uint8Array[] = [];
    let length = 0;
    // Counted as it arrives: a host may send more than its Content-Length said, or say nothing.
    for await (const chunk of response.body) {
      length += chunk.length;
      if (length > maxBytes) return tooLarge;
      chunks.push(chunk);
    }
    const bytes = Buffer.concat(chunks);
    const type = imageType(bytes);
    if (type) return { ok: true, bytes, type };
    if (/svg/i.test(contentType) || /^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(bytes.toString("utf8", 0, 256)))
      return {
        ok: false,
        reason: "an SVG, which can carry scripts: look at it, then copy it into public/ by hand",
      };
    return {
      ok: false,
      reason: `not an image this command copies (PNG, JPEG, GIF, WebP, AVIF): the answer is ${contentType}`,
    };
  } catch (error) {
    return { ok: false, reason: failureReason(error, timeoutMs) };
  }
}

/** An image's address as a URL: one that starts `//` is asked for over https. */
function httpUrl(address: string) {
  return new URL(address.trim().startsWith("//") ? `https:${address.trim()}` : address);
}

/** The copy's file name: the address's last part, in lowercase letters, digits and hyphens, with its type. */
function copyName(url: string, type: ImageType) {
  const path = httpUrl(url).pathname;
  const base = decoded(path.slice(path.lastIndexOf("/") + 1), decodeURI)
    .replace(/\.[a-z0-9]+$/i, "")
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/gi, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase()
    .slice(0, 60);
  return `${base || "image"}.${type}`;
}

export type FetchImagesOptions = DownloadOptions & {
  postsDir: string;
  contentDir: string;
  publicDir: string;
  /** List what would be copied; ask no server, write nothing. */
  dryRun?: boolean;
  log?: (line: string) => void;
};

/**
 * Copies every image from another site that the posts in `postsDir` and the content in `contentDir` name into
 * `publicDir`, and points each reference at its copy; resolves to the exit code: 1 when any image could not
 * be copied (its reference is left as it was), else 0. Run again, it finds nothing to do.
 */
export async function fetchImages({
  postsDir,
  contentDir,
  publicDir,
  dryRun = false,
  log = console.log,
  ...limits
}: FetchImagesOptions): Promise<number> {
  let posts: Post[];
  try {
    posts = parsePosts(postsDir, () => {});
  } catch (error) {
    log(`${(error as Error).message}\nFix these (npm run build says the same), then run this command again.`);
    return 1;
  }
  const references = [...posts.flatMap(postReferences), ...portraitReferences(contentDir)];
  if (references.length === 0) {
    log("Images: no post or content file loads an image from another site; nothing to do.");
    return 0;
  }
  let failed = 0;
  const fail = ({ file, line, url }: Reference, reason: string) => {
    failed += 1;
    log(`${file}:${line}: ${url}: ${reason}; it still points there`);
  };

  /** The address each copy's path was taken for in this run, so two images never share a file. */
  const takenBy = new Map<string, string>();
  /** The folder a reference's copy goes to. */
  const target = (folder?: string) => (folder ? `${publicDir}/${folder}/` : `${contentDir}/`);
  /**
   * The image at `url`, downloaded and written to `folder` of public/ (or to the content folder), and its
   * address as the reference writes it.
   */
  async function copy(url: string, folder?: string): Promise<Copy> {
    const result = await downloadImage(url, limits);
    if (!result.ok) return result;
    let path = `${folder ? `/${folder}/` : ""}${copyName(url, result.type)}`;
    const file = (candidate: string) => join(folder ? publicDir : contentDir, candidate);
    const othersFile = existsSync(file(path)) && !readFileSync(file(path)).equals(result.bytes);
    // Another image by the same name gets the name and a short hash of its own address.
    if ((takenBy.get(path) ?? url) !== url || (!takenBy.has(path) && othersFile))
      path = path.replace(/(\.[a-z]+)$/, `-${createHash("sha256").update(url).digest("hex").slice(0, 8)}$1`);
    takenBy.set(path, url);
    mkdirSync(dirname(file(path)), { recursive: true });
    writeFileSync(file(path), result.bytes);
    return { ok: true, path, bytes: result.bytes.length };
  }

  const copies = new Map<string, Copy>();
  const listed = new Set<string>();
  const edits = new Map<string, { start: number; end: number; path: string }[]>();
  for (const reference of references) {
    const { file, line, url, at, folder } = reference;
    if (!at) {
      fail(
        reference,
        "not found as written in the file; copy the image into public/ and change its address by hand",
      );
      continue;
    }
    const key = `${target(folder)} ${url}`;
    if (dryRun) {
      listed.add(key);
      log(`${file}:${line}: ${url} → ${target(folder)}`);
      continue;
    }
    const done = copies.get(key) ?? (await copy(url, folder));
    copies.set(key, done);
    if (!done.ok) {
      fail(reference, done.reason);
      continue;
    }
    edits.set(file, [...(edits.get(file) ?? []), { ...at, path: done.path }]);
    log(`${file}:${line}: ${url} → ${done.path} (${size(done.bytes)})`);
  }

  for (const [file, places] of edits) {
    let text = readFileSync(resolve(file), "utf8");
    // From the end, so each earlier place is where it was found.
    for (const { start, end, path } of places.toSorted((a, b) => b.start - a.start))
      text = `${text.slice(0, start)}${path}${text.slice(end)}`;
    writeFileSync(resolve(file), text);
  }

  const copied = [...copies.values()].filter((done) => done.ok).length;
  const changed = [...edits.values()].flat().length;
  log(
    dryRun
      ? `Images: ${listed.size} to copy (a dry run: nothing was fetched or written)${failed > 0 ? `; ${failed} cannot be` : ""}.`
      : `Images: ${copied} copied, ${changed} ${changed === 1 ? "address" : "addresses"} changed${failed > 0 ? `; ${failed} failed, each left as it was` : ""}.`,
  );
  return failed > 0 ? 1 : 0;
}

/** `npm run fetch-images [-- --dry-run]`, in the project's folder; its folders as in a build (app/owner-folders.server.ts). */
export async function main(args: string[], env: NodeJS.ProcessEnv = process.env) {
  const unknown = args.filter((arg) => arg !== "--dry-run");
  if (unknown.length > 0) {
    console.log(`fetch-images: ${unknown.join(" ")} is not an option; the one option is --dry-run.`);
    return 2;
  }
  return fetchImages({
    postsDir: env.POSTS_DIR || POSTS_DIR,
    contentDir: CONTENT_DIR,
    publicDir: PUBLIC_DIR,
    dryRun: args.includes("--dry-run"),
  });
}
