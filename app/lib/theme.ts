// The visitor's light/dark choice. Every page, hydrated or not, carries THEME_SCRIPT inline in <head>: it
// applies a stored choice before the first paint, so nothing flashes, and it runs every theme toggle on the
// page (any button with data-theme-toggle, whether React rendered it or not). There is one implementation,
// and it needs no framework.

export const THEME_STORAGE_KEY = "theme";
/** The attribute that marks a theme toggle button. */
export const THEME_TOGGLE_ATTRIBUTE = "data-theme-toggle";

/**
 * Runs inline, as text: it must use nothing from outside its own body (see THEME_SCRIPT).
 * - No stored choice: no data-theme, and the stylesheet follows the system.
 * - A click on a toggle stores the opposite of the theme in force and sets it on <html>.
 * - aria-pressed says whether the dark theme is in force, and follows the system while there is no choice.
 * - A page shown again from the back/forward cache, or prerendered before the visitor chose, takes the
 *   stored choice when it is shown, as does a page whose choice changed in another tab.
 */
export function themeScript(storageKey: string, toggleAttribute: string) {
  const root = document.documentElement;
  const system = matchMedia("(prefers-color-scheme: dark)");
  const stored = () => {
    try {
      const theme = localStorage.getItem(storageKey);
      return theme === "light" || theme === "dark" ? theme : null;
    } catch {
      return null; // Storage can be blocked (private mode, policy): the choice then lasts for this page.
    }
  };
  const inForce = () => root.dataset.theme ?? (system.matches ? "dark" : "light");
  const report = () => {
    for (const button of document.querySelectorAll(`[${toggleAttribute}]`)) {
      button.setAttribute("aria-pressed", String(inForce() === "dark"));
    }
  };
  const load = () => {
    const theme = stored();
    if (theme) root.dataset.theme = theme;
    else delete root.dataset.theme;
    report();
  };
  load();
  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || !event.target.closest(`[${toggleAttribute}]`)) return;
    const theme = inForce() === "dark" ? "light" : "dark";
    root.dataset.theme = theme;
    try {
      localStorage.setItem(storageKey, theme);
    } catch {
      // As above.
    }
    report();
  });
  document.addEventListener("DOMContentLoaded", report);
  system.addEventListener("change", report);
  addEventListener("pageshow", load);
  addEventListener("storage", (event) => event.key === storageKey && load());
  document.addEventListener("prerenderingchange", load);
}

export const THEME_SCRIPT = `(${themeScript})(${JSON.stringify(THEME_STORAGE_KEY)},${JSON.stringify(THEME_TOGGLE_ATTRIBUTE)})`;
