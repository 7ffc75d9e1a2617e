// What the search index holds: one record per paper, post, talk and course, made from the same parsed content
// the pages read (never from their rendered chrome: header, footer and nav stay out), as the content graph
// makes them. The main pages' records, and the documents Pagefind reads, are the build's (search-document).
import { toHtml } from "hast-util-to-html";
import { h } from "hastscript";
import { type Publication, paperLanguageOn } from "../bibliography/publication";
import { dayText, parseDay } from "../dates";
import { dateText, kindText, namesText, venueText } from "../bibliography/publication-format";
import type { Course } from "../content-types";
import type { Language } from "../i18n/languages";
import { itemLanguage, localize } from "../i18n/localize";
import { PAGE_MESSAGES } from "../i18n/page-messages";
import { pageHref, postPath, publicationPath, talkPath } from "../pages";
import { yearsText } from "../seo/course-text";
import type { ResolvedTalk } from "../talks/talk";
import type { PostSummary } from "../writing/post";
// Types only: the posts' module reads the owner's files.
import type { Post } from "../writing/posts.server";

/** What the search sorts every record into; their names, per language, are the catalogue's (search.kinds). */
export const SEARCH_KINDS = ["paper", "preprint", "post", "talk", "course", "page"] as const;
type SearchKind = (typeof SEARCH_KINDS)[number];

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
  /**
   * The languages of its title, its text and its summary where they are not the index's: a paper's, a post
   * not translated, a talk's or course's text the owner left in the default language. A paper's summary is the
   * page's byline.
   */
  titleLanguage?: string;
  textLanguage?: string;
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
    titleLanguage: paperLanguageOn(paper, language),
    textLanguage: paperLanguageOn(paper, language),
  };
}

/** `html` is the post as its page shows it to the eye; `language`, the pages' that show this version. */
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
    titleLanguage: own,
    textLanguage: own,
    summaryLanguage: own,
  };
}

/** The language `texts` are shown in to a reader of `language`, where it is one other language. */
const otherLanguage = (language: Language, ...texts: unknown[]) => itemLanguage(texts, language);

/** `given` as a reader of `language` gets it. */
export function talkRecord(given: ResolvedTalk, language: Language = "en"): SearchRecord {
  const messages = PAGE_MESSAGES[language];
  const talk = localize(given, language);
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
    titleLanguage: otherLanguage(language, given.title),
    textLanguage: otherLanguage(language, given.abstract),
    summaryLanguage:
      "online" in given.place
        ? undefined
        : otherLanguage(language, given.event.name, given.place.venue, given.place.city, given.place.country),
  };
}

/** A course, and its place on /teaching, which is the same in every language. */
export type IndexedCourse = Course & { anchor: string };

/** A course is a part of /teaching, so its result links there, to the course. `thisYear` ends a running one. */
export function courseRecord(
  given: IndexedCourse,
  thisYear: number,
  language: Language = "en",
): SearchRecord {
  const messages = PAGE_MESSAGES[language];
  const course = localize(given, language);
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
        [course.audience, course.level, course.institution.name].filter(Boolean).join(" · "),
      ) + toHtml(syllabus),
    language,
    titleLanguage: otherLanguage(language, given.title),
    textLanguage: otherLanguage(language, given.description),
    summaryLanguage: otherLanguage(language, given.audience, given.institution.name),
  };
}

type Published = {
  publications: Publication[];
  posts: Post[];
  talks: readonly ResolvedTalk[];
  courses: readonly IndexedCourse[];
};

/**
 * A record for every paper, post, talk and course the build publishes, in `language`'s index: its posts are
 * the versions its pages show, its talks and courses read in it. `postBody` gives a post's text as HTML (the
 * index wants it rendered; the search page's filters need only the dates). `now` ends running courses.
 */
export function contentRecords(
  { publications, posts, talks, courses }: Published,
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
