// A plain link to the same page in the other language (docs/decisions/080): no script, named in the language
// it leads to and marked so (lang, hreflang), so a screen reader says it in that language's voice.
import { useLocation, useMatches } from "react-router";
import { LANGUAGE_INFO, MULTILINGUAL, SITE_LANGUAGES, languageOfPath, localizedPath } from "~/i18n/languages";
import { useMessages } from "~/i18n/use-language";
import { pageHref } from "~/pages";
import { siteHref } from "~/base-path";

/**
 * Every page has a version in each language (an untranslated item is shown in its own language, marked so);
 * the not-found page, served for any unknown address, has none and links to the other language's home.
 * Nothing on a site of one language.
 */
export function LanguageSwitch() {
  const { pathname } = useLocation();
  const messages = useMessages();
  // The not-found page is the "*" route's: the one whose match has a splat.
  const notFound = useMatches().some((match) => match.params["*"] !== undefined);
  if (!MULTILINGUAL) return null;
  const current = languageOfPath(pathname);
  const others = SITE_LANGUAGES.filter((language) => language !== current);
  return (
    <ul aria-label={messages.languageSwitch} className="flex items-center">
      {others.map((language) => {
        const path = localizedPath(notFound ? "/" : pathname, language);
        return (
          <li key={language}>
            {/* A plain <a>: the target is a whole other document, in another language. */}
            <a
              href={siteHref(pageHref(path))}
              hrefLang={language}
              lang={language}
              className="block rounded-md px-1.5 py-1 text-sm font-medium text-muted transition-colors hover:text-ink sm:px-3 sm:text-base"
            >
              {/* The code is what fits beside the nav on a phone; the name is what the link is called. */}
              <span aria-hidden="true" className="uppercase">
                {language}
              </span>
              <span className="sr-only">{LANGUAGE_INFO[language].name}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
