// The parts of the search page's script that decide what a visitor reads: the excerpt rebuilt from Pagefind's
// markup (only its <mark> survives, as a mark), and what the live region announces.
import { describe, expect, it } from "vitest";
import { excerptParts } from "./search";
import { CATALOGUE_LANGUAGES } from "~/i18n/languages";
import { PAGE_MESSAGES } from "~/i18n/page-messages";

describe("excerptParts", () => {
  it("marks the words Pagefind marked and leaves the rest as text", () => {
    expect(excerptParts("Fine-tuning <mark>Whisper</mark> on <mark>radiotelephony</mark>.")).toEqual([
      { text: "Fine-tuning ", marked: false },
      { text: "Whisper", marked: true },
      { text: " on ", marked: false },
      { text: "radiotelephony", marked: true },
      { text: ".", marked: false },
    ]);
  });

  it("shows escaped text as the characters it stands for, and any other tag as text, never markup", () => {
    expect(excerptParts("a &lt;b&gt; &amp; &quot;c&quot; &#39;d&#x27; <img src=x onerror=alert(1)>")).toEqual(
      [{ text: `a <b> & "c" 'd' <img src=x onerror=alert(1)>`, marked: false }],
    );
    expect(excerptParts("<mark>&lt;script&gt;</mark>")).toEqual([{ text: "<script>", marked: true }]);
  });

  it("gives nothing for an empty excerpt", () => {
    expect(excerptParts("")).toEqual([]);
  });
});

describe("the live region's texts", () => {
  it("count the results, and say when only the first are shown", () => {
    const { resultCount, showing } = PAGE_MESSAGES.en.search;
    expect(resultCount(0, "zzz", 0)).toBe("No results for “zzz”.");
    expect(resultCount(1, "whisper", 1)).toBe("1 result for “whisper”.");
    expect(resultCount(23, "speech", 10)).toBe("23 results for “speech”; showing the first 10.");
    expect(showing(20)).toBe("Showing 20 results.");
  });

  it.each(CATALOGUE_LANGUAGES)(
    "in %s say the same when run from their source, as the page's script runs them",
    (language) => {
      const { resultCount, showing } = PAGE_MESSAGES[language].search;
      const fromSource = <F>(fn: F): F => new Function(`return ${String(fn)}`)() as F;
      for (const [count, shown] of [
        [0, 0],
        [1, 1],
        [23, 10],
      ] as const)
        expect(fromSource(resultCount)(count, "speech", shown)).toBe(resultCount(count, "speech", shown));
      expect(fromSource(showing)(20)).toBe(showing(20));
    },
  );
});
