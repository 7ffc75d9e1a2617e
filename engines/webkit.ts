// WebKit through WebKitGTK's MiniBrowser, driven by WebKitWebDriver (W3C WebDriver, via selenium-webdriver)
// on a virtual display that Xvfb provides for the length of the run: no display is assumed.
import { type ChildProcess, spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { Builder, Key as WebDriverKey, type WebDriver, type WebElement } from "selenium-webdriver";
import type { Adapter, Key } from "./page";

export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/** Wide enough for the 1280 px window the journeys use. */
const SCREEN = "1400x1000x24";

function stop(child: ChildProcess) {
  if (child.exitCode === null && child.signalCode === null) child.kill();
}

/** Starts Xvfb on a display it picks itself (-displayfd writes the number once it is ready). */
async function startXvfb() {
  const xvfb = spawn("Xvfb", ["-displayfd", "1", "-screen", "0", SCREEN, "-nolisten", "tcp"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  xvfb.stderr.on("data", (chunk) => (output += chunk));
  const display = await new Promise<string>((done, fail) => {
    xvfb.stdout.once("data", (chunk) => done(`:${String(chunk).trim()}`));
    xvfb.once("exit", (code) => fail(new Error(`Xvfb exited (${code}):\n${output}`)));
    xvfb.once("error", fail);
  });
  return { xvfb, display };
}

async function startWebDriver(port: number, display: string) {
  const driver = spawn("WebKitWebDriver", [`--port=${port}`, "--host=127.0.0.1"], {
    stdio: ["ignore", "ignore", "pipe"],
    env: { ...process.env, DISPLAY: display },
  });
  let output = "";
  driver.stderr.on("data", (chunk) => (output = (output + chunk).slice(-4000)));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode}):\n${output}`);
    const ready = await fetch(`http://127.0.0.1:${port}/status`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return driver;
    if (Date.now() > deadline) {
      stop(driver);
      throw new Error(`WebKitWebDriver did not answer on port ${port}:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}

export async function launchWebKit(port: number): Promise<Adapter> {
  const { xvfb, display } = await startXvfb();
  let webDriver: ChildProcess | undefined;
  let session: WebDriver | undefined;
  const shutDown = async () => {
    try {
      await session?.quit();
    } finally {
      if (webDriver) stop(webDriver);
      stop(xvfb);
    }
  };
  try {
    webDriver = await startWebDriver(port, display);
    session = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": { binary: MINIBROWSER_PATH, args: ["--automation"] },
      })
      .build();
  } catch (error) {
    await shutDown();
    throw error;
  }
  const driver = session;
  const element = (expression: string) => driver.executeScript<WebElement>(`return ${expression}`);

  return {
    engine: "webkit",
    goto: (url) => driver.get(url),
    reload: () => driver.navigate().refresh(),
    back: () => driver.navigate().back(),
    // WebDriver can only size the window, and WebKitGTK's window keeps a minimum width.
    async setSize(width, height) {
      await driver.manage().window().setRect({ width, height });
    },
    run: (expression) => driver.executeScript(`return ${expression}`),
    async click(expression) {
      const target = await element(expression);
      // WebKitWebDriver refuses elements outside the viewport as not interactable, rather than scrolling
      // to them as the WebDriver standard asks; a visitor would scroll there first too.
      await driver.executeScript("arguments[0].scrollIntoView({ block: 'center' })", target);
      await target.click();
    },
    type: async (expression, text) => (await element(expression)).sendKeys(text),
    async press(key: Key) {
      await driver
        .actions()
        .sendKeys(key === "Tab" ? WebDriverKey.TAB : WebDriverKey.ENTER)
        .perform();
    },
    async screenshot(file) {
      await writeFile(file, await driver.takeScreenshot(), "base64");
    },
    // WebKit's WebDriver has no console or error channel: the page's own collector is all there is.
    driverErrors: () => [],
    // WebKitGTK skips the cross-document view transition of a page it restores from the back/forward cache
    // and leaves the promise it rejects unhandled (the standard marks it handled): the page then reports an
    // unhandled rejection it never made. A page of two links and `@view-transition` alone, no script, gets
    // it too; no script on the site starts, holds or skips a view transition.
    ownErrors: [
      /^[^:]+: unhandled rejection: AbortError: Skipping view transition because skipTransition\(\) was called\.$/,
    ],
    close: shutDown,
  };
}
