// An ORCID iD, as the site's content checks and `npm run add-paper` read it: sixteen characters in four groups,
// the last a check digit (ISO 7064 MOD 11-2, as ORCID computes it) that catches a mistyped digit. Plain logic.

/** The iD's form: 0000-0002-1825-0097; the last character may be X (a check digit of 10). */
const ORCID_FORM = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/;

/** The check digit of an iD's first fifteen digits (ISO 7064 MOD 11-2). */
export function orcidCheckDigit(digits: string) {
  let total = 0;
  for (const digit of digits) total = (total + Number(digit)) * 2;
  const result = (12 - (total % 11)) % 11;
  return result === 10 ? "X" : String(result);
}

/** Why `id` is not an ORCID iD, with the remedy; undefined when it is one. */
export function orcidProblem(id: string) {
  if (!ORCID_FORM.test(id))
    return "write its sixteen characters as 0000-0002-1825-0097, without https://orcid.org/";
  const expected = orcidCheckDigit(id.replaceAll("-", "").slice(0, 15));
  return id.endsWith(expected)
    ? undefined
    : "it fails its check digit, so a character is mistyped; copy the iD from your ORCID record";
}
