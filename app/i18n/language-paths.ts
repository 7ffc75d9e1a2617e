// The rule for a page's address in each language, given the site's languages (the first the default): pure,
// so the build's steps outside Vite (the search index) apply the same rule as the pages.

/** The language a path on the site is in: its first segment's, if that is a language with a prefix. */
export function languageOfPathIn<L extends string>(path: string, languages: readonly [L, ...L[]]): L {
  const first = path.split("/")[1];
  return languages.slice(1).find((language) => language === first) ?? languages[0];
}

/** The path of the same page in `language`: the default's without a prefix, another's under its prefix. */
export function localizedPathIn<L extends string>(
  path: string,
  language: L,
  languages: readonly [L, ...L[]],
): string {
  const current = languageOfPathIn(path, languages);
  const rest = current === languages[0] ? path : path.slice(current.length + 1) || "/";
  if (language === languages[0]) return rest;
  return rest === "/" ? `/${language}/` : `/${language}${rest}`;
}
