// The Atom feed (RFC 4287) written by hand, because every field's kind matters: titles, summaries, names and
// tags are plain text and go out as text (escaped), a post's body is HTML and goes out as escaped HTML
// (type="html"), never in CDATA, which a `]]>` in the text would end. Characters XML 1.0 cannot carry are
// left out. The result is parsed by fast-xml-parser's validator before it is published: a feed that is not
// well-formed stops the build.
import { XMLValidator } from "fast-xml-parser";

export type AtomPerson = { name: string; uri?: string };

export type AtomEntry = {
  id: string;
  url: string;
  title: string;
  /** YYYY-MM-DD. */
  published: string;
  /** YYYY-MM-DD. */
  updated: string;
  summary: string;
  /** The post's HTML. */
  content: string;
  categories: { term: string; label: string }[];
  /** The entry's language, where it is not the feed's (a post not yet translated). */
  language?: string;
};

export type AtomFeed = {
  /** The feed's language: its pages', which each entry shares unless it says otherwise. */
  language: string;
  id: string;
  url: string;
  selfUrl: string;
  title: string;
  subtitle: string;
  /** YYYY-MM-DD. */
  updated: string;
  author: AtomPerson;
  rights: string;
  entries: AtomEntry[];
};

/** Text as XML character data or an attribute value: escaped, and without characters XML 1.0 forbids. */
export function xmlText(text: string) {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** A day as Atom's date-time: midnight UTC, so the feed does not depend on where it was built. */
function moment(day: string) {
  return `${day}T00:00:00Z`;
}

function author({ name, uri }: AtomPerson) {
  return `<author><name>${xmlText(name)}</name>${uri ? `<uri>${xmlText(uri)}</uri>` : ""}</author>`;
}

function entry(item: AtomEntry, person: AtomPerson) {
  return [
    item.language ? `  <entry xml:lang="${xmlText(item.language)}">` : "  <entry>",
    `    <title type="text">${xmlText(item.title)}</title>`,
    `    <id>${xmlText(item.id)}</id>`,
    `    <link rel="alternate" type="text/html" href="${xmlText(item.url)}"/>`,
    `    <published>${moment(item.published)}</published>`,
    `    <updated>${moment(item.updated)}</updated>`,
    `    ${author(person)}`,
    `    <summary type="text">${xmlText(item.summary)}</summary>`,
    `    <content type="html">${xmlText(item.content)}</content>`,
    ...item.categories.map(
      (category) => `    <category term="${xmlText(category.term)}" label="${xmlText(category.label)}"/>`,
    ),
    "  </entry>",
  ].join("\n");
}

/** The feed as XML; throws, naming the parser's complaint, if it is not well-formed. */
export function atomXml(feed: AtomFeed): string {
  const xml = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xmlText(feed.language)}">`,
    `  <id>${xmlText(feed.id)}</id>`,
    `  <title type="text">${xmlText(feed.title)}</title>`,
    `  <subtitle type="text">${xmlText(feed.subtitle)}</subtitle>`,
    `  <updated>${moment(feed.updated)}</updated>`,
    `  <link rel="alternate" type="text/html" href="${xmlText(feed.url)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlText(feed.selfUrl)}"/>`,
    `  ${author(feed.author)}`,
    `  <rights type="text">${xmlText(feed.rights)}</rights>`,
    ...feed.entries.map((item) => entry(item, feed.author)),
    "</feed>",
    "",
  ].join("\n");
  assertWellFormed(xml);
  return xml;
}

/** Throws, naming the line and the parser's complaint, unless `xml` is well-formed. */
export function assertWellFormed(xml: string) {
  const valid = XMLValidator.validate(xml);
  if (valid === true) return;
  const { msg, line } = valid.err;
  throw new Error(`/feed.xml is not well-formed XML (line ${line}: ${msg}); the build stops`);
}
