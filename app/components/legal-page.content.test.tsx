// /legal says what the owner's legal texts say and nothing a component decided: the laws the imprint cites,
// its heading and labels, the authority to complain to and the privacy notice's headings all come from the
// notice it is given (the tests' own fixtures), and an owner with no imprint gets none.
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { fixtureOwner, noImprintNotice, ruritanianNotice } from "./fixtures/legal-notices";
import { LegalPage, legalPageDescription } from "./legal-page";
import type { Imprint, LegalNotice } from "~/content-types";
import { IMPRINT_ID } from "~/pages";

function renderNotice(notice: LegalNotice) {
  const Stub = createRoutesStub([
    { path: "/legal/", Component: () => <LegalPage notice={notice} owner={fixtureOwner} /> },
  ]);
  return render(<Stub initialEntries={["/legal/"]} />);
}

/** The imprint's part of the page: the element the footer's link leads to. */
const imprintPart = (container: HTMLElement) => container.querySelector<HTMLElement>(`#${IMPRINT_ID}`);

const withLaws = (laws: Imprint["laws"]): LegalNotice => ({
  ...ruritanianNotice,
  imprint: { ...ruritanianNotice.imprint!, laws },
});

describe("the imprint", () => {
  it("cites the notice's laws under its own heading, with its own labels, in the Contact Information section", async () => {
    const { container } = renderNotice(ruritanianNotice);
    const heading = await screen.findByRole("heading", { level: 3, name: "Legal Notice" });
    const part = imprintPart(container)!;
    expect(part).toContainElement(heading);
    expect(part).toHaveTextContent(
      "Information under s. 12 Ruritanian Media Act and Art. 4 Strelsau Commerce Code.",
    );
    expect(heading.closest("section")).toHaveTextContent(ruritanianNotice.legalContact);

    const terms = [...part.querySelectorAll("dt")].map((term) => term.textContent);
    expect(terms).toEqual(["Responsible for the content", "Chamber", "Trade register"]);
    const owner = part.querySelector("dt + dd")!;
    for (const line of [fixtureOwner.name, "Fixture Lane 9", "RU-4410 Strelsau", "Ruritania"])
      expect(owner).toHaveTextContent(line);
    expect(within(part).getByRole("link", { name: /^Strelsau Chamber of Engineers/ })).toHaveAttribute(
      "href",
      "https://chamber.example.org",
    );
    expect(part).toHaveTextContent("SR 2031/77");
  });

  it.each<[string, Imprint["laws"], string]>([
    ["one law", ["s. 1 Fixture Act"], "Information under s. 1 Fixture Act."],
    [
      "three laws",
      ["s. 1 A Act", "s. 2 B Act", "s. 3 C Act"],
      "Information under s. 1 A Act, s. 2 B Act and s. 3 C Act.",
    ],
  ])("cites %s as one sentence", async (_case, laws, sentence) => {
    const { container } = renderNotice(withLaws(laws));
    await screen.findByRole("heading", { level: 3, name: "Legal Notice" });
    expect(imprintPart(container)).toHaveTextContent(sentence);
  });

  it("is left out, heading and all, where the owner gives none", async () => {
    const { container } = renderNotice(noImprintNotice);
    const contact = (await screen.findByText(noImprintNotice.legalContact)).closest("section")!;
    expect(imprintPart(container)).toBeNull();
    expect(within(contact).queryByRole("heading", { level: 3 })).toBeNull();
    expect(container).not.toHaveTextContent(/Information under/);
    expect(legalPageDescription({ notice: noImprintNotice, owner: fixtureOwner })).not.toMatch(/imprint/i);
    expect(legalPageDescription({ notice: ruritanianNotice, owner: fixtureOwner })).toMatch(/imprint/i);
  });
});

describe("the privacy notice", () => {
  it("is headed as the notice says, and names the notice's authority as the place to complain", async () => {
    renderNotice(noImprintNotice);
    for (const heading of Object.values(noImprintNotice.privacyPolicy.headings))
      expect(await screen.findByRole("heading", { level: 3, name: heading })).toBeInTheDocument();
    const { name, url } = noImprintNotice.privacy.supervisoryAuthority;
    const authority = screen.getByRole("link", { name: new RegExp(`^${name}`) });
    expect(authority).toHaveAttribute("href", url);
    expect(authority.closest("p")).toHaveTextContent(`${noImprintNotice.privacyPolicy.complaint} ${name}`);
  });
});

it("names no law, country or authority of its own: everything it cites is the notice's", async () => {
  const { container } = renderNotice(ruritanianNotice);
  await screen.findByRole("heading", { level: 3, name: "Legal Notice" });
  // What the component once wrote itself: the sample owner's laws, and the countries they are from.
  expect(container).not.toHaveTextContent(/§|ECG|MedienG|DDG|Austria|Germany|GDPR|Datenschutz/);
});
