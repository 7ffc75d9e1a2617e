import { describe, expect, it } from "vitest";
import { dayText, isCalendarDay, parseDay } from "./dates";

describe("parseDay", () => {
  it("reads a day that exists, leap days included", () => {
    expect(parseDay("2027-05-12")).toEqual([2027, 5, 12]);
    expect(parseDay("2028-02-29")).toEqual([2028, 2, 29]);
  });

  it.each(["2027-02-30", "2027-02-29", "2027-13-01", "2027-04-31", "2027-00-10"])(
    "refuses %s, a day the calendar does not have",
    (date) => {
      expect(() => parseDay(date)).toThrow("not a day of the calendar");
      expect(isCalendarDay(date)).toBe(false);
    },
  );

  it.each(["12 May 2027", "2027-5-12", "2027-05-12T10:00"])("refuses %s, not written YYYY-MM-DD", (date) => {
    expect(() => parseDay(date)).toThrow("not a date written YYYY-MM-DD");
  });
});

describe("dayText", () => {
  it("writes the day in words, whatever the machine's zone", () => {
    expect(dayText("2027-05-12", "en-GB")).toBe("12 May 2027");
    expect(dayText("2026-03-03", "en-GB")).toBe("3 March 2026");
  });
});
