// Who the site is about. The owner's name is written here and nowhere else. Plain data with no icons (those
// are links.ts's), so that the tests and the build's config can load it as it is.
import type { Qualification } from "~/content-types";

const firstName = "Aoife";
const lastName = "O'Sullivan";
const email = "aoife.osullivan@example.ie";
const linkedinUrl = "https://www.linkedin.com/in/aoife-osullivan-example";
const githubUrl = "https://github.com/aoife-osullivan-example";
// Shown in the footer and on /contact. Written here, not read from legal.ts's address: what site.ts imports
// reaches the browser with the contact form, and legal.ts's texts are long.
const location = "Dublin, Ireland";

export const site = {
  name: `${firstName} ${lastName}`,
  firstName,
  initials: `${firstName[0]}${lastName[0]}`,
  role: "Speech Technology Researcher",
  email,
  location,
  github: githubUrl,
  linkedin: linkedinUrl,
  /** Where the site is deployed; canonical links and the sitemap are built from it. */
  url: "https://aoife-osullivan.example.ie",
  description:
    "I build speech recognition and synthesis that work for Irish and for the many Englishes spoken in Ireland, at Glór Speech Lab in Dublin.",
  hero: {
    greeting: `Hi, I'm ${firstName}`,
    title: "I build speech technology that listens to Irish as well as it listens to English.",
    lede: "I am a research fellow at Glór Speech Lab in Dublin, where I build speech recognition and synthesis for Irish and for Irish English. My PhD taught machines to follow accented English on air traffic control frequencies; now I bring the same care for accents and dialects to a language with a fraction of the data. Every system I build is tested with the speakers, teachers and broadcasters who will use it.",
    /** "At a glance" figures beside the hero. */
    highlights: [
      { value: "3", label: "Irish dialects in every evaluation" },
      { value: "900 h", label: "of consented Irish speech collected" },
      { value: "12", label: "first languages in the ATC-Accents corpus" },
      { value: "PhD", label: "in computational linguistics" },
    ],
  },
  about: {
    intro: [
      "I work on spoken-language technology for Irish and English: speech recognition that copes with Ulster, Connacht and Munster Irish, with learners, and with the switching between Irish and English that is everyday speech in much of the country.",
      "I came to it through aviation. My doctoral research measured how speech recognisers and language models cope with accented English on air traffic control frequencies, and it left me convinced that a system is only as good as the voices it was tested on. Before research, I spent a year building speech datasets in industry, and I still teach Irish pronunciation to adult learners one evening a week.",
    ],
  },
  projectsTitle: "Speech technology for Irish, built and shared",
  projectsIntro:
    "Tools built with and for Irish speakers: one app in learners' hands, one open benchmark for code-switched speech, and one captioning system still being tried out on air.",
  /** Shown instead of the contact form when JavaScript is off; the email link goes between the two parts. */
  contactWithoutScript: {
    beforeEmail: "Please write to me at",
    afterEmail: "The contact form needs JavaScript to send messages.",
  },
  contactIntro:
    "Whether you are working on speech technology, on Irish-language education or on a research project that needs spoken data, I would be glad to hear from you, as Gaeilge or in English. I usually reply within three working days.",
  notFound: "Níl sé anseo: this page is not here. It may have moved, or the address may have a typo.",
  callToAction: {
    title: "Let's Make Speech Technology Speak Irish",
    text: "I am looking for collaborators on speech recognition and synthesis for minority languages, on accent-fair evaluation and on language-learning tools, in Ireland and across the EU. If that sounds like your project, let's talk.",
  },
  degrees: [
    { name: "PhD Computational Linguistics", institution: "Saarland University", year: "2024" },
    { name: "MA Computational Linguistics", institution: "Eötvös Loránd University", year: "2019" },
    { name: "MSc Computer Science (Conversion)", institution: "University College Dublin", year: "2016" },
    {
      name: "BA Early and Modern Irish and Linguistics",
      institution: "Trinity College Dublin",
      year: "2015",
    },
  ] satisfies Qualification[],
  certifications: [
    { name: "Teastas Eorpach na Gaeilge, C1", institution: "Maynooth University", year: "2014" },
    {
      name: "Certificate in Teaching and Learning in Higher Education",
      institution: "Trinity College Dublin",
      year: "2025",
    },
  ] satisfies Qualification[],
  openTo: [
    "AI/ML Roles",
    "EdTech Opportunities",
    "Research Collaborations",
    "EU-based Positions",
    "PhD Paths",
  ],
  /** The teaching statement that opens /teaching. */
  teachingStatement:
    "I teach speech technology the way I learned Irish: by listening first. My students start from real recordings, of Gaeltacht speakers, of learners and of radio, before they train a model, and they evaluate every system on the speakers it is most likely to fail. With adult learners of Irish I use the same tools the other way round, to make pronunciation visible and to give feedback between classes.",
  /** Opens /writing, before the line that points to the feed. */
  writingIntro:
    "Notes from building speech technology for Irish and English: data, models, evaluation, and the occasional detour into statistics.",
  talksIntro:
    "Keynotes, conference talks, workshops and guest lectures on speech technology for Irish, accent-fair evaluation and speech data. Each has its abstract, its links and a calendar file.",
};
