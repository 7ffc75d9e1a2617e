// The no-JS limit of the benchmark: the prerendered HTML with nothing that fetches or runs JavaScript,
// i.e. the fastest first paint prerendering alone can give. The route's LCP is reported against it.
import { cp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

// An HTML script element ends at the first `</script`, whatever its content, so a lazy match is exact.
const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const LINK_ELEMENT = /<link\b[^>]*>/gi;

function attribute(tag, name) {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, "i").exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]).trim().toLowerCase() : undefined;
}

/** True for `<link rel="modulepreload">` and `<link rel="preload" as="script">`: links that fetch JS. */
function fetchesScript(tag) {
  const rel = attribute(tag, "rel")?.split(/\s+/) ?? [];
  return rel.includes("modulepreload") || (rel.includes("preload") && attribute(tag, "as") === "script");
}

/** Removes every `<script>` element and every link that preloads JS; everything else stays byte for byte. */
export function stripScripts(html) {
  return html.replace(SCRIPT_ELEMENT, "").replace(LINK_ELEMENT, (tag) => (fetchesScript(tag) ? "" : tag));
}

/** Copies the build at `from` to `to` (replacing it) and strips the scripts from every HTML file. */
export async function makeNoJsCopy(from, to) {
  await rm(to, { recursive: true, force: true });
  await cp(from, to, { recursive: true });
  const files = await readdir(to, { recursive: true });
  const pages = files.filter((file) => file.endsWith(".html")).map((file) => join(to, file));
  for (const page of pages) await writeFile(page, stripScripts(await readFile(page, "utf8")));
  return pages;
}
