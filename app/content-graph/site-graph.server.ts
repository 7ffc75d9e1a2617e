// The content graph as the pages' loaders read it: made once per build by the content plugin
// (scripts/content-graph.ts) and bundled into the server build as data. Server-only, so no page's script can
// carry it.
import graph from "virtual:content-graph";
import { paperSlug } from "~/bibliography/publication";

export const {
  posts,
  postHtml,
  postFiles,
  publications,
  talks,
  news,
  searchRecords,
  cvs,
  fonts,
  portraitWebp,
  prerenderPaths,
  sharedTitles,
} = graph;

/** Each paper by the slug of its citation key, its page's address: a key such as 10.1145/3538543 is not one. */
export const paperAtSlug = new Map(publications.map((paper) => [paperSlug(paper.key), paper]));
