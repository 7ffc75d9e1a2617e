// The site's languages, as site.ts names them (docs/decisions/080): the first is the default and keeps the
// addresses a one-language site has; each other language has the same pages under its prefix (/de/about).
// An owner who names none has one language, English, and a site with no prefix, no switch and no alternates.
// Plain data and pure functions, safe for the browser.
import { site } from "~/content/site";
import { CV_PDF } from "~/pages";
import { sitePathOf } from "~/base-path";
import { languageOfPathIn, localizedPathIn } from "./language-paths";
import { ContentProblem } from "../content-problem";

/** The languages the site has a catalogue for (app/i18n/messages.ts). */
export const CATALOGUE_LANGUAGES = ["en", "de"] as const;
export type Language = (typeof CATALOGUE_LANGUAGES)[number];

/** Each language's name in itself, as the switch names it, and its locale for Intl and og:locale. */
export const LANGUAGE_INFO = {
  en: { name: "English", locale: "en_GB" },
  de: { name: "Deutsch", locale: "de_DE" },
} as const satisfies Record<Language, { name: string; locale: string }>;

export function isLanguage(value: unknown): value is Language {
  return CATALOGUE_LANGUAGES.some((language) => language === value);
}

/** site.ts's `languages`, checked: a list of catalogue languages, each once, or none at all. */
export function readLanguages(declared: unknown): [Language, ...Language[]] {
  if (declared === undefined) return ["en"];
  if (
    !Array.isArray(declared) ||
    declared.length === 0 ||
    !declared.every(isLanguage) ||
    new Set(declared).size !== declared.length
  ) {
    const unknown = [declared].flat().filter((language) => !isLanguage(language));
    const why =
      unknown.length > 0
        ? `: the site has no texts in ${unknown.map((x) => JSON.stringify(x)).join(", ")}`
        : "";
    throw new ContentProblem(
      `site.ts: languages must list each of ${CATALOGUE_LANGUAGES.join(", ")} at most once, the default first; it is ${JSON.stringify(declared)}${why}`,
    );
  }
  return declared as [Language, ...Language[]];
}

/** The site's languages, the default first. */
export const SITE_LANGUAGES = readLanguages("languages" in site ? site.languages : undefined);
export const DEFAULT_LANGUAGE: Language = SITE_LANGUAGES[0];
/** The languages with a prefix of their own: every one but the default. */
export const PREFIXED_LANGUAGES = SITE_LANGUAGES.slice(1);
/** Whether the site has more than one language: only then does a page carry a switch and alternates. */
export const MULTILINGUAL = SITE_LANGUAGES.length > 1;

/** The language a path on the site is in: its first segment's, or the default's. */
export function languageOfPath(path: string): Language {
  return languageOfPathIn(path, SITE_LANGUAGES);
}

/** The language of the page or file a loader is asked for (under the base path, as the prerender asks). */
export function requestLanguage(request: Request): Language {
  const { pathname } = new URL(request.url);
  return languageOfPath(sitePathOf(pathname) ?? pathname);
}

/** The path of the same page in `language`: the default's as it is, another's under its prefix. */
export function localizedPath(path: string, language: Language): string {
  return localizedPathIn(path, language, SITE_LANGUAGES);
}

/** The PDF CV in `language`: /cv.pdf in the default language, /de/cv.pdf in German. */
export function cvPath(language: Language): string {
  return localizedPath(CV_PDF.path, language);
}
