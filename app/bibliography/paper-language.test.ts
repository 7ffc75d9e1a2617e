// @vitest-environment node
// A paper's language from its .bib (`langid`, `language`): codes and names as exports write them, read into
// the Publication, and a value that is none warned about by entry and field.
import { describe, expect, it } from "vitest";
import { parseBibliography } from "./bibtex.server";
import { paperLanguage } from "./paper-language.server";

describe("paperLanguage", () => {
  it.each([
    ["english", "en"],
    ["English", "en"],
    ["british", "en"],
    ["ngerman", "de"],
    ["German", "de"],
    ["naustrian", "de"],
    ["French", "fr"],
    ["en", "en"],
    ["en-GB", "en-GB"],
    ["de-at", "de-AT"],
    ["eng", "en"],
    ["en_US", "en-US"],
    ["slovene", "sl"],
    ["Latin", "la"],
    ["welsh", "cy"],
    ["ger", "de"],
    ["langgerman", "de"],
    ["langamerican", "en"],
  ])("reads %s as %s", (value, language) => {
    expect(paperLanguage(value)).toEqual({ language });
  });

  it.each(["klingon", "x", "xx", "und", "zxx", "mul", "en_US!"])("names %s as no language", (value) => {
    expect(paperLanguage(value)).toEqual({
      problem: expect.stringContaining(`"${value}" is not a language`),
    });
  });
});

describe("a paper's language in parseBibliography", () => {
  const entry = (fields: string) =>
    `@article{quell2024,\nauthor = {Quell, Mira}, title = {A Title}, journal = {J}, year = {2024}${fields}\n}\n`;
  const read = (fields: string) => {
    const warnings: string[] = [];
    const [paper] = parseBibliography(entry(fields), "test.bib", (text) => warnings.push(text));
    return { language: paper!.language, warnings };
  };

  it("takes langid, or language where both are given, and leaves a paper with neither unmarked", () => {
    expect(read(", langid = {ngerman}")).toEqual({ language: "de", warnings: [] });
    expect(read(", langid = {ngerman}, language = {english}")).toEqual({ language: "en", warnings: [] });
    expect(read("")).toEqual({ language: undefined, warnings: [] });
  });

  it("publishes a paper whose language is none, unmarked, warning with its entry and field", () => {
    expect(read(", langid = {klingon}")).toEqual({
      language: undefined,
      warnings: [
        expect.stringMatching(/entry "quell2024": field "langid" \(or "language"\): "klingon" is not/),
      ],
    });
  });
});
