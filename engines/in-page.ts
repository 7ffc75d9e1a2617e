// Functions that run inside the page, in any engine. Each is self-contained (no reference to this module's
// scope), because a driver sends its source text to the browser and calls it there.

import type * as A11y from "dom-accessibility-api";

/**
 * What a visitor finds: an element by its role and accessible name, optionally inside a CSS-selected area,
 * or by a CSS selector. Roles and names are worked out in the page rather than by each driver, so both
 * engines find the same element the same way (WebKit's WebDriver has no role locator; Puppeteer's differs).
 */
export type Target = { role: string; name?: string; within?: string } | { css: string };

/** The part of dom-accessibility-api that `locate` uses; engines/page.ts brings it into the page. */
export type Accessibility = Pick<typeof A11y, "computeAccessibleName" | "getRole" | "isInaccessible">;

/**
 * The first visible element matching `target`, or null. Roles and names are dom-accessibility-api's, an
 * implementation of the accessible name computation (Testing Library names elements with it too), rather
 * than rules of our own that cover only the cases the site has met so far.
 */
export function locate(target: Target, a11y: Accessibility): HTMLElement | null {
  const { computeAccessibleName, getRole, isInaccessible } = a11y;
  const shown = (element: Element) => !isInaccessible(element) && element.getClientRects().length > 0;
  if ("css" in target) return [...document.querySelectorAll<HTMLElement>(target.css)].find(shown) ?? null;
  const roleOf = (element: Element) => {
    const role = getRole(element);
    // getRole gives every <section> and <form> its landmark role, which only a named one has.
    return (role === "region" || role === "form") && !computeAccessibleName(element) ? null : role;
  };
  const scope = target.within ? document.querySelector(target.within) : document;
  return (
    [...(scope?.querySelectorAll<HTMLElement>("*") ?? [])].find(
      (element) =>
        roleOf(element) === target.role &&
        (target.name === undefined || computeAccessibleName(element) === target.name) &&
        shown(element),
    ) ?? null
  );
}

/**
 * Records script errors, failed resource loads, unhandled rejections, CSP violations and console.error
 * calls of the current document into sessionStorage ("engines:errors"), which outlives the document, so a
 * navigation keeps what the page before it recorded. Idempotent: drivers run it before every script they
 * execute (WebKit) or before the page's own scripts (Firefox, as a preload script).
 */
export function installErrorCollector() {
  const page = window as typeof window & { __enginesCollector?: true };
  if (page.__enginesCollector) return;
  page.__enginesCollector = true;
  const record = (text: string) => {
    try {
      const list: string[] = JSON.parse(sessionStorage.getItem("engines:errors") ?? "[]");
      list.push(`${location.pathname}: ${text}`);
      sessionStorage.setItem("engines:errors", JSON.stringify(list));
    } catch {
      // Storage blocked: nothing to record into; the journeys' own assertions still run.
    }
  };
  // Capture phase: failed <img>, <script> and <link> loads fire `error` on the element without bubbling.
  addEventListener(
    "error",
    (event) => {
      const source = event.target instanceof Element ? event.target.outerHTML.slice(0, 120) : "";
      record(event instanceof ErrorEvent ? `error: ${event.message}` : `failed to load ${source}`);
    },
    true,
  );
  addEventListener("unhandledrejection", (event) => record(`unhandled rejection: ${String(event.reason)}`));
  document.addEventListener("securitypolicyviolation", (event) =>
    record(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline code"}`),
  );
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    record(`console.error: ${args.map(String).join(" ")}`);
    consoleError.apply(console, args);
  };
}

/** Returns the errors recorded so far and forgets them. */
export function takeRecordedErrors(): string[] {
  // Before the first page (about:blank) there is no storage, and nothing to have recorded.
  if (!location.protocol.startsWith("http")) return [];
  const list: string[] = JSON.parse(sessionStorage.getItem("engines:errors") ?? "[]");
  sessionStorage.removeItem("engines:errors");
  return list;
}

/**
 * What the document, once loaded, says about its own loading, for what happened before a collector could
 * listen (WebKit's WebDriver runs scripts only after the load): every inline script is allowed by the
 * Content-Security-Policy the page was served with (its SHA-256 hash is listed), every external script
 * comes from the site's own origin, every stylesheet was applied and every eager image decoded.
 */
export async function auditLoad(): Promise<string[]> {
  const problems: string[] = [];
  const response = await fetch(location.href, { cache: "no-store" });
  const policy = response.headers.get("content-security-policy") ?? "";
  if (!policy) problems.push("no Content-Security-Policy header");
  const scriptSources = (policy.split(";").find((part) => part.trim().startsWith("script-src")) ?? "")
    .trim()
    .split(/\s+/)
    .slice(1);
  const base64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
  for (const script of document.querySelectorAll("script")) {
    // Data blocks (JSON-LD) are not run, so the policy does not apply to them.
    if (script.type && !["module", "text/javascript", "application/javascript"].includes(script.type))
      continue;
    if (script.src) {
      if (new URL(script.src).origin !== location.origin)
        problems.push(`script from elsewhere: ${script.src}`);
      continue;
    }
    // An empty inline script is never run, so the policy is not consulted for it.
    if (!script.textContent) continue;
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script.textContent ?? ""));
    if (!scriptSources.includes(`'sha256-${base64(digest)}'`)) {
      problems.push(`inline script not allowed by the CSP: ${(script.textContent ?? "").slice(0, 80)}`);
    }
  }
  for (const link of document.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]")) {
    if (!link.sheet) problems.push(`stylesheet not applied: ${link.href}`);
  }
  for (const image of document.images) {
    if (image.loading === "lazy") continue;
    if (!image.complete || image.naturalWidth === 0) problems.push(`image not loaded: ${image.src}`);
  }
  return problems;
}

/** Marks the current document, so a later look can tell whether another document has replaced it. */
export function markDocument(mark: string) {
  (window as typeof window & { __enginesMark?: string }).__enginesMark = mark;
}

/** The mark `markDocument` left on the current document, or null on a document not marked. */
export function documentMark(): string | null {
  return (window as typeof window & { __enginesMark?: string }).__enginesMark ?? null;
}

/**
 * What keeps the page from being still, as a visitor would find it: an empty list once the document has
 * loaded and, a frame later, no animation or transition runs. Among them is a cross-document view
 * transition's: until it ends, its snapshot of the pages covers the document and takes the pointer.
 */
export async function unsettled(): Promise<string[]> {
  if (document.readyState !== "complete") return [`the load (${document.readyState})`];
  await new Promise((done) => requestAnimationFrame(() => done(undefined)));
  return document
    .getAnimations()
    .filter((animation) => animation.playState === "running" || animation.pending)
    .map((animation) => {
      const effect = animation.effect as KeyframeEffect | null;
      const name =
        "animationName" in animation
          ? (animation as CSSAnimation).animationName
          : "transitionProperty" in animation
            ? (animation as CSSTransition).transitionProperty
            : animation.id;
      return `${effect?.pseudoElement ?? effect?.target?.nodeName.toLowerCase() ?? "?"} ${name}`;
    });
}
