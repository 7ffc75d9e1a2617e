import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { ThemeToggle } from "./theme-toggle";
import { THEME_BOOT_SCRIPT, THEME_STORAGE_KEY } from "~/lib/theme";

/** Makes the system ask for `scheme`; the returned function switches it, as the OS setting would. */
function systemScheme(scheme: "light" | "dark") {
  let dark = scheme === "dark";
  const listeners = new Set<() => void>();
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return query.includes("prefers-color-scheme: dark") && dark;
        },
        media: query,
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return (next: "light" | "dark") => {
    dark = next === "dark";
    act(() => listeners.forEach((listener) => listener()));
  };
}

function toggle() {
  return screen.getByRole("button", { name: "Dark theme" });
}

beforeEach(() => {
  delete document.documentElement.dataset.theme;
  localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe("ThemeToggle", () => {
  test("toggling sets data-theme on <html>, remembers the choice and reports it with aria-pressed", async () => {
    systemScheme("light");
    const user = userEvent.setup();
    render(<ThemeToggle />);
    expect(toggle()).toHaveAttribute("aria-pressed", "false");
    expect(document.documentElement).not.toHaveAttribute("data-theme");

    await user.click(toggle());
    expect(document.documentElement).toHaveAttribute("data-theme", "dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(toggle()).toHaveAttribute("aria-pressed", "true");

    await user.click(toggle());
    expect(document.documentElement).toHaveAttribute("data-theme", "light");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
    expect(toggle()).toHaveAttribute("aria-pressed", "false");
  });

  test("follows a dark system setting until the visitor chooses", async () => {
    systemScheme("dark");
    const user = userEvent.setup();
    render(<ThemeToggle />);
    expect(toggle()).toHaveAttribute("aria-pressed", "true");

    await user.click(toggle());
    expect(document.documentElement).toHaveAttribute("data-theme", "light");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
    expect(toggle()).toHaveAttribute("aria-pressed", "false");
  });

  test("updates when the system setting changes and the visitor has not chosen", () => {
    const switchSystem = systemScheme("light");
    render(<ThemeToggle />);
    expect(toggle()).toHaveAttribute("aria-pressed", "false");
    switchSystem("dark");
    expect(toggle()).toHaveAttribute("aria-pressed", "true");
  });

  test("the prerendered button claims no pressed state, since the theme is only known in the browser", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<ThemeToggle />);
    const button = container.querySelector("button");
    expect(button).toHaveAccessibleName("Dark theme");
    expect(button).not.toHaveAttribute("aria-pressed");
  });

  test("the boot script applies a stored choice before the page paints", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    new Function(THEME_BOOT_SCRIPT)();
    expect(document.documentElement).toHaveAttribute("data-theme", "dark");

    delete document.documentElement.dataset.theme;
    localStorage.setItem(THEME_STORAGE_KEY, "purple");
    new Function(THEME_BOOT_SCRIPT)();
    expect(document.documentElement).not.toHaveAttribute("data-theme");
  });
});
