// Every page's footer links the imprint, under the imprint's own title, only where the owner gives one.
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, it } from "vitest";
import { ruritanianNotice } from "./fixtures/legal-notices";
import { SiteFooter } from "./site-footer";
import { IMPRINT_ID, pageHref } from "~/pages";

function renderFooter(imprintTitle: string | null) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <SiteFooter imprintTitle={imprintTitle} /> }]);
  render(<Stub initialEntries={["/"]} />);
  return screen.findByRole("contentinfo");
}

it("links the imprint by its title", async () => {
  const footer = await renderFooter(ruritanianNotice.imprint!.title);
  expect(screen.getByRole("link", { name: "Legal Notice" })).toHaveAttribute(
    "href",
    `${pageHref("/legal")}#${IMPRINT_ID}`,
  );
  expect(footer.querySelectorAll(`a[href$="#${IMPRINT_ID}"]`)).toHaveLength(1);
});

it("has no link to an imprint the owner does not give, and still links the legal page", async () => {
  const footer = await renderFooter(null);
  expect(footer.querySelectorAll(`a[href*="#${IMPRINT_ID}"]`)).toHaveLength(0);
  expect(footer.querySelectorAll(`a[href="${pageHref("/legal")}"]`)).toHaveLength(1);
});
