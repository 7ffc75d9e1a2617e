// What the search index holds: one record per paper, post, talk and course, and one per main page, each made
// from the same parsed content the pages read (never from their rendered chrome: header, footer and nav stay
// out). Each record becomes a small HTML document for Pagefind: its title as the h1 (Pagefind weighs headings,
// so a title word ranks its own record first), its text, and its kind, year and tags as filters.
import { fromHtmlIsomorphic } from "hast-util-from-html-isomorphic";
import { toHtml } from "hast-util-to-html";
import { toString } from "hast-util-to-string";
import { h } from "hastscript";
import { type Publication, paperLanguageOn } from "../bibliography/publication";
import { dayText, parseDay } from "../dates";
import { dateText, kindText, namesText, venueText } from "../bibliography/publication-format";
import type { Course } from "../content-types";
import type { Language } from "../i18n/languages";
import type { Localized } from "../i18n/localize";
import { PAGE_MESSAGES } from "../i18n/page-messages";
import { pageHref, postPath, publicationPath, talkPath } from "../pages";
import { levelText, yearsText } from "../seo/course-text";
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
  /** The language of the index that holds it: its label, date and texts are in it, or the default's. */
  language: Language;
  /** The language of its title and text where they are in another: a paper's, a post not translated. */
  textLanguage?: string;
  /** The language of its summary where it is in another: a post's; a paper's summary is the page's byline. */
  summaryLanguage?: string;
};

const paragraphs = (...texts: (string | false | undefined)[]) =>
  toHtml(texts.filter((text): text is string => Boolean(text)).map((text) => h("p", text)));

export function publicationRecord(paper: Publication, language: Language = "en"): SearchRecord {
  const messages = PAGE_MESSAGES[language];
  const words = messages.publications;
  const byline = [
    namesText(paper.authors, false, words) + (paper.edited ? words.editors : ""),
    venueText(paper, messages),
  ]
    .filter(Boolean)
    .join(" · ");
  return {
    url: pageHref(publicationPath(paper.key)),
    kind: paper.kind === "preprint" ? "preprint" : "paper",
    label: kindText(paper, messages),
    title: paper.title,
    date: dateText(paper, messages.locale),
    years: [paper.year],
    tags: [],
    summary: byline,
    body: paragraphs(byline, paper.abstract),
    language,
    textLanguage: paperLanguageOn(paper, language),
  };
}

/** `html` is the post as its page renders it; `language`, the pages' that show this version. */
export function postRecord(post: PostSummary, html: string, language: Language = "en"): SearchRecord {
  const messages = PAGE_MESSAGES[language];
  const own = post.language === language ? undefined : post.language;
  return {
    url: pageHref(postPath(post.slug)),
    kind: "post",
    label: messages.search.labels.post,
    title: post.title,
    date: dayText(post.date, messages.locale),
    years: [parseDay(post.date)[0]],
    tags: post.tags.map((tag) => tag.name),
    summary: post.summary,
    body: paragraphs(post.summary) + html,
    language,
    textLanguage: own,
    summaryLanguage: own,
  };
}

/** `talk` as a reader of `language` gets it. */
export function talkRecord(talk: Localized<ResolvedTalk>, language: Language = "en"): SearchRecord {
  const messages = PAGE_MESSAGES[language];
  const { place } = talk;
  const where = "online" in place ? messages.talks.online : [place.venue, place.city, place.country];
  const summary = [talk.event.name, ...[where].flat()].filter(Boolean).join(", ");
  return {
    url: pageHref(talkPath(talk.slug)),
    kind: "talk",
    label: messages.talks.kinds[talk.kind],
    title: talk.title,
    date: dayText(talk.date, messages.locale),
    years: [parseDay(talk.date)[0]],
    tags: [],
    summary,
    body: paragraphs(
      summary,
      talk.abstract,
      talk.paper && `${messages.talks.paper}${talk.paper.own ? talk.paper.title : messages.talks.paperLink}`,
    ),
    language,
  };
}

/** A course as a reader of `language` gets it, and its place on /teaching, which is the same in every language. */
export type IndexedCourse = Localized<Course> & { anchor: string };

/** A course is a part of /teaching, so its result links there, to the course. `thisYear` ends a running one. */
export function courseRecord(
  course: IndexedCourse,
  thisYear: number,
  language: Language = "en",
): SearchRecord {
  const messages = PAGE_MESSAGES[language];
  const { from, to } = course.years;
  const last = to ?? thisYear;
  const syllabus = h("ul", ...course.syllabus.map((topic) => h("li", topic)));
  return {
    url: `${pageHref("/teaching")}#${course.anchor}`,
    kind: "course",
    label: messages.search.labels.course,
    title: course.title,
    date: yearsText(course, messages.teaching.present),
    years: Array.from({ length: Math.max(last - from + 1, 1) }, (_, index) => from + index),
    tags: [],
    summary: `${course.audience}, ${course.institution.name}`,
    body:
      paragraphs(
        course.description,
        `${course.audience} · ${levelText(course)} · ${course.institution.name}`,
      ) + toHtml(syllabus),
    language,
  };
}

/**
 * A main page, from its built HTML: its <main> only (the header, footer and nav are outside it), titled by its
 * <title> without the site's name, summarised by its meta description, in the page's `language`. `file` names
 * it in errors.
 */
export function pageRecord(path: string, html: string, language: Language = "en", file = path): SearchRecord {
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
    label: PAGE_MESSAGES[language].search.labels.page,
    // "About | <site name>": the page's own part.
    title: text(title).replace(/ \| [^|]*$/, ""),
    years: [],
    tags: [],
    summary: text(description),
    // The page's scripts are no text; Pagefind reads none of them, but they need not reach it at all.
    body: main.replace(/<script\b[\s\S]*?<\/script>/g, ""),
    language,
  };
}

/**
 * The record as the HTML document Pagefind indexes: the title as h1, then the body; kind, years and tags as
 * filters; label, date and summary as metadata for the result. Values sit in attributes, so a comma or colon
 * in a tag cannot split it. Its `lang` is the record's language: Pagefind keeps an index per language, and the
 * search page reads the one of its own <html lang>.
 */
export function searchDocument(record: SearchRecord): string {
  const tags = (attribute: string, name: string, values: (string | number | undefined)[]) =>
    values.flatMap((value) =>
      value === undefined ? [] : [h("meta", { [attribute]: `${name}[content]`, content: String(value) })],
    );
  const body = [
    ...tags("data-pagefind-filter", SEARCH_FILTERS.kind, [record.kind]),
    ...tags("data-pagefind-filter", SEARCH_FILTERS.year, record.years),
    ...tags("data-pagefind-filter", SEARCH_FILTERS.tag, record.tags),
    ...(["title", "label", "date", "summary", "textLanguage", "summaryLanguage"] as const).flatMap((name) =>
      tags("data-pagefind-meta", name, [record[name]]),
    ),
    h("h1", record.title),
    { type: "raw" as const, value: record.body },
  ];
  const document = h("html", { lang: record.language }, [
    h("head", h("title", record.title)),
    h("body", body),
  ]);
  return `<!doctype html>${toHtml(document, { allowDangerousHtml: true })}`;
}

/**
 * A record for every paper, post, talk and course the build publishes, in `language`'s index: its posts are
 * the versions its pages show, its talks and courses read in it. `postBody` gives a post's text as HTML (the
 * index wants its rendered page; the search page's filters need only the dates). `now` ends running courses.
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
    courses: readonly IndexedCourse[];
  },
  now: Date,
  language: Language,
  postBody: (post: Post) => string = () => "",
): SearchRecord[] {
  return [
    ...publications.map((paper) => publicationRecord(paper, language)),
    ...posts.map((post) => postRecord(post, postBody(post), language)),
    ...talks.map((talk) => talkRecord(talk, language)),
    ...courses.map((course) => courseRecord(course, now.getUTCFullYear(), language)),
  ];
}

/** The kinds the records have, in SEARCH_KINDS' order, and their years, newest first: the page's filters. */
export function searchFacets(records: Pick<SearchRecord, "kind" | "years">[]) {
  const kinds = new Set(records.map((record) => record.kind));
  return {
    kinds: SEARCH_KINDS.filter((kind) => kinds.has(kind)),
    years: [...new Set(records.flatMap((record) => record.years))].sort((a, b) => b - a),
  };
}
