// @vitest-environment node
import { mkdtemp, mkdir, readFile, writeFile, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { describe, expect, it, vi } from "vitest";
import {
  canonicalUrl,
  contentSecurityPolicy,
  deferModuleScripts,
  deferRouterContext,
  finishBuild,
  headersFile,
  inlineScriptHashes,
  metaPolicy,
  robots,
  sitemap,
  skipFreshScrollRead,
} from "./post-build";

// sha256("alert(1)") in base64, as CSP expects it.
const ALERT_HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

describe("inlineScriptHashes", () => {
  it("hashes the text of inline scripts, classic and module", () => {
    const html = `<script>alert(1)</script><script type="module">alert(1)</script>`;
    expect(inlineScriptHashes(html)).toEqual([ALERT_HASH, ALERT_HASH]);
  });

  it("skips empty inline scripts, which never run", () => {
    expect(inlineScriptHashes("<script></script>")).toEqual([]);
  });

  it("skips external scripts and JSON-LD data blocks", () => {
    const html = `<script src="/a.js"></script><script type="application/ld+json">{"a":1}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy({
    scriptHashes: [ALERT_HASH, ALERT_HASH],
    emailOrigin: "https://api.emailjs.com/",
  });

  it("lets scripts run only from the site or by hash, never inline at large", () => {
    expect(policy).toContain(`script-src 'self' ${ALERT_HASH};`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("connects only to the site and the email origin", () => {
    expect(policy).toContain("connect-src 'self' https://api.emailjs.com;");
  });

  it("forbids framing, plugins and base/form hijacking", () => {
    for (const directive of [
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(policy).toContain(directive);
    }
  });

  it("drops frame-ancestors from the <meta> form, where browsers ignore it with an error", () => {
    expect(metaPolicy(policy)).not.toContain("frame-ancestors");
    expect(metaPolicy(policy)).toContain("object-src 'none'");
  });
});

describe("headersFile", () => {
  it("sends every header with every path, so a 404 at any unknown path cannot be framed either", () => {
    const file = headersFile("default-src 'self'; frame-ancestors 'none'");
    const rules = Object.fromEntries(
      file
        .trim()
        .split("\n\n")
        .map((rule) => [rule.split("\n")[0], rule]),
    );
    expect(Object.keys(rules)).toEqual(["/*", "/assets/*"]);
    expect(rules["/*"]).toContain("Content-Security-Policy: default-src 'self'; frame-ancestors 'none'");
    expect(rules["/*"]).toContain("X-Frame-Options: DENY");
    expect(rules["/*"]).toContain("X-Content-Type-Options: nosniff");
    // Left out on purpose: it makes Chrome start a second renderer on every first visit (README, Security).
    expect(file).not.toContain("Cross-Origin-Opener-Policy");
    expect(rules["/assets/*"]).toContain("immutable");
  });
});

describe("sitemap and robots", () => {
  it("reads the canonical link of a page", () => {
    expect(canonicalUrl(`<link rel="canonical" href="https://x.eu/about"/>`)).toBe("https://x.eu/about");
    expect(canonicalUrl(`<meta name="robots" content="noindex"/>`)).toBeNull();
  });

  it("lists every URL and points robots at the sitemap", () => {
    expect(sitemap(["https://x.eu/", "https://x.eu/about"])).toContain("<loc>https://x.eu/about</loc>");
    expect(robots("https://x.eu/sitemap.xml")).toContain("Sitemap: https://x.eu/sitemap.xml");
  });
});

/** Every step appears in `text`, each after the one before. */
function expectInOrder(text: string, steps: string[]) {
  const positions = steps.map((step) => text.indexOf(step));
  expect(positions).not.toContain(-1);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
}

// What React Router 7's <Scripts/> writes into a prerendered page (after React hoists the preloads).
const frameworkScripts = [
  `<link rel="modulepreload" href="/assets/manifest-1.js"/>`,
  `<link rel="modulepreload" href="/assets/entry.client-2.js"/>`,
  `<link rel="modulepreload" href="/assets/root-3.js"/>`,
  `<script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-4.js";

  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");</script>`,
].join("");

describe("deferModuleScripts", () => {
  const deferred = deferModuleScripts(`<head>${frameworkScripts}</head>`);

  it("removes the preloads from the HTML, so nothing competes with the first paint", () => {
    expect(deferred).not.toContain('<link rel="modulepreload"');
  });

  it("waits for the first frame, then adds the same preloads and runs the same imports in order", () => {
    const script = /<script type="module">([\s\S]*)<\/script>/.exec(deferred)![1]!;
    const steps = [
      "requestAnimationFrame",
      '["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js"]',
      'await import("/assets/manifest-1.js")',
      'const [route0, route1] = await Promise.all([import("/assets/root-3.js"), import("/assets/home-4.js")])',
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1}',
      'import("/assets/entry.client-2.js")',
    ];
    expectInOrder(script, steps);
  });

  it("yields to the browser after each preload, so adding them never blocks the page in one long task", () => {
    const loop = /for \(const href of \[[^\]]*\]\) \{\n([\s\S]*?)\n\}/.exec(deferred)?.[1] ?? "";
    expect(loop).toContain('rel: "modulepreload"');
    expect(loop).toMatch(
      /await \(globalThis\.scheduler\?\.yield\?\.\(\) \?\? new Promise\(\(resolve\) => setTimeout\(resolve\)\)\)/,
    );
  });

  it("refuses a module script it does not recognise, rather than break the page", () => {
    const changed = frameworkScripts.replace("import(", "window.boot(); import(");
    expect(() => deferModuleScripts(changed)).toThrow(/review deferModuleScripts/);
    expect(() => deferModuleScripts("<head></head>")).toThrow(/no React Router module script/);
  });
});

// What React Router 7 writes around <Scripts/>'s module script: its context, then the data stream's scripts.
const STREAM =
  "window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());";
// Loader data arrives in chunks, and may hold "$'" or "$&", which String.replace would expand.
const ENQUEUES = [
  'window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\"");',
  `window.__reactRouterContext.streamController.enqueue(",\\"$' and $&\\"]\\n");`,
];
const contextScripts = (moduleScript: string) =>
  [
    `<script>window.__reactRouterContext = {"basename":"/","ssr":false};${STREAM}</script>`,
    moduleScript,
    `<!--$--><script>${ENQUEUES[0]}</script><!--$--><script>${ENQUEUES[1]}</script>`,
    `<!--$--><script>window.__reactRouterContext.streamController.close();</script><!--/$--><!--/$-->`,
  ].join("");

describe("deferRouterContext", () => {
  const html = deferRouterContext(deferModuleScripts(`<body>${contextScripts(frameworkScripts)}</body>`));
  const script = /<script type="module">([\s\S]*)<\/script>/.exec(html)![1]!;

  it("leaves no framework script to run while the page parses, and keeps the element React hydrates", () => {
    const classic = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(classic).toEqual([""]);
    expect(html).toMatch(/^<body><script><\/script><script type="module">/);
    expect(html).toMatch(/<\/script><!--\$--><!--\$--><!--\$--><!--\/\$--><!--\/\$--><\/body>$/);
  });

  it("runs the same code, in the same order, after the first frame and before entry.client starts", () => {
    const steps = [
      "requestAnimationFrame",
      'window.__reactRouterContext = {"basename":"/","ssr":false};',
      STREAM,
      ...ENQUEUES,
      "window.__reactRouterContext.streamController.close();",
      "window.__reactRouterRouteModules = ",
      'import("/assets/entry.client-2.js")',
    ];
    expectInOrder(script, steps);
  });

  it("hands entry.client the loader data through the stream, as the inline scripts did", async () => {
    const context = script
      .split("\n")
      .filter((line) => line.startsWith("window.__reactRouterContext"))
      .join("\n");
    const window: { __reactRouterContext?: { stream: ReadableStream<Uint8Array> } } = {};
    runInNewContext(context, { window, ReadableStream, TextEncoderStream });
    const text = await new Response(window.__reactRouterContext!.stream).text();
    expect(text).toBe(`[{"_1":2},"loaderData","$' and $&"]\n`);
  });

  it("refuses context scripts it does not recognise, rather than break the page", () => {
    const page = deferModuleScripts(`<body>${contextScripts(frameworkScripts)}</body>`);
    expect(() => deferRouterContext(page.replace("TextEncoderStream", "Other"))).toThrow(
      /review deferRouterContext/,
    );
    expect(() => deferRouterContext(page.replace(/<script>window[^<]*close\(\);<\/script>/, ""))).toThrow(
      /review deferRouterContext/,
    );
    expect(() => deferRouterContext(page.replace("enqueue(", "push("))).toThrow(/review deferRouterContext/);
    expect(() => deferRouterContext(deferModuleScripts(`<body>${frameworkScripts}</body>`))).toThrow(
      /review deferRouterContext/,
    );
    const secondRegistry = `${page}<script>window.__reactRouterRouteModules = {};</script>`;
    expect(() => deferRouterContext(secondRegistry)).toThrow(/review deferRouterContext/);
  });
});

// React Router 7's <ScrollRestoration/> script, as it renders it on every page.
const scrollScript = `<script>((storageKey2, restoreKey) => {
    if (!window.history.state || !window.history.state.key) {
      let key = Math.random().toString(32).slice(2);
      window.history.replaceState({ key }, "");
    }
    try {
      let positions = JSON.parse(sessionStorage.getItem(storageKey2) || "{}");
      let storedY = positions[restoreKey || window.history.state.key];
      if (typeof storedY === "number") {
        window.scrollTo(0, storedY);
      }
    } catch (error) {
      console.error(error);
      sessionStorage.removeItem(storageKey2);
    }
  })("react-router-scroll-positions", null)</script>`;

describe("skipFreshScrollRead", () => {
  /** Runs the patched script against a fake window whose history entry has `state`. */
  function run(state: { key: string } | null, saved: Record<string, number>) {
    const code = /<script>([\s\S]*)<\/script>/.exec(skipFreshScrollRead(scrollScript))![1]!;
    const window = {
      history: { state, replaceState: vi.fn((next) => (window.history.state = next)) },
      scrollTo: vi.fn(),
    };
    const sessionStorage = { getItem: vi.fn(() => JSON.stringify(saved)), removeItem: vi.fn() };
    runInNewContext(code, { window, sessionStorage, console, Math, JSON });
    return { window, sessionStorage };
  }

  it("on a fresh visit gives the entry its key and reads no storage", () => {
    const { window, sessionStorage } = run(null, {});
    expect(window.history.replaceState).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem).not.toHaveBeenCalled();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it("on a reload or a back/forward visit still restores the saved position", () => {
    const { window, sessionStorage } = run({ key: "k1" }, { k1: 640 });
    expect(sessionStorage.getItem).toHaveBeenCalledWith("react-router-scroll-positions");
    expect(window.history.replaceState).not.toHaveBeenCalled();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 640);
  });

  it("refuses a scroll script it does not recognise", () => {
    expect(() => skipFreshScrollRead("<body></body>")).toThrow(/review skipFreshScrollRead/);
    const keyed = scrollScript.replace("null)</script>", '"custom")</script>');
    expect(() => skipFreshScrollRead(keyed)).toThrow(/review skipFreshScrollRead/);
  });
});

describe("finishBuild", () => {
  it("writes 404.html, sitemap, robots, _headers and a meta policy into every page", async () => {
    const dir = await mkdtemp(join(tmpdir(), "post-build-"));
    const page = (path: string, body: string) =>
      `<html><head><meta charSet="utf-8"/>${path ? `<link rel="canonical" href="https://x.eu${path}"/>` : ""}</head><body><script>${body}</script>${scrollScript}${contextScripts(frameworkScripts)}</body></html>`;
    await mkdir(join(dir, "404"));
    await mkdir(join(dir, "about"));
    await writeFile(join(dir, "index.html"), page("/", "home()"));
    await writeFile(join(dir, "about", "index.html"), page("/about", "about()"));
    await writeFile(join(dir, "404", "index.html"), page("", "missing()"));
    await writeFile(join(dir, "__spa-fallback.html"), page("", "spa()"));

    await finishBuild({ clientDir: dir, emailOrigin: "http://localhost:4310" });

    expect((await readdir(dir)).sort()).toEqual(
      ["404.html", "_headers", "about", "index.html", "robots.txt", "sitemap.xml"].sort(),
    );
    const map = await readFile(join(dir, "sitemap.xml"), "utf8");
    expect(map.match(/<loc>/g)).toHaveLength(2);
    expect(await readFile(join(dir, "robots.txt"), "utf8")).toContain("Sitemap: https://x.eu/sitemap.xml");
    const headers = await readFile(join(dir, "_headers"), "utf8");
    const policy = /Content-Security-Policy: (.*)/.exec(headers)![1]!;
    expect(policy).toContain("connect-src 'self' http://localhost:4310");
    // One per page's own script, and one each for the (identical) scroll and deferred module scripts.
    expect(policy.match(/'sha256-/g)).toHaveLength(5);
    const notFound = await readFile(join(dir, "404.html"), "utf8");
    expect(notFound).toMatch(
      /<meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'self'/,
    );
  });
});
