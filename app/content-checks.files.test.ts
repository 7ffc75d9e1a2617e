// @vitest-environment node
// The build's check of the owner's typed content names the file each problem is in: a list the spec counts
// (app/spec-counts.ts) in its own module, a link in links.ts. Run on the first test owner, changed per case.
import { describe, expect, it } from "vitest";
import * as experience from "~/content/experience";
import * as legal from "~/content/legal";
import * as links from "~/content/links";
import * as news from "~/content/news";
import * as portrait from "~/content/portrait";
import * as projects from "~/content/projects";
import * as site from "~/content/site";
import * as skills from "~/content/skills";
import * as teaching from "~/content/teaching";
import { talks } from "~/content/talks";
import { problemsMessage } from "./content-checks";
import { type ContentModules, contentProblems } from "./content-checks.server";
import { contentFile } from "./owner-folders.server";
import { DEGREE_COUNT, EXPERIENCE_POINT_COUNT, SKILL_COUNT } from "./spec-counts";

const content: ContentModules = {
  experience,
  legal,
  links,
  news,
  portrait,
  projects,
  site,
  skills,
  teaching,
};
const check = (changed: Partial<ContentModules>) =>
  problemsMessage(contentProblems({ ...content, ...changed }, talks));

describe("the content check", () => {
  it("passes the test owner's content", () => {
    expect(check({})).toBeUndefined();
  });

  it("names the module and field of a list that does not hold the spec's number", () => {
    const [first, ...rest] = experience.experiences;
    // Its type asks for four points; a build does not check types, so the content check counts them too.
    const fewer = { experiences: [{ ...first!, points: first!.points.slice(1) }, ...rest] };
    expect(check({ skills: { ...skills, expertise: skills.expertise.slice(1) } })).toBe(
      `${contentFile("skills.ts")}: cannot publish\n  field "expertise" has ${SKILL_COUNT - 1} skills; the spec's pages show ${SKILL_COUNT}, no more and no fewer`,
    );
    expect(check({ experience: fewer as unknown as ContentModules["experience"] })).toContain(
      `${contentFile("experience.ts")}: cannot publish\n  field "experiences[0].points" has ${EXPERIENCE_POINT_COUNT - 1} points`,
    );
    const degrees = [...site.site.degrees, site.site.degrees[0]!];
    expect(check({ site: { site: { ...site.site, degrees } } })).toContain(
      `${contentFile("site.ts")}: cannot publish\n  field "site.degrees" has ${DEGREE_COUNT + 1} degrees`,
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
