// What arXiv's API (export.arxiv.org/api/query?id_list=…) answers, as a work: an Atom feed with one entry,
// its title in TeX as the authors wrote it, each author as "Given Family", the first version's date, the
// primary category and, once the authors add it, the DOI of the published version (arxiv:doi). A feed with no
// entry, or arXiv's error entry, is no paper.
import { XMLParser } from "fast-xml-parser";
import { arxivIdOfDoi, unversioned } from "./identifiers";
import type { Name, Work } from "./work";

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "",
  isArray: (name) => ["entry", "author", "link", "category"].includes(name),
});

type AtomEntry = {
  id?: string;
  title?: string;
  summary?: string;
  published?: string;
  author?: { name?: string }[];
  "arxiv:doi"?: string | { "#text"?: string };
  "arxiv:primary_category"?: { term?: string };
};

/** Words BibTeX reads as a name's "von" part: written before the family, in lower case. */
const PARTICLES = new Set([
  "van",
  "von",
  "der",
  "den",
  "de",
  "del",
  "della",
  "di",
  "da",
  "du",
  "la",
  "le",
  "dos",
]);
const SUFFIX = /^(jr|sr|ii|iii|iv)\.?$/i;

/** "Given von Family Jr." as the parts BibTeX has; one word is a name on its own. */
export function nameOfFullName(full: string): Name {
  const words = full.trim().split(/\s+/);
  const suffix = words.length > 2 && SUFFIX.test(words.at(-1)!) ? words.pop() : undefined;
  const family = words.pop() ?? "";
  if (words.length === 0) return { literal: family };
  const at = words.findIndex((word, index) => index > 0 && PARTICLES.has(word));
  const given = (at < 0 ? words : words.slice(0, at)).join(" ");
  const particle = at < 0 ? undefined : words.slice(at).join(" ");
  return { family, given, ...(particle ? { particle } : {}), ...(suffix ? { suffix } : {}) };
}

const textOf = (value: unknown) =>
  (typeof value === "object" && value !== null ? (value as { "#text"?: unknown })["#text"] : value) as
    string | undefined;

/** The paper `id` (no version) in an arXiv answer, or why there is none. */
export function workOfArxivFeed(xml: string, id: string): { work: Work } | { problem: string } {
  let feed: { entry?: AtomEntry[] } | undefined;
  try {
    feed = (parser.parse(xml) as { feed?: { entry?: AtomEntry[] } }).feed;
  } catch {
    feed = undefined;
  }
  if (typeof feed !== "object") return { problem: "arXiv's answer is not an Atom feed" };
  const entries = feed.entry ?? [];
  const entry = entries.find((candidate) => /\/abs\//.test(candidate.id ?? ""));
  if (!entry) {
    const error = entries.find((candidate) => /\/api\/errors/.test(candidate.id ?? ""));
    return {
      problem: error ? `arXiv answered: ${textOf(error.summary)?.trim()}` : `arXiv has no paper ${id}`,
    };
  }
  const [year, month] = (entry.published ?? "").split("-").map(Number);
  const doi = textOf(entry["arxiv:doi"])?.trim().toLowerCase();
  return {
    work: {
      type: "misc",
      authors: (entry.author ?? []).flatMap(({ name }) => (name?.trim() ? [nameOfFullName(name)] : [])),
      editors: [],
      truncated: false,
      title: { text: String(textOf(entry.title) ?? ""), tex: true },
      ...(year ? { year } : {}),
      ...(month ? { month } : {}),
      arxiv: unversioned(entry.id!.replace(/^.*\/abs\//, "")),
      primaryClass: entry["arxiv:primary_category"]?.term,
      ...(doi && !arxivIdOfDoi(doi) ? { publishedDoi: doi } : {}),
    },
  };
}
