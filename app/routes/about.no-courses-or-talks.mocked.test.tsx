// An owner with no courses and no talks (an al-folio site has neither) gets an About page without their
// headings: not a heading over nothing, nor a link to an empty page.
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, it, vi } from "vitest";
import { PAGE_MESSAGES } from "~/i18n/page-messages";
import * as about from "./about";

vi.mock("~/content/teaching", () => ({ courses: [] }));
vi.mock("~/content-graph/site-graph.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/content-graph/site-graph.server")>()),
  talks: [],
}));

it("has no Teaching or Talks heading, and no link to all courses or talks", async () => {
  const Stub = createRoutesStub([
    { path: "/about", Component: about.default as never, loader: about.loader, HydrateFallback: () => null },
  ]);
  render(<Stub initialEntries={["/about"]} />);
  const messages = PAGE_MESSAGES.en.about;
  await screen.findByRole("heading", { name: messages.degrees });
  for (const name of [messages.teaching, messages.talks])
    expect(screen.queryByRole("heading", { name })).not.toBeInTheDocument();
  for (const name of [messages.allCourses, messages.allTalks])
    expect(screen.queryByRole("link", { name: new RegExp(name) })).not.toBeInTheDocument();
});
