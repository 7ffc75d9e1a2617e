// The text of /legal. Each section is a heading and its paragraphs or list, rendered in this order.
import { site } from "./site";

export const legalTitle = "Privacy, ethics and the fine print";

export const lastUpdated = "21 November 2026";

export const privacyPolicy = {
  intro: `This site is a personal portfolio. It has no accounts, sets no tracking cookies and runs no analytics.`,
  collectedIntro: "When you use the contact form, the data collected is:",
  collected: ["your name", "your email address", "your message"],
  paragraphs: [
    "The contact form collects only what you type into it. It is delivered to me by email through EmailJS, an email-sending service, which processes it on my behalf.",
    "I use this information only to respond to you. I do not share it with anyone without your consent, and I delete the correspondence once it is no longer needed.",
    `Under the GDPR you may ask to see, correct or delete what I hold about you. Write to ${site.email}.`,
  ],
};

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
