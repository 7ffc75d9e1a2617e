import { NavLink } from "react-router";
import { LanguageSwitch } from "./language-switch";
import { PageLink } from "./page-link";
import { ThemeToggle } from "./theme-toggle";
import { site } from "~/content/site";
import { NAV_ITEMS } from "~/pages";
import { MULTILINGUAL } from "~/i18n/languages";
import { useLanguage, useMessages, usePageHref } from "~/i18n/use-language";

// Every link here loads the whole page (reloadDocument): only /contact hydrates, so a client-side
// navigation from it would show a page without the inline scripts that the page's HTML carries.
// Opaque, so text scrolling under the sticky bar never shows through it; not printed.
export function SiteHeader() {
  const messages = useMessages();
  const href = usePageHref();
  // The spec's nav fills a phone's row in English; another language's longer labels, the site's first or not,
  // take the small size and less room around them there, so the row fits a 320 px window that draws a
  // scrollbar (308 px).
  const navSize = useLanguage() === "en" ? "px-1.5 text-sm" : "px-1 text-xs";
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-canvas [view-transition-name:site-header] print:hidden">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-8">
        <PageLink path="/" className="flex shrink-0 items-center gap-3 rounded-md font-semibold">
          <span
            aria-hidden="true"
            className="grid size-9 place-items-center rounded-lg bg-accent text-sm font-bold tracking-wide text-accent-ink"
          >
            {site.initials}
          </span>
          <span className="sr-only sm:not-sr-only">{site.name}</span>
          <span className="sr-only">{messages.homeSuffix}</span>
        </PageLink>
        <div className="flex items-center gap-1 sm:gap-3">
          <nav aria-label={messages.mainNav}>
            <ul className="flex items-center gap-0.5 sm:gap-2">
              {NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <NavLink
                    reloadDocument
                    to={href(item.to)}
                    className={({ isActive }) =>
                      `block rounded-md py-2 ${navSize} font-medium transition-colors sm:px-3 sm:text-base ${
                        isActive ? "text-accent" : "text-muted hover:text-ink"
                      }`
                    }
                  >
                    {messages.nav[item.label]}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {MULTILINGUAL ? (
            // Below 380 px the row has no room beside the nav for both: the switch sits above the theme toggle.
            <div className="flex flex-col items-center min-[380px]:flex-row min-[380px]:gap-1 sm:gap-3">
              <LanguageSwitch />
              <ThemeToggle />
            </div>
          ) : (
            <ThemeToggle />
          )}
        </div>
      </div>
    </header>
  );
}
