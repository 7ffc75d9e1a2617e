import { describe, expect, it } from "vitest";
import { checkNews, checkNewsLinks } from "./news.server";
import type { NewsItem } from "../content-types";

const item = (date: string, overrides: Partial<NewsItem> = {}): NewsItem => ({
  date,
  text: `Something happened on ${date}.`,
  link: { href: "/talks/a-talk", label: "Read more" },
  ...overrides,
});

describe("checkNews", () => {
  it("puts the newest item first, whatever order the file lists them in", () => {
    const sorted = checkNews([item("2024-03-01"), item("2026-01-15"), item("2025-12-31")]);
    expect(sorted.map((entry) => entry.date)).toEqual(["2026-01-15", "2025-12-31", "2024-03-01"]);
  });

  it("names the file, the item and the field of a day the calendar lacks", () => {
    expect(() => checkNews([item("2026-01-15"), item("2026-02-30")], "news.ts")).toThrow(
      /news\.ts: cannot publish\n {2}news\[1\] \(2026-02-30\): date "2026-02-30" is not a day of the calendar/,
    );
  });

  it("refuses a link with a scheme no page may carry, naming link.href", () => {
    const bad = item("2026-01-15", { link: { href: "javascript:alert(1)", label: "Go" } });
    expect(() => checkNews([bad])).toThrow(
      /news\[0\] \(2026-01-15\): link\.href uses the javascript: scheme/,
    );
  });

  it("refuses an address without its https://, which each page would read as a path below its own", () => {
    const bad = item("2026-01-15", { link: { href: "www.example.org/preprint", label: "Go" } });
    expect(() => checkNews([bad])).toThrow(
      'news[0] (2026-01-15): link.href is neither a whole address (https://…) nor a path on the site (/…): "www.example.org/preprint"; write it whole, such as https://www.example.org/preprint',
    );
  });

  it("refuses an empty text and an empty link label", () => {
    const bad = item("2026-01-15", { text: " ", link: { href: "https://example.org", label: "" } });
    expect(() => checkNews([bad])).toThrow(/text is empty[\s\S]*link\.label is empty/);
  });

  it("names an item with no link, or an empty address, as al-folio's news have none", () => {
    const unlinked = { date: "2023-10-07", text: "Two papers accepted." };
    const empty = item("2024-01-01", { link: { href: " ", label: "More" } });
    expect(() => checkNews([unlinked as NewsItem, empty], "news.ts")).toThrow(
      /^news\.ts: cannot publish\n {2}news\[0\] \(2023-10-07\): link is missing: give \{ href, label \}[^\n]*\n {2}news\[1\] \(2024-01-01\): link\.href is empty$/,
    );
  });

  it("accepts a site path and an https address", () => {
    const items = [
      item("2026-01-15"),
      item("2026-01-16", { link: { href: "https://example.org/x", label: "X" } }),
    ];
    expect(checkNews(items)).toHaveLength(2);
  });
});

describe("checkNewsLinks", () => {
  const pages = ["/", "/talks/a-talk", "/publications/smith2024/", "/writing/%E8%88%AA%E7%A9%BA"];

  it("passes links to pages the build makes, with or without their slash, and links to files and elsewhere", () => {
    const items = [
      item("2026-01-01"),
      item("2026-01-02", { link: { href: "/publications/smith2024", label: "Paper" } }),
      item("2026-01-03", { link: { href: "/talks/a-talk/#abstract", label: "Talk" } }),
      item("2026-01-04", { link: { href: "/slides/a.pdf", label: "Slides" } }),
      item("2026-01-05", { link: { href: "https://example.org/", label: "Elsewhere" } }),
    ];
    expect(() => checkNewsLinks(pages, items, "news.ts")).not.toThrow();
  });

  it("names the file, the item and link.href of a page the site does not build, and what to link instead", () => {
    const items = [
      item("2026-01-01"),
      item("2026-02-24", { link: { href: "/publications/jones2025", label: "Paper" } }),
    ];
    expect(() => checkNewsLinks(pages, items, "news.ts")).toThrow(
      /^news\.ts: cannot publish\n {2}news\[1\] \(2026-02-24\): link\.href "\/publications\/jones2025" is no page of the site; link one it has, such as \/publications\/<a citation key in your \.bib>/,
    );
  });
});
