// @vitest-environment node
// The feed is well-formed XML whatever the posts say: `<`, `&`, `]]>` and characters XML cannot carry, in
// every field, come out as the text a feed reader shows, and the build refuses XML that does not parse.
import feedParser from "@rowanmanning/feed-parser";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { type AtomFeed, assertWellFormed, atomXml } from "./atom.server";

const NASTY = "A <b>bold</b> & ]]> claim\u0001";
const SHOWN = "A <b>bold</b> & ]]> claim";

const feed: AtomFeed = {
  language: "de",
  id: "https://example.eu/writing/",
  url: "https://example.eu/writing/",
  selfUrl: "https://example.eu/feed.xml",
  title: NASTY,
  subtitle: NASTY,
  updated: "2025-01-15",
  author: { name: NASTY, uri: "https://example.eu/?a=1&b=2" },
  rights: NASTY,
  entries: [
    {
      id: "https://example.eu/writing/a/?x=<&y=]]>",
      url: "https://example.eu/writing/a/",
      title: NASTY,
      published: "2025-01-01",
      updated: "2025-01-15",
      summary: NASTY,
      content: "<p>Text with &amp; and ]]&gt; and a <code>&lt;tag&gt;</code>.</p>",
      categories: [{ term: "a<&]]>", label: NASTY }],
    },
    {
      id: "https://example.eu/de/writing/b/",
      url: "https://example.eu/de/writing/b/",
      title: "Not yet translated",
      published: "2025-01-01",
      updated: "2025-01-01",
      summary: "In the default language.",
      content: "<p>Text.</p>",
      categories: [],
      language: "en",
    },
  ],
};

describe("atomXml", () => {
  const xml = atomXml(feed);

  it("is well-formed XML with <, & and ]]> in every field", () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toContain("CDATA");
    expect(xml).not.toContain("\u0001");
  });

  it("gives a feed reader every plain-text field as the text written, and the body as HTML", () => {
    const parsed = feedParser.parseFeed(xml);
    expect(parsed.title).toBe(SHOWN);
    expect(parsed.description).toBe(SHOWN);
    expect(parsed.copyright).toBe(SHOWN);
    const [item] = parsed.items;
    expect(item!.title).toBe(SHOWN);
    expect(item!.description).toBe(SHOWN);
    expect(item!.authors[0]!.name).toBe(SHOWN);
    expect(item!.categories[0]).toMatchObject({ term: "a<&]]>", label: SHOWN });
    expect(item!.content).toMatch(/^<p>Text with .+ and a <code>.+<\/code>\.<\/p>$/);
    expect(item!.id).toBe("https://example.eu/writing/a/?x=<&y=]]>");
  });

  it("says the feed's language, and an entry's where it is another", () => {
    const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" });
    const { feed: parsed } = parser.parse(xml) as {
      feed: { "xml:lang": string; entry: { "xml:lang"?: string }[] };
    };
    expect(parsed["xml:lang"]).toBe("de");
    expect(parsed.entry.map((entry) => entry["xml:lang"])).toEqual([undefined, "en"]);
  });

  it("says titles and summaries are text, and the body HTML", () => {
    expect(xml).toMatch(/<title type="text">A &lt;b&gt;bold&lt;\/b&gt; &amp; ]]&gt; claim<\/title>/);
    expect(xml).toMatch(/<summary type="text">/);
    expect(xml).toMatch(/<content type="html">&lt;p&gt;Text with &amp;amp; and ]]&amp;gt;/);
  });
});

describe("assertWellFormed", () => {
  it("stops the build on XML that does not parse, naming the line", () => {
    expect(() => assertWellFormed('<?xml version="1.0"?>\n<feed><title>a < b</title></feed>')).toThrow(
      /^\/feed\.xml is not well-formed XML \(line 2: .+\); the build stops$/,
    );
    expect(() => assertWellFormed("<feed><title>fine</title></feed>")).not.toThrow();
  });
});
