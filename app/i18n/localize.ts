// Content in more than one language (docs/decisions/080): any text of the typed content may be given per
// language, { en: "Imprint", de: "Impressum" }; a text given once, as a plain string, serves every language.
// `localize` resolves a whole content value for one language, falling back to the default language's text,
// then to any text given.
import type { Translated } from "~/content/types";
import { CATALOGUE_LANGUAGES, DEFAULT_LANGUAGE, type Language } from "./languages";

/** A content value as one language reads it: each per-language text replaced by that language's. */
export type Localized<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends readonly unknown[]
    ? { [K in keyof T]: Localized<T[K]> }
    : T extends Translated<infer Inner>
      ? [Exclude<keyof T, Language>] extends [never]
        ? Localized<Inner>
        : { [K in keyof T]: Localized<T[K]> }
      : T extends object
        ? { [K in keyof T]: Localized<T[K]> }
        : T;

/** Whether a value is a text given per language: an object whose every key names a language. */
function isTranslated(value: object): value is Translated<unknown> {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => CATALOGUE_LANGUAGES.some((language) => language === key));
}

export function localize<T>(value: T, language: Language): Localized<T> {
  return resolve(value, language) as Localized<T>;
}

function resolve(value: unknown, language: Language): unknown {
  if (Array.isArray(value)) return value.map((item) => resolve(item, language));
  // Plain records only, and a module's namespace (import * as legal), whose prototype is null.
  if (value === null || typeof value !== "object") return value;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  if (isTranslated(value)) {
    const texts = value as Partial<Record<Language, unknown>>;
    return resolve(texts[language] ?? texts[DEFAULT_LANGUAGE] ?? Object.values(texts)[0], language);
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolve(item, language)]));
}
