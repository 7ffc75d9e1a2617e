// What the search sorts every record into, for its filter and its results. Plain data, safe for the browser:
// the search page's kind filter is built from it, and the index (search-records.server.ts) files each record
// under one of these keys.

// Their names, per language, are the page catalogue's (search.kinds in app/i18n/page-messages.ts).
export const SEARCH_KINDS = ["paper", "preprint", "post", "talk", "course", "page"] as const;

export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The Pagefind filters every record carries; `tag` only where the content has tags (posts). */
export const SEARCH_FILTERS = { kind: "kind", year: "year", tag: "tag" } as const;
