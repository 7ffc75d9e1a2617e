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

/**
 * A tag's address segment: its words, lowercased, joined by hyphens, in any script. "Aviation English" is
 * aviation-english, "Überblick" uberblick, "航空" stays 航空 and "Αεροπορία" is αεροπορια. Accents on Latin,
 * Greek and Cyrillic letters go (NFKD, then the combining accents block); other marks, such as the Japanese
 * voicing mark, stay and are composed again (NFC). Links percent-encode it (tagPath).
 */
export function tagSlug(name: string) {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");
}
