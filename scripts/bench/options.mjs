// The benchmark's command line, read apart from the benchmark so that it can be tested without running one.
import { parseArgs } from "node:util";

/**
 * Reads `npm run bench`'s flags. The navigation comparison needs a build to compare with: it runs only when
 * --baseline names a git revision (say, the last build that hydrated every page), and --no-navigation skips
 * it even then.
 * @param {string[]} argv the arguments after the script's name
 */
export function benchOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      build: { type: "boolean", default: true },
      fail: { type: "boolean", default: true },
      navigation: { type: "boolean", default: true },
      runs: { type: "string", default: "3" },
      baseline: { type: "string" },
      pages: { type: "string" },
    },
    allowNegative: true,
    strict: true,
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs takes a whole number, not "${values.runs}"`);
  if (values.baseline !== undefined && !/^[\w./^~@{}-]+$/.test(values.baseline)) {
    throw new Error(`--baseline takes a git revision, not "${values.baseline}"`);
  }
  return {
    build: values.build,
    fail: values.fail,
    runs,
    pages: values.pages?.split(",") ?? null,
    /** The revision to compare navigation with, or null: no comparison. */
    baseline: values.navigation ? (values.baseline ?? null) : null,
  };
}
