// A new entry's citation key, in the style the owner's keys already have: Google Scholar's and al-folio's
// authorYEARword (the common one, and the default), authorYEAR, JabRef's AuthorYEAR, Crossref's Author_YEAR,
// or Better BibTeX's authorTitleWordsYEAR. The style is the one most existing keys fit, read from each entry's
// own first author and year; a key that is taken gets a letter (varga2026a, varga2026b…).
import { paperSlug } from "../../app/bibliography/publication";

export type KeyStyle = "authorYearWord" | "authorYear" | "AuthorYear" | "Author_Year" | "authorTitleYear";

/** What a key is made of: the first author's family name (or editor's), the year and the title as text. */
export type KeyParts = { family: string; year: number; title: string };

/** Letters a key keeps: accents dropped, the letters ASCII has no form of spelt out. */
const SPELT: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  Æ: "AE",
  ø: "o",
  Ø: "O",
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  þ: "th",
  Þ: "Th",
  œ: "oe",
  Œ: "OE",
  ı: "i",
};
const ascii = (text: string) =>
  text
    .replace(/[ßæÆøØłŁđĐþÞœŒı]/g, (c) => SPELT[c]!)
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9\s-]/g, "");

/** Words a key's title part leaves out, as Google Scholar's does. */
const SMALL_WORDS = new Set(
  "a an the on of in for and to with at by from via is are towards toward into about how what why when do does".split(
    " ",
  ),
);

/** The title's words, ASCII, lower case, small words left out. */
function titleWords(title: string) {
  return ascii(title)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !SMALL_WORDS.has(word));
}

const lower = (family: string) =>
  ascii(family)
    .replace(/[^A-Za-z0-9]/g, "")
    .toLowerCase() || "anon";
const capital = (family: string) =>
  ascii(family)
    .split(/[^A-Za-z0-9]+/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("") || "Anon";

/**
 * Each style: how it makes a key, and the shape of a key made by it; without a shape, the key it makes with a
 * letter or none (for a clash).
 */
const STYLES: Record<KeyStyle, { make: (parts: KeyParts) => string; shape?: (parts: KeyParts) => RegExp }> = {
  authorYearWord: {
    make: ({ family, year, title }) => `${lower(family)}${year}${titleWords(title)[0] ?? ""}`,
    shape: ({ family, year }) => new RegExp(`^${lower(family)}${year}[a-z]{2,}$`),
  },
  authorYear: { make: ({ family, year }) => `${lower(family)}${year}` },
  AuthorYear: { make: ({ family, year }) => `${capital(family)}${year}` },
  Author_Year: { make: ({ family, year }) => `${capital(family)}_${year}` },
  authorTitleYear: {
    make: ({ family, year, title }) =>
      `${lower(family)}${titleWords(title)
        .slice(0, 3)
        .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
        .join("")}${year}`,
    shape: ({ family, year }) => new RegExp(`^${lower(family)}[A-Z][A-Za-z0-9]*${year}[a-z]?$`),
  },
};

/** The style most of the owner's keys fit; authorYearWord when none fits any (or there are none). */
export function keyStyleOf(papers: (KeyParts & { key: string })[]): KeyStyle {
  let best: { style: KeyStyle; count: number } = { style: "authorYearWord", count: 0 };
  for (const style of Object.keys(STYLES) as KeyStyle[]) {
    const { make, shape = (parts) => new RegExp(`^${make(parts)}[a-z]?$`) } = STYLES[style];
    const count = papers.filter((paper) => shape(paper).test(paper.key)).length;
    if (count > best.count) best = { style, count };
  }
  return best.style;
}

/**
 * A new key in `style` that no key in `taken` shares a page with (the site refuses two keys whose addresses
 * differ only in case); `taken` holds the lower-case slugs of every key, and gets the new one.
 */
export function newKey(parts: KeyParts, style: KeyStyle, taken: Set<string>) {
  const base = STYLES[style].make(parts);
  let key = base;
  for (let index = 0; taken.has(paperSlug(key).toLowerCase()); index++) {
    key = `${base}${"abcdefghijklmnopqrstuvwxyz"[index] ?? index}`;
  }
  taken.add(paperSlug(key).toLowerCase());
  return key;
}
