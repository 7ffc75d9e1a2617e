// The .bib the build used (PUBLICATIONS_BIB, else the owner's app/content/publications.bib) as the tests read
// it: parsed here with Citation.js directly, not through the app's own module, so a mistake in the app's
// reading shows up as a difference.
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import type { CSL, CSLName } from "@citation-js/core";
import { pageHref, publicationPath } from "../app/pages";

const require = createRequire(import.meta.url);
type Plugins = {
  input: { chain(input: unknown, options: { target?: string; generateGraph: false }): unknown };
  config: { get(name: string): { constants: { commands: Record<string, string> } } };
};
const { plugins } = require("@citation-js/core") as { plugins: Plugins };
require("@citation-js/plugin-bibtex");
// Citation.js does not know {\aa} or {\AA} (å, Å); the app adds them the same way.
const { commands } = plugins.config.get("@bibtex").constants;
commands.aa ??= "å";
commands.AA ??= "Å";

/** The .bib the build reads; the same default as app/bibliography/publications.server.ts. */
export const BIB_FILE = process.env.PUBLICATIONS_BIB || "app/content/publications.bib";

export type BibPaper = {
  key: string;
  /** The BibTeX entry type, lower case: "article", "incollection". */
  type: string;
  /** The entry's fields as the file has them (LaTeX kept), names lower case. */
  fields: Record<string, string>;
  csl: CSL;
  title: string;
  year: number;
  /** Who the entry is cited by, "Family, Given", in the file's order: its authors, or an edited book's editors. */
  authors: string[];
  /** The same people as a reader sees them: "Given Family". */
  names: string[];
  selected: boolean;
};

/**
 * Text as readers get it: Citation.js writes {\'\i} as a dotless i and a combining accent, which NFC leaves
 * as two characters; the page shows í.
 */
export const letters = (value: string) => value.replace(/ı(?=[\u0300-\u036f])/g, "i").normalize("NFC");

function nameOf(name: CSLName) {
  const family = letters(
    [name["non-dropping-particle"], name.family ?? name.literal].filter(Boolean).join(" "),
  );
  return name.given
    ? { cited: `${family}, ${letters(name.given)}`, shown: `${letters(name.given)} ${family}` }
    : { cited: family, shown: family };
}

/** Every entry of a .bib file, in the file's order. */
export function readBib(file: string): BibPaper[] {
  const entries = plugins.input.chain(readFileSync(file, "utf8"), {
    target: "@biblatex/entries+list",
    generateGraph: false,
  }) as { type: string; label: string; properties: Record<string, string | number> }[];
  const records = plugins.input.chain(entries, { generateGraph: false }) as CSL[];
  return entries.map((entry, index) => {
    const csl = records[index]!;
    const people = (csl.author?.length ? csl.author : (csl.editor ?? [])).map(nameOf);
    const fields = Object.fromEntries(
      Object.entries(entry.properties).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    return {
      key: entry.label,
      type: entry.type.toLowerCase(),
      fields,
      csl,
      title: letters(csl.title!),
      year: Number(csl.issued!["date-parts"]![0][0]),
      authors: people.map((person) => person.cited),
      names: people.map((person) => person.shown),
      selected: fields.selected?.trim().toLowerCase() === "true",
    };
  });
}

export const BIB_PAPERS = readBib(BIB_FILE);

/** A paper page's address as the site links it. */
export const paperPath = (key: string) => pageHref(publicationPath(key));
