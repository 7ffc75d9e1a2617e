// The theme toggle as a prerendered page has it: the button's HTML and the inline theme script, run in a
// fresh window each time, with no React in the page.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { ThemeToggle } from "./theme-toggle";
import { THEME_SCRIPT, THEME_STORAGE_KEY } from "~/lib/theme";
import { fakeMatchMedia, loadInlinePage } from "~/testing/inline-page";

type Options = { stored?: string; systemDark?: boolean };

async function loadPage({ stored, systemDark = false }: Options = {}) {
  let dark = systemDark;
  let system = { change: () => {} };
  const page = await loadInlinePage(
    `<head><script>${THEME_SCRIPT}</script></head><body>${renderToStaticMarkup(<ThemeToggle />)}</body>`,
    (window) => {
      if (stored !== undefined) window.localStorage.setItem(THEME_STORAGE_KEY, stored);
      system = fakeMatchMedia(window, (query) => query.includes("prefers-color-scheme: dark") && dark);
    },
  );
  const [button, systemButton] = page.document.querySelectorAll("button");
  return {
    ...page,
    button: button!,
    systemButton: systemButton!,
    html: page.document.documentElement,
    setSystemDark(next: boolean) {
      dark = next;
      system.change();
    },
  };
}

describe("the theme toggle and its inline script", () => {
  test("the prerendered buttons are named and claim no pressed state until the script runs", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToStaticMarkup(<ThemeToggle />);
    const [dark, system] = container.querySelectorAll("button");
    expect(dark).toHaveAccessibleName("Dark theme");
    expect(system).toHaveAccessibleName("System theme");
    for (const button of [dark, system]) expect(button).not.toHaveAttribute("aria-pressed");
  });

  test("the script marks the page as scripted, which is when the stylesheet shows the controls", async () => {
    const page = await loadPage();
    expect(page.html).toHaveAttribute("data-scripted");
  });

  test("System theme is pressed while no choice is stored, and not once the visitor chooses", async () => {
    const page = await loadPage();
    expect(page.systemButton).toHaveAttribute("aria-pressed", "true");
    page.button.click();
    expect(page.systemButton).toHaveAttribute("aria-pressed", "false");
  });

  test("System theme forgets the choice: the system's theme is in force again, and its changes show", async () => {
    const page = await loadPage({ stored: "dark" });
    expect(page.systemButton).toHaveAttribute("aria-pressed", "false");
    page.systemButton.click();
    expect(page.html).not.toHaveAttribute("data-theme");
    expect(page.window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(page.systemButton).toHaveAttribute("aria-pressed", "true");
    expect(page.button).toHaveAttribute("aria-pressed", "false");
    page.setSystemDark(true);
    expect(page.button).toHaveAttribute("aria-pressed", "true");
  });

  test("pressed again, System theme keeps the theme in force as the choice", async () => {
    const page = await loadPage({ systemDark: true });
    page.systemButton.click();
    expect(page.html).toHaveAttribute("data-theme", "dark");
    expect(page.window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(page.systemButton).toHaveAttribute("aria-pressed", "false");
    page.setSystemDark(false);
    expect(page.button).toHaveAttribute("aria-pressed", "true");
  });

  test("with no choice the system theme is in force, and the button reports it", async () => {
    const light = await loadPage();
    expect(light.html).not.toHaveAttribute("data-theme");
    expect(light.button).toHaveAttribute("aria-pressed", "false");
    const dark = await loadPage({ systemDark: true });
    expect(dark.button).toHaveAttribute("aria-pressed", "true");
  });

  test("a click sets the opposite theme, remembers it and reports it", async () => {
    const page = await loadPage();
    page.button.click();
    expect(page.html).toHaveAttribute("data-theme", "dark");
    expect(page.window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(page.button).toHaveAttribute("aria-pressed", "true");

    page.button.querySelector("svg")!.dispatchEvent(new page.window.MouseEvent("click", { bubbles: true }));
    expect(page.html).toHaveAttribute("data-theme", "light");
    expect(page.window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
    expect(page.button).toHaveAttribute("aria-pressed", "false");
  });

  test("from a dark system theme, the first click chooses light", async () => {
    const page = await loadPage({ systemDark: true });
    page.button.click();
    expect(page.html).toHaveAttribute("data-theme", "light");
  });

  test("a stored choice is applied while the head is parsed, before the body exists", async () => {
    let themeWhenBodyStarts: string | undefined;
    await loadInlinePage(
      `<head><script>${THEME_SCRIPT}</script><script>window.seen = document.documentElement.dataset.theme</script></head><body></body>`,
      (window) => {
        window.localStorage.setItem(THEME_STORAGE_KEY, "dark");
        fakeMatchMedia(window, () => false);
        Object.defineProperty(window, "seen", { set: (value: string) => (themeWhenBodyStarts = value) });
      },
    );
    expect(themeWhenBodyStarts).toBe("dark");
  });

  test("a stored value that is not a theme is ignored", async () => {
    const page = await loadPage({ stored: "purple" });
    expect(page.html).not.toHaveAttribute("data-theme");
    expect(page.button).toHaveAttribute("aria-pressed", "false");
  });

  test("follows a change of the system theme while the visitor has not chosen", async () => {
    const page = await loadPage();
    page.setSystemDark(true);
    expect(page.button).toHaveAttribute("aria-pressed", "true");
  });

  test("a page shown again takes the choice made since on another page", async () => {
    const page = await loadPage({ stored: "light" });
    page.window.localStorage.setItem(THEME_STORAGE_KEY, "dark");
    page.window.dispatchEvent(new page.window.Event("pageshow"));
    expect(page.html).toHaveAttribute("data-theme", "dark");
    expect(page.button).toHaveAttribute("aria-pressed", "true");
  });

  test("a prerendered page takes the choice made since when it is shown", async () => {
    const page = await loadPage();
    page.window.localStorage.setItem(THEME_STORAGE_KEY, "dark");
    page.document.dispatchEvent(new page.window.Event("prerenderingchange"));
    expect(page.html).toHaveAttribute("data-theme", "dark");
  });

  test("blocked storage leaves the system theme in force, and a click still switches the page", async () => {
    const page = await loadInlinePage(
      `<head><script>${THEME_SCRIPT}</script></head><body>${renderToStaticMarkup(<ThemeToggle />)}</body>`,
      (window) => {
        fakeMatchMedia(window, () => false);
        Object.defineProperty(window, "localStorage", {
          get() {
            throw new window.DOMException("blocked", "SecurityError");
          },
        });
      },
    );
    const button = page.document.querySelector("button")!;
    expect(button).toHaveAttribute("aria-pressed", "false");
    button.click();
    expect(page.document.documentElement).toHaveAttribute("data-theme", "dark");
  });
});
