// The one interface the journeys drive, whatever the engine: a small adapter per driver (firefox.ts,
// webkit.ts) does the few things only a driver can do, and everything else is built here on top of
// running a script in the page, so both engines read the page the same way.
import { randomUUID } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { type Rolldown, build } from "vite";
import {
  type Target,
  auditLoad,
  documentMark,
  installErrorCollector,
  locate,
  markDocument,
  takeRecordedErrors,
  unsettled,
} from "./in-page";
import { AXE_SOURCE, AXE_TAGS, axeInPage } from "../e2e/axe";

export type { Target };
export type Key = "Tab" | "Enter";

/** How long a navigation may take to show its loaded, settled document. */
const NAVIGATION_TIMEOUT = 15_000;

/**
 * What each driver implements. `expression` is JavaScript source whose value is the result. A navigation
 * (goto, reload, back) needs only to have started when it resolves: EnginePage waits for its document.
 */
export interface Adapter {
  readonly engine: "firefox" | "webkit";
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  back(): Promise<void>;
  /** Resizes the viewport (or the window, where that is all a driver can do). */
  setSize(width: number, height: number): Promise<void>;
  /** Runs `expression` in the page and resolves with its (awaited, JSON-like) value. */
  run<T>(expression: string): Promise<T>;
  /** Clicks, as a pointer would, the element that `expression` evaluates to. */
  click(expression: string): Promise<void>;
  /** Types `text` into the element that `expression` evaluates to, as a keyboard would. */
  type(expression: string, text: string): Promise<void>;
  press(key: Key): Promise<void>;
  screenshot(file: string): Promise<void>;
  /** Errors the driver itself was told about since the last call (console and page errors), if it can. */
  driverErrors(): string[];
  /**
   * Errors the engine raises in a page by itself, whatever the page holds, as the page's collector words
   * them: they say nothing about the site, so errors() leaves them out. Each must match a whole message.
   */
  readonly ownErrors: readonly RegExp[];
  close(): Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any in-page function, whatever it takes
type InPage = (...args: any[]) => unknown;

/** Source that calls `fn` with `args` in the page, after making sure the error collector listens there. */
function call(fn: InPage, ...args: unknown[]) {
  const json = args.map((arg) => JSON.stringify(arg)).join(", ");
  return `((${installErrorCollector})(), (${fn})(${json}))`;
}

/**
 * dom-accessibility-api as an expression whose value is the library: a script sent to the page cannot
 * import it, so Vite bundles it once, as this module loads, and every `find` carries it along (about 15 kB).
 */
async function bundleAccessibility() {
  const result = await build({
    configFile: false,
    logLevel: "silent",
    publicDir: false,
    build: {
      write: false,
      lib: {
        entry: fileURLToPath(import.meta.resolve("dom-accessibility-api")),
        formats: ["iife"],
        name: "a11y",
      },
    },
  });
  // Not watched, so a library build's outputs, one per format: here one, of a single chunk.
  const [{ output }] = result as [Rolldown.RolldownOutput];
  return `(() => { ${output[0].code}; return a11y; })()`;
}

const accessibility = await bundleAccessibility();

/** Source whose value is the first visible element `target` matches, or null. */
function find(target: Target) {
  return `(${locate})(${JSON.stringify(target)}, ${accessibility})`;
}

function locator(target: Target) {
  return `(() => {
    const element = ${find(target)};
    if (!element) throw new Error(${JSON.stringify(`nothing in the page matches ${JSON.stringify(target)}`)});
    return element;
  })()`;
}

export class EnginePage {
  constructor(
    private readonly adapter: Adapter,
    readonly baseUrl: string,
  ) {}

  get engine() {
    return this.adapter.engine;
  }

  goto(path: string) {
    return this.navigation(() => this.adapter.goto(new URL(path, this.baseUrl).href));
  }

  reload() {
    return this.navigation(() => this.adapter.reload());
  }

  back() {
    return this.navigation(() => this.adapter.back());
  }

  /** Clicks a link (or anything else that loads another document) and waits for that document. */
  follow(target: Target) {
    return this.navigation(() => this.click(target));
  }

  /**
   * Runs `start`, which loads another document (every link on the site does), and resolves once that
   * document has replaced this one, loaded and settled, as a visitor would wait before acting: until a
   * cross-document view transition ends, its snapshot covers the page and a click meant for a link lands
   * on the snapshot. The document is told apart by a mark left on the one before, not by its address: a
   * reload keeps the address, and a page restored from the back/forward cache keeps its old scripts' state.
   * The polls run through evaluate, which also starts the error collector in the new document.
   */
  private async navigation(start: () => Promise<void>) {
    const mark = randomUUID();
    await this.evaluate(markDocument, mark);
    await start();
    await this.until(
      async () => (await this.evaluate(documentMark)) !== mark,
      "the next document to replace this one",
      NAVIGATION_TIMEOUT,
    );
    await this.untilEqual(
      () => this.evaluate(unsettled),
      [],
      "what still moves on the page",
      NAVIGATION_TIMEOUT,
    );
  }

  /** Presses `key` where the focus is, to load another document (Enter on a link), and waits for it. */
  pressToFollow(key: Key) {
    return this.navigation(() => this.adapter.press(key));
  }

  /** What axe-core finds in the page, checked and worded as the e2e suite's scan (e2e/axe.ts) does. */
  async axeViolations() {
    if (!(await this.evaluate(() => "axe" in window))) await this.adapter.run(`(() => {${AXE_SOURCE}\n})()`);
    return this.evaluate(axeInPage, { tags: AXE_TAGS });
  }

  /** Sets the size and resolves with the viewport width the engine actually gave. */
  async setSize(width: number, height: number) {
    await this.adapter.setSize(width, height);
    return this.evaluate(() => window.innerWidth);
  }

  evaluate<F extends InPage>(fn: F, ...args: Parameters<F>): Promise<Awaited<ReturnType<F>>> {
    return this.adapter.run(call(fn, ...args));
  }

  /** Runs `fn(element, ...args)` in the page on the element `target` finds; fails when there is none. */
  on<A extends unknown[], T>(
    target: Target,
    fn: (element: HTMLElement, ...args: A) => T,
    ...args: A
  ): Promise<Awaited<T>> {
    const json = args.map((arg) => `, ${JSON.stringify(arg)}`).join("");
    return this.adapter.run(`((${installErrorCollector})(), (${fn})(${locator(target)}${json}))`);
  }

  /** Whether a visible element matches `target` now. */
  async has(target: Target) {
    return this.adapter.run<boolean>(`${find(target)} !== null`).catch(() => false);
  }

  async click(target: Target) {
    await this.until(() => this.has(target), `${JSON.stringify(target)} to appear`);
    await this.adapter.click(locator(target));
  }

  async type(target: Target, text: string) {
    await this.adapter.type(locator(target), text);
  }

  press(key: Key) {
    return this.adapter.press(key);
  }

  text(target: Target) {
    return this.on(target, (element) => (element.textContent ?? "").replace(/\s+/g, " ").trim());
  }

  value(target: Target) {
    return this.on(target, (element) => (element as HTMLInputElement).value);
  }

  path() {
    return this.evaluate(() => location.pathname);
  }

  /** Polls `check` until it resolves truthy; fails saying what it waited for after `timeout` ms. */
  async until(check: () => Promise<unknown>, what: string | (() => string), timeout = 5_000) {
    const deadline = Date.now() + timeout;
    let last: unknown;
    for (;;) {
      try {
        if (await check()) return;
      } catch (error) {
        // A check may run while a navigation replaces the document; try again until the deadline.
        last = error;
      }
      if (Date.now() > deadline) {
        const waited = typeof what === "string" ? what : what();
        throw new Error(`${this.engine}: timed out after ${timeout} ms waiting for ${waited}`, {
          cause: last,
        });
      }
      await new Promise((done) => setTimeout(done, 50));
    }
  }

  /** Polls until `read()` equals `expected`, and fails saying what it last read otherwise. */
  async untilEqual<T>(read: () => Promise<T>, expected: T, what: string, timeout?: number) {
    let seen: T | undefined;
    await this.until(
      async () => {
        seen = await read();
        return isDeepStrictEqual(seen, expected);
      },
      () => `${what} to be ${JSON.stringify(expected)} (last seen: ${JSON.stringify(seen)})`,
      timeout,
    );
  }

  /** Every error recorded since the last call, by the page's collector and by the driver. */
  async errors() {
    const recorded = await this.evaluate(takeRecordedErrors);
    const site = recorded.filter((error) => !this.adapter.ownErrors.some((own) => own.test(error)));
    return [...site, ...this.adapter.driverErrors()];
  }

  /** What the loaded document says went wrong while it loaded (see auditLoad). */
  audit() {
    return this.evaluate(auditLoad);
  }

  async screenshot(file: string) {
    await mkdir(dirname(file), { recursive: true });
    // Web fonts and images first, so the picture shows the page as a visitor sees it.
    await this.evaluate(async () => {
      await document.fonts.ready;
      const loaded = [...document.images].filter((image) => image.loading !== "lazy");
      await Promise.all(loaded.map((image) => image.decode().catch(() => undefined)));
    });
    await this.adapter.screenshot(file);
  }

  close() {
    return this.adapter.close();
  }
}
