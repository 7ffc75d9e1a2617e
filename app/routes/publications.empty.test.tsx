// An owner without papers yet (no .bib, or one with no entries) gets a publications page that says so, in the
// page's language, not an introduction over nothing.
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, it } from "vitest";
import { localizedPath } from "~/i18n/languages";
import { PAGE_MESSAGES } from "~/i18n/page-messages";
import Publications from "./publications";

it.each(["en", "de"] as const)("says there are no papers yet, in %s", async (language) => {
  const path = localizedPath("/publications", language);
  const Stub = createRoutesStub([{ path, Component: Publications, loader: () => ({ papers: [] }) }]);
  render(<Stub initialEntries={[path]} />);
  expect(await screen.findByText(PAGE_MESSAGES[language].publications.noPapers)).toBeVisible();
  expect(screen.queryByRole("heading", { level: 2 })).not.toBeInTheDocument();
});
