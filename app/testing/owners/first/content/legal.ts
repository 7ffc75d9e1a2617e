// The text of /legal. Each section is a heading and its paragraphs or list, rendered in this order.
// What differs between owners (address, host, processor, retention, authority, the laws the imprint cites)
// is in `privacy` and `imprint`; the build warns when one of their fields is left empty
// (scripts/legal-fields.ts). This module imports no other content module: site.ts imports it (for the
// owner's city), and the build's config loads it.
import type { Imprint, Privacy, PrivacyPolicy } from "~/content/types";

export const legalTitle = "Privacy, ethics and the fine print";

export const lastUpdated = "24 November 2026";

/** The owner's details for the privacy notice and the imprint; the name and email come from site.ts. */
export const privacy = {
  address: {
    streetAddress: "Probegasse 3/1",
    postalCode: "1050",
    addressLocality: "Vienna",
    addressCountry: "Austria",
  },
  host: {
    name: "GitHub Pages (GitHub, Inc.)",
    url: "https://docs.github.com/en/site-policy/privacy-policies/github-general-privacy-statement",
    country: "the United States",
    logRetention: "at most 90 days",
  },
  emailService: {
    name: "EmailJS",
    url: "https://www.emailjs.com/legal/privacy-policy/",
    country: "the United States",
  },
  transferSafeguard:
    "the EU–US Data Privacy Framework where the recipient is certified under it, and otherwise the European Commission's Standard Contractual Clauses (Art. 46(2)(c) GDPR)",
  messageRetention: "12 months after our last exchange, unless the law requires me to keep them longer",
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
export const imprint: Imprint | null = {
  title: "Imprint",
  laws: ["§ 5 ECG", "§ 25 MedienG (Austria)", "§ 5 DDG (Germany)"],
  ownerLabel: "Media owner and publisher",
  details: [
    { label: "Profession", text: "AI researcher and aviation English instructor" },
    // § 25 MedienG's "Blattlinie". A professional body ({ label, link: { name, url } }) or a VAT number goes
    // here too, where the owner has one.
    {
      label: "Purpose of the site",
      text: "Personal website: information about my research, teaching, publications and projects. Not a commercial offer.",
    },
  ],
};

export const privacyPolicy = {
  headings: {
    controller: "Who Is Responsible",
    form: "The Contact Form",
    hosting: "Hosting and Server Logs",
    recipients: "Recipients and Transfers Outside the EU",
    retention: "How Long Data Is Kept",
    rights: "Your Rights",
    noTracking: "No Tracking, No Automated Decisions",
  },
  intro: `This site is a personal portfolio. It has no accounts, sets no tracking cookies and runs no analytics.`,
  controllerIntro: "The controller responsible for your data under the GDPR is:",
  collectedIntro: "When you use the contact form, the data collected is:",
  collected: ["your name", "your email address", "your message"],
  paragraphs: [
    `The contact form collects only what you type into it. It is delivered to me by email through ${privacy.emailService.name}, an email-sending service, which processes it on my behalf.`,
    "I use this information only to respond to you. I do not share it with anyone without your consent, and I delete the correspondence once it is no longer needed.",
  ],
  formBasis:
    "The legal basis is Art. 6(1)(b) GDPR where your message concerns a contract with me or steps before one, and otherwise Art. 6(1)(f) GDPR: my legitimate interest in answering the messages I receive. Giving these details is neither a legal nor a contractual requirement, but without them I cannot reply.",
  hosting: `The site is served by ${privacy.host.name}. To deliver the pages and keep the service secure, the host records each request in its server logs: your IP address, the date and time, the page asked for, your browser's user agent and the address you came from. The legal basis is Art. 6(1)(f) GDPR, the legitimate interest in delivering the site safely. The host keeps these logs for ${privacy.host.logRetention}.`,
  recipientsIntro: "Who receives your data besides me:",
  recipients: [
    `${privacy.emailService.name}, in ${privacy.emailService.country}, which delivers the contact form's messages to me as my processor, under a data processing agreement;`,
    `${privacy.host.name}, in ${privacy.host.country}, which hosts the site and keeps its server logs.`,
  ],
  transfer: `Where a recipient is outside the EU or the EEA, the transfer relies on ${privacy.transferSafeguard}.`,
  retention: `I keep messages and my replies for ${privacy.messageRetention}; the host keeps its server logs for ${privacy.host.logRetention}.`,
  rights: [
    "access to the data I hold about you (Art. 15 GDPR)",
    "rectification of inaccurate data (Art. 16)",
    "erasure (Art. 17)",
    "restriction of processing (Art. 18)",
    "data portability (Art. 20)",
    "objection to processing based on legitimate interests (Art. 21)",
  ],
  rightsIntro: "You have the right to:",
  rightsHow: "To use any of them, write to me by email.",
  complaint: `You also have the right to lodge a complaint with a supervisory authority; in ${privacy.address.addressCountry}, where I live, that is the`,
  noTracking:
    "There is no automated decision-making or profiling (Art. 22 GDPR), and no tracking: no analytics, no advertising, no cookies. Your theme choice is kept in your browser's local storage and never leaves your device.",
} satisfies PrivacyPolicy;

export const ethicsIntro = "Five commitments I hold my research and teaching tools to.";

export const ethicsCommitments = [
  {
    title: "Safety first",
    text: "Models I build for aviation support trained people; they never replace the judgement of a pilot, controller or rater.",
  },
  {
    title: "Transparency",
    text: "I publish evaluation methods, data sources and known limitations alongside every model and benchmark.",
  },
  {
    title: "Privacy by design",
    text: "Recordings and transcripts are anonymised before use, and learner data is never used to train models without consent.",
  },
  {
    title: "Fairness across accents",
    text: "I test systems on speakers of many first languages, because aviation English belongs to all of them.",
  },
  {
    title: "Human oversight",
    text: "Automated feedback in my teaching tools is reviewed by qualified instructors and can always be challenged.",
  },
];

export const disclaimer = [
  "The content of this site is for general information. Project descriptions and results reflect the state of the work when written and may change.",
  "Nothing on this site is operational aviation guidance. Always follow your approved procedures, your instructors and the applicable regulations.",
  "Views expressed here are my own and not those of any employer or institution.",
];

export const externalLinksNotice = [
  "This site links to other sites, such as app stores, code repositories and professional networks. They open in a new tab.",
  "I am not responsible for their content or their privacy practices; please read their own policies.",
];

export const legalContact =
  "Questions about this page or about your data? Write to me by email, or send a message with the Contact button below.";
