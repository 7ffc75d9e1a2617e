// Same-origin links are prerendered when the visitor shows intent (hover, or pointer down), so following one
// shows a page that is already loaded. Browsers without Speculation Rules load the page as usual. Every page
// carries the rules inline; the CSP allows them by their hash, like a script (scripts/post-build.ts). Only
// the site's own pages, under its base path: another project on the same host is another site.

import { basePath } from "~/base-path";

export const SPECULATION_RULES = JSON.stringify({
  prerender: [{ where: { href_matches: `${basePath()}*` }, eagerness: "moderate" }],
});
