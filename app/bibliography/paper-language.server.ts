// The language a paper is written in, from its BibTeX `langid` (biblatex) or `language` field, as a BCP 47
// code: `lang` on its title and abstract, so a screen reader reads them in their own voice on a page in
// another language. The fields hold a code (en, de-AT, MARC's eng) or a name: English, or babel's (ngerman).
const BABEL_NAMES: Record<string, string> = {
  american: "en",
  australian: "en",
  british: "en",
  canadian: "en",
  newzealand: "en",
  ukenglish: "en",
  usenglish: "en",
  ngerman: "de",
  austrian: "de",
  naustrian: "de",
  swissgerman: "de",
  nswissgerman: "de",
  brazilian: "pt",
  francais: "fr",
  magyar: "hu",
  norsk: "nb",
  bokmal: "nb",
  nynorsk: "nn",
  brazil: "pt",
  portuges: "pt",
  frenchb: "fr",
  slovene: "sl",
  bahasa: "id",
  farsi: "fa",
  polutonikogreek: "el",
};

/** Codes that name no one language a text is read in: none, several, uncoded, undetermined. */
const NO_LANGUAGE = new Set(["zxx", "mul", "mis", "und"]);

/** Languages a name in English (German, French) is looked up among: the codes of Europe's and science's. */
const NAMED_CODES =
  "ar bg ca cs cy da de el en es et eu fa fi fr ga gl he hi hr hu id is it ja ko la lt lv nl no pl pt ro ru sk sl sr sv tr uk vi zh".split(
    " ",
  );
const englishName = new Intl.DisplayNames("en", { type: "language", fallback: "none" });
const BY_NAME = new Map(NAMED_CODES.map((code) => [englishName.of(code)!.toLowerCase(), code]));

/**
 * The BCP 47 code for a `langid` or `language` value, or a problem naming it. A value that is no language
 * leaves the paper unmarked, as one without the field is.
 */
export function paperLanguage(value: string): { language: string } | { problem: string } {
  // Some exports write a locale as en_US; biblatex's own keys may carry its prefix (langgerman).
  const name = value
    .trim()
    .toLowerCase()
    .replaceAll("_", "-")
    .replace(/^lang(?=[a-z]{4,}$)/, "");
  const known = BABEL_NAMES[name] ?? BY_NAME.get(name);
  if (known) return { language: known };
  if (/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/.test(name)) {
    try {
      // Canonical: MARC's eng and ger are en and de. A code Unicode names no language of (xx, und) is none.
      const [code] = Intl.getCanonicalLocales(name);
      if (code && englishName.of(code) && !NO_LANGUAGE.has(new Intl.Locale(code).language))
        return { language: code };
    } catch {
      // Falls through to the problem: shaped like a code, but none.
    }
  }
  return { problem: `"${value}" is not a language: write its code (en, de) or its name in English` };
}
