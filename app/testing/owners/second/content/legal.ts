// The text of /legal. Each section is a heading and its paragraphs or list, rendered in this order.
// What differs between owners (address, host, processor, retention, authority) is in `privacy` and
// `imprint`; the build warns when one of their fields is left empty (scripts/legal-fields.ts). This module
// imports no other content module, and the build's config loads it; no module the contact form ships imports it.
import type { Imprint, Privacy, PrivacyPolicy } from "~/content-types";

export const legalTitle = "Privacy, ethics and the small print";

export const lastUpdated = "20 November 2026";

/** The owner's details for the privacy notice and the imprint; the name and email come from site.ts. */
export const privacy = {
  address: {
    streetAddress: "Flat 2, 14 Sampla Terrace, Rathmines",
    postalCode: "D06 X7K2",
    addressLocality: "Dublin",
    addressCountry: "Ireland",
  },
  host: {
    name: "Netlify (Netlify, Inc.)",
    url: "https://www.netlify.com/privacy/",
    country: "the United States",
    logRetention: "no more than 30 days",
  },
  emailService: {
    name: "EmailJS",
    url: "https://www.emailjs.com/legal/privacy-policy/",
    country: "the United States",
  },
  transferSafeguard:
    "the EU–US Data Privacy Framework where the recipient is certified under it, and otherwise the Standard Contractual Clauses adopted by the European Commission (Art. 46(2)(c) GDPR)",
  messageRetention:
    "two years after our last exchange, so that I can follow up on a collaboration we discussed, unless the law requires me to keep them for longer",
  supervisoryAuthority: {
    name: "Data Protection Commission (An Coimisiún um Chosaint Sonraí)",
    url: "https://www.dataprotection.ie",
  },
} satisfies Privacy;

// Irish law asks a personal, non-commercial site for no imprint: /legal has none, and the footer no link to it.
export const imprint: Imprint | null = null;

export const privacyPolicy = {
  headings: {
    controller: "Who Is Responsible for Your Data",
    form: "What the Contact Form Collects",
    hosting: "Hosting and Server Logs",
    recipients: "Who Else Receives Your Data",
    retention: "How Long I Keep It",
    rights: "Your Rights Under the GDPR",
    noTracking: "No Tracking and No Profiling",
  },
  intro: `This is a personal research website. It has no user accounts, sets no tracking cookies, embeds no social media widgets and runs no analytics of any kind. This notice explains the little personal data it does handle, as Article 13 of the GDPR asks.`,
  controllerIntro:
    "The controller responsible for your personal data under the General Data Protection Regulation (GDPR) and Ireland's Data Protection Act 2018 is:",
  collectedIntro: "When you write to me through the contact form, the data collected is:",
  collected: ["your name", "your email address", "your message, and anything you choose to say in it"],
  paragraphs: [
    `The contact form collects only what you type into it; nothing is added in the background. It is delivered to my inbox by email through ${privacy.emailService.name}, an email-sending service, which processes it on my behalf and only on my instructions.`,
    "I use this information only to respond to you and to continue the conversation you started. I do not share it with anyone without your consent, I never add you to a mailing list, and I delete the correspondence once it is no longer needed.",
    "Please do not send me speech recordings, transcripts or other data about third parties through the form. If you would like to share research data with me, write first and we will agree a secure way to do it under a data sharing agreement.",
  ],
  formBasis:
    "The legal basis is Art. 6(1)(b) GDPR where your message concerns a contract with me, such as a consultancy or a teaching engagement, or steps you ask me to take before one; otherwise it is Art. 6(1)(f) GDPR, my legitimate interest in reading and answering the messages I receive. Giving these details is neither a legal nor a contractual requirement, but without an email address I cannot reply to you.",
  hosting: `The site is a set of static pages served by ${privacy.host.name}. To deliver the pages and keep the service secure, the host records each request in its server logs: your IP address, the date and time, the page requested, your browser's user agent and the address of the page you came from. I do not use these logs to identify visitors. The legal basis is Art. 6(1)(f) GDPR, the legitimate interest in delivering the site reliably and defending it against abuse. The host keeps these logs for ${privacy.host.logRetention}.`,
  recipientsIntro: "Apart from me, these recipients handle your data:",
  recipients: [
    `${privacy.emailService.name}, in ${privacy.emailService.country}, which delivers the contact form's messages to my inbox as my processor, under a data processing agreement;`,
    `${privacy.host.name}, in ${privacy.host.country}, which hosts the site and keeps its server logs, also under a data processing agreement.`,
  ],
  transfer: `Both recipients are outside the European Union and the European Economic Area. Each transfer of your data to them relies on ${privacy.transferSafeguard}. You can read how the email service handles your data in`,
  retention: `I keep messages and my replies for ${privacy.messageRetention}; after that I delete them from my mailbox and any backups. The host keeps its server logs for ${privacy.host.logRetention}, after which they are deleted automatically.`,
  rights: [
    "access to the personal data I hold about you, and a copy of it (Art. 15 GDPR)",
    "rectification of inaccurate or incomplete data (Art. 16)",
    "erasure of your data (Art. 17)",
    "restriction of processing while a question about your data is settled (Art. 18)",
    "data portability, receiving your data in a common machine-readable format (Art. 20)",
    "objection to processing based on legitimate interests (Art. 21)",
  ],
  rightsIntro: "Under the GDPR you have the right to:",
  rightsHow:
    "Exercising these rights costs nothing, and I will answer within one month. To use any of them, write to me by email:",
  complaint: `If you believe I have handled your data unlawfully, you also have the right to lodge a complaint with a supervisory authority, in the EU country where you live or work or where you think the breach took place; in ${privacy.address.addressCountry}, where I live, that is the`,
  noTracking:
    "There is no automated decision-making or profiling (Art. 22 GDPR), and no tracking: no analytics, no advertising, no cookies and no fingerprinting. Your choice of light or dark theme is kept in your browser's local storage and never leaves your device.",
} satisfies PrivacyPolicy;

export const ethicsIntro =
  "Five commitments I hold my research, my speech datasets and the tools I build to, especially where they touch Irish-speaking communities.";

export const ethicsCommitments = [
  {
    title: "Consent from every speaker",
    text: "Every voice in the corpora I collect is recorded with informed, written consent that says what the recording is for, and speakers can withdraw their recordings at any time without giving a reason.",
  },
  {
    title: "Communities first",
    text: "Gaeltacht communities and Irish speakers help decide how their speech is collected, transcribed and used, and the resources we build from it are released back to them under open licences wherever we can.",
  },
  {
    title: "Fair to every dialect",
    text: "I evaluate systems separately on Ulster, Connacht and Munster Irish, on learners and on speakers of Irish English, and I report where they work worse rather than hide it behind an average.",
  },
  {
    title: "Open about limits",
    text: "I publish evaluation methods, data sources, error analyses and known limitations alongside every model, dataset and benchmark, so that others can check my claims and reuse the work responsibly.",
  },
  {
    title: "People stay in charge",
    text: "Speech recognition and synthesis support teachers, transcribers, broadcasters and learners; they do not replace their judgement, and no automated transcript or score I produce goes unreviewed where it matters.",
  },
];

export const disclaimer = [
  "The content of this site is for general information only. Descriptions of projects, models and results reflect the state of the work when they were written and may since have changed; the published papers are the authoritative record.",
  "Demonstrations and tools linked from this site are research prototypes. They may make mistakes, especially with dialects, names and code-switched speech, and should not be relied on for official transcripts, captions for broadcast or any decision about a person.",
  "Views expressed here are my own and not those of any employer, funder or institution I work with or have worked with.",
];

export const externalLinksNotice = [
  "This site links to other sites, such as app stores, code repositories, conference pages and professional networks. They open in a new tab, so you can always come back here.",
  "I have no control over those sites and am not responsible for their content or their privacy practices; please read their own terms and policies before you share anything with them.",
];

export const legalContact =
  "Questions about this page, about your data or about the ethics of my work? Write to me by email, in Irish or in English, or send a message with the Contact button below.";
