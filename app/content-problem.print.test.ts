// @vitest-environment node
// The build's last words on content it cannot publish are the problem, naming the file and the field, and
// nothing of the build's own code: React Router's command prints what stopped it as console.error does.
import { formatWithOptions } from "node:util";
import { expect, it } from "vitest";
import { ContentProblem } from "./content-problem";
import { checkNews } from "./news/news.server";

const printed = (error: unknown) => formatWithOptions({}, error);

it("prints a problem of the content as its message alone", () => {
  const message = "news.ts: cannot publish\n  news[0] (2023-10-07): link is missing";
  expect(printed(new ContentProblem(message))).toBe(message);
});

it("is what a check of the content throws", () => {
  const unlinked = { date: "2023-10-07", text: "Two papers accepted." };
  expect(() => checkNews([unlinked as never], "news.ts")).toThrow(ContentProblem);
});

it("leaves a fault of the code its trace", () => {
  expect(printed(new TypeError("item.link is undefined"))).toMatch(
    /^TypeError: item\.link is undefined\n\s+at /,
  );
});
