// The rules of a base path, the path a site lives under on its host ("/", or "/portfolio/" for a GitHub
// project site): resolving it from its inputs, and writing or reading addresses under it. Pure: it reads no
// content, so the build's config and its steps can load it as they are (app/base-path.ts reads the site's).
import { ContentProblem } from "./content-problem.ts";

/** The build's variable that sets the base path; it wins over the path of site.url. */
export const BASE_PATH_VARIABLE = "BASE_PATH";

/** A part of a path the base may have: what a repository's name may hold (GitHub: letters, digits, . _ -). */
const SEGMENT = /^[A-Za-z0-9._~-]+$/;

/** Why `path` cannot be a base path, or undefined when it can; `path` is its parts between the slashes. */
function segmentsProblem(path: string) {
  if (/[?#]/.test(path)) return "it has a ? or #, which belong to an address, not to a path";
  const inner = path.replace(/^\/+|\/+$/g, "");
  if (inner === "") return undefined;
  for (const segment of inner.split("/")) {
    if (segment === "") return "it has an empty part (//)";
    if (segment === "." || segment === "..") return `it has a part "${segment}"`;
    if (!SEGMENT.test(segment))
      return `its part "${segment}" has a character other than letters, digits, . _ ~ -`;
  }
  return undefined;
}

/** `path` with one slash before and after it: "portfolio", "/portfolio" and "/portfolio/" are "/portfolio/". */
function normalised(path: string) {
  const inner = path.replace(/^\/+|\/+$/g, "");
  return inner === "" ? "/" : `/${inner}/`;
}

/**
 * The base path from its two sources: `fromVariable` (BASE_PATH, as the deploy workflow sets it from GitHub
 * Pages' own settings; "" is the root) wins, else the path of `siteUrl` (the owner's `siteFile`, field "url").
 * Normalised to a slash before and after; one that no address could be served under throws, naming its
 * source and what to write instead. The build, which reads the site first, names the file as the owner's
 * project has it (content-graph.ts).
 */
export function resolveBasePath(
  fromVariable: string | undefined,
  siteUrl: string,
  siteFile = "site.ts",
): string {
  if (fromVariable !== undefined) {
    const problem = /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(fromVariable)
      ? "it is an address; the variable takes the path alone"
      : segmentsProblem(fromVariable);
    if (problem) {
      throw new ContentProblem(
        `${BASE_PATH_VARIABLE} is "${fromVariable}", which cannot be the path the site is served under: ${problem}. ` +
          `Set it to a path such as /portfolio/ (or / for the root of a domain), or leave it unset to take the path of ${siteFile}'s url.`,
      );
    }
    return normalised(fromVariable);
  }
  const url = URL.parse(siteUrl);
  const problem = !url
    ? "it is not a web address"
    : url.search || url.hash
      ? "it has a ? or #, which the site's address cannot have"
      : segmentsProblem(url.pathname);
  if (problem) {
    throw new ContentProblem(
      `${siteFile}: field "url" is "${siteUrl}", which cannot be the site's address: ${problem}. ` +
        `Write the address the site is served at, such as https://example.com/ or https://user.github.io/portfolio/.`,
    );
  }
  return normalised(url!.pathname);
}

/** `address` as a page under `base` writes it: a path on the site under the base, any other address as it is. */
export function hrefUnder(address: string, base: string): string {
  return address.startsWith("/") && !address.startsWith("//") ? `${base}${address.slice(1)}` : address;
}

/** The path on the site of `pathname` under `base`, or undefined when it lies outside it. */
export function pathUnder(pathname: string, base: string): string | undefined {
  if (pathname.startsWith(base)) return `/${pathname.slice(base.length)}`;
  return `${pathname}/` === base ? "/" : undefined;
}
