// A paper's page reads its paper as it renders, from the lookup app/entry.server.tsx provides (decision 054):
// it finds the paper by the slug in its address, in one lookup, a key unsafe in an address (a DOI) too, and an
// unknown slug gets the not-found page. It has no loader, so the prerender asks for it once.
import { render, screen } from "@testing-library/react";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRoutesStub } from "react-router";
import { afterAll, expect, it, vi } from "vitest";

const folder = mkdtempSync(join(tmpdir(), "publication-page-"));
afterAll(() => {
  vi.unstubAllEnvs();
  // The modules loaded here read these settings; the next file in this worker's shared registry
  // (vitest.config.ts) must load its own.
  vi.resetModules();
  rmSync(folder, { recursive: true, force: true });
});

/** The page's route module and what it renders at /publications/<slug>/, with a .bib of these entries. */
async function pageAt(slug: string, keys: string[]) {
  const bib = join(folder, "papers.bib");
  writeFileSync(
    bib,
    keys
      .map(
        (key, index) =>
          `@article{${key}, author = {Quell, Mira}, title = {Paper ${index}}, journal = {J}, year = {202${index}}}\n`,
      )
      .join(""),
  );
  vi.stubEnv("PUBLICATIONS_BIB", bib);
  vi.stubEnv("CITATIONS_FILE", join(folder, "no-citations.json"));
  vi.resetModules();
  // As in the prerender: the entry module provides the papers before any page renders.
  await import("~/entry.server");
  const route = await import("./publication");
  const Stub = createRoutesStub([{ path: "/publications/:key/", Component: route.default }]);
  render(<Stub initialEntries={[`/publications/${slug}/`]} />);
  return route;
}

const titleMeta = (route: Awaited<ReturnType<typeof pageAt>>, key: string) =>
  route.meta({ params: { key } } as Parameters<typeof route.meta>[0])?.find((tag) => "title" in tag);

it("finds each paper by its address's slug, a DOI key by its slug too", async () => {
  const keys = ["quell2021", "10.1145/3538543", "horvath2023"];
  const route = await pageAt("10-1145-3538543", keys);
  expect(await screen.findByRole("heading", { level: 1, name: "Paper 1" })).toBeInTheDocument();
  expect(titleMeta(route, "10-1145-3538543")).toMatchObject({ title: expect.stringMatching(/^Paper 1 \|/) });
  expect(titleMeta(route, "horvath2023")).toMatchObject({ title: expect.stringMatching(/^Paper 2 \|/) });
});

it("answers an unknown slug with the not-found page", async () => {
  const route = await pageAt("nobody2020", ["quell2021"]);
  expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
  expect(titleMeta(route, "nobody2020")).toMatchObject({ title: expect.stringMatching(/^Not found \|/) });
});

it("has no loader: React Router's prerender asks for a page with one twice, its data and then its HTML", async () => {
  const route = await pageAt("quell2021", ["quell2021"]);
  expect(Object.keys(route)).not.toContain("loader");
});
