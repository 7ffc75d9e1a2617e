// "Cited by N" says where and when the count is from and links the OpenAlex record; the total adds up the
// papers that have a count; neither shows anything, not even a zero, without one.
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CitationTotal, CitedBy } from "./cited-by";

const citedBy = { count: 12, doi: "10.5555/a.1", fetched: "2026-11-25", openalex: "W42" };

describe("CitedBy", () => {
  it("shows the count as a link to the OpenAlex record, named with the paper, and the day", () => {
    render(<CitedBy paper={{ title: "A Paper", citedBy }} />);
    const link = screen.getByRole("link", { name: /^Cited by 12: A Paper/ });
    expect(link).toHaveAttribute("href", "https://openalex.org/works/W42");
    expect(link.closest("p")).toHaveTextContent(
      "Cited by 12: A Paper (opens in a new tab) · OpenAlex, as of 25 November 2026",
    );
    expect(screen.getByText("25 November 2026")).toHaveAttribute("datetime", "2026-11-25");
  });

  it("shows a count of zero that OpenAlex gave", () => {
    render(<CitedBy paper={{ title: "A Paper", citedBy: { ...citedBy, count: 0 } }} />);
    expect(screen.getByRole("link", { name: /^Cited by 0/ })).toBeInTheDocument();
  });

  it("shows nothing for a paper without a count", () => {
    const { container } = render(<CitedBy paper={{ title: "A Paper" }} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("CitationTotal", () => {
  it("adds up the counts there are, as of the newest day", () => {
    render(
      <CitationTotal
        papers={[
          { citedBy },
          {},
          { citedBy: { ...citedBy, count: 30, fetched: "2026-11-30" } },
          { citedBy: { ...citedBy, count: 1, fetched: "2026-10-01" } },
        ]}
      />,
    );
    const total = screen.getByText(/in total/).closest("p");
    expect(total).toHaveTextContent(
      /^Cited 43 times in total, by OpenAlex.*'s count as of 30 November 2026\.$/,
    );
    expect(screen.getByRole("link", { name: /^OpenAlex/ })).toHaveAttribute("href", "https://openalex.org");
  });

  it("says time for one citation, and shows nothing when no paper has a count", () => {
    const { container, rerender } = render(
      <CitationTotal papers={[{ citedBy: { ...citedBy, count: 1 } }]} />,
    );
    expect(container).toHaveTextContent(/^Cited 1 time in total/);
    rerender(<CitationTotal papers={[{}, {}]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
