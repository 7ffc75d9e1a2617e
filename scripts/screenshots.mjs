// `npm run screenshots [-- /path ...]`: full-page screenshots of the built site at phone (390 px) and
// desktop (1280 px) widths, light and dark, into .screenshots/; without paths, every page the build has.
// Run `npm run build` first.
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium.mjs";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { builtPages } from "./built-pages.mjs";
import { serve } from "./serve.mjs";

const siteDir = join(process.env.BUILD_DIR ?? "build", "client");
const paths = process.argv.slice(2).length ? process.argv.slice(2) : await builtPages(siteDir);
const outDir = ".screenshots";
await mkdir(outDir, { recursive: true });

const { server, url } = await serve({ root: siteDir });
const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
for (const path of paths) {
  for (const width of [390, 1280]) {
    for (const colorScheme of ["light", "dark"]) {
      // Reduced motion: every timeline entry is shown, as a full-page picture should.
      const page = await browser.newPage({
        viewport: { width, height: 900 },
        colorScheme,
        reducedMotion: "reduce",
      });
      await page.goto(url + path, { waitUntil: "networkidle" });
      // Icons load lazily, as a visitor scrolls to them: scroll through the page first, as a visitor would.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
          scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        scrollTo(0, 0);
      });
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
      const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "-");
      await page.screenshot({ path: join(outDir, `${name}-${width}-${colorScheme}.png`), fullPage: true });
      await page.close();
    }
  }
}
await browser.close();
server.close();
console.log(`Screenshots in ${outDir}/`);
