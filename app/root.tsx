import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import styles from "./app.css?inline";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { SPECULATION_RULES } from "~/lib/speculation-rules";
import { THEME_SCRIPT } from "~/lib/theme";
import { imprint } from "~/content/legal";
import { site } from "~/content/site";
import { FAVICON, FEED } from "~/pages";
import { siteHref } from "~/base-path";
import { useLanguage, useMessages, usePageHref } from "~/i18n/use-language";
import { SITE_LANGUAGES, localizedPath } from "~/i18n/languages";
import { localize } from "~/i18n/localize";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: siteHref(FAVICON.path), type: "image/svg+xml" },
];

/**
 * What a route module may say in its `handle`. A page ships React and React Router to the browser only when
 * its route asks to hydrate: `export const handle = { hydrate: true } satisfies RouteHandle`. Every other page
 * is the prerendered HTML and its few inline scripts, and needs no framework in the browser.
 */
export type RouteHandle = { hydrate?: boolean };

/**
 * The footer's link to the imprint, in each language, or null where the owner gives none. From a loader, so
 * legal.ts stays out of the browser's bundle: the contact page, which hydrates, needs only these words.
 */
export function loader() {
  const given = imprint;
  return {
    imprintTitle: given
      ? Object.fromEntries(SITE_LANGUAGES.map((language) => [language, localize(given, language).title]))
      : null,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const handles = useMatches().map((match) => match.handle as RouteHandle | undefined);
  // The dev server hydrates every other page, so edits hot-reload.
  const hydrates = import.meta.env.DEV || handles.some((handle) => handle?.hydrate);
  const messages = useMessages();
  const language = useLanguage();
  const imprintTitle = useRouteLoaderData<typeof loader>("root")?.imprintTitle;
  return (
    // The theme script sets data-theme before React hydrates; that difference is expected.
    <html lang={language} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Also in _headers; as <meta> it holds on hosts that send no headers (GitHub Pages). */}
        <meta name="referrer" content="strict-origin-when-cross-origin" />
        {/* The client bundle carries the same script minified; the browser keeps the prerendered text. */}
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} suppressHydrationWarning />
        <Meta />
        <Links />
        {/* Each language's pages link their language's feed; `links` cannot know the page's language. */}
        <link
          rel="alternate"
          type="application/atom+xml"
          href={siteHref(localizedPath(FEED.path, language))}
          title={messages.feedTitle(site.name)}
        />
        {/* Inline, not linked: a first visit paints a round trip sooner (docs/decisions/053). Only the
            prerender and the dev server write it; the browser keeps the prerendered text, so the client
            bundle leaves it out. */}
        <style
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR || import.meta.env.DEV ? styles : "" }}
          suppressHydrationWarning
        />
      </head>
      <body className="flex min-h-dvh flex-col font-sans">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-accent px-4 py-2 font-semibold text-accent-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3 print:hidden"
        >
          {messages.skipToContent}
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter imprintTitle={imprintTitle?.[language] ?? null} />
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />
        {/* Every link loads a whole page (they are all reloadDocument), and the browser restores the
            scroll position of a whole page on Back and Forward, so there is no ScrollRestoration. */}
        {hydrates && <Scripts />}
      </body>
    </html>
  );
}

/**
 * Kept for the framework, not for visitors: with ssr: false, React Router always prerenders a single-page
 * app's fallback page (the root, with this in place of the page) and stops the build if it carries no
 * <Scripts/>, which Layout leaves out of a page that does not hydrate. The post-build step deletes the page.
 */
export function HydrateFallback() {
  return <Scripts />;
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const messages = useMessages();
  const href = usePageHref();
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : messages.error.title;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div className="mx-auto max-w-3xl px-5 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 text-muted">{messages.error.text}</p>
      <a
        href={siteHref(href("/"))}
        className="mt-8 inline-block font-semibold text-accent underline underline-offset-4"
      >
        {messages.error.home}
      </a>
    </div>
  );
}
