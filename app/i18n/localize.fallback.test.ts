// Texts given per language, resolved for a page, with the language each reader gets: fixture texts, on the
// first test owner's languages (en, the default, and de).
import { describe, expect, test } from "vitest";
import { itemLanguage, localize, shownText, translationProblems } from "./localize";

const translated = { en: "Imprint", de: "Impressum" };
const englishOnly = { en: "Talks" };
const germanOnly = { de: "Vorträge" };

describe("shownText", () => {
  test("gives the page's language where the text has it, else the default's, else the one given", () => {
    expect(shownText(translated, "de")).toEqual({ text: "Impressum", language: "de" });
    expect(shownText(translated, "en")).toEqual({ text: "Imprint", language: "en" });
    expect(shownText(englishOnly, "de")).toEqual({ text: "Talks", language: "en" });
    expect(shownText(germanOnly, "en")).toEqual({ text: "Vorträge", language: "de" });
  });

  test("counts a plain string as the default language's, on every page", () => {
    expect(shownText("AeroSpeak", "de")).toEqual({ text: "AeroSpeak", language: "en" });
    expect(shownText("AeroSpeak", "en")).toEqual({ text: "AeroSpeak", language: "en" });
  });

  test("agrees with localize, which resolves a whole record", () => {
    const record = { title: translated, tags: [englishOnly, "plain"], year: 2026 };
    expect(localize(record, "de")).toEqual({ title: "Impressum", tags: ["Talks", "plain"], year: 2026 });
  });
});

describe("itemLanguage", () => {
  const untranslated = { name: "ReadbackBench", description: "An open benchmark.", tags: ["Python"] };
  const partly = { ...untranslated, description: { en: "An open benchmark.", de: "Ein offener Benchmark." } };

  test("names the one other language every text of an item is shown in", () => {
    expect(itemLanguage(untranslated, "de")).toBe("en");
    expect(itemLanguage({ title: germanOnly }, "en")).toBe("de");
  });

  test("names none for an item in the page's language, or in more than one", () => {
    expect(itemLanguage(untranslated, "en")).toBeUndefined();
    expect(itemLanguage({ title: translated }, "de")).toBeUndefined();
    expect(itemLanguage(partly, "de")).toBeUndefined();
  });
});

describe("translationProblems", () => {
  test("names the field of a language the site has no catalogue for", () => {
    const site = { hero: { title: { en: "Hi", fr: "Salut" } }, about: { intro: ["Fine", { en: "Fine" }] } };
    expect(translationProblems({ site })).toEqual(["site.hero.title: fr is not one of the languages en, de"]);
  });

  test("names a text given in no language, and one that is not a text", () => {
    expect(translationProblems({ projects: [{ name: {} }, { name: { de: 3 } }] })).toEqual([
      "projects[0].name: gives no text in any language",
      "projects[1].name.de: is not a text",
    ]);
  });

  test("finds nothing wrong with plain strings, per-language texts and other values", () => {
    expect(
      translationProblems({ site: { role: translated, year: 2026, link: null, tags: ["a", germanOnly] } }),
    ).toEqual([]);
  });
});
