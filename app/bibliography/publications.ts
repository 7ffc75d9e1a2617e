// The owner's publications: app/content/publications.bib, read when the build (or a test) asks for them.
// Typed data for the pages, the paper pages' addresses for app/pages.ts, and the PDF CV. Reading the file needs
// Node, so nothing here runs when a module is merely imported: a browser bundle that reaches this module
// through app/pages.ts never calls it.
import { type Publication, parseBibliography } from "./bibtex";

/** Where the owner's BibTeX export lives, from the project's root (the build and the tests run there). */
export const PUBLICATIONS_BIB = "app/content/publications.bib";

let cache: Publication[] | undefined;

/** Every publication, newest first. Throws, naming the entry and the field, if one cannot be published. */
export function loadPublications(): Publication[] {
  if (cache) return cache;
  const { readFileSync } = process.getBuiltinModule("node:fs");
  const { resolve } = process.getBuiltinModule("node:path");
  cache = parseBibliography(readFileSync(resolve(PUBLICATIONS_BIB), "utf8"), PUBLICATIONS_BIB);
  return cache;
}

/** The address of a paper's own page. */
export function publicationPath(key: string) {
  return `/publications/${key}`;
}
