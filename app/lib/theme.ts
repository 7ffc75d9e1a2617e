// The visitor's theme: light, dark, or the system's. Every page, hydrated or not, carries THEME_SCRIPT inline
// in <head>: it applies a stored choice before the first paint, so nothing flashes, marks <html> as scripted
// (the stylesheet shows the theme controls only then: without scripts they could not work), and runs every
// theme control on the page (any button with data-theme-toggle, whether React rendered it or not). There is
// one implementation, and it needs no framework.

export const THEME_STORAGE_KEY = "theme";
/** The attribute that marks a theme control; its value says which: "dark" or "system". */
export const THEME_TOGGLE_ATTRIBUTE = "data-theme-toggle";
export type ThemeToggleKind = "dark" | "system";

/**
 * Runs inline, as text: it must use nothing from outside its own body (see THEME_SCRIPT).
 * - No stored choice: no data-theme, and the stylesheet follows the system, at once when it changes.
 * - The "dark" toggle stores the opposite of the theme in force; its aria-pressed says whether dark is in force.
 * - The "system" toggle forgets the choice (pressed), or keeps the theme in force as the choice (not pressed).
 * - A page shown again from the back/forward cache, or prerendered before the visitor chose, takes the
 *   stored choice when it is shown, as does a page whose choice changed in another tab.
 */
export function themeScript(storageKey: string, toggleAttribute: string) {
  const root = document.documentElement;
  const system = matchMedia("(prefers-color-scheme: dark)");
  root.dataset.scripted = "";
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
      const followsSystem = button.getAttribute(toggleAttribute) === "system";
      button.setAttribute("aria-pressed", String(followsSystem ? !root.dataset.theme : inForce() === "dark"));
    }
  };
  const apply = (theme: string | null) => {
    if (theme) root.dataset.theme = theme;
    else delete root.dataset.theme;
    report();
  };
  const load = () => apply(stored());
  load();
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element && event.target.closest(`[${toggleAttribute}]`);
    if (!button) return;
    const followsSystem = button.getAttribute(toggleAttribute) === "system";
    const theme = followsSystem
      ? root.dataset.theme
        ? null
        : inForce()
      : inForce() === "dark"
        ? "light"
        : "dark";
    try {
      if (theme) localStorage.setItem(storageKey, theme);
      else localStorage.removeItem(storageKey);
    } catch {
      // As above.
    }
    apply(theme);
  });
  document.addEventListener("DOMContentLoaded", report);
  system.addEventListener("change", report);
  addEventListener("pageshow", load);
  addEventListener("storage", (event) => event.key === storageKey && load());
  document.addEventListener("prerenderingchange", load);
}

export const THEME_SCRIPT = `(${themeScript})(${JSON.stringify(THEME_STORAGE_KEY)},${JSON.stringify(THEME_TOGGLE_ATTRIBUTE)})`;
