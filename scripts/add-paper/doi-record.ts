// What doi.org's content negotiation answers for a DOI, as a work: the BibTeX Crossref and DataCite write
// (one line with `DOI=` and `month=jan` from Crossref, a URL as the key from DataCite), or, from a registration
// agency without BibTeX, CSL-JSON. Citation.js reads both, as the site's own reader does.
import type { CSL } from "@citation-js/core";
import { plugins } from "../../app/bibliography/bibtex.server";
import { type Work, workOfCsl } from "./work";

/** The first entry of a BibTeX answer, or undefined when Citation.js finds none. */
export function workOfBibtex(text: string): Work | undefined {
  try {
    const [entry] = plugins.input.chain(text, {
      target: "@biblatex/entries+list",
      generateGraph: false,
    }) as { type: string }[];
    const [csl] = plugins.input.chain(text, { generateGraph: false }) as CSL[];
    return entry && csl?.title ? workOfCsl(csl, entry.type) : undefined;
  } catch {
    return undefined;
  }
}

/** A CSL-JSON answer (one record, or a list of one), or undefined when it is none. */
export function workOfCslJson(text: string): Work | undefined {
  try {
    const [csl] = plugins.input.chain(JSON.parse(text), { generateGraph: false }) as CSL[];
    return csl?.title ? workOfCsl(csl) : undefined;
  } catch {
    return undefined;
  }
}
