// The home page's circle, with a photo and without: the e2e home test sees only the first test owner's, who
// has one, and the other owner's run leaves that spec out, so the initials are shown here.
import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { Portrait } from "./portrait";
import { PORTRAIT_IMAGE } from "~/pages";
import { portrait, site } from "~/testing/test-owner";

test("without a photo, the owner's initials fill the circle, and no image is asked for", () => {
  render(<Portrait portrait={null} initials={site.initials} />);
  expect(screen.getByText(site.initials)).toBeInTheDocument();
  expect(screen.queryByRole("img")).not.toBeInTheDocument();
});

test("with one, the circle is the build's square copy, named by the owner's alt text", () => {
  if (!portrait) throw new Error("the first test owner needs a portrait");
  render(<Portrait portrait={portrait} initials={site.initials} />);
  const photo = screen.getByRole("img", { name: portrait.alt });
  expect(photo).toHaveAttribute("src", PORTRAIT_IMAGE.path);
  expect(photo).toHaveAttribute("width", String(PORTRAIT_IMAGE.size));
  expect(screen.queryByText(site.initials)).not.toBeInTheDocument();
});
