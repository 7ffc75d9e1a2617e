// @vitest-environment node
// An entry's date as every list and page shows it: as precise as the .bib says, never more.
import { describe, expect, it } from "vitest";
import type { Publication } from "./publication";
import { dateText } from "./publication-format";

const dated = (date: Pick<Publication, "year" | "month" | "day">) => date as Publication;

describe("dateText", () => {
  it("gives the year alone when the entry has no month", () => {
    expect(dateText(dated({ year: 2025 }))).toBe("2025");
  });

  it("gives month and year, or day, month and year, in British order", () => {
    expect(dateText(dated({ year: 2025, month: 3 }))).toBe("March 2025");
    expect(dateText(dated({ year: 2025, month: 3, day: 4 }))).toBe("4 March 2025");
  });

  it("gives the day the .bib names, whatever the machine's time zone", () => {
    expect(dateText(dated({ year: 2024, month: 12, day: 31 }))).toBe("31 December 2024");
    expect(dateText(dated({ year: 2025, month: 1, day: 1 }))).toBe("1 January 2025");
  });
});
