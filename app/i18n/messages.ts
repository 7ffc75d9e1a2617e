// The texts of the site's frame (header, footer, skip link, error page) and of the contact page, one catalogue
// per language (docs/decisions/080): the contact page hydrates, so its bundle carries these, and only these;
// every other page's texts are page-messages.ts's, which only the build reads. English holds the spec's texts
// exactly ("Sending...", "Message sent successfully!"); German has the same keys, so a missing text fails the
// type check. The owner's own words are content, not here.
import type { Language } from "./languages";

const en = {
  /** The language's locale for Intl: dates and numbers as its readers write them. */
  locale: "en-GB",
  skipToContent: "Skip to content",
  homeSuffix: ", home",
  /** The header nav's labels, by the spec's English label (app/pages.ts). */
  nav: { About: "About", Projects: "Projects", Legal: "Legal" },
  mainNav: "Main",
  /** The language switch's label, said to a screen reader before the other language's name. */
  languageSwitch: "Language",
  /** The title every page gives the link to its language's feed, and the feed gives itself. */
  feedTitle: (name: string) => `${name}: Writing`,
  theme: { group: "Theme", dark: "Dark theme", system: "System theme" },
  footer: {
    publications: "Publications",
    writing: "Writing",
    teaching: "Teaching",
    talks: "Talks",
    search: "Search",
    cv: "CV (PDF)",
    legal: "Privacy & legal",
  },
  opensInNewTab: " (opens in a new tab)",
  error: {
    title: "Something went wrong",
    text: "Please reload the page, or go back to the home page.",
    home: "Go to the home page",
  },
  contact: {
    title: "Contact",
    description: (name: string, intro: string) => `Send ${name} a message. ${intro}`,
    eyebrow: "Contact",
    heading: "Get in Touch",
    sendAMessage: "Send a Message",
    information: "Contact Information",
    openTo: "Open to",
  },
  form: {
    name: "Name",
    email: "Email",
    message: "Message",
    send: "Send Message",
    sending: "Sending...",
    successLabel: "Success",
    successText: "Message sent successfully!",
    failureLabel: "Failed",
    failureText: "I didn't receive your message. Please try again later.",
  },
};

export type Messages = typeof en;

const de: Messages = {
  locale: "de-DE",
  skipToContent: "Zum Inhalt springen",
  homeSuffix: ", Startseite",
  nav: { About: "Über mich", Projects: "Projekte", Legal: "Rechtliches" },
  mainNav: "Hauptnavigation",
  languageSwitch: "Sprache",
  feedTitle: (name) => `${name}: Beiträge`,
  theme: { group: "Farbschema", dark: "Dunkles Farbschema", system: "Farbschema des Systems" },
  footer: {
    publications: "Publikationen",
    writing: "Beiträge",
    teaching: "Lehre",
    talks: "Vorträge",
    search: "Suche",
    cv: "Lebenslauf (PDF)",
    legal: "Datenschutz & Rechtliches",
  },
  opensInNewTab: " (öffnet in einem neuen Tab)",
  error: {
    title: "Etwas ist schiefgelaufen",
    text: "Bitte laden Sie die Seite neu oder kehren Sie zur Startseite zurück.",
    home: "Zur Startseite",
  },
  contact: {
    title: "Kontakt",
    description: (name, intro) => `Schreiben Sie ${name} eine Nachricht. ${intro}`,
    eyebrow: "Kontakt",
    heading: "Schreiben Sie mir",
    sendAMessage: "Nachricht senden",
    information: "Kontaktdaten",
    openTo: "Offen für",
  },
  form: {
    name: "Name",
    email: "E-Mail",
    message: "Nachricht",
    send: "Nachricht senden",
    sending: "Wird gesendet …",
    successLabel: "Gesendet",
    successText: "Ihre Nachricht wurde gesendet. Vielen Dank!",
    failureLabel: "Fehlgeschlagen",
    failureText: "Ihre Nachricht ist nicht bei mir angekommen. Bitte versuchen Sie es später noch einmal.",
  },
};

/** Each language's catalogue. */
export const MESSAGES = { en, de } satisfies Record<Language, Messages>;
