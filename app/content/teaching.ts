// The courses the owner teaches and has taught, newest first. Plain data without icons, so the end-to-end tests
// can read it too.
import type { Course } from "~/content-types";

export const courses = [
  {
    title: "Radiotelephony English for Ab Initio Pilots",
    description:
      "The English a student pilot needs before the first solo cross-country: standard phraseology first, then plain English for when phraseology runs out.",
    audience: "Ab initio pilots",
    level: "ICAO 4 · CEFR B1–B2",
    institution: { name: "Danube Aviation Academy", url: "https://danube-aviation.example.eu" },
    mode: "blended",
    years: { from: 2018 },
    hours: 60,
    syllabus: [
      "Standard ICAO phraseology for the circuit and en route",
      "Readback, hearback and clarification",
      "Numbers, call signs and the spelling alphabet under radio noise",
      "Describing a non-routine situation in plain English",
      "Preparing for the ICAO Level 4 assessment",
    ],
    materials: [
      {
        label: "Phraseology drill sheets (PDF)",
        url: "https://elena-varga.example.eu/materials/phraseology-drills.pdf",
      },
    ],
  },
  {
    title: "Plain English for Non-Routine ATC Situations",
    description:
      "Scenario-based practice for working controllers who hold Level 4 and want Level 5: emergencies, unusual requests and the language between the phraseology.",
    audience: "Air traffic controllers",
    level: "ICAO 4–5 · CEFR B2–C1",
    institution: { name: "Austro Control Academy", url: "https://academy.austrocontrol.example.eu" },
    mode: "in person",
    years: { from: 2019, to: 2023 },
    hours: 40,
    syllabus: [
      "Emergencies and urgencies: MAYDAY and PAN PAN beyond the checklist",
      "Medical, technical and security events in plain English",
      "Negotiating with a crew under workload",
      "Accents, speed and clarity on a busy frequency",
      "Recorded simulator scenarios with individual feedback",
    ],
  },
  {
    title: "Crew Communication and ICAO Recurrent Assessment",
    description:
      "A refresher for airline crews before their recurrent language check, taught online in short weekly sessions that fit a roster.",
    audience: "Airline crews",
    level: "ICAO 4–6 · CEFR B2–C2",
    institution: { name: "Alpine Regional Airways Training Centre" },
    mode: "online",
    years: { from: 2021, to: 2024 },
    hours: 24,
    syllabus: [
      "Flight deck and cabin crew communication in English",
      "Weather, diversions and passenger events explained to ATC",
      "Interactions: handling misunderstanding and confirming intent",
      "Mock ICAO interviews rated against the six criteria",
    ],
  },
] satisfies Course[];
