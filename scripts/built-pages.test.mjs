// @vitest-environment node
import { expect, test } from "vitest";
import { pathsFromSitemap } from "./built-pages.mjs";

test("a sitemap's URLs become their paths, in order and in the canonical form", () => {
  const xml = `<urlset><url><loc>https://x.eu/</loc></url><url><loc>https://x.eu/about/</loc></url>
<url><loc>https://x.eu/publications/quell2024/</loc></url></urlset>`;
  expect(pathsFromSitemap(xml)).toEqual(["/", "/about/", "/publications/quell2024/"]);
});

test("a build's sitemap under a base path gives the paths after it, which the served URL ends with", () => {
  const xml = `<urlset><url><loc>https://user.github.io/portfolio/</loc></url>
<url><loc>https://user.github.io/portfolio/about/</loc></url></urlset>`;
  expect(pathsFromSitemap(xml, "/portfolio/")).toEqual(["/", "/about/"]);
});
