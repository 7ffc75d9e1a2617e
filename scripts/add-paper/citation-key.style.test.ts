// @vitest-environment node
// A new key follows the style most of the owner's keys have, read from each entry's own author and year;
// it is ASCII, and never shares a page's address with a key already taken.
import { describe, expect, it } from "vitest";
import { type KeyStyle, keyStyleOf, newKey } from "./citation-key";

const work = { family: "Müller-Lüdenscheidt", year: 2026, title: "On the Readback of ICAO Phraseology" };

describe("newKey", () => {
  it.each<[KeyStyle, string]>([
    ["authorYearWord", "mullerludenscheidt2026readback"],
    ["authorYear", "mullerludenscheidt2026"],
    ["AuthorYear", "MullerLudenscheidt2026"],
    ["Author_Year", "MullerLudenscheidt_2026"],
    ["authorTitleYear", "mullerludenscheidtReadbackIcaoPhraseology2026"],
  ])("writes the %s style", (style, key) => {
    expect(newKey(work, style, new Set())).toBe(key);
  });

  it("spells out letters ASCII lacks, and keeps a particle", () => {
    expect(
      newKey({ family: "Øster-Łukasiewicz", year: 2025, title: "Straße" }, "authorYearWord", new Set()),
    ).toBe("osterlukasiewicz2025strasse");
    expect(
      newKey({ family: "van der Berg", year: 2025, title: "A Study" }, "authorYearWord", new Set()),
    ).toBe("vanderberg2025study");
  });

  it("gives a key that is taken a letter, and remembers the new one; a clash of case counts", () => {
    const taken = new Set(["varga2026", "varga2026a"]);
    expect(newKey({ family: "Varga", year: 2026, title: "X" }, "authorYear", taken)).toBe("varga2026b");
    expect(taken.has("varga2026b")).toBe(true);
    expect(newKey({ family: "Varga", year: 2026, title: "X" }, "AuthorYear", new Set(["varga2026"]))).toBe(
      "Varga2026a",
    );
  });

  it("names a work without an author anon", () => {
    expect(newKey({ family: "", year: 2024, title: "Proceedings" }, "authorYearWord", new Set())).toBe(
      "anon2024proceedings",
    );
  });
});

describe("keyStyleOf", () => {
  const paper = (key: string, family = "Varga", year = 2024) => ({ key, family, year, title: "Any" });

  it.each<[KeyStyle, string[]]>([
    ["authorYearWord", ["varga2024radiotelephony", "kovacs2023readback", "10.1145/3538543"]],
    ["authorYear", ["varga2024", "varga2024a", "varga2024radiotelephony"]],
    ["AuthorYear", ["Varga2024", "Varga2024b"]],
    ["Author_Year", ["Varga_2024", "Varga_2024a"]],
    ["authorTitleYear", ["vargaRadiotelephonyLanguageModels2024", "vargaReadback2024"]],
  ])("reads %s from the keys most entries have", (style, keys) => {
    const papers = keys.map((key) =>
      paper(key, key.startsWith("kovacs") ? "Kovács" : "Varga", key.includes("2023") ? 2023 : 2024),
    );
    expect(keyStyleOf(papers)).toBe(style);
  });

  it("falls back to authorYearWord for keys of no known style, or none", () => {
    expect(keyStyleOf([paper("DBLP:conf/icassp/Varga24"), paper("10.1145/3538543")])).toBe("authorYearWord");
    expect(keyStyleOf([])).toBe("authorYearWord");
  });
});
