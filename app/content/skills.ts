import type { IconSkill, LeveledSkill } from "./types";
import award from "~/assets/icons/award.svg";
import bookOpen from "~/assets/icons/book-open.svg";
import code from "~/assets/icons/code.svg";
import languages from "~/assets/icons/languages.svg";
import layers from "~/assets/icons/layers.svg";
import mic from "~/assets/icons/mic.svg";

/** Home page: "Technical Expertise". */
export const expertise = [
  { name: "Natural Language Processing", level: "Expert" },
  { name: "Large Language Models", level: "Expert" },
  { name: "Aviation English (ICAO)", level: "Expert" },
  { name: "Machine Learning with PyTorch", level: "Advanced" },
  { name: "Speech Recognition", level: "Advanced" },
  { name: "EdTech & Curriculum Design", level: "Advanced" },
] satisfies LeveledSkill[];

/** About page: the skills icon grid. */
export const toolkit = [
  { name: "Python", iconUrl: code },
  { name: "PyTorch", iconUrl: layers },
  { name: "Hugging Face Transformers", iconUrl: languages },
  { name: "Speech & ASR", iconUrl: mic },
  { name: "ICAO Proficiency Rating", iconUrl: award },
  { name: "Instructional Design", iconUrl: bookOpen },
] satisfies IconSkill[];
