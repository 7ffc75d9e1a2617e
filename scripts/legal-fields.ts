// The privacy notice and the imprint are only lawful with the owner's real details in them. The build loads
// app/content/legal.ts (react-router.config.ts) and warns, naming each field, when one is left empty.
import type { Imprint, Privacy } from "../app/content/types";

/** The dotted path of every string in `value` that is empty or blank, e.g. "privacy.address.streetAddress". */
function emptyStrings(value: unknown, path: string): string[] {
  if (typeof value === "string") return value.trim() === "" ? [path] : [];
  if (value === null || value === undefined) return [path];
  if (typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, field]) => emptyStrings(field, `${path}.${key}`));
}

/** The fields of the legal notice left empty. An optional imprint field counts only when it is given. */
export function missingLegalFields({ privacy, imprint }: { privacy: Privacy; imprint: Imprint }): string[] {
  return [...emptyStrings(privacy, "privacy"), ...emptyStrings(imprint, "imprint")];
}

export function missingLegalFieldsWarning(missing: string[]): string {
  return [
    `Legal notice: ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} empty in app/content/legal.ts.`,
    "  The privacy notice and the imprint on /legal need them (GDPR Art. 13, § 5 ECG, § 25 MedienG).",
  ].join("\n");
}

/** Warns through `warn` when a field is empty; says nothing otherwise. */
export function warnOnMissingLegalFields(
  notice: { privacy: Privacy; imprint: Imprint },
  warn: (text: string) => void,
) {
  const missing = missingLegalFields(notice);
  if (missing.length > 0) warn(`\n⚠ ${missingLegalFieldsWarning(missing)}\n`);
}
