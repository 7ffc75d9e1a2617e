import { site } from "./site";
import type { Project } from "~/content-types";
import barChart from "~/assets/icons/bar-chart.svg";
import smartphone from "~/assets/icons/smartphone.svg";
import sparkles from "~/assets/icons/sparkles.svg";

export const projects = [
  {
    name: "AeroSpeak",
    description: {
      en: "A mobile app for pilots preparing for the ICAO English test: realistic radiotelephony drills with instant speech feedback on pronunciation, fluency and structure.",
      de: "Eine App für Pilotinnen und Piloten, die sich auf den ICAO-Englischtest vorbereiten: realistische Übungen im Sprechfunk mit sofortigem Feedback zu Aussprache, Sprechflüssigkeit und Struktur.",
    },
    tags: ["React Native", { en: "Speech recognition", de: "Spracherkennung" }, "ICAO Level 4+"],
    link: "https://apps.apple.com/app/aerospeak-example/id0000000000",
    linkLabel: { en: "App Store listing", de: "Eintrag im App Store" },
    theme: "#0f766e",
    iconUrl: smartphone,
    status: "live",
  },
  {
    name: "ReadbackBench",
    description: {
      en: "An open benchmark that tests whether language models catch readback errors in air traffic control exchanges, with 5,000 annotated examples and a leaderboard.",
      de: "Ein offener Benchmark, der prüft, ob Sprachmodelle Readback-Fehler im Flugfunk erkennen, mit 5.000 annotierten Beispielen und einer Bestenliste.",
    },
    tags: ["Python", { en: "LLM evaluation", de: "LLM-Evaluation" }, { en: "Open source", de: "Open Source" }],
    link: `${site.github}/readbackbench`,
    linkLabel: { en: "code repository", de: "Code-Repository" },
    theme: "#1d4ed8",
    iconUrl: barChart,
    status: "live",
  },
  {
    name: "PhraseCoach",
    description: {
      en: "An AI tutor that generates non-routine flight scenarios and gives rater-style feedback on a learner's spoken answers. Currently in closed testing with two flight schools.",
      de: "Ein KI-Tutor, der ungewöhnliche Flugsituationen erzeugt und zu gesprochenen Antworten Rückmeldung gibt, wie Prüfende es tun. Derzeit im geschlossenen Test mit zwei Flugschulen.",
    },
    tags: ["LLMs", "EdTech", { en: "Speech", de: "Sprachverarbeitung" }],
    link: null,
    theme: "#7c3aed",
    iconUrl: sparkles,
    status: "in-progress",
  },
] satisfies Project[];

/** The home page features three projects. */
export const featuredProjects = projects.slice(0, 3);
