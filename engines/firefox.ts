// Firefox (Debian's firefox-esr) through Puppeteer over WebDriver BiDi: no geckodriver, no downloaded browser.
import puppeteer, { type ElementHandle } from "puppeteer-core";
import { installErrorCollector } from "./in-page";
import type { Adapter, Key } from "./page";

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

export async function launchFirefox(): Promise<Adapter> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
    // Scrollbars that float over the page, as on the phones the narrow layout is for, rather than the
    // desktop's classic ones that take their width off the page.
    extraPrefsFirefox: { "ui.useOverlayScrollbars": 1 },
  });
  try {
    const page = await browser.newPage();
    const reported: string[] = [];
    // BiDi reports console messages and uncaught errors, from the first script of every document on.
    page.on("console", (message) => {
      if (message.type() === "error") reported.push(`console error: ${message.text()}`);
    });
    page.on("pageerror", (error) => reported.push(`page error: ${String(error)}`));
    // A preload script: it runs in each new document before the page's own scripts.
    await page.evaluateOnNewDocument(installErrorCollector);

    const element = async (expression: string) => {
      const handle = await page.evaluateHandle(expression);
      const found = handle.asElement();
      if (!found) throw new Error(`not an element: ${expression.slice(0, 80)}`);
      return found as ElementHandle<Element>;
    };

    // Navigations start from the page, as the address bar, the reload button and Back would, and EnginePage
    // waits for the new document itself. Puppeteer's own (page.goto, reload, goBack) wait for a `load` that
    // Firefox's BiDi never reports for a page restored from the back/forward cache: goBack hangs, and the
    // navigation Puppeteer thinks still runs keeps the next goto or reload from ever seeing its own.
    const navigate = async (script: string) => {
      await page.evaluate(`void (${script})`);
    };

    return {
      engine: "firefox",
      goto: (url) => navigate(`location.assign(${JSON.stringify(url)})`),
      reload: () => navigate("location.reload()"),
      back: () => navigate("history.back()"),
      setSize: (width, height) => page.setViewport({ width, height }),
      run: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
      async click(expression) {
        const target = await element(expression);
        await target.click();
        await target.dispose();
      },
      async type(expression, text) {
        const target = await element(expression);
        await target.click();
        await target.dispose();
        await page.keyboard.type(text);
      },
      async press(key: Key) {
        await page.keyboard.press(key);
      },
      async screenshot(file) {
        await page.screenshot({ path: file as `${string}.png` });
      },
      driverErrors: () => reported.splice(0),
      ownErrors: [],
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
