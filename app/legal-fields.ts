// The privacy notice and the imprint are only lawful with the owner's real details in them. The build loads
// the owner's legal.ts (the content graph, app/content-graph/graph.server.ts) and warns, naming each field, when one is left empty.
import type { Imprint, Privacy } from "./content-types";

/** The path of every string in `value` that is empty or blank, e.g. "privacy.address.streetAddress". */
function emptyStrings(value: unknown, path: string): string[] {
  if (typeof value === "string") return value.trim() === "" ? [path] : [];
  if (value === null || value === undefined) return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => emptyStrings(item, `${path}[${index}]`));
  if (typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, field]) => emptyStrings(field, `${path}.${key}`));
}

type Notice = { privacy: Privacy; imprint: Imprint | null };

/** The fields of the legal notice left empty; an imprint of null (no law asks for one) has none. */
export function missingLegalFields({ privacy, imprint }: Notice): string[] {
  return [...emptyStrings(privacy, "privacy"), ...(imprint ? emptyStrings(imprint, "imprint") : [])];
}

/** Warns through `warn`, naming `file` and each field left empty; says nothing when none is. */
export function warnOnMissingLegalFields(notice: Notice, warn: (text: string) => void, file: string) {
  const missing = missingLegalFields(notice);
  if (missing.length === 0) return;
  const lines = [
    `Legal notice: ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} empty in ${file}.`,
    "  /legal shows them to every visitor: fill each in with your own details.",
    ...(missing.some((field) => field.startsWith("imprint."))
      ? [
          "  Where no law asks you for an imprint, write `export const imprint: Imprint | null = null;` instead.",
        ]
      : []),
  ];
  warn(`\n⚠ ${lines.join("\n")}\n`);
}
