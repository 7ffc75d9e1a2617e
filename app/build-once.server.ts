// What a production build reads from the owner's content once, however many copies of a loader module it
// runs: React Router's config, each module runner (the content checks, the CV) and the server build each
// load their own, and each would parse every post and every .bib entry again (docs/decisions/051).
import { createHash } from "node:crypto";

type Kept = { source: string; value: unknown };

/** One value per name for the whole process, with the hash of the content it was made from. */
const kept: Map<string, Kept> = ((globalThis as Record<symbol, Map<string, Kept>>)[
  Symbol.for("build-once.kept")
] ??= new Map());

/**
 * `make()`'s value, made once per build process for the same `name` and the same content `texts`: another
 * copy of the calling module gets the value the first one made. Content that changed is made again. Outside
 * a production build (the dev server, whose modules reload as their code changes, and the tests) it is
 * `make()` each time: there the calling module's own cache is the only one.
 */
export function oncePerBuild<T>(name: string, texts: readonly string[], make: () => T): T {
  if (process.env.NODE_ENV !== "production") return make();
  const hash = createHash("sha256");
  for (const text of texts) hash.update(`${text.length}:`).update(text);
  const source = hash.digest("hex");
  const found = kept.get(name);
  if (found?.source === source) return found.value as T;
  const value = make();
  kept.set(name, { source, value });
  return value;
}
