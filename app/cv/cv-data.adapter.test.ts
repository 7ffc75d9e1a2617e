// @vitest-environment node
// The one adapter from content to the CV's data, on another owner's records: the owner marked in her papers
// and a namesake not, only selected papers, the site's pages as absolute links, the contacts in order, and
// the talks newest first.
import { describe, expect, it } from "vitest";
import { cvData } from "./cv-data.server";
import { NOW, sources } from "./fixtures/cv-sources";
import type { Text } from "~/content-types";
import { PAGE_MESSAGES } from "~/i18n/page-messages";

const cv = cvData(sources, NOW);

describe("the CV's data from an owner's content", () => {
  it("marks the owner among a selected paper's authors, and neither a namesake nor a co-author", () => {
    const [hers, namesake] = cv.publications;
    expect(hers!.reference.filter((run) => run.owner)).toEqual([{ text: "Lindqvist, S.", owner: true }]);
    expect(hers!.reference.map((run) => run.text).join("")).toMatch(
      /^Berg, E\., & Lindqvist, S\. \(2025\)\. Snow on Rivers\./,
    );
    expect(namesake!.reference.some((run) => run.owner)).toBe(false);
  });

  it("lists only the selected papers, each linked to its page on the site, then all of them", () => {
    expect(cv.publications.map((paper) => paper.link)).toEqual([
      {
        href: "https://lindqvist.example.se/publications/lindqvist2025snow/",
        label: "lindqvist.example.se/publications/lindqvist2025snow/",
      },
      {
        href: "https://lindqvist.example.se/publications/lindqvist2025namesake/",
        label: "lindqvist.example.se/publications/lindqvist2025namesake/",
      },
    ]);
    expect(cv.allPublications?.href).toBe("https://lindqvist.example.se/publications/");
    expect(cvData({ ...sources, publications: [] }, NOW).allPublications).toBeUndefined();
  });

  it("gives the email, the site, then each profile, the email link not twice", () => {
    expect(cv.contacts).toEqual([
      { label: "sofia@lindqvist.example.se", href: "mailto:sofia@lindqvist.example.se" },
      { label: "lindqvist.example.se", href: "https://lindqvist.example.se" },
      { label: "Mastodon", href: "https://social.example.org/@sofia" },
    ]);
  });

  it("orders the talks newest first, the furthest upcoming one on top, each linked to its page", () => {
    expect(cv.talks.map((talk) => talk.link.label)).toEqual([
      "lindqvist.example.se/talks/upcoming-later/",
      "lindqvist.example.se/talks/upcoming-soon/",
      "lindqvist.example.se/talks/past-recent/",
      "lindqvist.example.se/talks/past-old/",
    ]);
    expect(cv.talks.map((talk) => talk.details)).toEqual([
      ["Keynote", "Event upcoming-later", "Bergen", "Norway"],
      ["Workshop", "Event upcoming-soon", "Turku", "Finland"],
      ["Guest lecture", "Event past-recent", "online"],
      ["Talk", "Event past-old", "Oslo", "Norway"],
    ]);
  });

  it("writes a course still taught as running to the present, with its facts on one line", () => {
    expect(cv.teaching).toEqual([
      {
        title: "Field Hydrology",
        dates: "2022–present",
        details: ["Uppsala University", "MSc students", "ICAO 4–5 · CEFR B2–C1", "in person, 30 hours"],
      },
    ]);
  });

  it("writes a course of one year as that year, as the teaching page does", () => {
    const [course] = sources.courses;
    const { teaching } = cvData(
      { ...sources, courses: [{ ...course!, years: { from: 2021, to: 2021 } }] },
      NOW,
    );
    expect(teaching[0]!.dates).toBe("2021");
  });

  it("leaves the hours out of a course that gives none", () => {
    const [course] = sources.courses;
    const { teaching } = cvData({ ...sources, courses: [{ ...course!, hours: undefined }] }, NOW);
    expect(teaching[0]!.details.at(-1)).toBe("in person");
  });

  it("names the document, its language, the skills with their levels and the keywords", () => {
    expect(cv.lang).toBe("en");
    expect(cv.skills).toEqual([{ name: "Hydrology", level: "Expert" }]);
    expect(cv.keywords).toEqual(["Hydrology"]);
    expect(cv.certifications).toEqual([]);
  });

  it("words a reference in the CV's language, the paper's own words as they are", () => {
    const [hers] = sources.publications;
    const chapter = {
      ...hers!,
      kind: "chapter" as const,
      entryType: "incollection",
      venue: "Handbook of Snow",
      volume: undefined,
      editors: [{ name: "Ada Lovelace", citationName: "Lovelace, Ada", given: "Ada", family: "Lovelace" }],
    };
    const reference = (language: "en" | "de") =>
      cvData({ ...sources, publications: [chapter] }, NOW, language)
        .publications[0]!.reference.map((run) => run.text)
        .join("");
    expect(reference("en")).toContain("In A. Lovelace (Ed.), Handbook of Snow (pp. 1–9).");
    expect(reference("de")).toContain("In A. Lovelace (Hrsg.), Handbook of Snow (S. 1–9).");
    const thesis = { ...hers!, kind: "thesis" as const, entryType: "phdthesis", genre: "PhD thesis" };
    const degree = (language: "en" | "de") =>
      cvData({ ...sources, publications: [thesis] }, NOW, language).publications[0]!.reference.map(
        (run) => run.text,
      );
    expect(degree("en").join("")).toContain("[PhD thesis]");
    expect(degree("de").join("")).toContain(`[${PAGE_MESSAGES.de.bibliographyLabels["PhD thesis"]}]`);
    // Citation.js compiles the style for a locale on its first use: seconds on a busy machine.
  }, 30_000);

  it("in another language, names the language of what the owner left untranslated: a whole item, or a title", () => {
    const job = sources.experiences[0]!;
    const course = sources.courses[0]!;
    const translated = {
      ...sources,
      experiences: [{ ...job, title: { en: job.title as string, de: "Forscherin" } }, job],
      courses: [{ ...course, description: { en: "Rivers.", de: "Flüsse." } }],
      site: {
        ...sources.site,
        degrees: [{ name: { en: "PhD", de: "Dr." }, institution: "Uppsala", year: "2020" }],
      },
    };
    const german = cvData(translated, NOW, "de");
    // A job wholly in English says so once; its texts are then plain. A partly translated one marks each text.
    const english = (text: Text) => ({ text, lang: "en" });
    const [partly, untranslated] = german.experience;
    expect(untranslated!.lang).toBe("en");
    expect(untranslated!.title).toBe(job.title);
    expect(partly!.lang).toBeUndefined();
    expect(partly!.title).toBe("Forscherin");
    expect(partly!.organisation).toEqual(english(job.company_name));
    expect(german.degrees[0]).toEqual({ name: "Dr.", institution: english("Uppsala"), year: "2020" });
    // The owner's texts left in English say so, each on its own; the CV's words (a kind, a level) are German.
    const { site, skills, talks } = sources;
    expect(german.role).toEqual(english(site.role));
    expect(german.summary).toEqual(english(site.description));
    expect(german.skills[0]).toEqual({
      name: english(skills[0]!.name),
      level: PAGE_MESSAGES.de.skillLevels.Expert,
    });
    expect(german.teaching[0]!.title).toEqual(english(course.title));
    expect(german.teaching[0]!.details.slice(0, 2)).toEqual([
      english(course.institution.name),
      english(course.audience),
    ]);
    const [talk] = german.talks;
    const given = talks.find((each) => talk!.link.href.includes(each.slug))!;
    expect(talk!.title).toEqual(english(given.title));
    expect(talk!.details.slice(0, 2)).toEqual([
      PAGE_MESSAGES.de.talks.kinds[given.kind],
      english(given.event.name),
    ]);
    const inEnglish = cvData(translated, NOW, "en");
    expect([...inEnglish.experience, ...inEnglish.degrees].some((item) => item.lang)).toBe(false);
    const texts = [inEnglish.role, inEnglish.summary, ...inEnglish.skills.map((skill) => skill.name)];
    for (const item of [...inEnglish.teaching, ...inEnglish.talks]) texts.push(item.title, ...item.details);
    expect(texts.every((text) => typeof text === "string")).toBe(true);
  });

  it("in another language, names the language of a paper's title where its .bib gives one", () => {
    const [hers] = sources.publications;
    const titleRuns = (paper: typeof hers, language: "en" | "de") =>
      cvData({ ...sources, publications: [paper!] }, NOW, language).publications[0]!.reference.filter(
        (run) => run.lang,
      );
    expect(titleRuns({ ...hers!, language: "en-GB" }, "de")).toEqual([{ text: hers!.title, lang: "en-GB" }]);
    expect(titleRuns({ ...hers!, language: "en-GB" }, "en")).toEqual([]);
    expect(titleRuns(hers, "de")).toEqual([]);
  }, 30_000);
});
