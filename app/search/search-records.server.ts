// What the search index holds: one record per paper, post, talk and course, and one per main page, each made
// from the same parsed content the pages read (never from their rendered chrome: header, footer and nav stay
// out). Each record becomes a small HTML document for Pagefind: its title as the h1 (Pagefind weighs headings,
// so a title word ranks its own record first), its text, and its kind, year and tags as filters.
import { fromHtmlIsomorphic } from "hast-util-from-html-isomorphic";
import { toHtml } from "hast-util-to-html";
import { toString } from "hast-util-to-string";
import { h } from "hastscript";
import type { Publication } from "../bibliography/publication";
import { dayText, parseDay } from "../dates";
import { dateText, kindLabel, namesText, venueText } from "../bibliography/publication-format";
import type { Course } from "../content/types";
import type { Localized } from "../i18n/localize";
import { pageHref, postPath, publicationPath, talkPath } from "../pages";
import { levelText, titleAnchor } from "../seo/course-text";
import type { ResolvedTalk } from "../talks/talk";
import type { PostSummary } from "../writing/post";
// Types only: the build's config reads this module, and the posts' module reads the owner's site.ts.
import type { Post } from "../writing/posts.server";
import { SEARCH_FILTERS, SEARCH_KINDS, type SearchKind } from "./search-kinds";

export type SearchRecord = {
  /** The result's address, as links write it. */
  url: string;
  kind: SearchKind;
  /** What the result says it is: "Conference paper", "Keynote", "Post". */
  label: string;
  title: string;
  /** The date as readers see it, when the record has one. */
  date?: string;
  /** Every year the record belongs to (a course runs over several); empty for a page. */
  years: number[];
  tags: string[];
  /** One line under the result: a paper's authors and venue, a post's summary. */
  summary: string;
  /** The record's text as HTML: escaped text, or the site's own rendered HTML (a post, a page's main). */
  body: string;
  /** The languages whose index holds it, when not every one's: a post's version in one language. */
  languages?: string[];
};

const paragraphs = (...texts: (string | false | undefined)[]) =>
  toHtml(texts.filter((text): text is string => Boolean(text)).map((text) => h("p", text)));

export function publicationRecord(paper: Publication): SearchRecord {
  const byline = [namesText(paper.authors) + (paper.edited ? " (Eds.)" : ""), venueText(paper)]
    .filter(Boolean)
    .join(" · ");
  return {
    url: pageHref(publicationPath(paper.key)),
    kind: paper.kind === "preprint" ? "preprint" : "paper",
    label: kindLabel(paper),
    title: paper.title,
    date: dateText(paper),
    years: [paper.year],
    tags: [],
    summary: byline,
    body: paragraphs(byline, paper.abstract),
  };
}

/** `html` is the post as its page renders it. */
export function postRecord(post: PostSummary, html: string): SearchRecord {
  return {
    url: pageHref(postPath(post.slug)),
    kind: "post",
    label: "Post",
    title: post.title,
    date: dayText(post.date),
    years: [parseDay(post.date)[0]],
    tags: post.tags.map((tag) => tag.name),
    summary: post.summary,
    body: paragraphs(post.summary) + html,
  };
}

export function talkRecord(talk: Localized<ResolvedTalk>): SearchRecord {
  const where = "online" in talk.place ? "Online" : [talk.place.venue, talk.place.city, talk.place.country];
  const summary = [talk.event.name, ...[where].flat()].filter(Boolean).join(", ");
  return {
    url: pageHref(talkPath(talk.slug)),
    kind: "talk",
    label: talk.kind[0]!.toUpperCase() + talk.kind.slice(1),
    title: talk.title,
    date: dayText(talk.date),
    years: [parseDay(talk.date)[0]],
    tags: [],
    summary,
    body: paragraphs(summary, talk.abstract, talk.paper && `Paper: ${talk.paper.title}`),
  };
}

/** A course is a part of /teaching, so its result links there, to the course. `thisYear` ends a running one. */
export function courseRecord(course: Localized<Course>, thisYear: number): SearchRecord {
  const { from, to } = course.years;
  const last = to ?? thisYear;
  const syllabus = h("ul", ...course.syllabus.map((topic) => h("li", topic)));
  return {
    url: `${pageHref("/teaching")}#${titleAnchor(course.title)}`,
    kind: "course",
    label: "Course",
    title: course.title,
    date: to === undefined ? `${from}–present` : from === to ? String(from) : `${from}–${to}`,
    years: Array.from({ length: Math.max(last - from + 1, 1) }, (_, index) => from + index),
    tags: [],
    summary: `${course.audience}, ${course.institution.name}`,
    body:
      paragraphs(
        course.description,
        `${course.audience} · ${levelText(course)} · ${course.institution.name}`,
      ) + toHtml(syllabus),
  };
}

/**
 * A main page, from its built HTML: its <main> only (the header, footer and nav are outside it), titled by its
 * <title> without the site's name, summarised by its meta description. `file` names it in errors.
 */
export function pageRecord(path: string, html: string, file = path): SearchRecord {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1];
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  if (main === undefined || title === undefined || description === undefined)
    throw new Error(
      `search index: ${file} has no ${main === undefined ? "<main>" : title === undefined ? "<title>" : "meta description"}`,
    );
  // Only the parts are parsed, for their character references: parsing whole pages costs the build seconds.
  const text = (escaped: string) => toString(fromHtmlIsomorphic(escaped, { fragment: true }));
  return {
    url: pageHref(path),
    kind: "page",
    label: "Page",
    // "About | <site name>": the page's own part.
    title: text(title).replace(/ \| [^|]*$/, ""),
    years: [],
    tags: [],
    summary: text(description),
    // The page's scripts are no text; Pagefind reads none of them, but they need not reach it at all.
    body: main.replace(/<script\b[\s\S]*?<\/script>/g, ""),
  };
}

/**
 * The record as the HTML document Pagefind indexes: the title as h1, then the body; kind, years and tags as
 * filters; label, date and summary as metadata for the result. Values sit in attributes, so a comma or colon
 * in a tag cannot split it. Its `lang` is the language of the pages the result leads to: Pagefind keeps an
 * index per language, and the search page reads the one of its own <html lang>.
 */
export function searchDocument(record: SearchRecord, lang = "en"): string {
  const tags = (attribute: string, name: string, values: (string | number | undefined)[]) =>
    values.flatMap((value) =>
      value === undefined ? [] : [h("meta", { [attribute]: `${name}[content]`, content: String(value) })],
    );
  const body = [
    ...tags("data-pagefind-filter", SEARCH_FILTERS.kind, [record.kind]),
    ...tags("data-pagefind-filter", SEARCH_FILTERS.year, record.years),
    ...tags("data-pagefind-filter", SEARCH_FILTERS.tag, record.tags),
    ...(["title", "label", "date", "summary"] as const).flatMap((name) =>
      tags("data-pagefind-meta", name, [record[name]]),
    ),
    h("h1", record.title),
    { type: "raw" as const, value: record.body },
  ];
  const document = h("html", { lang }, [h("head", h("title", record.title)), h("body", body)]);
  return `<!doctype html>${toHtml(document, { allowDangerousHtml: true })}`;
}

/**
 * A record for every paper, post, talk and course the build publishes. `postBody` gives a post's text as HTML
 * (the index wants its rendered page; the search page's filters need only the dates), `postLanguages` the
 * indexes a post's version belongs to, if not every language's. `now` ends running courses.
 */
export function contentRecords(
  {
    publications,
    posts,
    talks,
    courses,
  }: {
    publications: Publication[];
    posts: Post[];
    talks: Localized<ResolvedTalk>[];
    courses: readonly Localized<Course>[];
  },
  now: Date,
  postBody: (post: Post) => string = () => "",
  postLanguages: (post: Post) => string[] | undefined = () => undefined,
): SearchRecord[] {
  return [
    ...publications.map(publicationRecord),
    ...posts.map((post) => {
      const languages = postLanguages(post);
      const record = postRecord(post, postBody(post));
      return languages ? { ...record, languages } : record;
    }),
    ...talks.map(talkRecord),
    ...courses.map((course) => courseRecord(course, now.getUTCFullYear())),
  ];
}

/** The kinds the records have, in SEARCH_KINDS' order, and their years, newest first: the page's filters. */
export function searchFacets(records: Pick<SearchRecord, "kind" | "years">[]) {
  const kinds = new Set(records.map((record) => record.kind));
  return {
    kinds: (Object.keys(SEARCH_KINDS) as SearchKind[]).filter((kind) => kinds.has(kind)),
    years: [...new Set(records.flatMap((record) => record.years))].sort((a, b) => b - a),
  };
}
