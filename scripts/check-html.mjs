// `npm run check:html`: every built HTML page must pass the W3C Nu HTML Checker with zero errors.
// The checker's CSS part lags modern CSS (it rejects Tailwind 4's @property and margin-trim), so
// messages that start with "CSS:" are set aside, and nothing else is.
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import vnu from "vnu-jar";

const clientDir = join(process.env.BUILD_DIR ?? "build", "client");
const pages = readdirSync(clientDir, { recursive: true })
  .filter((name) => name.endsWith(".html"))
  .map((name) => join(clientDir, name));
if (pages.length === 0) throw new Error(`No HTML in ${clientDir}: run npm run build first.`);

let output;
try {
  output = execFileSync("java", ["-jar", vnu, "--errors-only", "--format", "json", ...pages], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
} catch (error) {
  // vnu exits 1 when it reports errors; its JSON report is on stderr either way.
  output = error.stderr || error.stdout;
  if (!output?.trim().startsWith("{")) throw error;
}
const report = JSON.parse(output || '{"messages":[]}');
const errors = report.messages.filter((message) => !message.message.startsWith("CSS:"));

for (const error of errors) {
  console.error(`${error.url?.replace(/^file:.*?client/, "")}:${error.lastLine ?? "?"} ${error.message}`);
}
console.log(`HTML check: ${pages.length} pages, ${errors.length} errors`);
process.exit(errors.length === 0 ? 0 : 1);
