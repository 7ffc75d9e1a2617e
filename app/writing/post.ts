// What the pages know about a post: plain data, safe for components. The files are read and rendered by
// posts.server.ts at build time.
import type { Language } from "../i18n/languages";

export type PostTag = {
  /** The tag as the owner wrote it, shown to readers. */
  name: string;
  /** Its address segment: /writing/tags/<slug>. */
  slug: string;
  /** The language its name is in: the original's, or a translation's that names it (docs/decisions/080). */
  language: Language;
};

export type PostSummary = {
  /** The file name without .md (and a translation's language): the post's address segment. */
  slug: string;
  /** The language it is written in: the site's default, or a translation's. */
  language: Language;
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
