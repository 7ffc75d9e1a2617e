// An owner whose posts are not notes and tutorials, or whose record is not papers and theses, names the two
// pages in their own words, in each language; without them, the pages keep the site's words.
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, it, vi } from "vitest";
import { localizedPath } from "~/i18n/languages";
import Publications from "./publications";
import Writing from "./writing";

vi.mock("~/content/site", async (importOriginal) => {
  const { site } = await importOriginal<typeof import("~/content/site")>();
  return {
    site: {
      ...site,
      writingTitle: { en: "Essays from the Archive", de: "Essays aus dem Archiv" },
      publicationsIntro: { en: "Books and articles, newest first.", de: "Bücher und Aufsätze." },
    },
  };
});

it.each([
  ["en", "Essays from the Archive", "Books and articles, newest first."],
  ["de", "Essays aus dem Archiv", "Bücher und Aufsätze."],
] as const)("in %s, the owner's words name the pages", async (language, title, intro) => {
  const writing = localizedPath("/writing", language);
  const publications = localizedPath("/publications", language);
  const Stub = createRoutesStub([
    { path: writing, Component: Writing as never, loader: () => ({ posts: [] }) },
    { path: publications, Component: Publications as never, loader: () => ({ papers: [] }) },
  ]);
  const { unmount } = render(<Stub initialEntries={[writing]} />);
  expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(title);
  unmount();
  render(<Stub initialEntries={[publications]} />);
  expect(await screen.findByText(intro)).toBeVisible();
});
