import { describe, expect, it } from "vitest";
import { unsafeUrlReason } from "./url-policy";

describe("the URL policy for content", () => {
  it.each([
    "https://example.org/paper.pdf",
    "http://example.org/",
    "mailto:owner@example.org",
    "/papers/thesis.pdf",
    "../older-post/",
    "#section-2",
    "slides.pdf",
  ])("allows %s", (value) => {
    expect(unsafeUrlReason(value)).toBeUndefined();
  });

  it.each([
    ["javascript:alert(1)", "javascript:"],
    ["  JavaScript:alert(1)", "javascript:"],
    ["java\tscript:alert(1)", "javascript:"],
    ["data:text/html,<script>alert(1)</script>", "data:"],
    ["vbscript:msgbox", "vbscript:"],
    ["file:///etc/passwd", "file:"],
  ])("refuses %j, naming its scheme", (value, scheme) => {
    expect(unsafeUrlReason(value)).toContain(`the ${scheme} scheme`);
  });
});
