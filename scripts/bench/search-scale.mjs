// The made-up content of the search benchmark's large site: papers and posts whose titles and text vary, so
// the index is as large as a real one of that size (one vocabulary, words picked by a seeded generator, so
// every run builds the same site).

const WORDS = (
  "aviation radiotelephony readback hearback controller pilot clearance phraseology plain english proficiency " +
  "rating transcript speech recognition accent callsign runway approach tower taxi emergency language model " +
  "benchmark corpus annotation fluency pronunciation vocabulary structure comprehension interaction error " +
  "detection tutor feedback simulator dialogue prompt encoder decoder adaptation noise channel frequency " +
  "squawk altitude heading descent climb holding vector sector handover weather wind shear turbulence " +
  "evaluation metric agreement rater scale descriptor learner curriculum assessment listening module " +
  "authentic recording anonymised dataset release bias calibration robustness latency deployment safety"
).split(" ");

/** A seeded generator (mulberry32): the same seed, the same site. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function words(next, count) {
  return Array.from({ length: count }, () => WORDS[Math.floor(next() * WORDS.length)]).join(" ");
}

const capital = (text) => text[0].toUpperCase() + text.slice(1);

/** A BibTeX file of `count` papers, each with a title, two authors, a venue, a year and an abstract. */
export function scaleBibliography(count, seed = 1) {
  const next = random(seed);
  return Array.from({ length: count }, (_, index) => {
    const year = 2000 + (index % 26);
    return `@inproceedings{scale${index},
  title     = {${capital(words(next, 7))} (${index})},
  author    = {Quell, Mira and Author${index % 50}, Second},
  booktitle = {Proceedings of the ${capital(words(next, 3))} Workshop},
  year      = {${year}},
  abstract  = {${capital(words(next, 120))}.},
}
`;
  }).join("\n");
}

/** `count` Markdown posts as [file name, text], each with front matter, two tags and some 600 words. */
export function scalePosts(count, seed = 2) {
  const next = random(seed);
  return Array.from({ length: count }, (_, index) => {
    const day = String(1 + (index % 28)).padStart(2, "0");
    const month = String(1 + (index % 12)).padStart(2, "0");
    const paragraphs = Array.from({ length: 6 }, () => `${capital(words(next, 100))}.`).join("\n\n");
    return [
      `scale-post-${index}.md`,
      `---
title: "${capital(words(next, 6))} ${index}"
date: ${2015 + (index % 11)}-${month}-${day}
summary: "${capital(words(next, 20))}."
tags: ["${capital(words(next, 1))}", "${capital(words(next, 1))}"]
---

${paragraphs}
`,
    ];
  });
}
