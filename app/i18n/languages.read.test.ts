// site.ts's `languages`, as the build reads it: the catalogues' languages, each once, the default first; any
// other list stops the build, naming the field and what is wrong with it.
import { expect, it } from "vitest";
import { CATALOGUE_LANGUAGES, readLanguages } from "./languages";

it("reads no list as English alone, and a list of the catalogues' languages as written", () => {
  expect(readLanguages(undefined)).toEqual(["en"]);
  expect(readLanguages([...CATALOGUE_LANGUAGES].reverse())).toEqual([...CATALOGUE_LANGUAGES].reverse());
});

it("names a language the site has no texts in", () => {
  expect(() => readLanguages(["en", "xx"])).toThrow(
    `site.ts: languages must list each of ${CATALOGUE_LANGUAGES.join(", ")} at most once, the default first; it is ["en","xx"]: the site has no texts in "xx"`,
  );
});

it("refuses a language listed twice, or none", () => {
  expect(() => readLanguages(["en", "en"])).toThrow(/at most once[^:]*; it is \["en","en"\]$/);
  expect(() => readLanguages([])).toThrow("site.ts: languages must list");
});
