// What the pages know about a post: plain data, safe for components. The files are read and rendered by
// posts.server.ts at build time.

export type PostTag = {
  /** The tag as the owner wrote it, shown to readers. */
  name: string;
  /** Its address segment: /writing/tags/<slug>. */
  slug: string;
};

export type PostSummary = {
  /** The file name without .md: the post's address segment. */
  slug: string;
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  /** YYYY-MM-DD, when the post was revised after it was published. */
  updated?: string;
  summary: string;
  tags: PostTag[];
  readingMinutes: number;
  draft: boolean;
};

/** A tag's address segment: lowercase words joined by hyphens, so "Aviation English" is aviation-english. */
export function tagSlug(name: string) {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** "3 March 2026": the date as readers see it, the same wherever the build runs. */
export function postDateText(date: string) {
  return new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
