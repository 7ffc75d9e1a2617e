// The text of /legal. Each section is a heading and its paragraphs or list, rendered in this order. Each text
// is given in English and German ({ en, de }), the site's languages (site.ts); a plain string serves both.
// What differs between owners (address, host, processor, retention, authority, the laws the imprint cites)
// is in `privacy` and `imprint`; the build warns when one of their fields is left empty
// (app/legal-fields.ts). Content imports no code (eslint.config.js), so the sentences read the words of
// `privacy` in their language through a helper of their own (inLanguage). Only the build reads this module:
// no module the contact form ships imports it, so none of it reaches the browser.
import type { Imprint, Privacy, PrivacyPolicy, Text, Translatable } from "~/content-types";

/** A word of `privacy` in `language`: its own there, else the one it has for every language, or the other's. */
const inLanguage = (text: Text, language: "en" | "de") =>
  typeof text === "string" ? text : (text[language] ?? text.en ?? text.de!);

export const legalTitle = {
  en: "Privacy, ethics and the fine print",
  de: "Datenschutz, Ethik und das Kleingedruckte",
};

export const lastUpdated = { en: "24 November 2026", de: "24. November 2026" };

/** The owner's details for the privacy notice and the imprint; the name and email come from site.ts. */
export const privacy = {
  address: {
    streetAddress: "Beispielgasse 12/4",
    postalCode: "1070",
    addressLocality: "Vienna",
    addressCountry: "Austria",
  },
  host: {
    name: "GitHub Pages (GitHub, Inc.)",
    url: "https://docs.github.com/en/site-policy/privacy-policies/github-general-privacy-statement",
    country: { en: "the United States", de: "den Vereinigten Staaten" },
    logRetention: { en: "at most 90 days", de: "höchstens 90 Tage" },
  },
  emailService: {
    name: "EmailJS",
    url: "https://www.emailjs.com/legal/privacy-policy/",
    country: { en: "the United States", de: "den Vereinigten Staaten" },
  },
  transferSafeguard: {
    en: "the EU–US Data Privacy Framework where the recipient is certified under it, and otherwise the European Commission's Standard Contractual Clauses (Art. 46(2)(c) GDPR)",
    de: "das EU-US Data Privacy Framework, soweit der Empfänger danach zertifiziert ist, und sonst auf die Standardvertragsklauseln der Europäischen Kommission (Art. 46 Abs. 2 lit. c DSGVO)",
  },
  messageRetention: {
    en: "12 months after our last exchange, unless the law requires me to keep them longer",
    de: "12 Monate nach unserem letzten Austausch, sofern das Gesetz keine längere Aufbewahrung verlangt",
  },
  supervisoryAuthority: {
    name: "Datenschutzbehörde (Austrian Data Protection Authority)",
    url: "https://www.dsb.gv.at",
  },
} satisfies Privacy;

/**
 * The imprint Austrian and German law ask of a site: who owns and publishes it, and why it exists. Where no
 * law asks for one, write `export const imprint: Imprint | null = null;`: /legal then has none, and the
 * footer no link to it.
 */
export const imprint: Translatable<Imprint> | null = {
  title: { en: "Imprint", de: "Impressum" },
  laws: [
    "§ 5 ECG",
    { en: "§ 25 MedienG (Austria)", de: "§ 25 MedienG (Österreich)" },
    { en: "§ 5 DDG (Germany)", de: "§ 5 DDG (Deutschland)" },
  ],
  ownerLabel: { en: "Media owner and publisher", de: "Medieninhaberin und Herausgeberin" },
  details: [
    {
      label: { en: "Profession", de: "Beruf" },
      text: {
        en: "AI researcher and aviation English instructor",
        de: "KI-Forscherin und Trainerin für Luftfahrtenglisch",
      },
    },
    // § 25 MedienG's "Blattlinie". A professional body ({ label, link: { name, url } }) or a VAT number goes
    // here too, where the owner has one.
    {
      label: { en: "Purpose of the site", de: "Blattlinie" },
      text: {
        en: "Personal website: information about my research, teaching, publications and projects. Not a commercial offer.",
        de: "Persönliche Website: Informationen über meine Forschung, Lehre, Publikationen und Projekte. Kein kommerzielles Angebot.",
      },
    },
  ],
};

export const privacyPolicy = {
  headings: {
    controller: { en: "Who Is Responsible", de: "Verantwortliche" },
    form: { en: "The Contact Form", de: "Das Kontaktformular" },
    hosting: { en: "Hosting and Server Logs", de: "Hosting und Server-Logs" },
    recipients: {
      en: "Recipients and Transfers Outside the EU",
      de: "Empfänger und Übermittlungen außerhalb der EU",
    },
    retention: { en: "How Long Data Is Kept", de: "Speicherdauer" },
    rights: { en: "Your Rights", de: "Ihre Rechte" },
    noTracking: {
      en: "No Tracking, No Automated Decisions",
      de: "Kein Tracking, keine automatisierten Entscheidungen",
    },
  },
  intro: {
    en: `This site is a personal portfolio. It has no accounts, sets no tracking cookies and runs no analytics.`,
    de: "Diese Website ist ein persönliches Portfolio. Sie hat keine Benutzerkonten, setzt keine Tracking-Cookies und verwendet keine Analysewerkzeuge.",
  },
  controllerIntro: {
    en: "The controller responsible for your data under the GDPR is:",
    de: "Verantwortlich für Ihre Daten im Sinne der DSGVO ist:",
  },
  collectedIntro: {
    en: "When you use the contact form, the data collected is:",
    de: "Wenn Sie das Kontaktformular verwenden, werden folgende Daten erhoben:",
  },
  collected: [
    { en: "your name", de: "Ihr Name" },
    { en: "your email address", de: "Ihre E-Mail-Adresse" },
    { en: "your message", de: "Ihre Nachricht" },
  ],
  paragraphs: [
    {
      en: `The contact form collects only what you type into it. It is delivered to me by email through ${privacy.emailService.name}, an email-sending service, which processes it on my behalf.`,
      de: `Das Kontaktformular erhebt nur, was Sie eingeben. Es wird mir per E-Mail über ${privacy.emailService.name} zugestellt, einen E-Mail-Versanddienst, der die Daten in meinem Auftrag verarbeitet.`,
    },
    {
      en: "I use this information only to respond to you. I do not share it with anyone without your consent, and I delete the correspondence once it is no longer needed.",
      de: "Ich verwende diese Angaben ausschließlich, um Ihnen zu antworten. Ohne Ihre Einwilligung gebe ich sie an niemanden weiter, und ich lösche die Korrespondenz, sobald sie nicht mehr benötigt wird.",
    },
  ],
  formBasis: {
    en: "The legal basis is Art. 6(1)(b) GDPR where your message concerns a contract with me or steps before one, and otherwise Art. 6(1)(f) GDPR: my legitimate interest in answering the messages I receive. Giving these details is neither a legal nor a contractual requirement, but without them I cannot reply.",
    de: "Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, wenn Ihre Nachricht einen Vertrag mit mir oder vorvertragliche Maßnahmen betrifft, und sonst Art. 6 Abs. 1 lit. f DSGVO: mein berechtigtes Interesse, die an mich gerichteten Nachrichten zu beantworten. Die Angaben sind weder gesetzlich noch vertraglich vorgeschrieben, ohne sie kann ich Ihnen aber nicht antworten.",
  },
  hosting: {
    en: `The site is served by ${privacy.host.name}. To deliver the pages and keep the service secure, the host records each request in its server logs: your IP address, the date and time, the page asked for, your browser's user agent and the address you came from. The legal basis is Art. 6(1)(f) GDPR, the legitimate interest in delivering the site safely. The host keeps these logs for ${inLanguage(privacy.host.logRetention, "en")}.`,
    de: `Die Website wird von ${privacy.host.name} ausgeliefert. Um die Seiten auszuliefern und den Dienst sicher zu betreiben, protokolliert der Hoster jeden Aufruf in seinen Server-Logs: Ihre IP-Adresse, Datum und Uhrzeit, die aufgerufene Seite, den User-Agent Ihres Browsers und die Adresse, von der Sie kamen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO, das berechtigte Interesse an einer sicheren Auslieferung der Website. Der Hoster speichert diese Logs ${inLanguage(privacy.host.logRetention, "de")}.`,
  },
  recipientsIntro: { en: "Who receives your data besides me:", de: "Wer außer mir Ihre Daten erhält:" },
  recipients: [
    {
      en: `${privacy.emailService.name}, in ${inLanguage(privacy.emailService.country, "en")}, which delivers the contact form's messages to me as my processor, under a data processing agreement;`,
      de: `${privacy.emailService.name} in ${inLanguage(privacy.emailService.country, "de")}, das mir als Auftragsverarbeiter auf Grundlage eines Auftragsverarbeitungsvertrags die Nachrichten des Kontaktformulars zustellt;`,
    },
    {
      en: `${privacy.host.name}, in ${inLanguage(privacy.host.country, "en")}, which hosts the site and keeps its server logs.`,
      de: `${privacy.host.name} in ${inLanguage(privacy.host.country, "de")}, das die Website hostet und ihre Server-Logs speichert.`,
    },
  ],
  transfer: {
    en: `Where a recipient is outside the EU or the EEA, the transfer relies on ${inLanguage(privacy.transferSafeguard, "en")}.`,
    de: `Sitzt ein Empfänger außerhalb der EU oder des EWR, stützt sich die Übermittlung auf ${inLanguage(privacy.transferSafeguard, "de")}.`,
  },
  retention: {
    en: `I keep messages and my replies for ${inLanguage(privacy.messageRetention, "en")}; the host keeps its server logs for ${inLanguage(privacy.host.logRetention, "en")}.`,
    de: `Für Nachrichten und meine Antworten gilt: ${inLanguage(privacy.messageRetention, "de")}; der Hoster speichert seine Server-Logs ${inLanguage(privacy.host.logRetention, "de")}.`,
  },
  rights: [
    {
      en: "access to the data I hold about you (Art. 15 GDPR)",
      de: "Auskunft über die Daten, die ich über Sie gespeichert habe (Art. 15 DSGVO)",
    },
    { en: "rectification of inaccurate data (Art. 16)", de: "Berichtigung unrichtiger Daten (Art. 16)" },
    { en: "erasure (Art. 17)", de: "Löschung (Art. 17)" },
    { en: "restriction of processing (Art. 18)", de: "Einschränkung der Verarbeitung (Art. 18)" },
    { en: "data portability (Art. 20)", de: "Datenübertragbarkeit (Art. 20)" },
    {
      en: "objection to processing based on legitimate interests (Art. 21)",
      de: "Widerspruch gegen eine Verarbeitung auf Grundlage berechtigter Interessen (Art. 21)",
    },
  ],
  rightsIntro: { en: "You have the right to:", de: "Sie haben das Recht auf:" },
  rightsHow: {
    en: "To use any of them, write to me by email.",
    de: "Um eines dieser Rechte auszuüben, schreiben Sie mir eine E-Mail.",
  },
  complaint: {
    en: `You also have the right to lodge a complaint with a supervisory authority; in ${privacy.address.addressCountry}, where I live, that is the`,
    de: "Außerdem haben Sie das Recht, sich bei einer Aufsichtsbehörde zu beschweren; zuständig für mich ist die",
  },
  noTracking: {
    en: "There is no automated decision-making or profiling (Art. 22 GDPR), and no tracking: no analytics, no advertising, no cookies. Your theme choice is kept in your browser's local storage and never leaves your device.",
    de: "Es gibt keine automatisierte Entscheidungsfindung und kein Profiling (Art. 22 DSGVO) und kein Tracking: keine Analyse, keine Werbung, keine Cookies. Ihre Wahl des Farbschemas wird im lokalen Speicher Ihres Browsers abgelegt und verlässt Ihr Gerät nie.",
  },
} satisfies Translatable<PrivacyPolicy>;

export const ethicsIntro = {
  en: "Five commitments I hold my research and teaching tools to.",
  de: "Fünf Grundsätze, an denen ich meine Forschung und meine Lehrwerkzeuge messe.",
};

export const ethicsCommitments = [
  {
    title: { en: "Safety first", de: "Sicherheit zuerst" },
    text: {
      en: "Models I build for aviation support trained people; they never replace the judgement of a pilot, controller or rater.",
      de: "Modelle, die ich für die Luftfahrt entwickle, unterstützen ausgebildete Menschen; sie ersetzen nie das Urteil von Pilotinnen, Fluglotsen oder Prüfenden.",
    },
  },
  {
    title: { en: "Transparency", de: "Transparenz" },
    text: {
      en: "I publish evaluation methods, data sources and known limitations alongside every model and benchmark.",
      de: "Zu jedem Modell und jedem Benchmark veröffentliche ich Evaluationsmethoden, Datenquellen und bekannte Grenzen.",
    },
  },
  {
    title: { en: "Privacy by design", de: "Datenschutz durch Technikgestaltung" },
    text: {
      en: "Recordings and transcripts are anonymised before use, and learner data is never used to train models without consent.",
      de: "Aufnahmen und Transkripte werden vor der Verwendung anonymisiert, und Daten von Lernenden dienen nie ohne Einwilligung zum Training von Modellen.",
    },
  },
  {
    title: { en: "Fairness across accents", de: "Fairness über Akzente hinweg" },
    text: {
      en: "I test systems on speakers of many first languages, because aviation English belongs to all of them.",
      de: "Ich teste Systeme mit Sprecherinnen und Sprechern vieler Erstsprachen, denn Luftfahrtenglisch gehört ihnen allen.",
    },
  },
  {
    title: { en: "Human oversight", de: "Menschliche Aufsicht" },
    text: {
      en: "Automated feedback in my teaching tools is reviewed by qualified instructors and can always be challenged.",
      de: "Automatisches Feedback in meinen Lehrwerkzeugen wird von qualifizierten Lehrkräften geprüft und kann jederzeit angefochten werden.",
    },
  },
];

export const disclaimer = [
  {
    en: "The content of this site is for general information. Project descriptions and results reflect the state of the work when written and may change.",
    de: "Die Inhalte dieser Website dienen der allgemeinen Information. Projektbeschreibungen und Ergebnisse geben den Stand der Arbeit zum Zeitpunkt des Schreibens wieder und können sich ändern.",
  },
  {
    en: "Nothing on this site is operational aviation guidance. Always follow your approved procedures, your instructors and the applicable regulations.",
    de: "Nichts auf dieser Website ist eine betriebliche Anweisung für die Luftfahrt. Halten Sie sich immer an Ihre genehmigten Verfahren, Ihre Ausbildenden und die geltenden Vorschriften.",
  },
  {
    en: "Views expressed here are my own and not those of any employer or institution.",
    de: "Die hier geäußerten Ansichten sind meine eigenen und nicht die eines Arbeitgebers oder einer Institution.",
  },
];

export const externalLinksNotice = [
  {
    en: "This site links to other sites, such as app stores, code repositories and professional networks. They open in a new tab.",
    de: "Diese Website verlinkt auf andere Websites, etwa App-Stores, Code-Repositories und berufliche Netzwerke. Sie öffnen sich in einem neuen Tab.",
  },
  {
    en: "I am not responsible for their content or their privacy practices; please read their own policies.",
    de: "Für deren Inhalte und deren Umgang mit Daten bin ich nicht verantwortlich; bitte lesen Sie deren eigene Richtlinien.",
  },
];

export const legalContact = {
  en: "Questions about this page or about your data? Write to me by email, or send a message with the Contact button below.",
  de: "Fragen zu dieser Seite oder zu Ihren Daten? Schreiben Sie mir eine E-Mail oder eine Nachricht über die Schaltfläche „Kontakt“ unten.",
};
