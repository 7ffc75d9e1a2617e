// @vitest-environment node
// Bad talks, courses and site data, one row each, with the outcome each must get: the problem line naming the
// item and the field. A new field gets a row here. Fixtures, not the owner's content.
import { describe, expect, it } from "vitest";
import {
  type CountedList,
  countNotes,
  countProblems,
  courseProblems,
  markupWarnings,
  legalProblems,
  linkListProblems,
  problemsMessage,
  projectProblems,
  siteProblems,
  skillProblems,
  talkProblems,
} from "./content-checks";
import type { Course, Imprint, Privacy, Project, Talk } from "./content-types";

const talk = (fields: Partial<Talk> = {}): Talk => ({
  title: "A Fixture Talk",
  slug: "fixture-talk",
  event: { name: "Fixture Event", url: "https://event.example.org" },
  kind: "talk",
  abstract: "An abstract.",
  date: "2027-01-15",
  time: { start: "09:30", timeZone: "Europe/Vienna", durationMinutes: 45 },
  place: { city: "Vienna", country: "Austria" },
  ...fields,
});

const course = (fields: Partial<Course> = {}): Course => ({
  title: "A Fixture Course",
  description: "What it does.",
  audience: "Pilots",
  level: "ICAO 4–5 · CEFR B1–B2",
  institution: { name: "Fixture Academy", url: "https://academy.example.org" },
  mode: "online",
  years: { from: 2018, to: 2025 },
  hours: 40,
  syllabus: ["One", "Two", "Three", "Four"],
  materials: [{ label: "Drills", url: "/materials/drills.pdf" }],
  ...fields,
});

const siteData = (fields: Partial<Parameters<typeof siteProblems>[0]> = {}) => ({
  url: "https://fixture.example.org",
  github: "https://github.com/fixture",
  ...fields,
});

const links = (link = "https://github.com/fixture") => ({
  externalLinks: [{ name: "GitHub", iconUrl: "/icon.svg", link }],
  contactInfo: [{ title: "Email", value: "a@example.org", icon: "/mail.svg", link: "mailto:a@example.org" }],
});

const project = (link: string): Project => ({
  name: "Fixture App",
  description: "An app.",
  tags: ["app"],
  theme: "#000",
  iconUrl: "/icon.svg",
  status: "live",
  link,
  linkLabel: "App Store listing",
});

const organisation = { name: "Org", url: "https://org.example.org" };
const privacy = (fields: Partial<Privacy> = {}): Privacy => ({
  address: { streetAddress: "1 Street", postalCode: "1010", addressLocality: "Vienna", addressCountry: "AT" },
  host: { ...organisation, country: "US", logRetention: "30 days" },
  emailService: { ...organisation, country: "US" },
  transferSafeguard: "DPF",
  messageRetention: "1 year",
  supervisoryAuthority: organisation,
  ...fields,
});
const imprint: Imprint = {
  title: "Legal notice",
  laws: ["Fixture Act s. 1"],
  ownerLabel: "Publisher",
  details: [{ label: "Purpose", text: "A portfolio." }],
};
const withBody = (url: string): Imprint => ({
  ...imprint,
  details: [...imprint.details, { label: "Professional body", link: { name: "Body", url } }],
});

describe("the valid fixtures", () => {
  it("have no problems, so each row below fails for its own reason alone", () => {
    expect(
      talkProblems([
        talk(),
        talk({ slug: "online", place: { online: true, url: "https://meet.example.org" } }),
      ]),
    ).toEqual([]);
    expect(
      courseProblems([
        course(),
        course({ years: { from: 2020 } }),
        course({ years: { from: 2020, to: 2020 } }),
      ]),
    ).toEqual([]);
    expect(siteProblems(siteData())).toEqual([]);
    expect(linkListProblems(links(), siteData())).toEqual([]);
    expect(siteProblems(siteData({ orcid: "0000-0002-1825-0097" }))).toEqual([]);
    expect(siteProblems({ url: "https://fixture.example.org" })).toEqual([]);
    expect(siteProblems(siteData({ name: "Ada Fixture", email: "ada@example.org" }))).toEqual([]);
    expect(projectProblems([project("https://apps.example.org/app")])).toEqual([]);
    expect(legalProblems(privacy(), withBody(organisation.url))).toEqual([]);
    expect(legalProblems(privacy(), null)).toEqual([]);
  });
});

describe("talks", () => {
  it.each<[string, Partial<Talk>, string]>([
    [
      "a day the calendar lacks",
      { date: "2027-02-30" },
      `talk "fixture-talk": field "date": "2027-02-30" is not a day of the calendar`,
    ],
    [
      "a date not written YYYY-MM-DD",
      { date: "15.01.2027" },
      `talk "fixture-talk": field "date": "15.01.2027" is not a date written YYYY-MM-DD`,
    ],
    [
      "a negative length",
      { time: { start: "09:30", timeZone: "Europe/Vienna", durationMinutes: -45 } },
      `talk "fixture-talk": field "time.durationMinutes" must be a whole number of minutes above 0, not -45`,
    ],
    [
      "a length of zero",
      { time: { start: "09:30", timeZone: "Europe/Vienna", durationMinutes: 0 } },
      `field "time.durationMinutes" must be a whole number of minutes above 0, not 0`,
    ],
    [
      "a length in part-minutes",
      { time: { start: "09:30", timeZone: "Europe/Vienna", durationMinutes: 1.5 } },
      `field "time.durationMinutes" must be a whole number of minutes above 0, not 1.5`,
    ],
    [
      "a time past midnight",
      { time: { start: "24:10", timeZone: "Europe/Vienna" } },
      `talk "fixture-talk": field "time.start": "24:10" is not a time written HH:MM`,
    ],
    [
      "an unknown time zone",
      { time: { start: "09:30", timeZone: "Nowhere/Town" } },
      `talk "fixture-talk": field "time.timeZone": "Nowhere/Town" is not an IANA time zone`,
    ],
    [
      "a slug that is not an address",
      { slug: "Not A Slug" },
      `talk "Not A Slug": field "slug" must be lower-case letters, digits and "-"`,
    ],
    [
      "javascript: slides",
      { slides: "javascript:alert(1)" },
      `talk "fixture-talk": field "slides" uses the javascript: scheme`,
    ],
    [
      "data: slides",
      { slides: "data:text/html,<script>alert(1)</script>" },
      `talk "fixture-talk": field "slides" uses the data: scheme`,
    ],
    [
      "a vbscript: video",
      { video: "vbscript:msgbox(1)" },
      `talk "fixture-talk": field "video" uses the vbscript: scheme`,
    ],
    [
      "a javascript: event address, hidden by a tab",
      { event: { name: "E", url: "java\tscript:alert(1)" } },
      `talk "fixture-talk": field "event.url" uses the javascript: scheme`,
    ],
    [
      "a file: meeting address",
      { place: { online: true, url: "file:///etc/passwd" } },
      `talk "fixture-talk": field "place.url" uses the file: scheme`,
    ],
    [
      "an ftp:// paper",
      { paper: "ftp://papers.example.org/x.pdf" },
      `talk "fixture-talk": field "paper" uses the ftp: scheme`,
    ],
  ])("stops on %s", (_case, fields, line) => {
    const problems = talkProblems([talk(fields)]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(line);
  });

  it("stops on a talk without a slug, naming it by its title", () => {
    const withoutSlug = { ...talk(), slug: undefined as unknown as string };
    expect(talkProblems([withoutSlug])).toEqual([
      `talk "${withoutSlug.title}": field "slug" is missing: give the talk's address, such as "icaea-2027-keynote"`,
    ]);
  });

  it("names a talk by its title as written, in any language, where its slug cannot", () => {
    const untitled = {
      ...talk(),
      slug: undefined as unknown as string,
      title: { en: "A talk", de: "Ein Vortrag" },
    };
    expect(talkProblems([untitled, untitled])).toEqual([
      `talk "A talk": field "slug" is missing: give the talk's address, such as "icaea-2027-keynote"`,
      `talk "A talk": field "slug" is missing: give the talk's address, such as "icaea-2027-keynote"`,
    ]);
  });

  it("stops on a kind the type does not list, naming the kinds it does", () => {
    const problems = talkProblems([talk({ kind: "invited talk" as Talk["kind"] })]);
    expect(problems).toEqual([
      expect.stringContaining(`talk "fixture-talk": field "kind" must be one of "talk", "keynote"`),
    ]);
    expect(problems[0]).toContain(`not "invited talk"`);
  });

  it("stops on a slug used twice, naming it and both talks' titles", () => {
    expect(talkProblems([talk(), talk({ title: "Another" })])).toEqual([
      `talk "fixture-talk": field "slug" is used by another talk, "${talk().title}"; this one is "Another"`,
    ]);
  });

  it.each([
    ["an https: address", "https://slides.example.org/a.pdf"],
    ["a path on the site", "/slides/a.pdf"],
  ])("publishes slides at %s", (_case, slides) => {
    expect(talkProblems([talk({ slides })])).toEqual([]);
  });

  it("leaves a citation key with a colon (DBLP's) to the paper lookup", () => {
    expect(talkProblems([talk({ paper: "DBLP:conf/interspeech/Quell24" })])).toEqual([]);
  });
});

describe("skills", () => {
  it("stops on a level the type does not list, naming the skill and the levels", () => {
    expect(skillProblems([{ name: "Fixtures", level: "Expert" }])).toEqual([]);
    expect(skillProblems([{ name: "Fixtures", level: "expert" as "Expert" }])).toEqual([
      `skill "Fixtures": field "level" must be one of "Advanced", "Expert", not "expert"`,
    ]);
  });
});

describe("courses", () => {
  it.each<[string, Partial<Course>, string]>([
    [
      "years in the wrong order",
      { years: { from: 2025, to: 2018 } },
      `course "A Fixture Course": field "years.to" (2018) is before "years.from" (2025)`,
    ],
    [
      "a negative year",
      { years: { from: -2018 } },
      `course "A Fixture Course": field "years.from" must be a year written with four digits, not -2018`,
    ],
    [
      "a two-digit end year",
      { years: { from: 2018, to: 25 } },
      `field "years.to" must be a year written with four digits, not 25`,
    ],
    [
      "negative hours",
      { hours: -3 },
      `course "A Fixture Course": field "hours" must be a number of hours above 0, not -3`,
    ],
    ["no hours", { hours: 0 }, `field "hours" must be a number of hours above 0, not 0`],
    [
      "a year written as a text",
      { years: { from: "2019" as unknown as number } },
      `field "years.from" must be a year written with four digits, not "2019"`,
    ],
    [
      "a mode the type does not list",
      { mode: "hybrid" as Course["mode"] },
      `course "A Fixture Course": field "mode" must be one of "in person", "online", "blended", not "hybrid"`,
    ],
    ["no syllabus", { syllabus: [] as never }, `field "syllabus" lists no topic: give one or more`],
    [
      "a level written as it was before it was a text",
      { level: { icao: { from: 4, to: 5 } } as never },
      `field "level" must be a text, such as "ICAO 4–5 · CEFR B2–C1" or "Master's, first year", not {"icao":{"from":4,"to":5}}`,
    ],
    [
      "a javascript: institution",
      { institution: { name: "X", url: "javascript:alert(1)" } },
      `course "A Fixture Course": field "institution.url" uses the javascript: scheme`,
    ],
    [
      "data: material",
      {
        materials: [
          { label: "ok", url: "/a.pdf" },
          { label: "bad", url: "data:application/pdf;base64,AAAA" },
        ],
      },
      `course "A Fixture Course": field "materials[1].url" uses the data: scheme`,
    ],
  ])("stops on %s", (_case, fields, line) => {
    const problems = courseProblems([course(fields)]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(line);
  });
});

describe("site data, projects and the legal pages", () => {
  it.each<[string, () => string[], string]>([
    [
      "a site address without https://",
      () => siteProblems(siteData({ url: "owner.example.org" })),
      `site: field "url" must be the site's full address, starting https://, not owner.example.org`,
    ],
    [
      "a javascript: site address",
      () => siteProblems(siteData({ url: "javascript://x.example.org" })),
      `site: field "url" must be the site's full address`,
    ],
    [
      "a javascript: GitHub address",
      () => siteProblems(siteData({ github: "javascript:alert(1)" })),
      `site: field "github" uses the javascript: scheme`,
    ],
    [
      "an ORCID iD as its address",
      () => siteProblems(siteData({ orcid: "https://orcid.org/0000-0002-1825-0097" })),
      `site: field "orcid" is not an ORCID iD ("https://orcid.org/0000-0002-1825-0097"): write its sixteen characters as 0000-0002-1825-0097, without https://orcid.org/`,
    ],
    [
      "an ORCID iD without its dashes",
      () => siteProblems(siteData({ orcid: "0000000218250097" })),
      `site: field "orcid" is not an ORCID iD ("0000000218250097"): write its sixteen characters`,
    ],
    [
      "an ORCID iD with a mistyped digit",
      () => siteProblems(siteData({ orcid: "0000-0002-1825-0079" })),
      `site: field "orcid" is not an ORCID iD ("0000-0002-1825-0079"): it fails its check digit, so a character is mistyped; copy the iD from your ORCID record`,
    ],
    [
      "a LinkedIn profile without its https://",
      () => siteProblems(siteData({ linkedin: "linkedin.com/in/fixture" })),
      `site: field "linkedin" is neither a whole address (https://…) nor a path on the site (/…): "linkedin.com/in/fixture"; write it whole, such as https://linkedin.com/in/fixture`,
    ],
    [
      "an email address written as a link without mailto:",
      () => linkListProblems(links("ada@example.org"), siteData()),
      `external link "GitHub": field "link" is neither a whole address (https://…) nor a path on the site (/…): "ada@example.org"; write it whole, such as mailto:ada@example.org`,
    ],
    [
      "a path on the site without its /",
      () => linkListProblems(links("papers/a.pdf"), siteData()),
      `field "link" is neither a whole address (https://…) nor a path on the site (/…): "papers/a.pdf"; write it whole, such as /papers/a.pdf`,
    ],
    [
      "a project's link without its https://",
      () => projectProblems([project("apps.example.org/app")]),
      `project "Fixture App": field "link" is neither a whole address (https://…) nor a path on the site (/…)`,
    ],
    [
      "an empty name",
      () => siteProblems(siteData({ name: " " })),
      `site: field "name" is empty: give your name`,
    ],
    [
      "an email address without its @",
      () => siteProblems(siteData({ email: "ada.example.org" })),
      `site: field "email" must be an email address, such as name@example.org, not "ada.example.org"`,
    ],
    [
      "a data: external link",
      () => linkListProblems(links("data:text/html,x"), siteData()),
      `external link "GitHub": field "link" uses the data: scheme`,
    ],
    [
      "a vbscript: contact link",
      () =>
        linkListProblems(
          {
            ...links(),
            contactInfo: [{ title: "Phone", value: "1", icon: "/i.svg", link: "vbscript:x" }],
          },
          siteData(),
        ),
      `contact item "Phone": field "link" uses the vbscript: scheme`,
    ],
    [
      "a javascript: project link",
      () => projectProblems([project("javascript:alert(1)")]),
      `project "Fixture App": field "link" uses the javascript: scheme`,
    ],
    [
      "a data: host address",
      () =>
        legalProblems(
          privacy({ host: { name: "Host", url: "data:,x", country: "US", logRetention: "1 day" } }),
          imprint,
        ),
      `privacy: field "host.url" uses the data: scheme`,
    ],
    [
      "a javascript: authority",
      () => legalProblems(privacy({ supervisoryAuthority: { name: "DSB", url: "javascript:x" } }), imprint),
      `privacy: field "supervisoryAuthority.url" uses the javascript: scheme`,
    ],
    [
      "a javascript: professional body",
      () => legalProblems(privacy(), withBody("javascript:x")),
      `imprint: field "details[1].link.url" uses the javascript: scheme`,
    ],
  ])("stops on %s", (_case, problems, line) => {
    const found = problems();
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(line);
  });

  it("tells a site.ts address that links.ts's links are made of once, at site.ts", () => {
    const site = siteData({ github: "github.com/fixture" });
    expect(siteProblems(site)).toHaveLength(1);
    expect(linkListProblems(links("github.com/fixture"), site)).toEqual([]);
    // Another wrong address of links.ts's own is still told.
    expect(linkListProblems(links("gitlab.com/fixture"), site)).toHaveLength(1);
  });

  it("publishes a project in progress, which has no link", () => {
    expect(projectProblems([{ ...project("x"), status: "in-progress", link: null } as Project])).toEqual([]);
  });
});

describe("problemsMessage", () => {
  it("names each file with its problems, and says nothing when there are none", () => {
    expect(problemsMessage({ "a.ts": [], "b.ts": ["x: one", "y: two"], "c.ts": ["z: three"] })).toBe(
      "b.ts: cannot publish\n  x: one\n  y: two\nc.ts: cannot publish\n  z: three",
    );
    expect(problemsMessage({ "a.ts": [] })).toBeUndefined();
  });
});

describe("the lists the spec counts", () => {
  const list = (items: unknown): CountedList => ["expertise", items, 6, "skills"];

  it("note a list of another length, which the site still publishes, and pass one of the spec's", () => {
    expect(countNotes([list([1, 2, 3, 4, 5, 6])])).toEqual([]);
    expect(countNotes([list([1, 2, 3, 4, 5]), list([])])).toEqual([
      `field "expertise": the pages are laid out for 6 skills; it has 5`,
      `field "expertise": the pages are laid out for 6 skills; it has 0`,
    ]);
    expect(countProblems([list([1, 2, 3, 4, 5]), list([])])).toEqual([]);
  });

  it("stop on a list the owner left out or gave per language, which the types forbid and a build does not check", () => {
    const problem = `field "expertise" is not a list of skills`;
    expect(countProblems([list(undefined), list({ en: [1, 2, 3, 4, 5, 6] })])).toEqual([problem, problem]);
    expect(countNotes([list(undefined)])).toEqual([]);
  });
});

describe("markupWarnings", () => {
  it.each([
    [
      "a Markdown link",
      "Advised by [Joyce Chai](https://example.edu/~chai/).",
      "[Joyce Chai](https://example.edu/~chai/)",
    ],
    ["Markdown's bold", "**Ph.D. Candidate** at a university", "**Ph.D. Candidate**"],
    ["an HTML tag", "<b>Ph.D. Candidate</b> at a university", "<b>"],
  ])("names the field of a text with %s, and the markup", (_case, text, markup) => {
    const module = {
      site: { hero: { lede: { en: "Plain.", de: text } } },
      news: [{ text: "Plain." }, { text }],
    };
    expect(markupWarnings(module)).toEqual([
      `site.hero.lede.de: ${markup} is Markdown or HTML, which a text shows as written: write the words alone`,
      `news[1].text: ${markup} is Markdown or HTML, which a text shows as written: write the words alone`,
    ]);
  });

  it("says nothing of plain texts with brackets, asterisks and a less-than sign", () => {
    expect(
      markupWarnings({ texts: ["Results [in press] (2026)", "p < 0.05 * 2", "a*b*c", "/papers/a.pdf"] }),
    ).toEqual([]);
  });
});
