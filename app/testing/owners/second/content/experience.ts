import type { Experience } from "~/content-types";
import headphones from "~/assets/icons/headphones.svg";
import mic from "~/assets/icons/mic.svg";
import plane from "~/assets/icons/plane.svg";

/** Newest first. */
export const experiences = [
  {
    title: "Research Fellow, Spoken Language Technology",
    company_name: "Glór Speech Lab, Dublin",
    icon: mic,
    iconBg: "#15803d",
    date: "Oct 2024 – Present",
    points: [
      "Lead the lab's work on speech recognition for Irish, across the Ulster, Connacht and Munster dialects and the Irish–English code-switching heard in everyday conversation.",
      "Collected 900 hours of consented Irish speech with Gaeltacht community groups and schools, and published the recording protocol and consent forms for other minority-language projects.",
      "Built Meascán, an open benchmark for code-switched Irish–English speech, and cut word error rates on learner speech by a quarter with dialect-aware fine-tuning.",
      "Co-supervise two PhD students and run the lab's fortnightly reading group on fairness in speech technology.",
    ],
  },
  {
    title: "Doctoral Researcher, Speech Recognition",
    company_name: "Saarland University, Spoken Language Systems",
    icon: plane,
    iconBg: "#1d4ed8",
    date: "Oct 2019 – Sep 2024",
    points: [
      "Wrote a PhD thesis on language models for safety-critical radiotelephony: how speech recognisers and language models cope with accented English on air traffic control frequencies.",
      "Released ATC-Accents, a corpus of transcribed approach radiotelephony from speakers of twelve first languages, now used by research groups in five countries.",
      "Ran a feasibility study of automatic readback checking for EUROCONTROL, and co-wrote its technical report.",
      "Taught the tutorials of the introductory speech processing course for four years, to about 60 students a year.",
    ],
  },
  {
    title: "Speech Data Engineer",
    company_name: "Caint Technologies, Dublin",
    icon: headphones,
    iconBg: "#b45309",
    date: "Jun 2016 – Aug 2017",
    points: [
      "Designed recording scripts and quality checks for voice assistant datasets in English and Irish.",
      "Managed a team of twelve freelance transcribers and wrote their annotation guidelines for Irish English.",
      "Built the pipeline that aligned transcripts to audio and flagged unreliable segments for review, halving the time spent on manual checks.",
      "Worked with acoustic modelling engineers to find and fix the accents the company's recogniser served worst.",
    ],
  },
] satisfies Experience[];
