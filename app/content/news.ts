// Short dated news for the home page, any order: the page shows the newest few. Each item links to the page
// that tells more, on this site or elsewhere.
import type { NewsItem } from "~/content-types";

export const news = [
  {
    date: "2026-10-12",
    text: {
      en: "I will give the opening keynote at the ICAEA Conference 2027 in Vienna.",
      de: "Ich halte die Eröffnungs-Keynote der ICAEA-Konferenz 2027 in Wien.",
    },
    link: { href: "/talks/icaea-2027-keynote", label: { en: "About the keynote", de: "Zur Keynote" } },
  },
  {
    date: "2025-08-28",
    text: "I presented ICAO-Bench at EUROCALL 2025 in Lisbon; the slides are online.",
    link: { href: "/talks/eurocall-2025-talk", label: "Slides and abstract" },
  },
  {
    date: "2025-09-04",
    text: "ICAO-Bench, our benchmark of language models against the ICAO rating scale, is out as a preprint.",
    link: { href: "/publications", label: "Publications" },
  },
  {
    date: "2025-03-19",
    text: "A recording of the workshop on conversational tutors for aviation English teachers is online.",
    link: { href: "/talks/teachers-forum-2025-workshop", label: "Watch the workshop" },
  },
] satisfies NewsItem[];
