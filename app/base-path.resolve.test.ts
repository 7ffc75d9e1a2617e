import { describe, expect, it } from "vitest";
import { sitePathOf, siteHref } from "./base-path";
import { resolveBasePath } from "./base-path-rules";

const AT_ROOT = "https://example.com";
const PROJECT_SITE = "https://user.github.io/portfolio/";

describe("resolveBasePath", () => {
  it("takes the path of the site's address when BASE_PATH is not set", () => {
    expect(resolveBasePath(undefined, AT_ROOT)).toBe("/");
    expect(resolveBasePath(undefined, `${AT_ROOT}/`)).toBe("/");
    expect(resolveBasePath(undefined, PROJECT_SITE)).toBe("/portfolio/");
    expect(resolveBasePath(undefined, "https://user.github.io/portfolio")).toBe("/portfolio/");
    expect(resolveBasePath(undefined, "https://example.com/a/b.c-d_e~f/")).toBe("/a/b.c-d_e~f/");
  });

  it("lets BASE_PATH win over the site's address, so its path is never doubled", () => {
    expect(resolveBasePath("/portfolio/", PROJECT_SITE)).toBe("/portfolio/");
    expect(resolveBasePath("/portfolio/", AT_ROOT)).toBe("/portfolio/");
    expect(resolveBasePath("/other/", PROJECT_SITE)).toBe("/other/");
    // GitHub Pages' own setting for a site at the root of its domain is the empty path.
    expect(resolveBasePath("", PROJECT_SITE)).toBe("/");
    expect(resolveBasePath("/", PROJECT_SITE)).toBe("/");
  });

  it.each([
    ["portfolio", "/portfolio/"],
    ["/portfolio", "/portfolio/"],
    ["portfolio/", "/portfolio/"],
    ["/portfolio/", "/portfolio/"],
    ["/a/b", "/a/b/"],
  ])("writes BASE_PATH=%s as %s: a slash before and after", (given, written) => {
    expect(resolveBasePath(given, AT_ROOT)).toBe(written);
  });

  it.each([
    ["https://user.github.io/portfolio/", /it is an address; the variable takes the path alone/],
    ["//user.github.io/portfolio/", /it is an address/],
    ["/a//b/", /an empty part/],
    ["/a/../b/", /a part "\.\."/],
    ["/./", /a part "\."/],
    ["/my site/", /its part "my site" has a character other than/],
    ["/portfolio/?x=1", /has a \? or #/],
    ["/portfolio/#top", /has a \? or #/],
  ])("refuses BASE_PATH=%s, naming the variable and a remedy", (given, reason) => {
    const error = () => resolveBasePath(given, AT_ROOT);
    expect(error).toThrow(reason);
    expect(error).toThrow(`BASE_PATH is "${given}", which cannot be the path the site is served under`);
    expect(error).toThrow(/Set it to a path such as \/portfolio\/ \(or \/ for the root of a domain\)/);
  });

  it.each([
    ["not an address", /it is not a web address/],
    ["https://user.github.io/portfolio/?ref=cv", /has a \? or #/],
    ["https://user.github.io/my%20site/", /its part "my%20site" has a character other than/],
    ["https://user.github.io/a//b/", /an empty part/],
  ])("refuses a site address of %s, naming the owner's site file, its field and a remedy", (url, reason) => {
    const error = () => resolveBasePath(undefined, url, "owner/site.ts");
    expect(error).toThrow(reason);
    expect(error).toThrow(/^owner\/site\.ts: field "url" is /);
    expect(error).toThrow(/Write the address the site is served at, such as https:\/\/example\.com\//);
  });
});

describe("siteHref", () => {
  it("puts a path on the site under the base path", () => {
    expect(siteHref("/about/", "/portfolio/")).toBe("/portfolio/about/");
    expect(siteHref("/", "/portfolio/")).toBe("/portfolio/");
    expect(siteHref("/legal/#imprint", "/portfolio/")).toBe("/portfolio/legal/#imprint");
    expect(siteHref("/papers/a.pdf", "/a/b/")).toBe("/a/b/papers/a.pdf");
  });

  it("leaves a path as it is at the root of a domain", () => {
    expect(siteHref("/about/", "/")).toBe("/about/");
    expect(siteHref("/", "/")).toBe("/");
  });

  it("leaves every other address as it is", () => {
    for (const address of [
      "https://example.com/a",
      "mailto:a@example.com",
      "#main",
      "//cdn.example/a",
      "a.pdf",
    ])
      expect(siteHref(address, "/portfolio/")).toBe(address);
  });
});

describe("sitePathOf", () => {
  it("reads the path on the site out of an address under the base path", () => {
    expect(sitePathOf("/portfolio/about/", "/portfolio/")).toBe("/about/");
    expect(sitePathOf("/portfolio/", "/portfolio/")).toBe("/");
    expect(sitePathOf("/portfolio", "/portfolio/")).toBe("/");
    expect(sitePathOf("/about/", "/")).toBe("/about/");
  });

  it("finds no path on the site outside the base path", () => {
    expect(sitePathOf("/about/", "/portfolio/")).toBeUndefined();
    expect(sitePathOf("/portfolio-old/", "/portfolio/")).toBeUndefined();
  });
});
