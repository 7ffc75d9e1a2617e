// `npm run check:html [build folder…]`: every built HTML page must pass the W3C Nu HTML Checker with zero
// errors. It checks the folders named (BUILD_DIR, or build, when none is), all in one run of the checker: a
// second Java start and warm-up would cost as much as the second site's pages.
import { execFileSync } from "node:child_process";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import vnu from "vnu-jar";
import { PUBLIC_DIR } from "../app/owner-folders.server.ts";
import { siteHtml } from "./site-html.mjs";

// The checker's CSS part lags modern CSS. Only these messages about what Tailwind 4 writes, and about
// cross-document view transitions (app.css), are set aside: every one starts with "CSS:", and any other CSS
// message (a real mistake) still fails the check.
const OUTDATED_CSS_CHECKS = [
  /^CSS: Unrecognized at-rule “@property”/,
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.$/,
  /^CSS: “transition-property”: “--tw-[\w-]+” is not a “transition-property” value\.$/,
  /^CSS: Unrecognized at-rule “@view-transition”$/,
  /^CSS: “view-transition-name”: Property “view-transition-name” doesn't exist\.$/,
];

/** True for a checker message that only shows the checker does not know the CSS yet. */
export function isOutdatedCssCheck(message) {
  return OUTDATED_CSS_CHECKS.some((pattern) => pattern.test(message));
}

/**
 * Java's quick compiler only: the optimising one's threads cost two fifths of the check's CPU (both test
 * sites' 79 pages: 15 CPU-s, 9 without; a thousand pages: 64 and 46, in the same 43 s), CPU the test run's
 * other lane needs, for the same messages. Code so compiled takes more stack than the checker's schema
 * recursion had (a StackOverflowError at 1 MB): 8 MB.
 */
const JAVA_OPTIONS = ["-XX:TieredStopAtLevel=1", "-Xss8m"];

/** The site's pages under each build folder's client/, not the owner's own HTML, each folder's count printed. */
function pagesOf(buildDirs, publicDir) {
  return buildDirs.flatMap((buildDir) => {
    const clientDir = join(buildDir, "client");
    const pages = siteHtml(clientDir, publicDir).map((name) => join(clientDir, name));
    if (pages.length === 0) throw new Error(`No HTML in ${clientDir}: run npm run build first.`);
    console.log(`HTML check: ${pages.length} pages in ${buildDir}`);
    return pages;
  });
}

/** Checks every page of `buildDirs` in one run of the checker; prints each error; resolves to their count. */
export function checkPages(buildDirs, publicDir = PUBLIC_DIR) {
  const pages = pagesOf(buildDirs, publicDir);
  let output;
  try {
    output = execFileSync(
      "java",
      [...JAVA_OPTIONS, "-jar", vnu, "--errors-only", "--format", "json", ...pages],
      {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
        maxBuffer: 64 * 1024 * 1024,
      },
    );
  } catch (error) {
    // vnu exits 1 when it reports errors; its JSON report is on stderr either way.
    output = error.stderr || error.stdout;
    if (!output?.trim().startsWith("{")) throw error;
  }
  const report = JSON.parse(output || '{"messages":[]}');
  const errors = report.messages.filter((message) => !isOutdatedCssCheck(message.message));

  for (const error of errors) {
    const page = error.url ? relative(process.cwd(), fileURLToPath(error.url)) : "?";
    console.error(`${page}:${error.lastLine ?? "?"} ${error.message}`);
  }
  console.log(`HTML check: ${pages.length} pages, ${errors.length} errors`);
  return errors.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const named = process.argv.slice(2);
  const buildDirs = named.length > 0 ? named : [process.env.BUILD_DIR ?? "build"];
  process.exit(checkPages(buildDirs) === 0 ? 0 : 1);
}
