// @vitest-environment node
import { expect, it } from "vitest";
import { groupedWarnings } from "./grouped-warnings";

const IGNORED = "fields the site does not use, ignored: id, author";

it("prints a note that three or more places share once, where the first was, with the places it is about", () => {
  expect(
    groupedWarnings([
      `content/posts/a.md: ${IGNORED}`,
      "content/posts/a.md:12: the image x.png has no alt text",
      `content/posts/b.md: ${IGNORED}`,
      `content/posts/2020/c.md: ${IGNORED}`,
      "Contact form: not set",
    ]),
  ).toEqual([
    `${IGNORED} (3 places in content/posts/: a.md, b.md, 2020/c.md)`,
    "content/posts/a.md:12: the image x.png has no alt text",
    "Contact form: not set",
  ]);
});

it("groups only notes about files: a warning of the build's own that reads like one is printed as it is", () => {
  const warnings = [
    `content/posts/a.md: ${IGNORED}`,
    `content/posts/b.md: ${IGNORED}`,
    `content/posts/c.md: ${IGNORED}`,
    IGNORED,
  ];
  expect(groupedWarnings(warnings)).toEqual([
    `${IGNORED} (3 places in content/posts/: a.md, b.md, c.md)`,
    IGNORED,
  ]);
});

it("prints a note at lines of files once too, with each line, and a note of fewer places as it is", () => {
  expect(
    groupedWarnings([
      `content/posts/a.md: ${IGNORED}`,
      `content/posts/b.md: ${IGNORED}`,
      "content/posts/a.md:3: Liquid is not supported",
      "content/posts/b.md:3: Liquid is not supported",
      "content/posts/b.md:9: Liquid is not supported",
    ]),
  ).toEqual([
    `content/posts/a.md: ${IGNORED}`,
    `content/posts/b.md: ${IGNORED}`,
    "Liquid is not supported (3 places in content/posts/: a.md:3, b.md:3, b.md:9)",
  ]);
});
