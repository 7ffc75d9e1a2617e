import type { IconSkill, LeveledSkill } from "~/content-types";
import barChart from "~/assets/icons/bar-chart.svg";
import bookOpen from "~/assets/icons/book-open.svg";
import code from "~/assets/icons/code.svg";
import headphones from "~/assets/icons/headphones.svg";
import languages from "~/assets/icons/languages.svg";
import mic from "~/assets/icons/mic.svg";

/**
 * The owner's six skills, written once: the home page shows each with its level ("Technical Expertise"), the
 * About page with its icon ("Skills"), and the CV with its level, so the three never disagree.
 */
const skills = [
  { name: "Automatic Speech Recognition", level: "Expert", iconUrl: mic },
  { name: "Irish Phonetics & Dialects", level: "Expert", iconUrl: languages },
  { name: "Speech Corpus Design", level: "Expert", iconUrl: bookOpen },
  { name: "Text-to-Speech Synthesis", level: "Advanced", iconUrl: headphones },
  { name: "Deep Learning with PyTorch", level: "Advanced", iconUrl: code },
  { name: "Evaluation & Statistics", level: "Advanced", iconUrl: barChart },
] satisfies (LeveledSkill & IconSkill)[];

/** Home page: "Technical Expertise". */
export const expertise = skills.map(({ name, level }) => ({ name, level })) satisfies LeveledSkill[];

/** About page: the skills icon grid. */
export const toolkit = skills.map(({ name, iconUrl }) => ({ name, iconUrl })) satisfies IconSkill[];
