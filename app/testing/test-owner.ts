// The content of the test owner a suite runs on (app/testing/owners/), for the specs that compare a page with
// what it was built from. `~/content/` resolves to that owner's folder here: in Playwright through the owner's
// tsconfig.e2e.json (playwright.config.ts), in Vitest through its alias (vitest.config.ts). Never the owner's
// own app/content/: the code's tests own their content.
import * as legal from "~/content/legal";
import { portrait as portraitSource } from "~/content/portrait";
import { site as siteSource } from "~/content/site";
import { talks as talkSources } from "~/content/talks";
import { courses as courseSources } from "~/content/teaching";
import type { Course, Portrait, Site, Talk } from "~/content-types";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";
import { localize } from "~/i18n/localize";

/** The legal texts as the pages of `language` show them (app/i18n/localize.ts). */
export const legalIn = (language: Language) => localize(legal, language);
/** The legal texts as the default language's pages show them. */
export const { imprint, legalTitle, privacy, privacyPolicy } = legalIn(DEFAULT_LANGUAGE);
/**
 * The typed content as the owner wrote it, each text a plain string or given per language; typed as the code
 * types it, since `tsc` reads the owner's own content here (an empty list of theirs would be a list of nothing).
 */
export const written: { site: Site; talks: Talk[]; courses: Course[]; portrait: Portrait | null } = {
  site: siteSource,
  portrait: portraitSource,
  talks: talkSources,
  courses: courseSources,
};
/** The typed content as the pages of `language` show it. */
export const contentIn = (language: Language) => localize(written, language);
/** The typed content as the default language's pages show it. */
export const { site, talks, courses, portrait } = contentIn(DEFAULT_LANGUAGE);

/** `text` as a regular expression that matches it literally. */
export const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
