// The content of the test owner a suite runs on (app/testing/owners/), for the specs that compare a page with
// what it was built from. `~/content/` resolves to that owner's folder here: in Playwright through the owner's
// tsconfig.e2e.json (playwright.config.ts), in Vitest through its alias (vitest.config.ts). Never the owner's
// own app/content/: the code's tests own their content.
import * as legal from "~/content/legal";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";
import { localize } from "~/i18n/localize";

/** The legal texts as the pages of `language` show them (app/i18n/localize.ts). */
export const legalIn = (language: Language) => localize(legal, language);
/** The legal texts as the default language's pages show them. */
export const { imprint, legalTitle, privacy, privacyPolicy } = legalIn(DEFAULT_LANGUAGE);
export { site } from "~/content/site";
export { talks } from "~/content/talks";
export { courses } from "~/content/teaching";

/** `text` as a regular expression that matches it literally. */
export const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
