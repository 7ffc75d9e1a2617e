// The Content-Security-Policy and security headers arrive with every page (from the build's _headers
// file, which the local server applies as Netlify and Cloudflare Pages do), and the policy is enforced.
import { createHash } from "node:crypto";
import { expect, test } from "./fixtures";
import {
  ALL_PATHS,
  ERROR_STATUS_LOG,
  TRANSLATED_PATHS,
  documentOf,
  hydrated,
  themeReady,
} from "./site-pages";
import { LOCKDOWN_DIRECTIVES } from "../scripts/post-build";

test("every page, and the 404 page at any unknown path, is served with the security headers", async ({
  request,
}) => {
  for (const route of [...ALL_PATHS, "/about/", "/404.html", "/no/such"]) {
    const response = await request.get(route);
    const headers = response.headers();
    const policy = headers["content-security-policy"];
    expect(policy, route).toBeDefined();
    // The search page alone adds 'wasm-unsafe-eval' (search.spec.ts checks it is the only one).
    expect(policy).toMatch(/script-src 'self'( 'wasm-unsafe-eval')?( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    for (const directive of LOCKDOWN_DIRECTIVES) expect(policy).toContain(directive);
    expect(policy).toMatch(/connect-src 'self' https?:\/\/[^\s;]+;/);
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8}/);
  }
});

test("hashed assets are cached for a year and never sniffed", async ({ request }) => {
  const home = await (await request.get("/contact")).text();
  const script = /"(\/assets\/entry\.client-[^"]+\.js)"/.exec(home)![1]!;
  const headers = (await request.get(script)).headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["cache-control"]).toContain("immutable");
});

test("pages also carry the policy as <meta>, for hosts that cannot send headers", async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(ERROR_STATUS_LOG);
  // An unknown path matches no page rule in _headers: 404.html's own <meta> policy protects it.
  for (const route of ["/", "/no-such-page"]) {
    await page.goto(route);
    const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
    expect(meta).toContain("script-src 'self' 'sha256-");
    expect(meta).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // frame-ancestors has no effect in <meta>, and browsers complain if it is there.
    expect(meta).not.toContain("frame-ancestors");
  }
});

test("the policy blocks a script injected into the page, and the suite would see it", async ({
  page,
  expectConsoleError,
  consoleErrors,
}) => {
  expectConsoleError(/Content Security Policy/);
  await page.goto("/");
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.injected = true";
    document.body.append(script);
  });
  expect(await page.evaluate(() => "injected" in window)).toBe(false);
  await expect.poll(() => consoleErrors.some((text) => /Content Security Policy/.test(text))).toBe(true);
});

test("the inline scripts run under the policy: the theme toggle works on a static page", async ({ page }) => {
  await page.goto("/");
  await themeReady(page);
  const toggle = page.getByRole("button", { name: "Dark theme" });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
});

test("the contact page hydrates under the policy, with its speculation rules allowed", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/contact");
  await hydrated(page);
  await page.getByRole("button", { name: "Dark theme" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  // A blocked inline script or speculation rule set would be reported as a console error.
  expect(consoleErrors).toEqual([]);
});

test("every page's speculation rules are allowed by a hash, not by 'unsafe-inline' or 'inline-speculation-rules'", async ({
  request,
}) => {
  const policy = (await request.get("/")).headers()["content-security-policy"]!;
  expect(policy).not.toContain("inline-speculation-rules");
  for (const path of ALL_PATHS) {
    const html = await (await request.get(path)).text();
    const rules = /<script type="speculationrules">([^<]*)<\/script>/.exec(html)?.[1];
    expect(rules, path).toBeDefined();
    const hash = createHash("sha256").update(rules!).digest("base64");
    expect(policy, path).toContain(`'sha256-${hash}'`);
  }
});

test("the policy allows exactly the inline scripts the pages carry, and no page carries an inline handler", async ({
  request,
}) => {
  // Each page read by an HTML parser (jsdom), not by the build's own scan: every script a browser would run
  // inline is allowed by its hash, and the policy names no other.
  const policy = (await request.get("/")).headers()["content-security-policy"]!;
  const allowed = new Set(/script-src 'self' ([^;]*);/.exec(policy)![1]!.split(" "));
  const carried = new Set<string>();
  // Every language's pages: another language's contact page names its own route in its script.
  for (const path of [...ALL_PATHS, ...TRANSLATED_PATHS, "/404.html"]) {
    const document = await documentOf(request, path);
    for (const script of document.scripts) {
      if (script.src || script.type === "application/ld+json" || script.text === "") continue;
      carried.add(`'sha256-${createHash("sha256").update(script.text).digest("base64")}'`);
    }
    // The policy blocks them anyway (no 'unsafe-hashes'): one here would be a behaviour that never runs.
    const handlers = [...document.querySelectorAll("*")].flatMap((element) =>
      element.getAttributeNames().filter((name) => name.startsWith("on")),
    );
    expect(handlers, path).toEqual([]);
  }
  expect([...allowed].sort()).toEqual([...carried].sort());
});
