// What the search sorts every record into, for its filter and its results. Plain data, safe for the browser:
// the search page's kind filter is built from it, and the index (search-records.server.ts) files each record
// under one of these keys.

export const SEARCH_KINDS = {
  paper: "Papers",
  preprint: "Preprints",
  post: "Posts",
  talk: "Talks",
  course: "Courses",
  page: "Pages",
} as const;

export type SearchKind = keyof typeof SEARCH_KINDS;

/** The Pagefind filters every record carries; `tag` only where the content has tags (posts). */
export const SEARCH_FILTERS = { kind: "kind", year: "year", tag: "tag" } as const;
