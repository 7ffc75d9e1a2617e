import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { ExternalAnchor } from "./external-anchor";

function relTokens(link: HTMLElement) {
  return link.getAttribute("rel")?.split(/\s+/) ?? [];
}

describe("ExternalAnchor", () => {
  test.each(["https://github.com/someone", "http://example.com/page"])(
    "a web link (%s) opens in a new tab without access to this one, and says so",
    (href) => {
      render(<ExternalAnchor href={href}>Code</ExternalAnchor>);
      const link = screen.getByRole("link", { name: /^Code\s*\(opens in a new tab\)$/ });
      expect(link).toHaveAttribute("href", href);
      expect(link).toHaveAttribute("target", "_blank");
      expect(relTokens(link)).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
    },
  );

  test("a mailto: link stays in this tab", () => {
    render(<ExternalAnchor href="mailto:someone@example.eu">Email</ExternalAnchor>);
    const link = screen.getByRole("link", { name: "Email" });
    expect(link).toHaveAttribute("href", "mailto:someone@example.eu");
    expect(link).not.toHaveAttribute("target");
    expect(link).not.toHaveAttribute("rel");
  });

  test("passes other anchor props through", () => {
    render(
      <ExternalAnchor href="https://example.com" className="custom" title="Example site">
        Example
      </ExternalAnchor>,
    );
    const link = screen.getByRole("link", { name: /^Example/ });
    expect(link).toHaveClass("custom");
    expect(link).toHaveAttribute("title", "Example site");
    expect(link).toHaveAttribute("target", "_blank");
  });
});
