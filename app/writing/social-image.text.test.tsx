// The previews say what site.ts says, whoever the owner is: the site's picture and a post's are laid out
// from the words they are given, and those words from the owner's data (here the tests' own), nothing else.
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SocialImageLayout, postImageText, siteImageText } from "./social-image.server";

const owner = {
  name: "Siobhán O'Dwyer",
  initials: "SO",
  role: "Speech Technology Researcher",
  url: "https://odwyer.example.ie",
};

describe("the words on the pictures", () => {
  it("the site's: the owner, the site's address under the name, and the role as the title", () => {
    expect(siteImageText(owner)).toEqual({
      initials: "SO",
      name: "Siobhán O'Dwyer",
      byline: "odwyer.example.ie",
      title: "Speech Technology Researcher",
    });
  });

  it("the site's, for a site under a path: the address with its path, without the last slash", () => {
    expect(siteImageText({ ...owner, url: "https://someone.github.io/portfolio/" }).byline).toBe(
      "someone.github.io/portfolio",
    );
  });

  it("a post's: the owner, the role under the name, and the post's title", () => {
    expect(postImageText(owner, "Accents in the wild")).toEqual({
      initials: "SO",
      name: "Siobhán O'Dwyer",
      byline: "Speech Technology Researcher",
      title: "Accents in the wild",
    });
  });
});

it("the picture shows exactly its words, in reading order", () => {
  const text = siteImageText(owner);
  const { container } = render(<SocialImageLayout {...text} />);
  expect(container.textContent).toBe(`${text.initials}${text.name}${text.byline}${text.title}`);
});
