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
    text: {
      en: "I presented ICAO-Bench at EUROCALL 2025 in Lisbon; the slides are online.",
      de: "Ich habe ICAO-Bench auf der EUROCALL 2025 in Lissabon vorgestellt; die Folien sind online.",
    },
    link: {
      href: "/talks/eurocall-2025-talk",
      label: { en: "Slides and abstract", de: "Folien und Abstract" },
    },
  },
  {
    date: "2025-09-04",
    text: {
      en: "ICAO-Bench, our benchmark of language models against the ICAO rating scale, is out as a preprint.",
      de: "ICAO-Bench, unser Benchmark, der Sprachmodelle an der ICAO-Bewertungsskala misst, ist als Preprint erschienen.",
    },
    link: { href: "/publications", label: { en: "Publications", de: "Publikationen" } },
  },
  {
    date: "2025-03-19",
    text: {
      en: "A recording of the workshop on conversational tutors for aviation English teachers is online.",
      de: "Die Aufzeichnung meines Workshops zu Gesprächstutoren für Lehrkräfte für Luftfahrtenglisch ist online.",
    },
    link: {
      href: "/talks/teachers-forum-2025-workshop",
      label: { en: "Watch the workshop", de: "Workshop ansehen" },
    },
  },
] satisfies NewsItem[];
