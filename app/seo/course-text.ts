// How a course is named on /teaching and elsewhere (JSON-LD, the CV, search results). Apart from
// structured-data.ts, whose ~/ imports only Vite resolves: the search index is written from the build's
// config, which loads modules without Vite's plugins.
import type { Course } from "../content/types";
import { slugOf } from "../slug";

/** Where a course is on the page: its heading's id, its title in the default language as a slug. */
export function titleAnchor(defaultTitle: string) {
  return slugOf(defaultTitle);
}

function levelRange<T>({ from, to }: { from: T; to: T }) {
  return from === to ? String(from) : `${from}–${to}`;
}

/** "ICAO 4–5 · CEFR B2–C1" */
export function levelText(course: Pick<Course, "level">) {
  return `ICAO ${levelRange(course.level.icao)} · CEFR ${levelRange(course.level.cefr)}`;
}
