// @vitest-environment node
// ORCID's check digit, on iDs from ORCID's own documentation (one ends in X), and what a wrong iD is told.
import { describe, expect, it } from "vitest";
import { orcidCheckDigit, orcidProblem } from "./orcid";

describe("an ORCID iD", () => {
  it.each([
    ["0000-0002-1825-0097", "7"],
    ["0000-0001-5109-3700", "0"],
    ["0000-0002-1694-233X", "X"],
  ])("%s has the check digit %s", (id, digit) => {
    expect(orcidCheckDigit(id.replaceAll("-", "").slice(0, 15))).toBe(digit);
    expect(orcidProblem(id)).toBeUndefined();
  });

  it("with one digit changed, or two swapped, fails its check, and is told to copy it from the record", () => {
    for (const id of ["0000-0002-1825-0098", "0000-0002-1852-0097", "0000-0002-1825-0079"]) {
      expect(orcidProblem(id)).toBe(
        "it fails its check digit, so a character is mistyped; copy the iD from your ORCID record",
      );
    }
  });

  it("in another form is told the form", () => {
    for (const id of ["0000-0002-1825-009", "0000-0002-1825-0097 ", "orcid.org/0000-0002-1825-0097"]) {
      expect(orcidProblem(id)).toBe(
        "write its sixteen characters as 0000-0002-1825-0097, without https://orcid.org/",
      );
    }
  });
});
