// Every word the bibliography prints around the BibTeX's own (a kind, a link's name, a thesis's degree) has an
// entry in each other language's catalogue, so no English label shows on another language's page.
import { expect, it } from "vitest";
import { parseBibliography } from "./bibtex.server";
import { ENTRY_TYPES, typeLabel } from "./entry-types";
import type { VenueKind } from "./publication";
import { kindText, paperLinks } from "./publication-format";
import { CATALOGUE_LANGUAGES } from "~/i18n/languages";
import { PAGE_MESSAGES } from "~/i18n/page-messages";

/** Every kind of work, as a record so that a kind added to VenueKind must be added here. */
const KINDS: Record<VenueKind, true> = {
  journal: true,
  conference: true,
  workshop: true,
  preprint: true,
  thesis: true,
  report: true,
  book: true,
  chapter: true,
  dataset: true,
  other: true,
};

function printedLabels() {
  const byType = Object.entries(ENTRY_TYPES).map(([entryType, { kind }]) => typeLabel({ entryType, kind }));
  // A @misc whose fields made it another kind (an arXiv id: a preprint) is labelled by that kind.
  const byKind = Object.keys(KINDS).map((kind) => typeLabel({ entryType: "misc", kind: kind as VenueKind }));
  const [phd, masters] = parseBibliography(
    `@phdthesis{p, author = {Ada Lovelace}, title = {A}, school = {S}, year = {2021}}
     @mastersthesis{m, author = {Ada Lovelace}, title = {B}, school = {S}, year = {2020}}`,
  );
  const address = "https://example.org/a";
  const links = paperLinks({
    ...phd!,
    ...Object.fromEntries(
      ["pdf", "html", "code", "slides", "poster", "video", "blog", "website", "supp"].map((field) => [
        field,
        address,
      ]),
    ),
    doi: "10.1/a",
    arxiv: "2501.00001",
    url: "https://example.org/b",
  }).map((link) => link.label);
  return [...new Set([...byType, ...byKind, kindText(phd!), kindText(masters!), ...links])];
}

it.each(CATALOGUE_LANGUAGES.filter((language) => language !== "en"))(
  "%s has a word for every label the bibliography prints",
  (language) => {
    const labels = printedLabels();
    expect(labels).toContain("PhD thesis");
    expect(labels).toContain("Supplement");
    expect(labels).toContain("Link");
    const translated = Object.keys(PAGE_MESSAGES[language].bibliographyLabels);
    expect(labels.filter((label) => !translated.includes(label))).toEqual([]);
  },
);
