// @vitest-environment node
// The CV's teaching half: every course and every talk of the content, as text, newest talk first, and the
// whole CV still within three pages.
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { renderCvPdf } from "./cv-pdf.server";
import { courses } from "~/testing/owners/first/content/teaching";
import { talks } from "~/testing/owners/first/content/talks";

const MAX_PAGES = 3;
const squash = (text: string) => text.replace(/\s+/g, "");

let text: string;
let pages: number;

beforeAll(async () => {
  const pdf = await getDocumentProxy(await renderCvPdf());
  pages = pdf.numPages;
  text = squash((await extractText(pdf, { mergePages: true })).text);
}, 60_000);

describe("the PDF CV's Teaching and Talks", () => {
  it("name every course and every talk, under their headings", () => {
    expect(text).toContain("Teaching");
    expect(text).toContain("Talks");
    expect(courses.length).toBeGreaterThan(0);
    for (const course of courses) expect(text).toContain(squash(course.title));
    expect(talks.length).toBeGreaterThan(0);
    for (const talk of talks) expect(text).toContain(squash(talk.title));
  });

  it("list the talks newest first", () => {
    const byDate = talks.toSorted((a, b) => b.date.localeCompare(a.date));
    const positions = byDate.map((talk) => text.indexOf(squash(talk.title)));
    expect(positions).toEqual(positions.toSorted((a, b) => a - b));
  });

  it("keep the CV within three pages", () => {
    expect(pages).toBeLessThanOrEqual(MAX_PAGES);
  });
});
