// Where the talks come from: app/content/talks.ts, or the JSON file TALKS_FILE names (an array of talks, as
// the benchmark's scale run writes them). The routes (one calendar file per talk), the content check and
// loadTalks read them from here.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { talks as contentTalks } from "~/content/talks";
import type { Talk } from "../content-types";
import { contentFile } from "../owner-folders.server";

export const TALKS_FILE = process.env.TALKS_FILE || contentFile("talks.ts");

/** The talks as written, before any check. */
export function talkSources(): readonly Talk[] {
  if (!process.env.TALKS_FILE) return contentTalks;
  return JSON.parse(readFileSync(resolve(TALKS_FILE), "utf8")) as Talk[];
}
