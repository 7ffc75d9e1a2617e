// The owner's publications: app/content/publications.bib, read when the build (or a test) asks for them.
// Typed data for the pages and the PDF CV. Build time only, as the .server suffix makes sure.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseBibliography } from "./bibtex.server";
import type { Publication } from "./publication";

/** Where the owner's BibTeX export lives, from the project's root (the build and the tests run there). */
export const PUBLICATIONS_BIB = "app/content/publications.bib";

let cache: Publication[] | undefined;

/** Every publication, newest first. Throws, naming the entry and the field, if one cannot be published. */
export function loadPublications(): Publication[] {
  cache ??= parseBibliography(readFileSync(resolve(PUBLICATIONS_BIB), "utf8"), PUBLICATIONS_BIB);
  return cache;
}
