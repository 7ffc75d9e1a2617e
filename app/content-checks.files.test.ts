// @vitest-environment node
// The build's check of the owner's typed content names the file each problem or note is in: a list the spec
// counts (app/spec-counts.ts) in its own module, a link in links.ts. Run on the first test owner's modules, changed.
import { describe, expect, it } from "vitest";
import * as experience from "./testing/owners/first/content/experience";
import * as legal from "./testing/owners/first/content/legal";
import * as links from "./testing/owners/first/content/links";
import * as news from "./testing/owners/first/content/news";
import * as portrait from "./testing/owners/first/content/portrait";
import * as projects from "./testing/owners/first/content/projects";
import * as site from "./testing/owners/first/content/site";
import * as skills from "./testing/owners/first/content/skills";
import * as teaching from "./testing/owners/first/content/teaching";
import { talks } from "./testing/owners/first/content/talks";
import { problemsMessage } from "./content-checks";
import { type ContentModules, contentNotes, contentProblems } from "./content-checks.server";
import { contentFile } from "./owner-folders.server";
import { DEGREE_COUNT, EXPERIENCE_POINT_COUNT, SKILL_COUNT } from "./spec-counts";

// ContentModules is the type of the owner's modules, which the site imports; the test owner's have the same
// fields, with the literal types of other texts, so each case's content is cast once, here.
type Changes = { [Name in keyof ContentModules]?: unknown };
const content = (changed: Changes = {}) =>
  ({
    experience,
    legal,
    links,
    news,
    portrait,
    projects,
    site,
    skills,
    teaching,
    ...changed,
  }) as ContentModules;
const check = (changed: Changes) => problemsMessage(contentProblems(content(changed), talks));

describe("the content check", () => {
  it("passes the test owner's content", () => {
    expect(check({})).toBeUndefined();
  });

  it("notes the module and field of a list that does not hold the spec's number, and publishes it", () => {
    const notes = (changed: Changes) => contentNotes(content(changed));
    expect(notes({})).toEqual({});
    const [first, ...rest] = experience.experiences;
    const fewer = { experiences: [{ ...first!, points: first!.points.slice(1) }, ...rest] };
    const changed = {
      skills: { ...skills, expertise: skills.expertise.slice(1) },
      experience: fewer,
      site: { site: { ...site.site, degrees: [...site.site.degrees, site.site.degrees[0]!] } },
    };
    expect(check(changed)).toBeUndefined();
    expect(notes(changed)).toEqual({
      [contentFile("skills.ts")]: [
        `field "expertise": the pages are laid out for ${SKILL_COUNT} skills; it has ${SKILL_COUNT - 1}`,
      ],
      [contentFile("experience.ts")]: [
        `field "experiences[0].points": the pages are laid out for ${EXPERIENCE_POINT_COUNT} points; it has ${EXPERIENCE_POINT_COUNT - 1}`,
      ],
      [contentFile("site.ts")]: [
        `field "site.degrees": the pages are laid out for ${DEGREE_COUNT} degrees; it has ${DEGREE_COUNT + 1}`,
      ],
    });
  });

  it("stops on a list left out, naming its module and field, before any rule reads it", () => {
    const withoutLinks = { ...links, externalLinks: undefined };
    expect(check({ links: withoutLinks })).toBe(
      `${contentFile("links.ts")}: cannot publish\n  field "externalLinks" is not a list of links`,
    );
  });

  it("names links.ts for a link of About's or of the contact card", () => {
    const [first, ...rest] = links.externalLinks;
    const message = check({
      links: { ...links, externalLinks: [{ ...first!, link: "javascript:x" }, ...rest] },
    });
    expect(message).toMatch(new RegExp(`^${contentFile("links.ts")}: cannot publish\\n  external link`));
  });
});
