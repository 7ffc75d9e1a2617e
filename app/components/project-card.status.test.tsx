import { render, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { ProjectCard } from "./project-card";
import { localize } from "~/i18n/localize";
import { projects as written } from "~/testing/owners/first/content/projects";

// The texts as the default language reads them: outside a router, the card is on such a page.
const projects = localize(written, "en");

const live = projects.filter((project) => project.status === "live");
const inProgress = projects.find((project) => project.status === "in-progress");
if (live.length === 0 || !inProgress) throw new Error("the content needs a live and an in-progress project");

describe("ProjectCard", () => {
  test.each(projects)("$name shows its name, description, tags, icon and theme colour", (project) => {
    render(<ProjectCard project={project} />);
    const card = screen.getByRole("article");
    expect(within(card).getByRole("heading", { level: 3, name: project.name })).toBeInTheDocument();
    expect(within(card).getByText(project.description)).toBeInTheDocument();
    const tags = within(within(card).getByRole("list", { name: "Tags" })).getAllByRole("listitem");
    expect(tags.map((tag) => tag.textContent)).toEqual(project.tags);
    const icon = card.querySelector("img");
    expect(icon).toHaveAttribute("src", project.iconUrl);
    expect(icon?.parentElement).toHaveStyle({ backgroundColor: project.theme });
    expect(card).toHaveStyle({ borderTopColor: project.theme });
  });

  test.each(live)("$name, a live project, has a Live Link that opens its page in a new tab", (project) => {
    render(<ProjectCard project={project} />);
    const link = screen.getByRole("link", { name: /^Live Link/ });
    expect(link).toHaveAttribute("href", project.link);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.getAttribute("rel")?.split(" ")).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
    // The link's name tells a screen reader which project and where it leads.
    expect(link).toHaveAccessibleName(expect.stringContaining(project.name));
    expect(screen.queryByText("In progress")).not.toBeInTheDocument();
    expect(screen.queryByText("Live link coming soon")).not.toBeInTheDocument();
  });

  test("the in-progress project says so and has no link to a dead page", () => {
    render(<ProjectCard project={inProgress} />);
    const card = screen.getByRole("article");
    expect(within(card).getByText("In progress")).toBeInTheDocument();
    expect(within(card).getByText("Live link coming soon")).toBeInTheDocument();
    expect(within(card).queryByRole("link")).not.toBeInTheDocument();
  });
});
