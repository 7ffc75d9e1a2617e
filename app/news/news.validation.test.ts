import { describe, expect, it } from "vitest";
import { checkNews } from "./news.server";
import type { NewsItem } from "../content/types";

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
      /news\.ts: cannot publish\n {2}news item 2 \(2026-02-30\): date "2026-02-30" is not a day of the calendar/,
    );
  });

  it("refuses a link with a scheme no page may carry, naming link.href", () => {
    const bad = item("2026-01-15", { link: { href: "javascript:alert(1)", label: "Go" } });
    expect(() => checkNews([bad])).toThrow(
      /news item 1 \(2026-01-15\): link\.href uses the javascript: scheme/,
    );
  });

  it("refuses an empty text and an empty link label", () => {
    const bad = item("2026-01-15", { text: " ", link: { href: "https://example.org", label: "" } });
    expect(() => checkNews([bad])).toThrow(/text is empty[\s\S]*link\.label is empty/);
  });

  it("accepts a site path and an https address", () => {
    const items = [
      item("2026-01-15"),
      item("2026-01-16", { link: { href: "https://example.org/x", label: "X" } }),
    ];
    expect(checkNews(items)).toHaveLength(2);
  });
});
