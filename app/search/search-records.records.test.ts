// @vitest-environment node
// What each kind of content becomes in the search index, from small fixtures: its address, kind, label, date,
// years and tags, and the HTML document Pagefind reads, with the owner's text escaped.
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import type { Publication } from "../bibliography/publication";
import type { ResolvedTalk } from "../talks/talk";
import type { Localized } from "../i18n/localize";
import { talkTiming } from "../talks/talk-time";
import type { PostSummary } from "../writing/post";
import { PAGE_MESSAGES } from "../i18n/page-messages";
import { pageRecord, searchDocument } from "./search-document.server";
import {
  type IndexedCourse,
  type SearchRecord,
  courseRecord,
  postRecord,
  publicationRecord,
  searchFacets,
  talkRecord,
} from "./search-records.server";

const paper: Publication = {
  key: "fixture2025words",
  entryType: "inproceedings",
  kind: "conference",
  title: "Readbacks <and> Hearbacks & Friends",
  titleHtml: "Readbacks &lt;and&gt; Hearbacks &amp; Friends",
  authors: [{ name: "Ada Lovelace", citationName: "Lovelace, Ada", given: "Ada", family: "Lovelace" }],
  year: 2025,
  month: 3,
  venue: "Proceedings of Fixtures",
  abstract: 'We study "quoted" words.',
  selected: false,
  bibtex: "@inproceedings{fixture2025words}",
};

const post: PostSummary = {
  slug: "a-fixture-post",
  language: "en",
  title: "A fixture post",
  date: "2024-11-02",
  summary: "What the post is about.",
  tags: [
    { name: "Speech, ASR", slug: "speech-asr", language: "en" },
    { name: "ATC", slug: "atc", language: "en" },
  ],
  readingMinutes: 3,
  draft: false,
};

const talk: Localized<ResolvedTalk> = {
  title: "A fixture keynote",
  slug: "fixture-keynote",
  event: { name: "Fixture Forum", url: "https://forum.example.org" },
  kind: "guest lecture",
  abstract: "Talking about fixtures.",
  date: "2023-06-30",
  timing: talkTiming({ date: "2023-06-30" }),
  place: { venue: "Hall B", city: "Graz", country: "Austria" },
  paper: { own: true, key: "fixture2025words", href: "/publications/fixture2025words/", title: "Readbacks" },
};

const course: IndexedCourse = {
  anchor: "radiotelephony-for-ab-initio-pilots",
  title: "Radiotelephony for Ab Initio Pilots",
  description: "Phraseology and plain English.",
  audience: "Ab initio pilots",
  level: "ICAO 4–5 · CEFR B1–B2",
  institution: { name: "Fixture Flight Academy" },
  mode: "blended",
  years: { from: 2022 },
  hours: 40,
  syllabus: ["One", "Two", "Three", "Four"],
};

describe("records", () => {
  it("a paper is a paper (a preprint a preprint) at its page, with its label, date and byline", () => {
    const record = publicationRecord(paper);
    expect(record).toMatchObject({
      url: "/publications/fixture2025words/",
      kind: "paper",
      label: "Conference paper",
      date: "March 2025",
      years: [2025],
      summary: "Ada Lovelace · Proceedings of Fixtures",
    });
    expect(publicationRecord({ ...paper, kind: "preprint" }).kind).toBe("preprint");
  });

  it("a post carries its tags, its date as readers see it, and its rendered text", () => {
    const record = postRecord(post, "<h2>Inside</h2><p>Body text</p>");
    expect(record).toMatchObject({
      url: "/writing/a-fixture-post/",
      kind: "post",
      date: "2 November 2024",
      years: [2024],
      tags: ["Speech, ASR", "ATC"],
    });
    expect(record.body).toContain("<h2>Inside</h2><p>Body text</p>");
  });

  it("a talk says what kind of talk it is, where, and which paper it presents", () => {
    const record = talkRecord(talk);
    expect(record).toMatchObject({
      url: "/talks/fixture-keynote/",
      kind: "talk",
      label: "Guest lecture",
      date: "30 June 2023",
      years: [2023],
      summary: "Fixture Forum, Hall B, Graz, Austria",
    });
    expect(record.body).toContain("Paper: Readbacks");
    expect(talkRecord({ ...talk, place: { online: true, url: "https://meet.example.org" } }).summary).toBe(
      "Fixture Forum, Online",
    );
  });

  it("a course links to its place on /teaching and belongs to every year it ran, a running one up to now", () => {
    const record = courseRecord(course, 2025);
    expect(record).toMatchObject({
      url: "/teaching/#radiotelephony-for-ab-initio-pilots",
      kind: "course",
      date: "2022–present",
      years: [2022, 2023, 2024, 2025],
    });
    expect(courseRecord({ ...course, years: { from: 2020, to: 2021 } }, 2025)).toMatchObject({
      date: "2020–2021",
      years: [2020, 2021],
    });
    expect(record.body).toContain("<li>Four</li>");
  });

  it("a main page is its <main> only, titled without the site's name", () => {
    const html = `<html><head><title>About | Ada &amp; Co</title><meta name="description" content="Who &quot;I&quot; am"/></head>
      <body><header><nav>About Projects</nav></header><main id="main"><h1>About</h1><p>Text</p><script>var x</script></main><footer>Footer words</footer></body></html>`;
    const record = pageRecord("/about", html);
    expect(record).toMatchObject({ url: "/about/", kind: "page", title: "About", summary: 'Who "I" am' });
    expect(record.body).toBe("<h1>About</h1><p>Text</p>");
  });

  it("a main page's excerpts are what a sighted visitor reads: the words only a screen reader hears are left out", () => {
    const html = `<title>Projects | Ada</title><meta name="description" content="Projects"/><main><p>2 March 2026<span class="sr-only">, </span><span aria-hidden="true"> · </span>2 min read</p>
      <p><a href="https://example.org">Live Link<span class="sr-only">: Ada's app</span><span aria-hidden="true">↗</span><span class="sr-only"> (opens in a new tab)</span></a></p></main>`;
    expect(pageRecord("/projects", html).body).toBe(
      `<p>2 March 2026<span aria-hidden="true"> · </span>2 min read</p>
      <p><a href="https://example.org">Live Link<span aria-hidden="true">↗</span></a></p>`,
    );
  });

  it("a built page the index cannot read stops the build, naming the file and what is missing", () => {
    expect(() =>
      pageRecord("/about", "<html><title>T</title></html>", "en", "build/about/index.html"),
    ).toThrow("search index: build/about/index.html has no <main>");
    expect(() =>
      pageRecord("/about", "<title>T</title><main></main>", "en", "build/about/index.html"),
    ).toThrow("has no meta description");
  });
});

describe("records in another language's index", () => {
  const { publications, search, talks, teaching } = PAGE_MESSAGES.de;

  it("say what each result is, and when, in that language's words and dates", () => {
    expect(publicationRecord({ ...paper, edited: true }, "de")).toMatchObject({
      label: PAGE_MESSAGES.de.bibliographyLabels["Conference paper"],
      date: "März 2025",
      summary: `Ada Lovelace${publications.editors} · Proceedings of Fixtures`,
      language: "de",
    });
    expect(postRecord(post, "", "de")).toMatchObject({ label: search.labels.post, date: "2. November 2024" });
    const talkInGerman = talkRecord(
      { ...talk, place: { online: true, url: "https://meet.example.org" } },
      "de",
    );
    expect(talkInGerman).toMatchObject({
      label: talks.kinds["guest lecture"],
      date: "30. Juni 2023",
      summary: `Fixture Forum, ${talks.online}`,
    });
    expect(talkInGerman.body).toContain(`${talks.paper}Readbacks`);
    expect(courseRecord(course, 2025, "de")).toMatchObject({
      label: search.labels.course,
      date: `2022–${teaching.present}`,
    });
    const page = pageRecord(
      "/de/x",
      `<title>X</title><meta name="description" content="D"/><main>M</main>`,
      "de",
    );
    expect(page.label).toBe(search.labels.page);
  });

  it("name the language of a paper's or an untranslated post's own texts, where it is not the index's", () => {
    expect(publicationRecord({ ...paper, language: "en-GB" }, "de").textLanguage).toBe("en-GB");
    expect(publicationRecord({ ...paper, language: "en-GB" }, "en").textLanguage).toBeUndefined();
    expect(publicationRecord(paper, "de").textLanguage).toBeUndefined();
    expect(postRecord(post, "", "de").textLanguage).toBe("en");
    expect(postRecord({ ...post, language: "de" }, "", "de").textLanguage).toBeUndefined();
    // A post's summary is its own; a paper's is its byline, the page's words around the authors' names.
    expect(postRecord(post, "", "de").summaryLanguage).toBe("en");
    expect(publicationRecord({ ...paper, language: "en-GB" }, "de").summaryLanguage).toBeUndefined();
    const { document } = new JSDOM(searchDocument(postRecord(post, "", "de"))).window;
    const meta = document.querySelector('meta[data-pagefind-meta="textLanguage[content]"]');
    expect(meta?.getAttribute("content")).toBe("en");
  });

  it("name the language of each text of a talk or course the owner left in the default language", () => {
    const languages = ({ titleLanguage, textLanguage, summaryLanguage }: SearchRecord) => ({
      titleLanguage,
      textLanguage,
      summaryLanguage,
    });
    const english = { titleLanguage: "en", textLanguage: "en", summaryLanguage: "en" };
    expect(languages(talkRecord(talk, "de"))).toEqual(english);
    expect(languages(courseRecord(course, 2025, "de"))).toEqual(english);
    const titled = { en: talk.title, de: "Eine Gastvorlesung" };
    expect(languages(talkRecord({ ...talk, title: titled }, "de"))).toEqual({
      ...english,
      titleLanguage: undefined,
    });
    const described = { ...course, description: { en: "Phraseology and plain English.", de: "Sprechfunk." } };
    expect(languages(courseRecord(described, 2025, "de"))).toEqual({ ...english, textLanguage: undefined });
    for (const record of [talkRecord(talk), courseRecord(course, 2025)])
      expect(languages(record)).toEqual({
        titleLanguage: undefined,
        textLanguage: undefined,
        summaryLanguage: undefined,
      });
  });

  it("are documents in that language, for its index", () => {
    const { document } = new JSDOM(searchDocument(postRecord(post, "", "de"))).window;
    expect(document.documentElement.lang).toBe("de");
  });
});

describe("the document Pagefind reads", () => {
  it("has the title as its h1, the kind, years and tags as filters, and escapes the owner's text", () => {
    const html = searchDocument(postRecord({ ...post, title: 'Tags & <b>"bold"</b>' }, "<p>Body</p>"));
    const { document } = new JSDOM(html).window;
    const values = (selector: string) =>
      [...document.querySelectorAll(selector)].map((meta) => meta.getAttribute("content"));
    expect(document.querySelector("h1")?.textContent).toBe('Tags & <b>"bold"</b>');
    expect(document.querySelector("b")).toBeNull();
    expect(values('meta[data-pagefind-filter="kind[content]"]')).toEqual(["post"]);
    expect(values('meta[data-pagefind-filter="year[content]"]')).toEqual(["2024"]);
    // A comma inside a tag stays one tag: the value is an attribute, not Pagefind's "name:value" syntax.
    expect(values('meta[data-pagefind-filter="tag[content]"]')).toEqual(["Speech, ASR", "ATC"]);
    expect(values('meta[data-pagefind-meta="label[content]"]')).toEqual(["Post"]);
    expect(values('meta[data-pagefind-meta="title[content]"]')).toEqual(['Tags & <b>"bold"</b>']);
  });

  it("leaves out a date the record does not have", () => {
    const page = pageRecord("/x", `<title>X</title><meta name="description" content="D"/><main>M</main>`);
    expect(searchDocument(page)).not.toContain('data-pagefind-meta="date');
  });
});

describe("the search page's filters", () => {
  it("offer the kinds there are, in a fixed order, and every year, newest first", () => {
    const records = [talkRecord(talk), publicationRecord(paper), courseRecord(course, 2023)];
    expect(searchFacets(records)).toEqual({ kinds: ["paper", "talk", "course"], years: [2025, 2023, 2022] });
  });
});
