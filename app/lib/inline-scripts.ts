// The inline scripts the site writes into its pages, in one list. The post-build step (scripts/post-build.ts)
// allows these texts, and React Router's own scripts on the page that hydrates, by their hashes, and stops
// the build on any other inline script: a script that reached a page by mistake (from a post, say) is never
// allowed by the site's own policy. A new inline script goes here, or the build names its page and stops.
// Only the build imports this list; each component imports its own script, so no page's bundle grows.
import { COPY_BIBTEX_SCRIPT } from "./copy-bibtex";
import { SEARCH_SCRIPT } from "./search";
import { SPECULATION_RULES } from "./speculation-rules";
import { THEME_SCRIPT } from "./theme";
import { REVEAL_SCRIPT } from "./timeline-reveal";

/** Each inline script's text, by the name the build uses when it reports one. */
export const SITE_INLINE_SCRIPTS = {
  theme: THEME_SCRIPT,
  "timeline reveal": REVEAL_SCRIPT,
  "copy BibTeX": COPY_BIBTEX_SCRIPT,
  "speculation rules": SPECULATION_RULES,
  search: SEARCH_SCRIPT,
} satisfies Record<string, string>;
