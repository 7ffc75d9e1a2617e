// Talks, keynotes, workshops and guest lectures. Plain data without icons, so the end-to-end tests can read it
// too. `paper` is a citation key from publications.bib: the talk's page then links to that paper's page, and
// the paper's page back to the talk. Which talks are upcoming is decided when the site is built.
import type { Talk } from "~/content-types";

export const talks = [
  {
    title: "Can a Language Model Hear a Wrong Readback? Lessons from Three Years of ATC Data",
    slug: "icaea-2027-keynote",
    event: { name: "ICAEA Conference 2027", url: "https://www.icaea.example.org/2027" },
    kind: "keynote",
    abstract:
      "Language models now transcribe and summarise radiotelephony in real time. I will show where they catch the readback errors controllers miss, where they fail in ways no human would, and what aviation English teachers should know before these tools reach their classrooms.",
    date: "2027-05-12",
    time: { start: "09:30", timeZone: "Europe/Vienna", durationMinutes: 45 },
    place: { venue: "Austria Center Vienna", city: "Vienna", country: "Austria" },
    paper: "hofer2025readback",
  },
  {
    title: "Benchmarking Language Models Against ICAO Proficiency Descriptors",
    slug: "eurocall-2025-talk",
    event: { name: "EUROCALL 2025", url: "https://www.eurocall.example.org/2025" },
    kind: "talk",
    abstract:
      "ICAO-Bench asks whether a language model can place a pilot's answer on the ICAO rating scale as a trained rater would. I present the benchmark, the agreement we measured, and why fluency is the descriptor models get most wrong.",
    date: "2025-08-28",
    time: { start: "14:00", timeZone: "Europe/Lisbon", durationMinutes: 20 },
    place: { venue: "NOVA University Lisbon", city: "Lisbon", country: "Portugal" },
    slides: "https://lena-hofer.example.eu/slides/eurocall-2025.pdf",
    paper: "hofer2025icaobench",
  },
  {
    title: "Teaching Plain English with Conversational Tutors: A Hands-On Workshop",
    slug: "teachers-forum-2025-workshop",
    event: {
      name: "Aviation English Teachers' Online Forum",
      url: "https://forum.aviation-english.example.org",
    },
    kind: "workshop",
    abstract:
      "A practical session for aviation English teachers: we build three non-routine scenarios together, try them with a conversational tutor, and discuss what to correct, what to ignore and when to switch the tutor off.",
    date: "2025-03-19",
    time: { start: "16:00", timeZone: "Europe/Berlin", durationMinutes: 90 },
    place: { online: true, url: "https://forum.aviation-english.example.org/workshops/2025-tutors" },
    video: "https://video.example.org/watch/aviation-english-tutors-2025",
    paper: "hofer2024tutor",
  },
  {
    title: "From the Classroom to the Model: What Raters Hear",
    slug: "tu-wien-2024-guest-lecture",
    event: { name: "Speech and Language Processing, TU Wien", url: "https://www.tuwien.example.at/slp" },
    kind: "guest lecture",
    abstract:
      "A guest lecture for computer science students on how human raters assess spoken English in aviation, where they agree and disagree, and what that means for anyone who wants to automate the rating.",
    date: "2024-11-21",
    place: { city: "Vienna", country: "Austria" },
    slides: "https://lena-hofer.example.eu/slides/tu-wien-2024.pdf",
    paper: "hofer2022levels",
  },
] satisfies Talk[];
