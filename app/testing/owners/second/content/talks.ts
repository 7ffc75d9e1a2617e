// Talks, keynotes, workshops and guest lectures. Plain data without icons, so the end-to-end tests can read it
// too. `paper` is a citation key from the owner's .bib files: the talk's page then links to that paper's page,
// and the paper's page back to the talk. Which talks are upcoming is decided when the site is built.
import type { Talk } from "~/content-types";

export const talks = [
  {
    title: "Teaching Machines to Listen to Irish: Dialects, Learners and Code-Switching",
    slug: "cltw-2027-keynote",
    event: { name: "Celtic Language Technology Workshop 2027", url: "https://cltw.example.org/2027" },
    kind: "keynote",
    abstract:
      "Speech recognition for Irish has improved quickly, but mostly for one kind of speaker reading one kind of text. I will show what happens when the same systems meet Ulster, Connacht and Munster speech, adult learners and the everyday switching between Irish and English, what it took to collect 900 hours of consented speech with Gaeltacht communities, and what other Celtic languages can borrow from it.",
    date: "2027-06-17",
    time: { start: "09:30", timeZone: "Europe/Dublin", durationMinutes: 45 },
    place: { venue: "University of Galway", city: "Galway", country: "Ireland" },
  },
  {
    title: "Do Language Models Hear Accents? Evidence from Transcribed Radiotelephony",
    slug: "speech-colloquium-2025-accents",
    event: {
      name: "Edinburgh Speech Technology Colloquium 2025",
      url: "https://speech-colloquium.example.org/2025",
    },
    kind: "seminar",
    abstract:
      "Language models now rescore and correct the output of speech recognisers in air traffic control. Using the ATC-Accents corpus, with approach radiotelephony from speakers of twelve first languages, I show that the corrections help some accents far more than others, and propose an evaluation that reports the gap instead of averaging it away.",
    date: "2025-06-12",
    time: { start: "14:00", timeZone: "Europe/London", durationMinutes: 25 },
    place: { venue: "Informatics Forum", city: "Edinburgh", country: "United Kingdom" },
    slides: "https://slides.example.org/osullivan-accents-2025.pdf",
    paper: "osullivan2025draft",
  },
  {
    title: "Building a Speech Corpus with a Community: A Hands-On Workshop",
    slug: "irish-language-tech-2026-workshop",
    event: {
      name: "Irish Language Technology Network Online Forum",
      url: "https://forum.teicneolaiocht.example.ie",
    },
    kind: "workshop",
    abstract:
      "A practical session for researchers, teachers and community groups who want to record speech for a minority language: we draft a consent form together, design a recording script that covers the sounds and dialects you need, and try a transcription workflow, drawing on what I learned building the ATC-Accents corpus and Glór Speech Lab's Irish recordings.",
    date: "2026-03-04",
    time: { start: "18:30", timeZone: "Europe/Dublin", durationMinutes: 90 },
    place: { online: true, url: "https://forum.teicneolaiocht.example.ie/workshops/2026-speech-corpus" },
    video: "https://video.example.org/watch/community-speech-corpus-2026",
    paper: "osullivan2024atcdata",
  },
  {
    title: "Why Speech Recognisers Struggle with Irish English, and What To Do About It",
    slug: "tcd-2025-guest-lecture",
    event: {
      name: "Speech and Language Processing, Trinity College Dublin",
      url: "https://www.tcd.example.ie/slscs/speech-language-processing",
    },
    kind: "guest lecture",
    abstract:
      "A guest lecture for MSc students on how accent, dialect and code-switching show up in the errors of a speech recogniser, how to measure them fairly, and which remedies, from more data to dialect-aware fine-tuning, actually help.",
    date: "2025-11-20",
    place: { city: "Dublin", country: "Ireland" },
  },
] satisfies Talk[];
