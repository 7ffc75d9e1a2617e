// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { missingLegalFields, warnOnMissingLegalFields } from "./legal-fields";
import { imprint, privacy } from "../app/testing/owners/first/content/legal";

const notice = { privacy, imprint };
const withAddress = (changes: Partial<typeof privacy.address>) => ({
  imprint,
  privacy: { ...privacy, address: { ...privacy.address, ...changes } },
});

describe("the legal notice's fields", () => {
  it("are all filled in in the site's content", () => {
    expect(missingLegalFields(notice)).toEqual([]);
  });

  it("an empty or blank streetAddress makes the build warn, naming the field", () => {
    const warn = vi.fn();
    warnOnMissingLegalFields(withAddress({ streetAddress: "" }), warn);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toContain("privacy.address.streetAddress");
    expect(missingLegalFields(withAddress({ streetAddress: "  ", postalCode: "" }))).toEqual([
      "privacy.address.streetAddress",
      "privacy.address.postalCode",
    ]);
  });

  it("names an empty field of the authority, the host and the imprint", () => {
    const missing = missingLegalFields({
      privacy: {
        ...privacy,
        supervisoryAuthority: { name: "", url: "" },
        host: { ...privacy.host, logRetention: "" },
      },
      imprint: { ...imprint, purpose: "", vatId: "" },
    });
    expect(missing).toEqual([
      "privacy.host.logRetention",
      "privacy.supervisoryAuthority.name",
      "privacy.supervisoryAuthority.url",
      "imprint.purpose",
      "imprint.vatId",
    ]);
  });

  it("an optional imprint field left out is not missing", () => {
    expect(missingLegalFields({ privacy, imprint: { purpose: "A site." } })).toEqual([]);
  });

  it("stays quiet when every field is filled in", () => {
    const warn = vi.fn();
    warnOnMissingLegalFields(notice, warn);
    expect(warn).not.toHaveBeenCalled();
  });
});
