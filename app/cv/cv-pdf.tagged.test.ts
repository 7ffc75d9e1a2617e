// @vitest-environment node
// The CV as a screen reader meets it, for two owners the tests own: a tagged PDF/UA-1 document in the owner's
// language, titled with the owner's name, the name its one top heading, each part a heading and a bookmark,
// each entry an item of a list, every link in the structure tree. Read back from the PDF, never compared as bytes.
import { beforeAll, describe, expect, it } from "vitest";
import type { CvData } from "./cv-data";
import { renderCvPdf } from "./cv-pdf.server";
import { engineer, plain, researcher } from "./fixtures/cv-owners";
import {
  type TaggedElement,
  type TaggedPdf,
  allElements,
  pdfUaProblems,
  readTaggedPdf,
} from "~/testing/tagged-pdf";
import { comparable } from "~/testing/comparable-text";

/** The parts of the CV that have something to show, by their headings, in the order the CV has them. */
function sectionsOf(cv: CvData) {
  const parts = [
    [cv.labels.experience, cv.experience],
    [cv.labels.publications, cv.publications],
    [cv.labels.teaching, cv.teaching],
    [cv.labels.talks, cv.talks],
    [cv.labels.degrees, cv.degrees],
    [cv.labels.certifications, cv.certifications],
    [cv.labels.skills, cv.skills],
  ] as const;
  return parts.filter(([, items]) => items.length > 0).map(([label]) => label);
}

/** Every address the CV links to. */
function addressesOf(cv: CvData) {
  return [
    ...cv.contacts,
    ...cv.publications.map((paper) => paper.link),
    ...(cv.allPublications ? [cv.allPublications] : []),
    ...cv.talks.map((talk) => talk.link),
  ].map((link) => new URL(link.href).href);
}

describe.each([
  ["a researcher in Portugal, in English", researcher],
  ["an engineer in Switzerland, in German", engineer],
])("the CV of %s", (_owner, cv) => {
  let pdf: TaggedPdf;
  beforeAll(async () => {
    pdf = await readTaggedPdf(renderCvPdf(cv, { created: 0 }));
  }, 60_000);

  it("is tagged PDF/UA-1: marked, with a language, a title shown in the window and fonts embedded as subsets", () => {
    expect(pdfUaProblems(pdf)).toEqual([]);
    expect(pdf.lang).toBe(cv.lang);
    expect(pdf.title).toBe(`${cv.name} – ${cv.labels.document}`);
    expect(pdf.author).toBe(cv.name);
  });

  it("has the owner's name as its one top heading, and each part with content as a heading and a bookmark", () => {
    const elements = allElements(pdf.structure);
    expect(elements.filter((node) => node.role === "H1").map((node) => node.text.trim())).toEqual([cv.name]);
    const headings = elements.filter((node) => node.role === "H2").map((node) => node.text.trim());
    expect(headings).toEqual(sectionsOf(cv));
    expect(pdf.outline).toEqual(sectionsOf(cv));
  });

  it("makes every job, paper, course, talk, degree and certification an item of a list, and every duty too", () => {
    const items = allElements(pdf.structure)
      .filter((node) => node.role === "LI")
      .map((node) => comparable(node.text));
    const entries = [
      ...cv.experience.flatMap((job) => [job.title, ...job.points].map(plain)),
      ...cv.publications.map((paper) => paper.reference.map((run) => run.text).join("")),
      ...cv.teaching.map((course) => plain(course.title)),
      ...cv.talks.map((talk) => plain(talk.title)),
      ...[...cv.degrees, ...cv.certifications].map((item) => plain(item.name)),
    ];
    for (const entry of entries) expect(items.some((item) => item.includes(comparable(entry)))).toBe(true);
  });

  it("links every address it shows, each link annotated in the structure tree with its text", () => {
    expect(pdf.links.map((link) => link.url).toSorted()).toEqual(addressesOf(cv).toSorted());
    expect(pdf.links.filter((link) => !link.tagged)).toEqual([]);
    const linkTexts = allElements(pdf.structure)
      .filter((node) => node.role === "Link")
      .map((node) => comparable(node.text));
    for (const contact of cv.contacts) expect(linkTexts).toContain(comparable(contact.label));
  });

  it("reads the separators between contacts as nothing: they are artifacts, outside the tree", () => {
    expect(pdf.artifacts.length).toBeGreaterThan(0);
    expect(new Set(pdf.artifacts)).toEqual(new Set(["·"]));
    const [document] = pdf.structure;
    const firstPart = document!.children.findIndex((node) => node.role === "H2");
    const header = document!.children.slice(0, firstPart).map((node) => node.text);
    expect(header.join("")).toContain(cv.contacts.at(-1)!.label);
    expect(header.join("")).not.toContain("·");
  });
});

/** Every element with its text and the language it is read in: its own /Lang, or its nearest parent's. */
function readIn(elements: TaggedElement[], language: string): { text: string; lang: string }[] {
  return elements.flatMap((node) => {
    const lang = node.lang ?? language;
    const own = (node.texts ?? []).map((each) => ({ text: comparable(each.text), lang: each.lang }));
    return [{ text: comparable(node.text), lang }, ...own, ...readIn(node.children, lang)];
  });
}

describe("a CV in German with content the owner left in English", () => {
  const job = {
    title: "Lead Engineer",
    organisation: "Snow Research Institute",
    dates: "2015–2019",
    points: ["Built a network of stations."],
    lang: "en",
  };
  const en = (text: string) => ({ text, lang: "en" });
  const [talkTitle, eventName, role, skill] = [
    plain(researcher.talks[0]!.title),
    "Coastal Dynamics 2027",
    "Avalanche Warning Engineer",
    "Snowpack Physics",
  ];
  const talk = {
    ...researcher.talks[0]!,
    title: en(talkTitle),
    date: "3. März 2027",
    details: ["Vortrag", en(eventName), "Bergen", "Norwegen"],
  };
  const paperTitle = "Snow on rivers";
  const paper = {
    reference: [
      { text: "Bösch, J.", owner: true as const },
      { text: " (2024). " },
      { text: paperTitle, lang: "en" },
      { text: ". In: Handbuch des Schnees (S. 1–9)." },
    ],
    link: engineer.publications[0]!.link,
  };
  // Partly translated: each English text says so on its own.
  const partlyEnglishJob = {
    title: "Schneeforscherin",
    organisation: en("Avalanche Research Centre"),
    dates: "2010–2015",
    points: ["Baute ein Schneemodell.", en("Ran the winter field campaigns.")],
  };
  const partlyEnglishDegree = { name: en("MSc Snow Science"), institution: "ETH Lausanne", year: "2010" };
  const cv: CvData = {
    ...engineer,
    role: en(role),
    degrees: [...engineer.degrees, partlyEnglishDegree],
    skills: [{ name: en(skill), level: "Experte" }],
    experience: [job, ...engineer.experience, partlyEnglishJob],
    talks: [talk],
    publications: [paper, ...engineer.publications],
  };
  let texts: { text: string; lang: string }[];
  beforeAll(async () => {
    const pdf = await readTaggedPdf(renderCvPdf(cv, { created: 0 }));
    expect(pdfUaProblems(pdf)).toEqual([]);
    texts = readIn(pdf.structure, pdf.lang!);
  }, 60_000);

  /** The language `words` are read in: that of the innermost element of `read` that holds them. */
  const languageIn = (read: { text: string; lang: string }[], words: string) => {
    const holders = read.filter(({ text }) => text.includes(comparable(words)));
    if (holders.length === 0) throw new Error(`No element of the CV's structure holds "${words}"`);
    return holders.reduce((inner, outer) => (outer.text.length < inner.text.length ? outer : inner)).lang;
  };
  const languageOf = (words: string) => languageIn(texts, words);

  it("declares English where the content is English, and the rest reads in the document's German", () => {
    for (const english of [job.title, job.dates, job.organisation, job.points[0]!, talkTitle, paperTitle])
      expect(languageOf(english), english).toBe("en");
    for (const english of [eventName, role, skill]) expect(languageOf(english), english).toBe("en");
    for (const english of [
      "Avalanche Research Centre",
      "Ran the winter field campaigns.",
      "MSc Snow Science",
    ])
      expect(languageOf(english), english).toBe("en");
    for (const german of [
      plain(engineer.experience[0]!.title),
      partlyEnglishJob.title as string,
      "ETH Lausanne",
      talk.date,
      plain(engineer.degrees[0]!.name),
      cv.labels.talks,
      "Handbuch des Schnees",
      "Norwegen",
      "Experte",
    ])
      expect(languageOf(german), german).toBe("de");
  });

  it("reads a language declared within a paragraph on a later page too", async () => {
    // English jobs enough to push the talks and the skills onto another page.
    const jobs = Array.from({ length: 8 }, () => ({ ...job, points: Array<string>(4).fill(job.points[0]!) }));
    const long = await readTaggedPdf(
      renderCvPdf({ ...cv, experience: [...jobs, ...engineer.experience] }, { created: 0 }),
    );
    expect(long.pages).toBeGreaterThan(1);
    const lastPage = readIn(long.structure.slice(-1), long.lang!);
    for (const english of [eventName, skill]) expect(languageIn(lastPage, english), english).toBe("en");
    expect(languageIn(lastPage, "Norwegen")).toBe("de");
  }, 60_000);
});
