// The owner's publications: every .bib file in one folder (al-folio sites keep papers.bib, preprints.bib,
// thesis.bib), read when the build (or a test) asks for them, and the files their links name on the site
// itself. Typed data for the pages and the PDF CV. Build time only, as the .server suffix makes sure.
import { type Dirent, existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { sitePathOf } from "../base-path";
import { type BibFile, LINK_FIELDS, parseBibliographies } from "./bibtex.server";
import { loadCitations, withCitations } from "./citations.server";
import type { Publication } from "./publication";
import { PUBLIC_DIR, contentFile } from "../owner-folders.server";
import { ContentProblem } from "../content-problem";

/**
 * Where the owner's BibTeX lives, from the project's root (the build and the tests run there): a folder whose
 * every .bib file is read, or one .bib file. PUBLICATIONS_BIB builds the site from others: the tests' fixtures.
 */
export const PUBLICATIONS_BIB = process.env.PUBLICATIONS_BIB || contentFile("publications");

/**
 * The .bib files at `path` (a folder's, by name; or the one file), each with its text. An owner without papers
 * may have no publications folder, or none in it. `warn` hears of anything else in the folder, which is not
 * read: a Hugo Blox publication's folder, copied whole, is.
 */
export function readBibFiles(path = PUBLICATIONS_BIB, warn: (text: string) => void = () => {}): BibFile[] {
  const full = resolve(path);
  if (!existsSync(full) && path === contentFile("publications")) return [];
  if (!existsSync(full)) throw new ContentProblem(`${path}: there is no such folder or file of BibTeX`);
  if (!statSync(full).isDirectory()) return [{ source: path, text: readFileSync(full, "utf8") }];
  const entries = readdirSync(full, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  const isBib = (entry: Dirent) => entry.isFile() && entry.name.toLowerCase().endsWith(".bib");
  for (const entry of entries.filter((each) => !isBib(each) && !each.name.startsWith("."))) {
    const where = join(path, entry.name);
    warn(
      entry.isDirectory()
        ? `${where}/: a folder, so not read: only the .bib files directly in ${path} are (${hugoAdvice(full, entry.name, path)})`
        : `${where}: not read: only the .bib files in ${path} are`,
    );
  }
  return entries
    .filter(isBib)
    .map((entry) => join(path, entry.name))
    .map((source) => ({ source, text: readFileSync(resolve(source), "utf8") }));
}

/**
 * What to do with a Hugo Blox publication's folder `name` in `folder` (written `path`): move its cite.bib, or
 * add the paper by the DOI its index.md gives, or by one.
 */
function hugoAdvice(folder: string, name: string, path: string) {
  const own = (file: string) => join(folder, name, file);
  if (existsSync(own("cite.bib")))
    return `a Hugo publication's folder: move its cite.bib to ${path}/${name}.bib`;
  if (!existsSync(own("index.md")))
    return `a Hugo publication's folder: its cite.bib goes there as ${name}.bib; one without can be added by its DOI, npm run add-paper -- <DOI>`;
  // Its front matter, as YAML (`doi: "10.…"`) or TOML (`doi = "10.…"`).
  const frontMatter =
    /^(---|\+\+\+)\r?\n([\s\S]*?)\r?\n\1/.exec(readFileSync(own("index.md"), "utf8"))?.[2] ?? "";
  const doi = /^doi\s*[:=]\s*["']?(10\.[^"'\s]+)/m.exec(frontMatter)?.[1];
  return doi
    ? `a Hugo publication's folder without a cite.bib: add the paper by the DOI its index.md gives, npm run add-paper -- ${doi}`
    : `a Hugo publication's folder without a cite.bib or a DOI: add the paper by its arXiv id (npm run add-paper -- <arXiv id>), or write its BibTeX entry into a .bib file in ${path}`;
}

/**
 * Every publication, newest first, each with its citation count from the snapshot. Throws, naming the file,
 * the entry and the field, if one cannot be published; `warn` hears of a snapshot entry that is left out.
 */
export function loadPublications(warn: (text: string) => void = console.warn): Publication[] {
  return withCitations(parseBibliographies(readBibFiles(PUBLICATIONS_BIB, warn)), loadCitations(warn));
}

/**
 * The path on the site of a link field's file of the site's own, else undefined. A path on the site names a
 * file when it ends in an extension (a page's path is the build's to check); a whole address is the site's
 * own on its host, under its base path.
 */
function ownPath(value: string, url: URL, site: URL | undefined) {
  if (value.startsWith("/")) return /\.[a-z0-9]+$/i.test(url.pathname) ? url.pathname : undefined;
  return site !== undefined && url.host === site.host ? sitePathOf(url.pathname, site.pathname) : undefined;
}

/**
 * Every link to a file of the site's own that publicDir does not have, as "entry …: field …" lines: a path
 * on the site ("/papers/a.pdf", what `pdf = {a.pdf}` becomes), or, given the site's address with its base
 * path (siteUrl), a link under it. Published, each would be a dead link, and Google Scholar reads the PDF's.
 */
export function missingOwnFiles(papers: Publication[], siteUrl?: string, publicDir = PUBLIC_DIR) {
  const site = siteUrl ? new URL(siteUrl) : undefined;
  const root = resolve(publicDir);
  return papers.flatMap((paper) =>
    LINK_FIELDS.flatMap((field) => {
      const value = paper[field];
      if (!value) return [];
      const url = new URL(value, "https://site.invalid/");
      const onSite = ownPath(value, url, site);
      if (onSite === undefined) return [];
      const file = join(root, decodeURIComponent(onSite));
      const found = file.startsWith(root) && existsSync(file) && statSync(file).isFile();
      return found
        ? []
        : [`entry "${paper.key}": field "${field}" names ${url.pathname}, which is not in ${publicDir}/`];
    }),
  );
}

/** Throws, naming each entry and field, if a link to a file of the site's own names no file in publicDir. */
export function checkOwnFiles(papers: Publication[], siteUrl?: string, publicDir = PUBLIC_DIR) {
  const missing = missingOwnFiles(papers, siteUrl, publicDir);
  if (missing.length > 0) {
    throw new ContentProblem(
      `${PUBLICATIONS_BIB} links files the site does not have (put each in ${publicDir}/, at its path; a bare file name's is papers/):\n- ${missing.join("\n- ")}`,
    );
  }
}
