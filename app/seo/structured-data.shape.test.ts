// @vitest-environment node
import { describe, expect, it } from "vitest";
import { courseListLd, talkEventLd } from "./structured-data";
import { site } from "~/testing/owners/first/content/site";
import type { Course } from "~/content-types";
import type { ResolvedTalk } from "~/talks/talk";
import { talkTiming } from "~/talks/talk-time";

const course: Course = {
  title: "Fixture Course",
  description: "A course for the test.",
  audience: "Air traffic controllers",
  level: "ICAO 4–5 · CEFR B2–C1",
  institution: { name: "Fixture Academy", url: "https://academy.example.org" },
  mode: "blended",
  years: { from: 2020 },
  hours: 30,
  syllabus: ["One", "Two", "Three", "Four"],
};
const talk = {
  title: "Fixture Talk",
  abstract: "What the talk is about.",
  event: { name: "Fixture Event", url: "https://event.example.org" },
  timing: talkTiming({
    date: "2027-07-01",
    time: { start: "14:00", timeZone: "Europe/Lisbon", durationMinutes: 30 },
  }),
  place: { venue: "Hall B", city: "Lisbon", country: "Portugal" },
} satisfies Pick<ResolvedTalk, "title" | "abstract" | "timing" | "place" | "event">;
const owner = { "@type": "Person", name: site.name };

describe("courseListLd", () => {
  it("lists each course in order, with its provider and an instance with its mode and the owner as instructor", () => {
    const list = courseListLd(
      [course, { ...course, title: "Second", mode: "in person", level: undefined, hours: undefined }],
      "https://x.org/teaching/",
      "en",
    );
    expect(list).toMatchObject({ "@context": "https://schema.org", "@type": "ItemList" });
    expect(list.itemListElement).toEqual([
      expect.objectContaining({ "@type": "ListItem", position: 1, item: expect.any(Object) }),
      expect.objectContaining({ "@type": "ListItem", position: 2, item: expect.any(Object) }),
    ]);
    const [first, second] = (list.itemListElement as unknown as { item: Record<string, unknown> }[]).map(
      (entry) => entry.item,
    );
    // The second gives no level and no hours, and says neither.
    expect([first?.educationalLevel, second && "educationalLevel" in second]).toEqual([
      "ICAO 4–5 · CEFR B2–C1",
      false,
    ]);
    expect("courseWorkload" in (second?.hasCourseInstance as object)).toBe(false);
    expect(first).toMatchObject({
      "@type": "Course",
      inLanguage: "en",
      name: "Fixture Course",
      description: "A course for the test.",
      url: "https://x.org/teaching/#fixture-course",
      provider: { "@type": "Organization", name: "Fixture Academy", url: "https://academy.example.org" },
      hasCourseInstance: {
        "@type": "CourseInstance",
        courseMode: "Blended",
        courseWorkload: "PT30H",
        instructor: owner,
      },
    });
    expect(second).toMatchObject({ name: "Second", hasCourseInstance: { courseMode: "Onsite" } });
  });

  it("names each course in the page's language, and says which language it is in where it is not translated", () => {
    const translated = {
      ...course,
      title: { en: "Fixture Course", de: "Testkurs" },
      description: { en: "A course for the test.", de: "Ein Kurs für den Test." },
    };
    const list = courseListLd([translated, course], "https://x.org/de/teaching/", "de");
    const [german, english] = (list.itemListElement as unknown as { item: Record<string, unknown> }[]).map(
      (entry) => entry.item,
    );
    // The anchor is the default language's title, so /teaching and /de/teaching share their anchors.
    expect(german).toMatchObject({
      inLanguage: "de",
      name: "Testkurs",
      description: "Ein Kurs für den Test.",
      url: "https://x.org/de/teaching/#fixture-course",
    });
    expect(english).toMatchObject({ inLanguage: "en", name: "Fixture Course" });
  });
});

describe("talkEventLd", () => {
  it("describes a talk in a city as an offline Event at a Place, dated with its offset", () => {
    expect(talkEventLd(talk, "https://x.org/talks/t/", "en")).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      inLanguage: "en",
      name: "Fixture Talk",
      description: "What the talk is about.",
      startDate: "2027-07-01T14:00:00+01:00",
      endDate: "2027-07-01T14:30:00+01:00",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      eventStatus: "https://schema.org/EventScheduled",
      location: {
        "@type": "Place",
        name: "Hall B",
        address: { "@type": "PostalAddress", addressLocality: "Lisbon", addressCountry: "Portugal" },
      },
      performer: owner,
    });
  });

  it("describes an online talk without a time as an online Event at a VirtualLocation, dated by its day", () => {
    const online = {
      ...talk,
      timing: talkTiming({ date: "2027-07-01" }),
      place: { online: true as const, url: "https://meet.example.org" },
    };
    const event = talkEventLd(online, "https://x.org/talks/t/", "en");
    expect(event).toMatchObject({
      startDate: "2027-07-01",
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      location: { "@type": "VirtualLocation", url: "https://meet.example.org" },
    });
    expect(event).not.toHaveProperty("endDate");
  });

  it("gives a German page the talk's German texts, and the language of its abstract", () => {
    const german = { ...talk, title: { en: "Fixture Talk", de: "Testvortrag" } };
    expect(talkEventLd(german, "https://x.org/de/talks/t/", "de")).toMatchObject({
      name: "Testvortrag",
      description: "What the talk is about.",
      inLanguage: "en",
    });
    const abstract = { en: "What the talk is about.", de: "Worum es geht." };
    expect(talkEventLd({ ...german, abstract }, "https://x.org/de/talks/t/", "de")).toMatchObject({
      description: "Worum es geht.",
      inLanguage: "de",
    });
  });
});
