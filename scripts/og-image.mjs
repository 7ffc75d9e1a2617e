// `npm run og-image`: renders public/og-image.jpg (1200×630, the link preview on social sites) from the
// built home page's structured data, so the picture follows app/content/. Run `npm run build` first.
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium.mjs";
import { readFile } from "node:fs/promises";

const home = await readFile(`${process.env.BUILD_DIR ?? "build"}/client/index.html`, "utf8");
const person = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(home)[1]);
const escape = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const initials = person.name
  .split(" ")
  .map((word) => word[0])
  .join("");

const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;display:flex;flex-direction:column;justify-content:space-between;
  background:linear-gradient(135deg,#0b1120 0%,#13224a 60%,#1d4ed8 140%);color:#e2e8f0;font-family:system-ui,sans-serif">
  <div style="display:flex;align-items:center;gap:24px">
    <div style="width:88px;height:88px;border-radius:20px;background:#1d4ed8;display:grid;place-items:center;font-size:38px;font-weight:700;color:#fff">${escape(initials)}</div>
    <div style="font-size:40px;font-weight:700">${escape(person.name)}</div>
  </div>
  <div>
    <div style="font-size:64px;font-weight:800;line-height:1.1;color:#fff;max-width:1000px">${escape(person.jobTitle)}</div>
    <div style="margin-top:28px;font-size:30px;line-height:1.4;color:#a3b1c6;max-width:1000px">${escape(person.description)}</div>
  </div>
</div></body></html>`;

const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: new URL("../public/og-image.jpg", import.meta.url).pathname, quality: 88 });
await browser.close();
console.log("Wrote public/og-image.jpg");
