// A paper's page: its loader finds the paper by the slug in its address, a key unsafe in an address (a DOI)
// too, with the talks that present it; an unknown slug is a 404; a German page words the reference in German
// and reads an English paper's title, also in its links' names, in English.
// On the first test owner's content graph.
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, it } from "vitest";
import { type Publication, paperSlug } from "~/bibliography/publication";
import { publications, talks } from "~/content-graph/site-graph.server";
import { PAGE_MESSAGES } from "~/i18n/page-messages";
import * as route from "./publication";

const load = (key: string) =>
  route.loader({ params: { key } } as unknown as Parameters<typeof route.loader>[0]);

/** The German page of `paper`, with no talks, once it has rendered. */
async function renderGerman(paper: Publication) {
  const Stub = createRoutesStub([
    {
      path: "/de/publications/:key/",
      Component: route.default as never,
      loader: () => ({ paper, talks: [] }),
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={[`/de/publications/${paperSlug(paper.key)}/`]} />);
  await screen.findByRole("heading", { level: 1 });
}

it("finds every paper by its address's slug, with the talks that present it", () => {
  for (const paper of publications) {
    const found = load(paperSlug(paper.key));
    expect(found.paper.key).toBe(paper.key);
    const presenting = talks.filter((talk) => talk.paper?.own && talk.paper.key === paper.key);
    expect(found.talks.map((talk) => talk.slug)).toEqual(presenting.map((talk) => talk.slug));
  }
  expect(talks.some((talk) => talk.paper?.own)).toBe(true);
});

it("answers an unknown slug with a 404", () => {
  expect(() => load("nobody-2020")).toThrow(
    expect.objectContaining({ init: expect.objectContaining({ status: 404 }) }),
  );
});

it("renders the paper the loader found, titled by it", async () => {
  const [paper] = publications;
  const Stub = createRoutesStub([
    {
      path: "/publications/:key/",
      Component: route.default as never,
      loader: ({ params }) => load(params.key!),
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={[`/publications/${paperSlug(paper!.key)}/`]} />);
  expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(paper!.title.slice(0, 20));
});

it("words a chapter's book, editors, kind and date in the page's language", async () => {
  const paper: Publication = {
    ...publications[0]!,
    kind: "chapter",
    entryType: "incollection",
    venue: "Handbuch der Flugsicherung",
    editors: [
      { name: "Ada Lovelace", citationName: "Lovelace, Ada", given: "Ada", family: "Lovelace" },
      { name: "Charles Babbage", citationName: "Babbage, Charles", given: "Charles", family: "Babbage" },
    ],
    publisher: "Springer",
    year: 2025,
    month: 3,
    day: undefined,
  };
  await renderGerman(paper);
  const { publications: words, bibliographyLabels, locale } = PAGE_MESSAGES.de;
  const text = document.body.textContent;
  expect(text).toContain(
    `${words.in}Handbuch der Flugsicherung, ${words.editedBy}Ada Lovelace${words.and}Charles Babbage, Springer`,
  );
  expect(text).toContain(bibliographyLabels["Book chapter"]);
  const month = { month: "long", year: "numeric", timeZone: "UTC" } as const;
  expect(text).toContain(new Intl.DateTimeFormat(locale, month).format(Date.UTC(2025, 2)));
  expect(text).not.toContain(PAGE_MESSAGES.en.publications.editedBy);
  expect(text).not.toContain(new Intl.DateTimeFormat("en-GB", month).format(Date.UTC(2025, 2)));
});

it("on a German page, reads an English paper's title in English wherever a link's name holds it", async () => {
  const citedBy = { count: 12, doi: "10.5555/a.1", fetched: "2026-11-25", openalex: "W42" };
  const paper: Publication = { ...publications.find((given) => given.language === "en")!, citedBy };
  await renderGerman(paper);
  const named = screen.getAllByRole("link").filter((link) => link.textContent?.includes(`: ${paper.title}`));
  // The PDF's and the DOI's links, and the count's.
  expect(named.length).toBeGreaterThanOrEqual(3);
  for (const link of named) expect(within(link).getByText(`: ${paper.title}`)).toHaveAttribute("lang", "en");
});
