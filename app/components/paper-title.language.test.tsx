// A paper's title carries the language its .bib names where the page is in another, so a screen reader reads
// it in its own voice; a paper that names none is left as it is. At the first test owner's addresses (en, de).
import { render } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import { PaperTitle } from "./paper-title";

const english = { titleHtml: "Readbacks <i>at scale</i>", language: "en" };
const unnamed = { titleHtml: "Readbacks at scale" };
const british = { titleHtml: "Readbacks in colour", language: "en-GB" };

function titlesAt(path: string) {
  const Stub = createRoutesStub(
    ["/", "/de"].map((at) => ({
      path: at,
      Component: () => (
        <>
          <PaperTitle paper={english} />
          <PaperTitle paper={unnamed} />
          <PaperTitle paper={british} />
        </>
      ),
    })),
  );
  return [...render(<Stub initialEntries={[path]} />).container.querySelectorAll("span")];
}

test("a German page marks an English paper's title, and not a title whose language the .bib leaves out", () => {
  const [marked, unmarked, regional] = titlesAt("/de/");
  expect(marked).toHaveAttribute("lang", "en");
  expect(marked!.innerHTML).toBe("Readbacks <i>at scale</i>");
  expect(unmarked).not.toHaveAttribute("lang");
  expect(regional).toHaveAttribute("lang", "en-GB");
});

test("an English page marks none, an en-GB title neither", () => {
  for (const title of titlesAt("/")) expect(title).not.toHaveAttribute("lang");
});
