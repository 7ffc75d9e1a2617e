// A list of posts on a page in another language than a post's: the post is marked with its own language, what
// the page says about it (the tag list's name) with the page's, and the tags, which a translation takes from
// its original, with the site's default language (en for the first test owner). Fixture posts, at the first
// test owner's English and German addresses.
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import { PAGE_MESSAGES } from "~/i18n/page-messages";
import type { PostSummary } from "~/writing/post";
import { PostList } from "./post-list";

const post = (slug: string, language: PostSummary["language"], tag: string): PostSummary => ({
  slug,
  language,
  title: `Title of ${slug}`,
  date: "2026-03-01",
  summary: "Summary.",
  // A translation has its original's tags, in the original's language, unless it names them (below).
  tags: [{ slug: tag.toLowerCase(), name: tag, language: "en" }],
  readingMinutes: 3,
  draft: false,
});
const posts = [post("english-post", "en", "Phraseology"), post("deutscher-beitrag", "de", "Radiotelephony")];

function renderAt(path: string) {
  const Stub = createRoutesStub(
    ["/", "/de"].map((at) => ({ path: at, Component: () => <PostList posts={posts} headingLevel="h2" /> })),
  );
  render(<Stub initialEntries={[path]} />);
  return screen.getAllByRole("article");
}

describe("PostList's languages", () => {
  test("on a German page, the tag lists are named in German and every tag is marked English", () => {
    const [english, german] = renderAt("/de/");
    expect(english).toHaveAttribute("lang", "en");
    const tags = within(english!).getByRole("list", { name: PAGE_MESSAGES.de.tags });
    expect(tags).toHaveAttribute("lang", "de");
    expect(within(tags).getByText("Phraseology")).toHaveAttribute("lang", "en");

    expect(german).not.toHaveAttribute("lang");
    const germanTags = within(german!).getByRole("list", { name: PAGE_MESSAGES.de.tags });
    expect(germanTags).not.toHaveAttribute("lang");
    expect(within(germanTags).getByText("Radiotelephony")).toHaveAttribute("lang", "en");
  });

  test("on a German page, a translation's tag named in German is not marked English", () => {
    const named = {
      ...posts[1]!,
      tags: [{ slug: "radiotelephony", name: "Sprechfunk", language: "de" as const }],
    };
    const Stub = createRoutesStub([
      { path: "/de", Component: () => <PostList posts={[named]} headingLevel="h2" /> },
    ]);
    render(<Stub initialEntries={["/de"]} />);
    expect(screen.getByText("Sprechfunk")).not.toHaveAttribute("lang");
  });

  // Standard German, not the Austrian "Jänner": the catalogue serves owners in every German-speaking country.
  test("on a German page, a January day is written in standard German", () => {
    const Stub = createRoutesStub([
      {
        path: "/de",
        Component: () => <PostList posts={[{ ...posts[1]!, date: "2027-01-15" }]} headingLevel="h2" />,
      },
    ]);
    render(<Stub initialEntries={["/de"]} />);
    expect(screen.getByRole("article")).toHaveTextContent("15. Januar 2027");
  });

  test("on an English page, a German post's tag list is named in English and marked so; no tag is marked", () => {
    const [english, german] = renderAt("/");
    expect(english).not.toHaveAttribute("lang");
    expect(within(english!).getByRole("list", { name: PAGE_MESSAGES.en.tags })).not.toHaveAttribute("lang");
    expect(german).toHaveAttribute("lang", "de");
    const germanTags = within(german!).getByRole("list", { name: PAGE_MESSAGES.en.tags });
    expect(germanTags).toHaveAttribute("lang", "en");
    expect(within(germanTags).getByText("Radiotelephony")).not.toHaveAttribute("lang");
  });
});
