// Short dated news for the home page, any order: the page shows the newest few. Each item links to the page
// that tells more, on this site or elsewhere.
import type { NewsItem } from "~/content-types";

export const news = [
  {
    date: "2026-10-22",
    text: "I will give the opening keynote at the Celtic Language Technology Workshop 2027 in Galway.",
    link: { href: "/talks/cltw-2027-keynote", label: "About the keynote" },
  },
  {
    date: "2026-09-15",
    text: "Meascán, our benchmark for speech recognition on code-switched Irish–English conversation, is now open source.",
    link: { href: "https://github.com/aoife-osullivan-example/meascan", label: "Meascán on GitHub" },
  },
  {
    date: "2026-02-24",
    text: "Radiotelephony for Language Models, the practical guide I wrote with Dóra Kovács, is out from Springer.",
    link: { href: "/publications/osullivan2026radiotelephony", label: "About the book" },
  },
] satisfies NewsItem[];
