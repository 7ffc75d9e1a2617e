// Pins what the types cannot, for each owner the tests own (scripts/test-sites.mjs): how many of each record
// the spec's pages show, that texts are not empty, that links lead where their label says. The suites build
// their sites from these owners, so a fixture that drifted from the spec would turn them red for the wrong
// reason. And no code names an owner: their names are written only in their own content.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, test } from "vitest";
import { localize } from "~/i18n/localize";
import {
  CERTIFICATION_COUNT,
  CONTACT_INFO_COUNT,
  DEGREE_COUNT,
  ETHICS_COMMITMENT_COUNT,
  EXPERIENCE_COUNT,
  EXTERNAL_LINK_COUNT,
  OPEN_TO_COUNT,
  PROJECT_COUNT,
  SKILL_COUNT,
} from "~/spec-counts";

/** Each test owner's typed content, as the site imports it, as its English pages read it (app/i18n/localize.ts). */
async function contentOf(owner: string) {
  const [experience, legal, projects, links, site, skills] = await Promise.all([
    import(`./${owner}/content/experience.ts`),
    import(`./${owner}/content/legal.ts`),
    import(`./${owner}/content/projects.ts`),
    import(`./${owner}/content/links.ts`),
    import(`./${owner}/content/site.ts`),
    import(`./${owner}/content/skills.ts`),
  ]);
  return localize(
    {
      owner,
      ...(experience as typeof import("./first/content/experience")),
      ...(legal as typeof import("./first/content/legal")),
      ...(projects as typeof import("./first/content/projects")),
      ...(links as typeof import("./first/content/links")),
      ...(site as typeof import("./first/content/site")),
      ...(skills as typeof import("./first/content/skills")),
    },
    "en",
  );
}

const OWNERS = await Promise.all(["first", "second"].map(contentOf));

describe.each(OWNERS)(
  "the test owner $owner",
  ({
    experiences,
    ethicsCommitments,
    privacyPolicy,
    featuredProjects,
    projects,
    contactInfo,
    externalLinks,
    site,
    expertise,
    toolkit,
  }) => {
    describe("skills", () => {
      test("the home page has six distinct, named skills", () => {
        expect(expertise).toHaveLength(SKILL_COUNT);
        for (const skill of expertise) expect(skill.name).not.toBe("");
        expect(new Set(expertise.map((skill) => skill.name)).size).toBe(SKILL_COUNT);
      });

      test("the about page has six distinct, named skills, each with an icon", () => {
        expect(toolkit).toHaveLength(SKILL_COUNT);
        for (const skill of toolkit) {
          expect(skill.name).not.toBe("");
          expect(skill.iconUrl).not.toBe("");
        }
        expect(new Set(toolkit.map((skill) => skill.name)).size).toBe(SKILL_COUNT);
      });

      test("the home page and About name the same six skills, in the same order", () => {
        expect(toolkit.map((skill) => skill.name)).toEqual(expertise.map((skill) => skill.name));
      });
    });

    describe("experience", () => {
      test("has three entries, each with its points, title, company, date, icon and icon colour filled in", () => {
        expect(experiences).toHaveLength(EXPERIENCE_COUNT);
        for (const experience of experiences) {
          for (const point of experience.points) expect(point.trim()).not.toBe("");
          expect(experience.title).not.toBe("");
          expect(experience.company_name).not.toBe("");
          expect(experience.date).not.toBe("");
          expect(experience.icon).not.toBe("");
          expect(experience.iconBg).toMatch(/^(#[0-9a-f]{3,8}|rgb|hsl|oklch)/i);
        }
        // Titles key the timeline's entries.
        expect(new Set(experiences.map((experience) => experience.title)).size).toBe(EXPERIENCE_COUNT);
      });
    });

    describe("projects", () => {
      test("three projects and three featured projects, each with name, description, tags, theme and icon", () => {
        expect(projects).toHaveLength(PROJECT_COUNT);
        expect(featuredProjects).toHaveLength(PROJECT_COUNT);
        for (const project of [...projects, ...featuredProjects]) {
          expect(project.name).not.toBe("");
          expect(project.description).not.toBe("");
          expect(project.tags.length).toBeGreaterThan(0);
          expect(project.theme).toMatch(/^#[0-9a-f]{6}$/i);
          expect(project.iconUrl).not.toBe("");
        }
        expect(new Set(projects.map((project) => project.theme)).size).toBe(PROJECT_COUNT);
      });

      test("one project is in progress with no link; the live ones link to an app store and a code repository", () => {
        const inProgress = projects.filter((project) => project.status === "in-progress");
        expect(inProgress).toHaveLength(1);

        const liveLinks = projects
          .filter((project) => project.status === "live")
          .map((project) => project.link);
        expect(liveLinks).toHaveLength(PROJECT_COUNT - 1);
        for (const link of liveLinks) expect(link).toMatch(/^https:\/\//);
        expect(
          liveLinks.filter((link) => /apps\.apple\.com|play\.google\.com/.test(link ?? "")),
        ).toHaveLength(1);
        expect(
          liveLinks.filter((link) => /github\.com|gitlab\.com|codeberg\.org/.test(link ?? "")),
        ).toHaveLength(1);
      });
    });

    describe("about the owner", () => {
      test("four degrees and two certifications", () => {
        expect(site.degrees).toHaveLength(DEGREE_COUNT);
        expect(site.certifications).toHaveLength(CERTIFICATION_COUNT);
        for (const item of [...site.degrees, ...site.certifications]) {
          expect(item.name).not.toBe("");
          expect(item.institution).not.toBe("");
        }
      });

      test("three external links: professional network, code hosting and email", () => {
        expect(externalLinks).toHaveLength(EXTERNAL_LINK_COUNT);
        const links = externalLinks.map((item) => item.link);
        expect(links.filter((link) => link.startsWith("https://"))).toHaveLength(2);
        expect(links.filter((link) => link.startsWith("mailto:"))).toEqual([`mailto:${site.email}`]);
        expect(links.some((link) => /linkedin\.com/.test(link))).toBe(true);
        expect(links.some((link) => /github\.com|gitlab\.com|codeberg\.org/.test(link))).toBe(true);
        for (const item of externalLinks) {
          expect(item.name).not.toBe("");
          expect(item.iconUrl).not.toBe("");
        }
      });

      test("contact information is email, professional network and location, each a link", () => {
        expect(contactInfo).toHaveLength(CONTACT_INFO_COUNT);
        const [email, network, location] = contactInfo;
        expect(email?.value).toBe(site.email);
        expect(email?.link).toBe(`mailto:${site.email}`);
        expect(network?.link).toMatch(/^https:\/\/(www\.)?linkedin\.com\//);
        expect(location?.value).toBe(site.location);
        expect(location?.link).toMatch(/^https:\/\//);
        for (const item of contactInfo) {
          expect(item.title).not.toBe("");
          expect(item.icon).not.toBe("");
        }
      });

      test("the contact page is open to five distinct, named things", () => {
        expect(site.openTo).toHaveLength(OPEN_TO_COUNT);
        for (const chip of site.openTo) expect(chip.trim()).not.toBe("");
        expect(new Set(site.openTo).size).toBe(OPEN_TO_COUNT);
      });
    });

    describe("legal", () => {
      test("the AI ethics statement has five commitments", () => {
        expect(ethicsCommitments).toHaveLength(ETHICS_COMMITMENT_COUNT);
        for (const item of ethicsCommitments) {
          expect(item.title).not.toBe("");
          expect(item.text).not.toBe("");
        }
      });

      test("the privacy policy lists name, email address and message as the data collected", () => {
        expect(privacyPolicy.collected).toHaveLength(3);
        const [name, email, message] = privacyPolicy.collected;
        expect(name).toMatch(/\bname\b/i);
        expect(email).toMatch(/\bemail address\b/i);
        expect(message).toMatch(/\bmessage\b/i);
      });
    });
  },
);

// A sentence of legal.ts that takes in a word of `privacy` reads it in the sentence's language (inLanguage).
test.each(["first", "second"])(
  "the %s owner's legal texts have no word missing, in any of its languages",
  async (owner) => {
    const [legal, { site }] = await Promise.all([
      import(`./${owner}/content/legal.ts`),
      import(`./${owner}/content/site.ts`) as Promise<typeof import("./first/content/site")>,
    ]);
    const languages: readonly ("en" | "de")[] = site.languages ?? ["en"];
    for (const language of languages)
      expect(JSON.stringify(localize(legal, language)), language).not.toMatch(/undefined|\[object Object\]/);
  },
);

describe("the owners' names", () => {
  const appDir = resolve(import.meta.dirname, "../..");

  /** The code's source files: app/ less the owners' content (the owner's and the test owners'). */
  function codeFiles(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return ["content", "testing"].includes(entry.name) ? [] : codeFiles(path);
      return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
    });
  }

  test.each(OWNERS)("$owner's name is written in no code of app/", ({ site }) => {
    const files = codeFiles(appDir);
    expect(files.length).toBeGreaterThan(10);
    const parts = site.name.split(" ").filter((part) => part.length > 2);
    expect(parts.length).toBeGreaterThanOrEqual(1);
    for (const part of parts) {
      const word = new RegExp(`\\b${part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`);
      const places = files.filter((file) => word.test(readFileSync(file, "utf8")));
      expect(
        places.map((file) => relative(appDir, file)),
        `where "${part}" is written`,
      ).toEqual([]);
    }
  });
});
