// One reading of a URL's path as a file inside the built site, for the build's dead-link check
// (scripts/post-build.ts) and the local static server (scripts/serve.mjs). The URL parser resolves `..` and
// `%2e%2e`, but leaves an encoded slash alone: `/..%2f..%2fpackage.json` decodes to a path that climbs out of
// the site, and a malformed escape decodes to nothing.

/**
 * The decoded path of `pathname` (from a parsed URL), or why it names no file inside the site.
 * @param {string} pathname
 * @returns {{ path: string } | { problem: string }}
 */
export function sitePath(pathname) {
  let path;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return { problem: "which is not a valid address (a malformed %-escape)" };
  }
  if (path.includes("\0")) return { problem: "which is not a valid address (a NUL character)" };
  let depth = 0;
  for (const segment of path.split(/[/\\]/)) {
    if (segment === "..") depth -= 1;
    else if (segment !== "" && segment !== ".") depth += 1;
    if (depth < 0) return { problem: "which leads outside the site" };
  }
  return { path };
}
