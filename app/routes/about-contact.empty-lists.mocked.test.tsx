// An owner without one of the lists About and Contact show (an al-folio site has no certifications, courses
// or "open to" list) gets no heading over nothing; the lists they do have keep theirs.
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, it, vi } from "vitest";
import { PAGE_MESSAGES } from "~/i18n/page-messages";
import { MESSAGES } from "~/i18n/messages";
import * as about from "./about";
import Contact from "./contact";

vi.mock("~/content/site", async (importOriginal) => {
  const { site } = await importOriginal<typeof import("~/content/site")>();
  return { site: { ...site, certifications: [], openTo: [] } };
});
vi.mock("~/content/teaching", () => ({ courses: [] }));
vi.mock("~/content/experience", () => ({ experiences: [] }));

const headings = () => screen.getAllByRole("heading").map((heading) => heading.textContent);

it("About has no Work Experience, Certifications or Teaching heading, and names its section for Degrees", async () => {
  const Stub = createRoutesStub([
    { path: "/about", Component: about.default as never, loader: about.loader, HydrateFallback: () => null },
  ]);
  render(<Stub initialEntries={["/about"]} />);
  const messages = PAGE_MESSAGES.en.about;
  // The section is named for the one list it holds, with no empty column beside it.
  await screen.findByRole("heading", { level: 2, name: messages.degrees });
  expect(headings()).not.toContain(messages.education);
  expect(headings()).not.toEqual(expect.arrayContaining([messages.experience]));
  expect(headings()).not.toEqual(expect.arrayContaining([messages.certifications]));
  expect(headings()).not.toEqual(expect.arrayContaining([messages.teaching]));
});

it("Contact has no Open to heading", async () => {
  const Stub = createRoutesStub([{ path: "/contact", Component: Contact }]);
  render(<Stub initialEntries={["/contact"]} />);
  await screen.findByRole("heading", { level: 1 });
  expect(headings()).not.toContain(MESSAGES.en.contact.openTo);
});
