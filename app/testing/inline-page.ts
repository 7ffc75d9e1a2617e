// Loads HTML into a fresh window that runs its inline scripts, as a browser runs a prerendered page. Each
// page gets its own document, storage and listeners, so the inline scripts' listeners never pile up across
// tests. jsdom lays nothing out and has no matchMedia or IntersectionObserver: `prepare` supplies them.
import { JSDOM, type DOMWindow } from "jsdom";

export type InlinePage = { window: DOMWindow; document: Document };

/** Resolves once the page has loaded: its scripts have run and DOMContentLoaded has fired. */
export async function loadInlinePage(
  html: string,
  prepare: (window: DOMWindow) => void = () => {},
): Promise<InlinePage> {
  const dom = new JSDOM(`<!doctype html><html>${html}</html>`, {
    runScripts: "dangerously",
    url: "https://site.test/",
    pretendToBeVisual: true,
    beforeParse: prepare,
  });
  if (dom.window.document.readyState !== "complete") {
    await new Promise((resolve) => dom.window.addEventListener("load", resolve, { once: true }));
  }
  return { window: dom.window, document: dom.window.document };
}

/** A matchMedia whose queries match as `matches` says; `change()` tells its listeners the answer changed. */
export function fakeMatchMedia(window: DOMWindow, matches: (query: string) => boolean) {
  const listeners = new Set<() => void>();
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return matches(query);
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return { change: () => listeners.forEach((listener) => listener()) };
}
