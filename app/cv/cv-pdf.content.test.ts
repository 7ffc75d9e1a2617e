// @vitest-environment node
// The CV's text as a reader's software extracts it, from data the tests own: everything in the data, in the
// order the CV shows it; the owner marked among each paper's authors; Typst's markup characters printed as
// written; at most three pages, small, dated as asked and the same bytes for the same data.
import { getDocumentProxy, getMeta } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import type { CvData } from "./cv-data";
import { creationSeconds } from "~/dates";
import { renderCvPdf } from "./cv-pdf.server";
import { MARKUP_TITLE, engineer, plain, researcher } from "./fixtures/cv-owners";
import { comparable } from "~/testing/comparable-text";
import { type TaggedPdf, readTaggedPdf } from "~/testing/tagged-pdf";
import { ownerFonts } from "~/owner-fonts.server";
import { ContentProblem } from "~/content-problem";

/** The second test owner's fonts: Noto Sans SC, cut down to the few Chinese letters the tests write. */
const OWNER_FONTS = "app/testing/owners/second/content/fonts";

const MAX_PAGES = 3;
const MAX_BYTES = 300 * 1024;
/** 2026-01-02T03:04:05Z */
const CREATED_S = 1767323045;

/** A part's heading and texts, or nothing for a part without entries (the CV leaves it out). */
function part<T>(label: string, items: readonly T[], texts: (item: T) => string[]) {
  return items.length ? [label, ...items.flatMap(texts)] : [];
}

/** Every text of the CV, in the order it is laid out. */
function readingOrder(cv: CvData) {
  const { labels } = cv;
  return [
    cv.name,
    plain(cv.role),
    cv.location,
    ...cv.contacts.map((contact) => contact.label),
    plain(cv.summary),
    ...part(labels.experience, cv.experience, (job) => [
      plain(job.title),
      plain(job.dates),
      plain(job.organisation),
      ...job.points.map(plain),
    ]),
    ...part(labels.publications, cv.publications, (paper) => [
      ...paper.reference.map((run) => run.text),
      paper.link.label,
    ]),
    ...(cv.allPublications ? [labels.allPublications, cv.allPublications.label] : []),
    ...part(labels.teaching, cv.teaching, (course) => [
      plain(course.title),
      course.dates,
      course.details.map(plain).join(" · "),
    ]),
    ...part(labels.talks, cv.talks, (talk) => [
      plain(talk.title),
      talk.date,
      talk.details.map(plain).join(", "),
      talk.link.label,
    ]),
    ...part(labels.degrees, cv.degrees, (item) => [plain(item.name), plain(item.institution), item.year]),
    ...part(labels.certifications, cv.certifications, (item) => [
      plain(item.name),
      plain(item.institution),
      item.year,
    ]),
    ...part(labels.skills, cv.skills, (skill) => [`${plain(skill.name)} (${skill.level})`]),
  ];
}

/** The texts of `expected` that `text` does not hold one after another, in order: none when it does. */
function outOfOrder(text: string, expected: string[]) {
  const missing: string[] = [];
  let from = 0;
  for (const piece of expected) {
    const at = text.indexOf(comparable(piece), from);
    if (at < 0) missing.push(piece);
    else from = at + comparable(piece).length;
  }
  return missing;
}

describe("the CV's text", () => {
  let bytes: Uint8Array;
  let pdf: TaggedPdf;
  beforeAll(async () => {
    bytes = renderCvPdf(researcher, { created: CREATED_S });
    pdf = await readTaggedPdf(bytes);
  }, 60_000);

  it("gives every part, job, paper, course, talk, degree and skill of the data, in the order the CV shows them", () => {
    expect(outOfOrder(comparable(pdf.text), readingOrder(researcher))).toEqual([]);
  });

  it("prints a title made of Typst's markup characters as written", () => {
    expect(comparable(pdf.text)).toContain(comparable(MARKUP_TITLE));
  });

  it("marks the owner among each paper's authors, in bold, and no one else", () => {
    const owner = researcher.publications.flatMap((paper) => paper.reference.filter((run) => run.owner));
    const others = researcher.publications.flatMap((paper) => paper.reference.filter((run) => !run.owner));
    expect(owner.length).toBe(2);
    const bold = pdf.bold.map(comparable);
    expect(bold.filter((piece) => owner.some((run) => piece === comparable(run.text)))).toHaveLength(
      owner.length,
    );
    for (const run of others)
      expect(bold.some((piece) => comparable(run.text).includes(piece) && piece.length > 8)).toBe(false);
  });

  it("fits on at most three pages and stays small", () => {
    expect(pdf.pages).toBeGreaterThanOrEqual(1);
    expect(pdf.pages).toBeLessThanOrEqual(MAX_PAGES);
    expect(bytes.byteLength).toBeLessThan(MAX_BYTES);
  });

  it("is dated as asked, and the same data makes the same bytes", async () => {
    const { info } = await getMeta(await getDocumentProxy(bytes.slice()));
    expect(info.CreationDate).toMatch(/^D:20260102030405/);
    expect(renderCvPdf(researcher, { created: CREATED_S })).toEqual(bytes);
  });

  it("leaves out the parts an owner has nothing for", async () => {
    const text = comparable((await readTaggedPdf(renderCvPdf(engineer, { created: CREATED_S }))).text);
    expect(outOfOrder(text, readingOrder(engineer))).toEqual([]);
    const { teaching, talks, certifications, skills, allPublications } = engineer.labels;
    for (const label of [teaching, talks, certifications, skills, allPublications]) {
      expect(text).not.toContain(comparable(label));
    }
  });
});

describe("a CV with letters DejaVu Sans lacks", () => {
  const cv = { ...engineer, name: "Wáng Fāng 王芳" };

  it("is refused, naming the letter, the field that holds it and what to do, and that alone", () => {
    expect(() => renderCvPdf(cv, { created: CREATED_S })).toThrow(ContentProblem);
    expect(() => renderCvPdf(cv, { created: CREATED_S })).toThrow(
      /"王" \(U\+738B\) in \S*site\.ts \(name\).*"芳" \(U\+82B3\) in \S*site\.ts \(name\).*Put a font that has it in .*fonts\/.*Latin letters/s,
    );
  });

  it("names the owner's file and the item that holds such a letter: a course, a talk", () => {
    const [course, ...courses] = researcher.teaching;
    const [talk, ...talks] = researcher.talks;
    const teaching = [{ ...course!, details: [...course!.details, "北京"] }, ...courses];
    const talksWith = [{ ...talk!, title: "水文 Hydrology" }, ...talks];
    expect(() => renderCvPdf({ ...researcher, teaching, talks: talksWith }, { created: CREATED_S })).toThrow(
      new RegExp(
        `"北" \\(U\\+5317\\) in \\S*teaching\\.ts, "${course!.title}".*"水" \\(U\\+6C34\\) in \\S*talks\\.ts, "水文 Hydrology"`,
        "s",
      ),
    );
  });

  it("in a paper is named by the paper's page, whose address holds its .bib key", () => {
    const [paper, ...rest] = researcher.publications;
    const [first, ...runs] = paper!.reference;
    const publications = [
      { ...paper!, reference: [{ ...first!, text: `${first!.text} 王芳` }, ...runs] },
      ...rest,
    ];
    expect(() => renderCvPdf({ ...researcher, publications }, { created: CREATED_S })).toThrow(
      `"王" (U+738B) in the paper ${paper!.link.href};`,
    );
  });

  it("names an owner's font whose family Typst files under another name", () => {
    const [font] = ownerFonts(OWNER_FONTS);
    const misnamed = { ...font!, family: "Noto Sans SC Regular" };
    expect(() => renderCvPdf(cv, { created: CREATED_S, fonts: [misnamed] })).toThrow(
      `Typst found no family "Noto Sans SC Regular" in ${font!.file}.`,
    );
  });

  it("prints them in a font of the owner's that has them", async () => {
    const pdf = await readTaggedPdf(renderCvPdf(cv, { created: CREATED_S, fonts: ownerFonts(OWNER_FONTS) }));
    expect(pdf.text).toContain("Wáng Fāng 王芳");
  });
});

describe("the CV's date", () => {
  it("is SOURCE_DATE_EPOCH when set, else now", () => {
    expect(creationSeconds({ SOURCE_DATE_EPOCH: String(CREATED_S) })).toBe(CREATED_S);
    expect(creationSeconds({}, new Date(CREATED_S * 1000))).toBe(CREATED_S);
  });

  it("refuses a SOURCE_DATE_EPOCH that is not whole seconds, saying what to set", () => {
    expect(() => creationSeconds({ SOURCE_DATE_EPOCH: "2026-01-02" })).toThrow(
      /SOURCE_DATE_EPOCH is "2026-01-02".*whole seconds since 1970/,
    );
  });
});
