// The language of the page being rendered, from its address (/de/about is German), and what follows from
// it: its catalogue, and its links to other pages in the same language.
import { useInRouterContext, useLocation } from "react-router";
import { DEFAULT_LANGUAGE, type Language, languageOfPath, localizedPath } from "./languages";
import { MESSAGES } from "./messages";
import { CV_PDF, FEED, isFilePath, pageHref } from "~/pages";

/** The page's language; outside a router (a unit test that renders one component), the default. */
export function useLanguage(): Language {
  // Whether a component is inside a router never changes while it is mounted, so the hooks' order holds.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return useInRouterContext() ? languageOfPath(useLocation().pathname) : DEFAULT_LANGUAGE;
}

/** The catalogue of the page's language: the frame's and the contact page's texts. */
export function useMessages() {
  return MESSAGES[useLanguage()];
}

/**
 * A page's address in the page's language, in the form links write it (pageHref): /about → /de/about/. So are
 * the files each language has its own of, the CV and the feed; any other file of the site (/slides/a.pdf,
 * which an owner's news may link) is the same in every language.
 */
export function usePageHref() {
  const language = useLanguage();
  const shared = (path: string) =>
    isFilePath(path) && !([CV_PDF.path, FEED.path] as string[]).includes(path.replace(/[?#].*$/s, ""));
  return (path: string) => pageHref(shared(path) ? path : localizedPath(path, language));
}
