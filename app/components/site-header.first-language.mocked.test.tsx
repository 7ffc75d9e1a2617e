// A site whose first language is German: its German pages, at the root, have the header's longer German
// labels, which fit a 320 px row only at the small size, as the German pages of an English site do. jsdom
// lays nothing out, so this reads the size the links take (no role or label says it); the e2e walk checks
// that the row fits 320 px, on the first test owner's German pages.
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { expect, test, vi } from "vitest";
import { SiteHeader } from "./site-header";

vi.mock("~/content/site", async (original) => {
  const { site } = await original<typeof import("~/content/site")>();
  return { site: { ...site, languages: ["de", "en"] } };
});

function navLinksAt(path: string) {
  const Layout = () => (
    <>
      <SiteHeader />
      <Outlet />
    </>
  );
  const Stub = createRoutesStub([
    {
      Component: Layout,
      children: [
        { path: "/", Component: () => null },
        { path: "/en", Component: () => null },
      ],
    },
  ]);
  const { unmount } = render(<Stub initialEntries={[path]} />);
  const links = within(screen.getByRole("navigation")).getAllByRole("link");
  const classes = links.map((link) => [link.textContent, link.className.split(" ")] as const);
  unmount();
  return classes;
}

test("in a site whose first language is German, the German nav takes the small size at phone widths and English its own", () => {
  for (const [label, classes] of navLinksAt("/")) expect(classes, label!).toContain("text-xs");
  for (const [label, classes] of navLinksAt("/en/")) expect(classes, label!).toContain("text-sm");
  expect(navLinksAt("/").map(([label]) => label)).toEqual(["Über mich", "Projekte", "Rechtliches"]);
});
