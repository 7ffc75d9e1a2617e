import { describe, expect, it } from "vitest";
import { isOutdatedCssCheck } from "./check-html.mjs";

describe("isOutdatedCssCheck", () => {
  it("sets aside the checker's messages about CSS it does not know yet, as it words them", () => {
    expect(isOutdatedCssCheck("CSS: Unrecognized at-rule “@property”")).toBe(true);
    expect(isOutdatedCssCheck("CSS: “margin-trim”: Property “margin-trim” doesn't exist.")).toBe(true);
    expect(
      isOutdatedCssCheck(
        "CSS: “transition-property”: “--tw-gradient-from” is not a “transition-property” value.",
      ),
    ).toBe(true);
    expect(isOutdatedCssCheck("CSS: Unrecognized at-rule “@view-transition”")).toBe(true);
    expect(
      isOutdatedCssCheck("CSS: “view-transition-name”: Property “view-transition-name” doesn't exist."),
    ).toBe(true);
  });

  it("keeps every other CSS message, and every HTML one", () => {
    expect(isOutdatedCssCheck("CSS: “color”: “bluish” is not a “color” value.")).toBe(false);
    expect(isOutdatedCssCheck("CSS: Unrecognized at-rule “@fancy”")).toBe(false);
    expect(
      isOutdatedCssCheck("CSS: “view-transition-class”: Property “view-transition-class” doesn't exist."),
    ).toBe(false);
    expect(isOutdatedCssCheck("CSS: “margin-trimmed”: Property “margin-trimmed” doesn't exist.")).toBe(false);
    expect(
      isOutdatedCssCheck("CSS: “transition-property”: “1px” is not a “transition-property” value."),
    ).toBe(false);
    expect(isOutdatedCssCheck("Element “div” not allowed as child of element “ul” in this context.")).toBe(
      false,
    );
  });
});
