import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, test } from "vitest";
import { SiteHeader } from "./site-header";

const NAV_LABELS = ["About", "Projects", "Legal"];

/** The header above a stand-in page that names the route it is on, at `path` as hosts serve it: with the slash. */
function renderAt(path: string) {
  const Layout = () => (
    <>
      <SiteHeader />
      <Outlet />
    </>
  );
  const page = (name: string) => () => <h1>{name} page</h1>;
  const Stub = createRoutesStub([
    {
      Component: Layout,
      children: [
        { path: "/", Component: page("Home") },
        { path: "/about", Component: page("About") },
        { path: "/projects", Component: page("Projects") },
        { path: "/legal", Component: page("Legal") },
        { path: "/contact", Component: page("Contact") },
      ],
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

function nav() {
  return screen.getByRole("navigation", { name: "Main" });
}

describe("SiteHeader", () => {
  test("is a banner with a logo link home and nav links About, Projects and Legal, and no Contact", async () => {
    renderAt("/about/");
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("link", { name: /home/i })).toHaveAttribute("href", "/");
    const links = within(nav()).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(NAV_LABELS);
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/about/", "/projects/", "/legal/"]);
    expect(within(banner).queryByRole("link", { name: /contact/i })).not.toBeInTheDocument();
  });

  test.each([
    ["/about/", "About"],
    ["/projects/", "Projects"],
    ["/legal/", "Legal"],
  ])("on %s only the %s link is marked as the current page", async (path, label) => {
    renderAt(path);
    await screen.findByRole("heading", { name: `${label} page` });
    for (const name of NAV_LABELS) {
      const link = within(nav()).getByRole("link", { name });
      if (name === label) expect(link).toHaveAttribute("aria-current", "page");
      else expect(link).not.toHaveAttribute("aria-current");
    }
  });

  test("on the home and contact pages no nav link is current", async () => {
    for (const path of ["/", "/contact/"]) {
      const { unmount } = renderAt(path);
      await screen.findByRole("heading", { level: 1 });
      for (const link of within(nav()).getAllByRole("link")) expect(link).not.toHaveAttribute("aria-current");
      unmount();
    }
  });

  test("the active link looks different from the others", async () => {
    renderAt("/projects/");
    await screen.findByRole("heading", { name: "Projects page" });
    const active = within(nav()).getByRole("link", { name: "Projects" });
    const inactive = within(nav()).getByRole("link", { name: "About" });
    expect(active.className).not.toBe(inactive.className);
  });

  test("nav links and the logo load whole pages: the router leaves their clicks to the browser", async () => {
    const user = userEvent.setup();
    renderAt("/");
    const leftToBrowser: boolean[] = [];
    // Runs after React's handlers; stops jsdom, which cannot load pages, from trying.
    const record = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener("click", record);
    try {
      const banner = screen.getByRole("banner");
      for (const link of [
        ...within(nav()).getAllByRole("link"),
        within(banner).getByRole("link", { name: /home/i }),
      ])
        await user.click(link);
    } finally {
      document.removeEventListener("click", record);
    }
    expect(leftToBrowser).toEqual([true, true, true, true]);
    expect(screen.getByRole("heading", { name: "Home page" })).toBeInTheDocument();
  });
});
