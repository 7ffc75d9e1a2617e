// How a course is named on /teaching and elsewhere (JSON-LD, the CV, search results). Apart from
// structured-data.ts, whose ~/ imports only Vite resolves: the search index is written from the build's
// config, which loads modules without Vite's plugins.
import type { Course } from "../content-types";

/** "2018–present", "2019–2023", "2021"; `present` in the page's language. */
export function yearsText({ years }: Pick<Course, "years">, present: string) {
  return years.from === years.to ? String(years.from) : `${years.from}–${years.to ?? present}`;
}
