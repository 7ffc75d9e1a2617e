// The one rule for every address that comes from content (posts, .bib, talks, courses, site data): a web
// link, an email link, or an address on the site itself. Anything else (javascript:, data:, vbscript:,
// file:…) is refused where the content is read, so no page, feed or calendar file can carry it. Plain
// logic, safe anywhere: the build's readers and the HTML sanitiser's protocol list both come from here.

/** The schemes content may link to, without the colon, as rehype-sanitize's `protocols` lists them. */
export const CONTENT_URL_SCHEMES = ["http", "https", "mailto"] as const;

const BASE = "https://site.invalid/";

/**
 * Whether an address is relative to the page it is on (`a.png`, `data/a.csv`, `../q/`): no scheme, and not
 * from the site's root, nor the page's own fragment or query.
 */
export function isPageRelative(address: string) {
  return !/^\s*(?:[a-z][a-z\d+.-]*:|[/#?])/i.test(address);
}

/**
 * Why an address the typed content writes (site.ts, news.ts, talks.ts…) may not be published, or undefined:
 * unsafeUrlReason's, or that it is relative to the page, which each page, in each language, reads differently
 * (`linkedin.com/in/me` for https://linkedin.com/in/me).
 */
export function contentLinkReason(value: string): string | undefined {
  const unsafe = unsafeUrlReason(value);
  if (unsafe || !isPageRelative(value)) return unsafe;
  const written = value.trim();
  // What it most likely is: an email address, another site (a dot before its first slash), or a path here.
  const meant = written.includes("@")
    ? `mailto:${written}`
    : /^[^/]*\.[^/]*\//.test(`${written}/`)
      ? `https://${written}`
      : `/${written}`;
  return `is neither a whole address (https://…) nor a path on the site (/…): ${JSON.stringify(value)}; write it whole, such as ${meant}`;
}

/**
 * Why `value` may not be published as a link, or undefined when it may. The address is read as a browser
 * reads it (WHATWG URL, which drops tabs and newlines, so `java\tscript:` is still javascript:); an address
 * without a scheme is relative to the site and allowed.
 */
export function unsafeUrlReason(value: string): string | undefined {
  const url = URL.parse(value.trim(), BASE);
  if (!url) return `is not a valid address: ${value}`;
  const scheme = url.protocol.slice(0, -1);
  if (!(CONTENT_URL_SCHEMES as readonly string[]).includes(scheme))
    return `uses the ${scheme}: scheme; links may only be https:, http:, mailto: or a path on the site`;
}
