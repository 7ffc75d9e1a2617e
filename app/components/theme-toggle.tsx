/**
 * Switches between light and dark. The inline theme script (app/lib/theme.ts) handles the click and sets
 * aria-pressed, on every page, so the button works whether or not React hydrates the page. Until that
 * script has run, the button has no pressed state.
 */
export function ThemeToggle() {
  return (
    <button
      type="button"
      data-theme-toggle=""
      // The script sets aria-pressed before React hydrates (on the one page that hydrates).
      suppressHydrationWarning
      className="grid size-10 shrink-0 place-items-center rounded-md text-muted transition-colors hover:bg-subtle hover:text-ink"
    >
      <span className="sr-only">Dark theme</span>
      {/* Both glyphs are rendered; CSS shows the one for the theme in force, so nothing flashes. */}
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        className="dark:hidden"
      >
        <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z" />
      </svg>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        className="hidden dark:block"
      >
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2m-7.07-17.07 1.41 1.41m11.32 11.32 1.41 1.41M2 12h2m16 0h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
      </svg>
    </button>
  );
}
