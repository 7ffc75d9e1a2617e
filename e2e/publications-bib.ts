// The owner's publications.bib as the tests read it: parsed here with Citation.js directly, not through the
// app's own module, so a mistake in the app's reading shows up as a difference.
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import type { CSL } from "@citation-js/core";
import { pageHref, publicationPath } from "../app/pages";

const require = createRequire(import.meta.url);
type Plugins = {
  input: { chain(input: unknown, options: { target?: string; generateGraph: false }): unknown };
  config: { get(name: string): { constants: { commands: Record<string, string> } } };
};
const { plugins } = require("@citation-js/core") as { plugins: Plugins };
require("@citation-js/plugin-bibtex");
// Citation.js does not know {\aa} (å); the app adds it the same way.
plugins.config.get("@bibtex").constants.commands.aa ??= "å";

export type BibPaper = {
  key: string;
  type: string;
  fields: Record<string, string>;
  csl: CSL;
  title: string;
  year: number;
  /** "Family, Given" in the file's order. */
  authors: string[];
};

const text = readFileSync("app/content/publications.bib", "utf8");
const entries = plugins.input.chain(text, { target: "@biblatex/entries+list", generateGraph: false }) as {
  type: string;
  label: string;
  properties: Record<string, string | number>;
}[];
const records = plugins.input.chain(entries, { generateGraph: false }) as CSL[];

export const BIB_PAPERS: BibPaper[] = entries.map((entry, index) => {
  const csl = records[index]!;
  return {
    key: entry.label,
    type: entry.type.toLowerCase(),
    fields: Object.fromEntries(
      Object.entries(entry.properties).map(([name, value]) => [name, String(value)]),
    ),
    csl,
    title: csl.title!,
    year: Number(csl.issued!["date-parts"]![0][0]),
    authors: (csl.author ?? []).map((name) =>
      name.given
        ? `${[name["non-dropping-particle"], name.family].filter(Boolean).join(" ")}, ${name.given}`
        : name.family!,
    ),
  };
});

/** A paper page's address as the site links it. */
export const paperPath = (key: string) => pageHref(publicationPath(key));
