import type { Experience } from "~/content-types";
import headphones from "~/assets/icons/headphones.svg";
import network from "~/assets/icons/network.svg";
import plane from "~/assets/icons/plane.svg";

/** Newest first. */
export const experiences = [
  {
    title: "AI Research Engineer, Language Models",
    company_name: "Lumen Speech Lab",
    icon: network,
    iconBg: "#1d4ed8",
    date: "Sep 2023 – Present",
    points: [
      "Lead an evaluation suite that measures how well large language models understand air traffic control radiotelephony.",
      "Fine-tuned open multilingual models on 40,000 transcribed ATC exchanges, cutting readback-error misses by a third.",
      "Published three peer-reviewed papers, on readback-error detection, accented speech recognition and a conversational tutor, and released the ICAO-Bench benchmark.",
      "Mentor three MSc students and run the lab's weekly reading group on trustworthy NLP.",
    ],
  },
  {
    title: "Aviation English Instructor & ICAO Rater",
    company_name: "Danube Aviation Academy",
    icon: plane,
    iconBg: "#0f766e",
    date: "Jan 2018 – Present",
    points: [
      "Taught aviation English to more than 600 pilots and air traffic controllers from 14 countries; part-time since September 2023, alongside research.",
      "Rated candidates against the six ICAO language proficiency criteria, with 98% agreement in second ratings.",
      "Designed a scenario-based course on non-routine situations, taught to controllers at Austro Control Academy, that lifted first-attempt Level 4 pass rates to 91%.",
      "Ran online recurrent-assessment courses for Alpine Regional Airways crews, with speech-analysis feedback on pronunciation and fluency.",
    ],
  },
  {
    title: "Learning Designer, EdTech",
    company_name: "SkyTalk Learning",
    icon: headphones,
    iconBg: "#7c3aed",
    date: "Jul 2015 – Dec 2017",
    points: [
      "Built listening exercises from real, anonymised ATC recordings for a self-study aviation English platform.",
      "Wrote 120 interactive lessons aligned with ICAO Document 9835.",
      "Worked with engineers on the platform's adaptive practice engine and its progress analytics.",
      "Ran usability studies with student pilots that shaped the mobile version of the course.",
    ],
  },
] satisfies Experience[];
