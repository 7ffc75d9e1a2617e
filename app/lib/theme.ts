// The visitor's theme choice, stored so it survives visits. The same logic runs inline in <head>
// (THEME_BOOT_SCRIPT) before first paint, so a stored choice never flashes the system theme first.

export type Theme = "light" | "dark";

export const THEME_STORAGE_KEY = "theme";

export const THEME_BOOT_SCRIPT = `try{var t=localStorage.getItem("${THEME_STORAGE_KEY}");if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch(e){}`;

export function currentTheme(): Theme {
  const chosen = document.documentElement.dataset.theme;
  if (chosen === "light" || chosen === "dark") return chosen;
  return matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

const listeners = new Set<() => void>();

/** Calls `onChange` when the theme in force changes, by the visitor's choice or the system's. */
export function subscribeToTheme(onChange: () => void) {
  const system = matchMedia("(prefers-color-scheme: dark)");
  system.addEventListener("change", onChange);
  listeners.add(onChange);
  return () => {
    system.removeEventListener("change", onChange);
    listeners.delete(onChange);
  };
}

export function applyTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  listeners.forEach((listener) => listener());
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be blocked (private mode, policy); the choice then lasts for this page only.
  }
}
