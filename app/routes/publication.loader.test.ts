// @vitest-environment node
// A paper's page finds its paper by the slug in its address, in one lookup: a key unsafe in an address (a DOI)
// is found by its slug, and an unknown slug is the not-found page.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it, vi } from "vitest";

const folder = mkdtempSync(join(tmpdir(), "publication-loader-"));
afterAll(() => {
  vi.unstubAllEnvs();
  // The modules loaded here read these settings; the next file in this worker's shared registry
  // (vitest.config.ts) must load its own.
  vi.resetModules();
  rmSync(folder, { recursive: true, force: true });
});

/** The route module, loaded afresh with PUBLICATIONS_BIB naming a .bib of these entries. */
async function routeWith(keys: string[]) {
  const bib = join(folder, "papers.bib");
  writeFileSync(
    bib,
    keys
      .map(
        (key, index) =>
          `@article{${key}, author = {Varga, Elena}, title = {Paper ${index}}, journal = {J}, year = {202${index}}}\n`,
      )
      .join(""),
  );
  vi.stubEnv("PUBLICATIONS_BIB", bib);
  vi.stubEnv("CITATIONS_FILE", join(folder, "no-citations.json"));
  vi.resetModules();
  return import("./publication");
}

const load = (route: Awaited<ReturnType<typeof routeWith>>, key: string) =>
  route.loader({ params: { key } } as Parameters<typeof route.loader>[0]);

it("finds each paper by its address's slug, a DOI key by its slug too", async () => {
  const route = await routeWith(["varga2021", "10.1145/3538543", "horvath2023"]);
  expect(load(route, "varga2021").paper.title).toBe("Paper 0");
  expect(load(route, "10-1145-3538543").paper.title).toBe("Paper 1");
  expect(load(route, "horvath2023").paper.title).toBe("Paper 2");
});

it("answers an unknown slug with the not-found page", async () => {
  const route = await routeWith(["varga2021"]);
  let thrown: unknown;
  try {
    load(route, "nobody2020");
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toMatchObject({ init: { status: 404 } });
});
