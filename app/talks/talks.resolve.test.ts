// @vitest-environment node
import { describe, expect, it } from "vitest";
import { loadTalks, resolveTalks } from "./talks.server";
import { talks } from "~/testing/owners/first/content/talks";
import type { Talk } from "~/content-types";
import { PUBLICATIONS_BIB, loadPublications } from "~/bibliography/publications.server";

const talk = (slug: string, fields: Partial<Talk> = {}): Talk => ({
  title: `Title of ${slug}`,
  slug,
  event: { name: "Fixture Event", url: "https://event.example.org" },
  kind: "talk",
  abstract: "An abstract.",
  date: "2027-01-15",
  place: { city: "Vienna", country: "Austria" },
  ...fields,
});
const papers = new Map([
  ["fixture2025paper", { title: "A Fixture Paper" }],
  ["fixture2025english", { title: "An English Paper", language: "en" }],
]);

describe("resolveTalks", () => {
  it("turns a citation key into the paper's page and title", () => {
    const [resolved] = resolveTalks([talk("one", { paper: "fixture2025paper" })], papers);
    expect(resolved!.paper).toEqual({
      own: true,
      key: "fixture2025paper",
      href: "/publications/fixture2025paper/",
      title: "A Fixture Paper",
    });
  });

  it("gives the paper's language where its .bib names one", () => {
    const [resolved] = resolveTalks([talk("one", { paper: "fixture2025english" })], papers);
    expect(resolved!.paper).toMatchObject({ title: "An English Paper", language: "en" });
  });

  it("keeps a link to someone else's paper as it is", () => {
    const [resolved] = resolveTalks([talk("one", { paper: "https://doi.org/10.1/x" })], papers);
    expect(resolved!.paper).toEqual({ href: "https://doi.org/10.1/x", own: false });
  });

  it("publishes a talk whose paper key is not in the .bib without the link, and warns, naming both", () => {
    const warnings: string[] = [];
    const resolved = resolveTalks([talk("good"), talk("bad-key", { paper: "nosuch2025" })], papers, (text) =>
      warnings.push(text),
    );
    expect(resolved.map((entry) => [entry.slug, entry.paper])).toEqual([
      ["good", undefined],
      ["bad-key", undefined],
    ]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(
      `talk "bad-key" (Title of bad-key): paper "nosuch2025" is not a citation key in ${PUBLICATIONS_BIB};`,
    );
  });

  it.each([
    ["a slug used twice", [talk("twice"), talk("twice")], /talk "twice".*used by another talk/],
    ["a slug that is not an address", [talk("Not A Slug")], /talk "Not A Slug": field "slug" must be/],
    ["a malformed date", [talk("date", { date: "15.01.2027" })], /talk "date".*YYYY-MM-DD/],
    [
      "an unknown time zone",
      [talk("zone", { time: { start: "10:00", timeZone: "Nowhere/Town" } })],
      /talk "zone"/,
    ],
  ])("stops on %s", (_case, items, message) => {
    expect(() => resolveTalks(items, papers)).toThrow(message);
  });
});

describe("the site's talks", () => {
  it("all resolve, and every citation key among them leads to a paper in publications.bib", () => {
    const keys = new Set(loadPublications().map((paper) => paper.key));
    const resolved = loadTalks();
    expect(resolved).toHaveLength(talks.length);
    for (const item of resolved) {
      if (!item.paper?.own) continue;
      const { key } = item.paper;
      expect(keys.has(key), item.slug).toBe(true);
    }
  });
});
