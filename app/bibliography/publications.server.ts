// The owner's publications: the BibTeX export, read when the build (or a test) asks for them, and the files
// its links name on the site itself. Typed data for the pages and the PDF CV. Build time only, as the .server
// suffix makes sure.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseBibliography } from "./bibtex.server";
import { loadCitations, withCitations } from "./citations.server";
import type { Publication } from "./publication";

/**
 * Where the owner's BibTeX export lives, from the project's root (the build and the tests run there).
 * PUBLICATIONS_BIB builds the site from another file: the tests build it from fixtures.
 */
export const PUBLICATIONS_BIB = process.env.PUBLICATIONS_BIB || "app/content/publications.bib";

/** Vite copies public/ into the build as it is: the owner's PDFs and slides go in public/papers/. */
export const PUBLIC_DIR = "public";

const LINK_FIELDS = ["pdf", "slides", "code"] as const;

let cache: Publication[] | undefined;

/**
 * Every publication, newest first, each with its citation count from the snapshot. Throws, naming the entry
 * and the field, if one cannot be published.
 */
export function loadPublications(): Publication[] {
  cache ??= withCitations(
    parseBibliography(readFileSync(resolve(PUBLICATIONS_BIB), "utf8"), PUBLICATIONS_BIB),
    loadCitations(),
  );
  return cache;
}

/**
 * Every link to the site's own address (siteUrl) that names no file in publicDir, as "entry …: field …"
 * lines: published, each would be a dead link, and Google Scholar reads the PDF's.
 */
export function missingOwnFiles(papers: Publication[], siteUrl: string, publicDir = PUBLIC_DIR) {
  const site = new URL(siteUrl);
  return papers.flatMap((paper) =>
    LINK_FIELDS.flatMap((field) => {
      const value = paper[field];
      if (!value) return [];
      const url = new URL(value);
      if (url.host !== site.host) return [];
      const file = join(resolve(publicDir), decodeURIComponent(url.pathname));
      const found = file.startsWith(resolve(publicDir)) && existsSync(file) && statSync(file).isFile();
      return found
        ? []
        : [`entry "${paper.key}": field "${field}" names ${url.pathname}, which is not in ${publicDir}/`];
    }),
  );
}

/** Throws, naming each entry and field, if a link to the site's own address names no file in publicDir. */
export function checkOwnFiles(papers: Publication[], siteUrl: string, publicDir = PUBLIC_DIR) {
  const missing = missingOwnFiles(papers, siteUrl, publicDir);
  if (missing.length > 0) {
    throw new Error(
      `${PUBLICATIONS_BIB} links files the site does not have (put them in ${publicDir}/papers/):\n- ${missing.join("\n- ")}`,
    );
  }
}
