// An owner with no paper marked `selected` (or no papers yet) gets no "Selected Publications" heading over
// nothing, on Home or About alike.
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, it } from "vitest";
import { PAGE_MESSAGES } from "~/i18n/page-messages";
import { SelectedPublications } from "./selected-publications";

it("shows nothing without papers", () => {
  const Stub = createRoutesStub([{ path: "/", Component: () => <SelectedPublications papers={[]} /> }]);
  render(<Stub initialEntries={["/"]} />);
  expect(screen.queryByRole("heading", { name: PAGE_MESSAGES.en.selectedPublications })).toBeNull();
  expect(screen.queryByRole("link")).toBeNull();
});
