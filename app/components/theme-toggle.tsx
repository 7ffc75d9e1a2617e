import { THEME_TOGGLE_ATTRIBUTE, type ThemeToggleKind } from "~/lib/theme";
import { useMessages } from "~/i18n/use-language";

const glyph = {
  width: 20,
  height: 20,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
} satisfies React.ComponentProps<"svg">;

/** How a pressed control looks; "dark" shows its state by its glyph already. */
const pressedStyles = {
  dark: "",
  system: "aria-pressed:bg-accent-soft aria-pressed:text-accent",
} satisfies Record<ThemeToggleKind, string>;

type Props = { kind: ThemeToggleKind; label: string; children: React.ReactNode };

function ToggleButton({ kind, label, children }: Props) {
  return (
    <button
      type="button"
      {...{ [THEME_TOGGLE_ATTRIBUTE]: kind }}
      // The script sets aria-pressed before React hydrates (on the one page that hydrates).
      suppressHydrationWarning
      className={`grid size-8 shrink-0 place-items-center rounded-md text-muted transition-colors hover:bg-subtle hover:text-ink sm:size-10 ${pressedStyles[kind]}`}
    >
      <span className="sr-only">{label}</span>
      {children}
    </button>
  );
}

/**
 * The theme controls: "Dark theme" switches between light and dark; "System theme" follows the system's
 * theme (pressed) or keeps the one in force (not pressed). The inline theme script (app/lib/theme.ts) handles
 * the clicks and sets aria-pressed, on every page, so they work whether or not React hydrates the page. They
 * show only once that script has marked the page as scripted: without it they could do nothing.
 */
export function ThemeToggle() {
  const { theme } = useMessages();
  return (
    <div role="group" aria-label={theme.group} className="hidden shrink-0 items-center scripted:flex">
      <ToggleButton kind="dark" label={theme.dark}>
        {/* Both glyphs are rendered; CSS shows the one for the theme in force, so nothing flashes. */}
        <svg {...glyph} className="dark:hidden">
          <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z" />
        </svg>
        <svg {...glyph} className="hidden dark:block">
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2m-7.07-17.07 1.41 1.41m11.32 11.32 1.41 1.41M2 12h2m16 0h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
        </svg>
      </ToggleButton>
      <ToggleButton kind="system" label={theme.system}>
        <svg {...glyph}>
          <rect x="2" y="3" width="20" height="14" rx="2" />
          <path d="M8 21h8M12 17v4" />
        </svg>
      </ToggleButton>
    </div>
  );
}
