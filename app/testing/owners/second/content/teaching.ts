// The courses the owner teaches and has taught, newest first. Plain data without icons, so the end-to-end tests
// can read it too. Each level is said as its learners know it; the tutorials give none, and three topics.
import type { Course } from "~/content-types";

export const courses = [
  {
    title: "Speech Technology for Under-Resourced Languages",
    description:
      "How to build speech recognition and synthesis for a language with little data, taught through Irish: collecting and transcribing speech ethically, adapting multilingual models, and evaluating them fairly across dialects.",
    audience: "MSc students in speech and language processing",
    level: "Master's, second year",
    institution: { name: "Trinity College Dublin", url: "https://www.tcd.example.ie/slscs" },
    mode: "in person",
    years: { from: 2025 },
    hours: 22,
    syllabus: [
      "What makes a language under-resourced, and what Irish has that others lack",
      "Recording protocols, consent and working with Gaeltacht communities",
      "Transcription conventions for dialect and code-switched speech",
      "Fine-tuning multilingual speech models on a few hours of data",
      "Evaluating by dialect, speaker group and language switch, not only on average",
      "Text-to-speech for Irish: voices, dialects and listening tests",
    ],
    materials: [
      {
        label: "Lab notebooks and exercises (GitHub)",
        url: "https://github.com/aoife-osullivan-example/speech-tech-for-irish",
      },
    ],
  },
  {
    title: "Irish Pronunciation with Speech Feedback",
    description:
      "An evening course for adult learners who read Irish well but want to sound like a speaker: the sounds English does not have, practised in class and between classes with an app that shows learners what they said.",
    audience: "Adult learners of Irish",
    level: "CEFR B1–B2",
    institution: { name: "Ionad Gaeilge Átha Cliath", url: "https://ionadgaeilge.example.ie" },
    mode: "blended",
    years: { from: 2023 },
    hours: 20,
    syllabus: [
      "Broad and slender consonants, and why they change meaning",
      "Long and short vowels, and the sounds the spelling hides",
      "Initial mutations heard in connected speech",
      "Stress and rhythm in Ulster, Connacht and Munster Irish",
      "Recording yourself and reading the app's feedback critically",
    ],
  },
  {
    title: "Introduction to Speech Processing (Tutorials)",
    description:
      "The weekly tutorials of the introductory speech processing course: from waveforms and spectrograms to a first working speech recogniser, taught in English to an international class.",
    audience: "BSc and MSc students in computational linguistics",
    institution: { name: "Saarland University", url: "https://www.uni-saarland.example.de/lst" },
    mode: "in person",
    years: { from: 2020, to: 2023 },
    syllabus: [
      "Sound, sampling and the spectrogram",
      "Features and acoustic models",
      "Decoding with language models, and measuring word error rate",
    ],
  },
] satisfies Course[];
