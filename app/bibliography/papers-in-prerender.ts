// What a paper's page reads as it renders, without a loader (docs/decisions/054). React Router asks for a
// loader's data in a request of its own before it renders each page (`<path>.data`); on this site that data
// never reaches a browser (a paper's page does not hydrate, and the post-build step deletes the files), and
// for the one page that grows with the record it was a second request per paper. app/entry.server.tsx, which
// only the prerender and the dev server's render load, provides the papers here.
import type { Publication } from "./publication";
import type { ResolvedTalk } from "~/talks/talk";

export type PaperLookup = {
  /** The paper whose address holds `slug`: a key such as 10.1145/3538543 is not safe in one. */
  paperAtSlug(slug: string): Publication | undefined;
  /** The talks that present the paper with this key. */
  talksPresenting(key: string): ResolvedTalk[];
};

let provided: PaperLookup | undefined;

export function providePaperLookup(lookup: PaperLookup) {
  provided = lookup;
}

/** Finds nothing: a browser holds no papers. */
const IN_A_BROWSER: PaperLookup = { paperAtSlug: () => undefined, talksPresenting: () => [] };

export function paperLookup(): PaperLookup {
  if (provided) return provided;
  // The dev server answers an address the prerender does not list with its fallback page, which renders in the
  // browser: there a paper's address is one the .bib does not have, and the page says so.
  if (typeof document !== "undefined") return IN_A_BROWSER;
  throw new Error(
    "A paper's page renders only in the prerender or the dev server, where app/entry.server.tsx provides the papers",
  );
}
