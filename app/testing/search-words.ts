// Words to search for, picked from whatever content the build used, for the search page's e2e and engine
// journeys: a paper's title word that no other record has (so that paper must come first), and a word records
// of two kinds share (so a kind filter has something to narrow).
import type { SearchRecord } from "../search/search-records.server";

/** The words of five letters or more a text has, lower-cased. */
export function searchWords(text: string): string[] {
  return text.toLowerCase().match(/\p{L}{5,}/gu) ?? [];
}

const recordText = (record: SearchRecord) =>
  [record.title, record.summary, record.body, ...record.tags].join(" ");

/** Whether a record's text has the word. */
export function recordHas(record: SearchRecord, word: string) {
  return searchWords(recordText(record)).includes(word);
}

/** A paper (or preprint) and a word of its title that no other record has, nor a word of the same stem. */
export function distinctivePaper(records: SearchRecord[]) {
  // Pagefind matches stems, so "readbacks" finds "readback": no other word may share the start of the stem.
  const stem = (word: string) => word.slice(0, Math.max(5, word.length - 3));
  for (const paper of records.filter((record) => record.kind === "paper" || record.kind === "preprint")) {
    const taken = new Set(
      records
        .filter((record) => record !== paper)
        .flatMap((record) => searchWords(recordText(record)).map(stem)),
    );
    const word = searchWords(paper.title).find((candidate) => !taken.has(stem(candidate)));
    if (word) return { paper, word };
  }
  throw new Error("no paper has a title word that no other record has");
}

/** A word that posts and records of another kind both have. */
export function wordOfPostsAndMore(records: SearchRecord[]) {
  const kindsOf = new Map<string, Set<string>>();
  for (const record of records)
    for (const word of new Set(searchWords(recordText(record))))
      kindsOf.set(word, (kindsOf.get(word) ?? new Set()).add(record.kind));
  const found = [...kindsOf].find(([, kinds]) => kinds.size >= 2 && kinds.has("post"));
  if (!found) throw new Error("no word is in both a post and a record of another kind");
  return found[0];
}
