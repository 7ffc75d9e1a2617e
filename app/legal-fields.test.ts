// @vitest-environment node
// The build warns on a legal field left empty, naming the owner's legal.ts and the field; on the tests' own
// notice (app/components/fixtures), never the sample's.
import { describe, expect, it, vi } from "vitest";
import { missingLegalFields, warnOnMissingLegalFields } from "./legal-fields";
import { ruritanianNotice } from "./components/fixtures/legal-notices";

/** The file the warnings name, as the build passes the owner's. */
const LEGAL = "owner/legal.ts";
const { privacy } = ruritanianNotice;
const imprint = ruritanianNotice.imprint!;
const notice = { privacy, imprint };
const withAddress = (changes: Partial<typeof privacy.address>) => ({
  imprint,
  privacy: { ...privacy, address: { ...privacy.address, ...changes } },
});

describe("the legal notice's fields", () => {
  it("are all filled in in the fixture", () => {
    expect(missingLegalFields(notice)).toEqual([]);
  });

  it("an empty or blank streetAddress makes the build warn, naming the file and the field", () => {
    const warn = vi.fn();
    warnOnMissingLegalFields(withAddress({ streetAddress: "" }), warn, LEGAL);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toContain(`privacy.address.streetAddress is empty in ${LEGAL}`);
    expect(missingLegalFields(withAddress({ streetAddress: "  ", postalCode: "" }))).toEqual([
      "privacy.address.streetAddress",
      "privacy.address.postalCode",
    ]);
  });

  it("names an empty field of the authority, the host and the imprint, a law and a detail by their place", () => {
    const missing = missingLegalFields({
      privacy: {
        ...privacy,
        supervisoryAuthority: { name: "", url: "" },
        host: { ...privacy.host, logRetention: "" },
      },
      imprint: {
        ...imprint,
        title: "",
        laws: ["s. 1 Fixture Act", " "],
        details: [{ label: "Trade register", text: "" }, ...imprint.details],
      },
    });
    expect(missing).toEqual([
      "privacy.host.logRetention",
      "privacy.supervisoryAuthority.name",
      "privacy.supervisoryAuthority.url",
      "imprint.title",
      "imprint.laws[1]",
      "imprint.details[0].text",
    ]);
  });

  it("an imprint of null is no missing field; an empty imprint field says how to have none", () => {
    expect(missingLegalFields({ privacy, imprint: null })).toEqual([]);
    const warn = vi.fn();
    warnOnMissingLegalFields({ privacy, imprint: { ...imprint, ownerLabel: "" } }, warn, LEGAL);
    expect(warn.mock.calls[0]![0]).toMatch(/imprint\.ownerLabel is empty in owner\/legal\.ts[^]*= null/);
    warnOnMissingLegalFields(withAddress({ postalCode: "" }), warn, LEGAL);
    expect(warn.mock.calls[1]![0]).not.toMatch(/null/);
  });

  it("stays quiet when every field is filled in", () => {
    const warn = vi.fn();
    warnOnMissingLegalFields(notice, warn, LEGAL);
    expect(warn).not.toHaveBeenCalled();
  });
});
