// What the CV prints, as one typed value: the Typst document (cv.typ) reads nothing else, so the tests render
// fixture data they own and the build renders the owner's content through one adapter (cv-data.server.ts).
// Every text is printed as written, never read as markup.
import type { PageMessages } from "~/i18n/page-messages";

export type CvLink = { label: string; href: string };

/**
 * A run of a reference's text; `owner` marks the site owner's name among the authors, `lang` the paper's
 * title where the paper is in a language other than the CV's.
 */
export type CvRun = { text: string; owner?: true; lang?: string };

/**
 * A text of the owner's: a string in the CV's language, or the text with the language the owner left it in
 * (an English title in a German CV), which the PDF declares so that a screen reader reads it in that voice.
 */
export type CvText = string | { text: string; lang: string };

/** A text of the CV as printed, without the language it names. */
export const plain = (text: CvText) => (typeof text === "string" ? text : text.text);

/** A degree or a certificate; `lang` as an experience's. */
type Qualification = { name: CvText; institution: CvText; year: string; lang?: string };

export type CvData = {
  /** The document's language, BCP 47 ("en", "de-AT"): screen readers pick their voice by it. */
  lang: string;
  /** The words the CV prints around the content, in the CV's language ("Curriculum Vitae", "Experience", …). */
  labels: PageMessages["cv"];
  name: string;
  role: CvText;
  location: string;
  summary: CvText;
  /** Email, the site, the profiles: shown after the location, each a link. */
  contacts: CvLink[];
  /** Words the PDF's metadata lists, the skills' names. */
  keywords: string[];
  /**
   * `lang`: the language of an item's own texts where the owner left all of them in another (a job); its texts
   * are then plain strings, read in it.
   */
  experience: { title: CvText; organisation: CvText; dates: CvText; points: CvText[]; lang?: string }[];
  /** Selected papers, each a reference with the owner's name marked and a link to its page. */
  publications: { reference: CvRun[]; link: CvLink }[];
  /** The page that lists every publication; without it the CV has no such line. */
  allPublications?: CvLink;
  /** Courses, with their facts on one line. */
  teaching: { title: CvText; dates: string; details: CvText[] }[];
  /** Talks, newest first, with their facts on one line. */
  talks: { title: CvText; date: string; details: CvText[]; link: CvLink }[];
  degrees: Qualification[];
  certifications: Qualification[];
  /** Printed "Natural Language Processing (Expert)". */
  skills: { name: CvText; level: string }[];
};
