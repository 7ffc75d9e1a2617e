// Content in more than one language (docs/decisions/080): any text of the typed content may be given per
// language, { en: "Imprint", de: "Impressum" }; a text given once, as a plain string, serves every language.
// `localize` resolves a whole content value for one language, falling back to the default language's text,
// then to any text given; `shownText` and `itemLanguage` also say which language a reader gets, so that a
// page can mark a text that is not in its own (components/local-text.tsx).
import type { Text, Translated } from "~/content-types";
import { CATALOGUE_LANGUAGES, DEFAULT_LANGUAGE, type Language, isLanguage } from "./languages";

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
  return keys.length > 0 && keys.every(isLanguage);
}

/** The plain records of the content, and a module's namespace (import * as legal), whose prototype is null. */
function isRecord(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The language a reader of `language` gets a per-language text in: its own, the default, or the first given. */
function shownLanguage(texts: Translated<unknown>, language: Language): Language {
  if (texts[language] !== undefined) return language;
  if (texts[DEFAULT_LANGUAGE] !== undefined) return DEFAULT_LANGUAGE;
  return Object.keys(texts).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

export function localize<T>(value: T, language: Language): Localized<T> {
  return resolve(value, language) as Localized<T>;
}

function resolve(value: unknown, language: Language): unknown {
  if (Array.isArray(value)) return value.map((item) => resolve(item, language));
  if (!isRecord(value)) return value;
  if (isTranslated(value)) return resolve(value[shownLanguage(value, language)], language);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolve(item, language)]));
}

/** A text as a reader of `language` gets it, and the language it is in: a plain string is the default's. */
export function shownText(text: Text, language: Language): { text: string; language: Language } {
  if (typeof text === "string") return { text, language: DEFAULT_LANGUAGE };
  const shown = shownLanguage(text, language);
  return { text: text[shown] ?? "", language: shown };
}

/** Every language the texts of `value` are shown in to a reader of `language`. */
function shownLanguages(value: unknown, language: Language): Language[] {
  if (typeof value === "string") return [DEFAULT_LANGUAGE];
  if (Array.isArray(value)) return value.flatMap((item) => shownLanguages(item, language));
  if (!isRecord(value)) return [];
  if (isTranslated(value)) return [shownLanguage(value, language)];
  return Object.values(value).flatMap((item) => shownLanguages(item, language));
}

/**
 * The language an item of the content is shown in to a reader of `language` when every text of it is in that
 * one other language (an untranslated project on a German page: "en"); otherwise undefined, and each text that
 * is not in the page's language is marked by itself.
 */
export function itemLanguage(item: unknown, language: Language): Language | undefined {
  const shown = new Set(shownLanguages(item, language));
  const [only] = shown;
  return shown.size === 1 && only !== language ? only : undefined;
}

/** A field's path as the content checks name it: `projects[0].name`, as the owner's file would index it. */
export const fieldPath = (field: string, key: string | number) =>
  typeof key === "number" ? `${field}[${key}]` : field ? `${field}.${key}` : key;

/** Every text in `value`, each with its field's path: ["publications[1].reference[0].text", "Quell, M."]. */
export function textsIn(value: unknown, field = ""): [string, string][] {
  if (typeof value === "string") return [[field, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsIn(item, fieldPath(field, index)));
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => textsIn(item, fieldPath(field, key)));
}

/**
 * What is wrong with the per-language texts in a module of typed content, each problem naming its field:
 * an object that gives a language the site has no catalogue for ({ en, fr }), or a text that is not one.
 */
export function translationProblems(value: unknown, field = ""): string[] {
  const at = (key: string | number) => fieldPath(field, key);
  if (Array.isArray(value)) return value.flatMap((item, index) => translationProblems(item, at(index)));
  if (!isRecord(value)) return [];
  const keys = Object.keys(value);
  if (keys.length === 0) return [`${field}: gives no text in any language`];
  if (!keys.some(isLanguage)) return keys.flatMap((key) => translationProblems(value[key], at(key)));
  const unknown = keys.filter((key) => !isLanguage(key));
  if (unknown.length > 0) {
    return [`${field}: ${unknown.join(", ")} is not one of the languages ${CATALOGUE_LANGUAGES.join(", ")}`];
  }
  return keys.flatMap((key) => (typeof value[key] === "string" ? [] : [`${at(key)}: is not a text`]));
}
