// An owner who teaches no course (an al-folio site has none) gets a teaching page that says so, in the page's
// language, not a heading over nothing.
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, it, vi } from "vitest";
import { localizedPath } from "~/i18n/languages";
import { PAGE_MESSAGES } from "~/i18n/page-messages";
import Teaching from "./teaching";

vi.mock("~/content/teaching", () => ({ courses: [] }));

it.each(["en", "de"] as const)("says there are no courses yet, in %s", async (language) => {
  const path = localizedPath("/teaching", language);
  const Stub = createRoutesStub([{ path, Component: Teaching }]);
  render(<Stub initialEntries={[path]} />);
  const messages = PAGE_MESSAGES[language].teaching;
  expect(await screen.findByText(messages.noCourses)).toBeVisible();
  expect(screen.queryByRole("list")).not.toBeInTheDocument();
});
