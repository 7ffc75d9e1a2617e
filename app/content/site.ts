// Who the site is about. The owner's name is written here and nowhere else. Plain data with no icons (those
// are links.ts's), so that the tests and the build's config can load it as it is.
import type { Qualification, Site } from "~/content-types";

const firstName = "Elena";
const lastName = "Varga";
const email = "elena.varga@example.eu";
const linkedinUrl = "https://www.linkedin.com/in/elena-varga-example";
const githubUrl = "https://github.com/elena-varga-example";
// Shown in the footer and on /contact. Written here, not read from legal.ts's address: what site.ts imports
// reaches the browser with the contact form, and legal.ts's texts are long.
const location = "Vienna, Austria";

export const site = {
  /**
   * The site's languages, the first the default: its pages keep their addresses, each other language's are
   * under its prefix (/de/about). Leave it out for a site in English only.
   */
  languages: ["en", "de"],
  name: `${firstName} ${lastName}`,
  firstName,
  initials: `${firstName[0]}${lastName[0]}`,
  role: {
    en: "AI Researcher & Aviation English Instructor",
    de: "KI-Forscherin und Trainerin für Luftfahrtenglisch",
  },
  email,
  location,
  github: githubUrl,
  linkedin: linkedinUrl,
  /** Where the site is deployed; canonical links and the sitemap are built from it. */
  url: "https://elena-varga.example.eu",
  description: {
    en: "AI researcher working on language models for safety-critical communication, and ICAO-certified aviation English instructor.",
    de: "KI-Forscherin zu Sprachmodellen für sicherheitskritische Kommunikation und ICAO-zertifizierte Trainerin für Luftfahrtenglisch.",
  },
  hero: {
    greeting: { en: `Hi, I'm ${firstName}`, de: `Hallo, ich bin ${firstName}` },
    title: {
      en: "I build language AI that pilots and controllers can trust.",
      de: "Ich baue Sprach-KI, der Pilotinnen und Fluglotsen vertrauen können.",
    },
    lede: {
      en: "I research how large language models understand aviation radiotelephony, at Lumen Speech Lab in Vienna. I came to it from eight years of designing aviation English courses and teaching pilots and air traffic controllers, and I still teach part-time. Every model I build is measured against what a learner or an operator on frequency needs.",
      de: "Am Lumen Speech Lab in Wien erforsche ich, wie große Sprachmodelle den Flugfunk verstehen. Dazu kam ich nach acht Jahren, in denen ich Kurse für Luftfahrtenglisch entwickelt und Pilotinnen, Piloten und Fluglotsen unterrichtet habe; ich unterrichte bis heute in Teilzeit. Jedes Modell, das ich baue, messe ich daran, was Lernende und Menschen auf der Frequenz brauchen.",
    },
    /** "At a glance" figures beside the hero. */
    highlights: [
      {
        value: "600+",
        label: { en: "pilots and controllers taught", de: "Pilotinnen, Piloten und Lotsen unterrichtet" },
      },
      {
        value: { en: "10+ yrs", de: "10+ Jahre" },
        label: { en: "in aviation English and EdTech", de: "in Luftfahrtenglisch und EdTech" },
      },
      {
        value: "40k",
        label: { en: "ATC exchanges in my training data", de: "Funksprüche in meinen Trainingsdaten" },
      },
      { value: "ICAO", label: { en: "certified language proficiency rater", de: "zertifizierte Sprachprüferin" } },
    ],
  },
  about: {
    intro: [
      {
        en: "I work where natural language processing meets aviation. My research asks whether language models can follow the compressed, high-stakes English of air traffic control, and how to tell when they cannot.",
        de: "Ich arbeite dort, wo maschinelle Sprachverarbeitung auf die Luftfahrt trifft. Meine Forschung fragt, ob Sprachmodelle dem knappen Englisch der Flugsicherung folgen können, in dem viel auf dem Spiel steht, und woran man erkennt, wann sie es nicht können.",
      },
      {
        en: "Alongside research, I still teach aviation English part-time and rate pilots and controllers against the ICAO Language Proficiency Requirements. That classroom shapes my work: every model I build is measured against what a real learner or operator needs.",
        de: "Neben der Forschung unterrichte ich weiterhin in Teilzeit Luftfahrtenglisch und bewerte Pilotinnen, Piloten und Lotsen nach den Sprachanforderungen der ICAO. Dieser Unterricht prägt meine Arbeit: Jedes Modell, das ich baue, messe ich daran, was echte Lernende und Anwender brauchen.",
      },
    ],
  },
  projectsTitle: {
    en: "Language AI for aviation, built and shipped",
    de: "Sprach-KI für die Luftfahrt, gebaut und veröffentlicht",
  },
  projectsIntro: {
    en: "Tools and research that bring language AI to aviation training: one shipped app, one open benchmark and one tutor still in the hangar.",
    de: "Werkzeuge und Forschung, die Sprach-KI in die Luftfahrtausbildung bringen: eine veröffentlichte App, ein offener Benchmark und ein Tutor, der noch im Hangar steht.",
  },
  /** Shown instead of the contact form when JavaScript is off; the email link goes between the two parts. */
  contactWithoutScript: {
    beforeEmail: "Please write to me at",
    afterEmail: "The contact form needs JavaScript to send messages.",
  },
  contactIntro:
    "Whether it is a research collaboration, an EdTech product or a role in AI, I would be glad to hear from you. I usually reply within two working days.",
  notFound: "This page has flown off the radar. It may have moved, or the address may have a typo.",
  callToAction: {
    title: { en: "Let's Build Something That Flies", de: "Bauen wir etwas, das fliegt" },
    text: {
      en: "I am looking for collaborators on trustworthy language AI, aviation training and EdTech across the EU. If that sounds like your project, let's talk.",
      de: "Ich suche in der ganzen EU Partnerinnen und Partner für vertrauenswürdige Sprach-KI, Luftfahrtausbildung und EdTech. Klingt das nach Ihrem Projekt? Dann sprechen wir darüber.",
    },
  },
  degrees: [
    { name: "MSc Artificial Intelligence", institution: "University of Amsterdam", year: "2023" },
    { name: "MA Applied Linguistics (TESOL)", institution: "University of Vienna", year: "2017" },
    { name: "BSc Computer Science", institution: "TU Wien", year: "2015" },
    { name: "BA English Language and Literature", institution: "University of Vienna", year: "2014" },
  ] satisfies Qualification[],
  certifications: [
    { name: "ICAO Language Proficiency Rater", institution: "Austro Control Academy", year: "2019" },
    { name: "Cambridge CELTA", institution: "Cambridge English", year: "2016" },
  ] satisfies Qualification[],
  openTo: [
    { en: "AI/ML Roles", de: "Stellen in KI/ML" },
    { en: "EdTech Opportunities", de: "Aufgaben in EdTech" },
    { en: "Research Collaborations", de: "Forschungskooperationen" },
    { en: "EU-based Positions", de: "Stellen in der EU" },
    { en: "PhD Paths", de: "Wege zur Promotion" },
  ],
  /** The teaching statement that opens /teaching. */
  teachingStatement: {
    en: "I teach the English that pilots and controllers use when the checklist ends. My classes start from real radiotelephony: recordings, readbacks and the non-routine moments where plain English decides the outcome. Learners practise in scenarios, not word lists, and I rate them against the same ICAO descriptors their examiners will use.",
    de: "Ich unterrichte das Englisch, das Pilotinnen, Piloten und Lotsen brauchen, wenn die Checkliste endet. Mein Unterricht beginnt beim echten Sprechfunk: bei Aufnahmen, Readbacks und den ungewöhnlichen Momenten, in denen einfaches Englisch über den Ausgang entscheidet. Geübt wird in Szenarien statt mit Vokabellisten, und ich bewerte nach denselben ICAO-Deskriptoren, die auch die Prüfenden verwenden.",
  },
  /** Opens /writing, before the line that points to the feed. */
  writingIntro: {
    en: "What I learn building language AI for aviation and teaching the English that pilots and controllers use.",
    de: "Was ich beim Bauen von Sprach-KI für die Luftfahrt lerne und beim Unterrichten des Englischen, das Pilotinnen, Piloten und Lotsen sprechen.",
  },
  talksIntro: {
    en: "Keynotes, conference talks, workshops and guest lectures on language AI for aviation and on teaching aviation English. Each has its abstract, its links and a calendar file.",
    de: "Keynotes, Konferenzvorträge, Workshops und Gastvorlesungen über Sprach-KI für die Luftfahrt und den Unterricht in Luftfahrtenglisch, jeweils mit Abstract, Links und Kalenderdatei.",
  },
} satisfies Site;
