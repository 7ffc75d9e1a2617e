// What the owner's publications already hold, for `npm run add-paper`: each entry's key, file, DOI, arXiv id,
// title, first author and year, read by the site's own BibTeX reader from the folder the build reads
// (PUBLICATIONS_BIB), and the file new entries go into. The command's one read of that folder, so that it
// follows the site's content wherever its loading moves.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { type BibFile, parseBibliography } from "../../app/bibliography/bibtex.server";
import { normalizeDoi } from "../../app/bibliography/citations";
import type { Publication } from "../../app/bibliography/publication";
import { readBibFiles } from "../../app/bibliography/publications.server";
import { unversioned } from "./identifiers";

/** The file, in a publications folder, that the command adds its entries to. */
export const ADDED_FILE = "added.bib";

/** A publication as the command compares it, from the site's own reading of the entry. */
export function ownerPaperOf(paper: Publication, source: string) {
  return {
    key: paper.key,
    source,
    ...(paper.doi ? { doi: normalizeDoi(paper.doi) } : {}),
    ...(paper.arxiv ? { arxiv: unversioned(paper.arxiv) } : {}),
    title: paper.title,
    family: paper.authors[0]?.family ?? "",
    year: paper.year,
    // Shown as a preprint: a work whose published version may come later.
    preprint: paper.kind === "preprint",
  };
}

/** Nothing for add-paper to warn about: the build warns about each entry's LaTeX, the owner's and the added ones. */
export const quiet = () => {};

/**
 * The papers at `path` (a folder or one .bib file), the files as read, and where new entries go: added.bib in
 * the folder, or the one file. Throws, naming the file, the entry and the field, where the build would stop.
 */
export function ownerPapers(path: string) {
  const folder = existsSync(path) && statSync(path).isDirectory();
  const target = folder ? join(path, ADDED_FILE) : path;
  // A new owner's folder may hold no .bib yet: added.bib is its first.
  const empty = folder && !readdirSync(path).some((name) => name.toLowerCase().endsWith(".bib"));
  const files: BibFile[] = empty ? [] : readBibFiles(path);
  const papers = files.flatMap(({ source, text }) =>
    parseBibliography(text, source, quiet).map((paper) => ownerPaperOf(paper, source)),
  );
  return { papers, files, target };
}
