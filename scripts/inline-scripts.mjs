// The inline scripts a built page carries that a browser would run, for the post-build step's policy hashes and
// the benchmark's inline-script budget. External scripts run their file, JSON-LD blocks are data and an empty
// script never runs, so none of them counts.

// A script element ends at the first `</script`, whatever its text, so a lazy match reads it whole.
const SCRIPT = /<script\b((?:"[^"]*"|'[^']*'|[^'">])*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The text of each inline script in `html` that a browser runs.
 * @param {string} html
 * @returns {string[]}
 */
export function runnableInlineScripts(html) {
  return [...html.matchAll(SCRIPT)]
    .filter(
      ([, attributes = "", text = ""]) =>
        text !== "" && !/\s(src\s*=|type\s*=\s*["']?application\/ld\+json)/i.test(attributes),
    )
    .map(([, , text = ""]) => text);
}
