// The one rule for an address segment: words, lower-cased, joined by single hyphens. Tags and courses are
// given theirs by it; posts and talks, whose slugs the owner writes, are checked against it.

/** A slug the owner writes (a post's file name, a talk's `slug`): lower-case letters and digits, single hyphens. */
export function isSlug(text: string) {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text);
}

/**
 * A name as an address segment: its words, lowercased, joined by hyphens, in any script. "Aviation English" is
 * aviation-english, "Überblick" uberblick, "航空" stays 航空 and "Αεροπορία" is αεροπορια. Accents on Latin,
 * Greek and Cyrillic letters go (NFKD, then the combining accents block); other marks, such as the Japanese
 * voicing mark, stay and are composed again (NFC). Links percent-encode it (tagPath).
 */
export function slugOf(name: string) {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");
}
