// A tag's page: the tag's name, its h1, is in the site's default language, as the owner wrote it for the
// original posts (docs/decisions/080), and so marked on another language's page. At the first test owner's
// English and German addresses, on its content graph.
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, it } from "vitest";
import { posts } from "~/content-graph/site-graph.server";
import { localizedPath } from "~/i18n/languages";
import { TAG_PAGE, tagPath } from "~/pages";
import { postTags } from "~/writing/posts.server";
import * as route from "./writing-tag";

const [tag] = postTags(posts);

async function headingAt(language: "en" | "de") {
  const Stub = createRoutesStub([
    {
      path: localizedPath(TAG_PAGE.path, language),
      Component: route.default as never,
      loader: route.loader as never,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={[localizedPath(tagPath(tag!.slug), language)]} />);
  return within(await screen.findByRole("heading", { level: 1 })).getByText(tag!.name);
}

it("marks the tag's name in its heading as English on a German page", async () => {
  expect(await headingAt("de")).toHaveAttribute("lang", "en");
});

it("leaves it unmarked on an English page", async () => {
  expect(await headingAt("en")).not.toHaveAttribute("lang");
});
