// Links to the site's own pages and files from a page in each language: a page, the CV and the feed in the
// page's language; any other file (an owner's news may link /slides/a.pdf) where public/ has it, the same
// for every language.
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, it } from "vitest";
import { usePageHref } from "./use-language";

const PATHS = ["/about", "/publications#2024", "/slides/a talk.pdf", "/cv.pdf?v=2", "/feed.xml"];

function Hrefs() {
  const href = usePageHref();
  return (
    <ul>
      {PATHS.map((path) => (
        <li key={path}>{href(path)}</li>
      ))}
    </ul>
  );
}

function hrefsAt(path: string) {
  const Stub = createRoutesStub([{ path: "*", Component: Hrefs }]);
  render(<Stub initialEntries={[path]} />);
  return screen.getAllByRole("listitem").map((item) => item.textContent);
}

it("on a German page, pages, the CV and the feed are German, and public/'s files the site's own", () => {
  expect(hrefsAt("/de/about/")).toEqual([
    "/de/about/",
    "/de/publications/#2024",
    "/slides/a talk.pdf",
    "/de/cv.pdf?v=2",
    "/de/feed.xml",
  ]);
});

it("on a page in the default language, pages keep their path, a fragment after the slash", () => {
  expect(hrefsAt("/about/")).toEqual([
    "/about/",
    "/publications/#2024",
    "/slides/a talk.pdf",
    "/cv.pdf?v=2",
    "/feed.xml",
  ]);
});
