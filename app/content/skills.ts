import type { IconSkill, LeveledSkill } from "~/content-types";
import award from "~/assets/icons/award.svg";
import bookOpen from "~/assets/icons/book-open.svg";
import code from "~/assets/icons/code.svg";
import languages from "~/assets/icons/languages.svg";
import layers from "~/assets/icons/layers.svg";
import mic from "~/assets/icons/mic.svg";

/**
 * The owner's six skills, written once: the home page shows each with its level ("Technical Expertise"), the
 * About page with its icon ("Skills"), and the CV with its level, so the three never disagree.
 */
const skills = [
  {
    name: { en: "Natural Language Processing", de: "Maschinelle Sprachverarbeitung" },
    level: "Expert",
    iconUrl: languages,
  },
  { name: { en: "Large Language Models", de: "Große Sprachmodelle" }, level: "Expert", iconUrl: layers },
  { name: { en: "Aviation English (ICAO)", de: "Luftfahrtenglisch (ICAO)" }, level: "Expert", iconUrl: award },
  {
    name: { en: "Machine Learning with PyTorch", de: "Maschinelles Lernen mit PyTorch" },
    level: "Advanced",
    iconUrl: code,
  },
  { name: { en: "Speech Recognition", de: "Spracherkennung" }, level: "Advanced", iconUrl: mic },
  {
    name: { en: "EdTech & Curriculum Design", de: "EdTech & Kursentwicklung" },
    level: "Advanced",
    iconUrl: bookOpen,
  },
] satisfies (LeveledSkill & IconSkill)[];

/** Home page: "Technical Expertise". */
export const expertise = skills.map(({ name, level }) => ({ name, level })) satisfies LeveledSkill[];

/** About page: the skills icon grid. */
export const toolkit = skills.map(({ name, iconUrl }) => ({ name, iconUrl })) satisfies IconSkill[];
