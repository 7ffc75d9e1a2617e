// The parts of the search page's script that decide what a visitor reads: the excerpt rebuilt from Pagefind's
// markup (only its <mark> survives, as a mark), and what the live region announces.
import { describe, expect, it } from "vitest";
import { excerptParts, resultCountText } from "./search";

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

describe("resultCountText", () => {
  it("counts the results, and says when only the first are shown", () => {
    expect(resultCountText(0, "zzz", 0)).toBe("No results for “zzz”.");
    expect(resultCountText(1, "whisper", 1)).toBe("1 result for “whisper”.");
    expect(resultCountText(23, "speech", 10)).toBe("23 results for “speech”; showing the first 10.");
  });
});
