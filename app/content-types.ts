// The shape of each kind of record the pages render. Every content module is checked against these with
// `satisfies`, so a missing or misspelt field fails the type check, not the page.

/**
 * A text of the content in each language it is given in, { en: "Imprint", de: "Impressum" }, for a site of
 * more than one language (site.ts's `languages`): at least one, and only the languages the site has a
 * catalogue for, so a misspelt key fails the type check. A language left out reads the default language's.
 */
export type Translated<T = string> = { en: T; de?: T } | { en?: T; de: T };
/** A text the owner writes: a plain string serves every language (and counts as the default language's). */
export type Text = string | Translated;

/**
 * A record typed as its pages show it (strings), with each of its strings given as a `Text`: legal.ts's,
 * whose types the legal page and its tests share. Literal unions ("live") stay as they are.
 */
export type Translatable<T> = T extends string
  ? string extends T
    ? Text
    : T
  : T extends object
    ? { [K in keyof T]: Translatable<T[K]> }
    : T;

/** Who the site is about and the texts around the pages (site.ts). Names and addresses are not texts. */
export type Site = {
  /** The site's languages, the default first (app/i18n/languages.ts checks them). */
  languages?: (keyof Translated)[];
  name: string;
  firstName: string;
  initials: string;
  role: Text;
  email: string;
  location: string;
  /** Addresses the owner's links.ts may show; a researcher without one leaves it out there and here. */
  github?: string;
  linkedin?: string;
  url: string;
  description: Text;
  hero: { greeting: Text; title: Text; lede: Text; highlights: { value: Text; label: Text }[] };
  about: { intro: Text[] };
  projectsTitle: Text;
  projectsIntro: Text;
  contactWithoutScript: { beforeEmail: Text; afterEmail: Text };
  contactIntro: Text;
  notFound: Text;
  callToAction: { title: Text; text: Text };
  degrees: Qualification[];
  certifications: Qualification[];
  openTo: Text[];
  teachingStatement: Text;
  writingIntro: Text;
  /** The Writing page's heading, where the site's own ("Notes and Tutorials") does not fit the owner's posts. */
  writingTitle?: Text;
  /** The Publications page's first line, where the site's own ("Papers, preprints and theses…") does not fit. */
  publicationsIntro?: Text;
  talksIntro: Text;
};

/** A skill's levels, as the home page shows them. */
export const SKILL_LEVELS = ["Advanced", "Expert"] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

/** A home-page skill carries a level; an about-page skill carries an icon. */
export type LeveledSkill = { name: Text; level: SkillLevel };
export type IconSkill = { name: Text; iconUrl: string };

export type Experience = {
  title: Text;
  /** The employer; snake_case because the specification's table of records names the field so. */
  company_name: Text;
  icon: string;
  /** Background colour of the icon badge, any CSS colour. */
  iconBg: string;
  /** Shown as written, e.g. "Sep 2023 – Present". */
  date: Text;
  /** Four in the sample (app/spec-counts.ts); another number builds, with a note. */
  points: Text[];
};

export type ExternalLink = {
  name: Text;
  iconUrl: string;
  link: string;
};

export type Project = {
  name: Text;
  description: Text;
  tags: Text[];
  /** Accent colour of the card, any CSS colour. */
  theme: string;
  iconUrl: string;
} & (
  | {
      status: "live";
      link: string;
      /** What the live link leads to, read by screen readers, e.g. "App Store listing". */
      linkLabel: Text;
    }
  /** In progress: the card says so, and its link waits (null) rather than lead to a dead page. */
  | { status: "in-progress"; link: null }
);

export type ContactInfoItem = {
  title: Text;
  value: Text;
  icon: string;
  link: string;
};

export type Qualification = {
  name: Text;
  institution: Text;
  year: string;
};

/** A postal address, its fields named as schema.org's PostalAddress names them, so JSON-LD can reuse it. */
export type PostalAddress = {
  streetAddress: string;
  postalCode: string;
  addressLocality: string;
  /** The country's name, or its ISO 3166-1 code; shown as written. */
  addressCountry: string;
};

/** A named organisation and its web address. */
export type Organisation = { name: string; url: string };

/**
 * What the privacy notice (GDPR Art. 13) needs beyond the owner's name and email: who else handles the data,
 * where, on what safeguard, for how long, and where a visitor can complain. Texts are shown as written.
 */
export type Privacy = {
  /** The owner's postal address: the controller's, and the imprint's. */
  address: PostalAddress;
  /**
   * The host that serves the site and keeps its server logs. Its country and retention, like the fields
   * below, are words of the policy's sentences: given per language, the texts of each language read their own.
   */
  host: Organisation & { country: Text; logRetention: Text };
  /** The email-sending service that delivers the contact form, a processor on the owner's behalf. */
  emailService: Organisation & { country: Text };
  /** The safeguard for transfers outside the EU, e.g. the EU–US Data Privacy Framework. */
  transferSafeguard: Text;
  /** How long messages sent through the form are kept. */
  messageRetention: Text;
  /** The data protection authority of the owner's country. */
  supervisoryAuthority: Organisation;
};

/** A line of the imprint under its label: a text, or an organisation's name linked to its site. */
export type ImprintDetail = { label: string; text: string } | { label: string; link: Organisation };

/**
 * The imprint (Impressum) the laws of some countries ask of a site's owner, in those laws' own words. It shows
 * the owner's name and postal address under `ownerLabel`, then each of `details` in order.
 */
export type Imprint = {
  /** Its heading on /legal, and the footer link's text, e.g. "Imprint". */
  title: string;
  /** Each law that asks for it, as the imprint cites it, e.g. "§ 5 DDG (Germany)". */
  laws: [string, ...string[]];
  /** What those laws call the owner, over the name and address, e.g. "Media owner and publisher". */
  ownerLabel: string;
  /** What else those laws ask for: a profession, a professional body, a VAT number, the site's purpose. */
  details: ImprintDetail[];
};

/**
 * The privacy notice's texts, in the order /legal shows them. The law it is written to (the GDPR's Art. 13 in
 * the sample) decides its parts, so their headings are the owner's too.
 */
export type PrivacyPolicy = {
  headings: {
    controller: string;
    form: string;
    hosting: string;
    recipients: string;
    retention: string;
    rights: string;
    noTracking: string;
  };
  intro: string;
  controllerIntro: string;
  collectedIntro: string;
  /** The data the contact form collects. */
  collected: string[];
  paragraphs: string[];
  formBasis: string;
  hosting: string;
  recipientsIntro: string;
  recipients: string[];
  transfer: string;
  retention: string;
  rightsIntro: string;
  rights: string[];
  rightsHow: string;
  /** Ends where the supervisory authority's name follows, as a link: "…; in Ireland that is the". */
  complaint: string;
  noTracking: string;
};

/** Everything app/content/legal.ts gives /legal; the owner's name and email come from site.ts. */
export type LegalNotice = {
  legalTitle: string;
  lastUpdated: string;
  privacy: Privacy;
  privacyPolicy: PrivacyPolicy;
  /** null where no law asks the owner for one: /legal then has no imprint, and the footer no link to it. */
  imprint: Imprint | null;
  ethicsIntro: string;
  ethicsCommitments: { title: string; text: string }[];
  disclaimer: string[];
  externalLinksNotice: string[];
  legalContact: string;
};

export const COURSE_MODES = ["in person", "online", "blended"] as const;
export type CourseMode = (typeof COURSE_MODES)[number];

export type Course = {
  title: Text;
  /** One or two sentences: what the course does for its learners. */
  description: Text;
  /** Who took it, e.g. "Ab initio pilots". */
  audience: Text;
  /** The level it is taught at, as its learners know it: "ICAO 4–5 · CEFR B2–C1", "Master's, first year". */
  level?: Text;
  /** The school, academy or operator that ran the course. */
  institution: { name: Text; url?: string };
  mode: CourseMode;
  /** The years taught; no `to` while it still runs. */
  years: { from: number; to?: number };
  /** Contact hours of one run of the course, where the course counts them. */
  hours?: number;
  /** Its topics, one or more: four to six read well on the page. */
  syllabus: [Text, ...Text[]];
  materials?: { label: Text; url: string }[];
};

/** What kind of talk it was: a seminar is a talk to a research group's or a department's series. */
export const TALK_KINDS = [
  "talk",
  "keynote",
  "seminar",
  "workshop",
  "poster",
  "panel",
  "guest lecture",
] as const;
export type TalkKind = (typeof TALK_KINDS)[number];

/** Where a talk took place: a city, or online at an address. */
export type TalkPlace = { venue?: Text; city: Text; country: Text } | { online: true; url: string };

export type Talk = {
  title: Text;
  /** Its address: /talks/<slug>/ and /talks/<slug>/calendar.ics. Letters, digits and "-". */
  slug: string;
  event: { name: Text; url: string };
  kind: TalkKind;
  abstract: Text;
  /** The day, YYYY-MM-DD, in the place's own calendar. */
  date: string;
  /** The local start time, HH:MM, in an IANA time zone ("Europe/Vienna"), when known. */
  time?: { start: string; timeZone: string; durationMinutes?: number };
  place: TalkPlace;
  slides?: string;
  video?: string;
  /** The citation key of the owner's paper in publications.bib, or the address of someone else's paper. */
  paper?: string;
};

/** The owner's photo on the home page; without one, the page shows the owner's initials in its place. */
export type Portrait = {
  /**
   * A photo beside portrait.ts, by its name, e.g. "portrait.jpg": a JPEG, PNG, WebP or AVIF of any size. The
   * site publishes only a square copy cut from its middle, as large as the page needs.
   */
  src: string;
  /** What the photo shows, for a visitor who cannot see it, e.g. "The owner at a radar console". */
  alt: Text;
};

/** One line of news on the home page: what happened, when, and the page that tells more. */
export type NewsItem = {
  /** The day, YYYY-MM-DD. */
  date: string;
  /** One sentence. */
  text: Text;
  /** Where it leads: a page of the site ("/talks/icaea-2027-keynote") or an https address. */
  link: { href: string; label: Text };
};
