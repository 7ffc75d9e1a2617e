// @vitest-environment node
// The /publications page's loader, run as the prerender runs it, is where the build stops on a .bib link to a
// file of the site's own that the build will not have, naming the entry and the field.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { site } from "~/testing/owners/first/content/site";

const folder = mkdtempSync(join(tmpdir(), "publications-loader-"));

/** The route module, loaded afresh with PUBLICATIONS_BIB naming a .bib of one entry with these fields. */
async function routeWith(fields: string) {
  const bib = join(folder, `${Math.random().toString(36).slice(2)}.bib`);
  writeFileSync(
    bib,
    `@article{own2024, author = {Quell, Mira}, title = {A Paper}, journal = {J}, year = {2024}, ${fields}}\n`,
  );
  vi.stubEnv("PUBLICATIONS_BIB", bib);
  vi.stubEnv("CITATIONS_FILE", join(folder, "no-citations.json"));
  vi.resetModules();
  return import("./publications");
}

describe("the publications loader", () => {
  afterEach(() => vi.unstubAllEnvs());
  afterAll(() => {
    // The modules loaded here read these settings; the next file in this worker's shared registry
    // (vitest.config.ts) must load its own.
    vi.resetModules();
    rmSync(folder, { recursive: true, force: true });
  });

  it("stops the build on a link to a file the site does not have, naming the entry and the field", async () => {
    const route = await routeWith(`pdf = {${site.url}/papers/not-there.pdf}`);
    expect(() => route.loader()).toThrow(/entry "own2024": field "pdf" names \/papers\/not-there\.pdf/);
  });

  it("passes a paper whose links are elsewhere on the web", async () => {
    const route = await routeWith(`pdf = {https://arxiv.org/pdf/2401.00001}`);
    expect(route.loader().papers.map((paper) => paper.key)).toEqual(["own2024"]);
  });
});
