// @vitest-environment node
// Every form of a DOI, an arXiv id and an ORCID iD that people copy is read as the identifier; anything else
// gets one line that names it and shows the forms that are read.
import { describe, expect, it } from "vitest";
import { readIdentifier } from "./identifiers";

describe("readIdentifier", () => {
  it.each([
    ["10.1145/3538543", "10.1145/3538543"],
    ["https://doi.org/10.1145/3538543", "10.1145/3538543"],
    ["http://dx.doi.org/10.1145/3538543", "10.1145/3538543"],
    ["doi:10.1007/978-3-031-00000-0_12", "10.1007/978-3-031-00000-0_12"],
    ["  10.5281/ZENODO.15012345 ", "10.5281/zenodo.15012345"],
  ])("reads the DOI %s", (input, doi) => {
    expect(readIdentifier(input)).toEqual({ kind: "doi", doi });
  });

  it.each([
    ["2509.01234", "2509.01234"],
    ["arXiv:2509.01234v2", "2509.01234"],
    ["https://arxiv.org/abs/2509.01234v3", "2509.01234"],
    ["https://arxiv.org/pdf/2509.01234v1.pdf", "2509.01234"],
    ["math.GT/0309136", "math.GT/0309136"],
    ["hep-th/9901001v1", "hep-th/9901001"],
    // arXiv's own DOI names the preprint, not a published version.
    ["10.48550/arXiv.2509.01234", "2509.01234"],
    ["https://doi.org/10.48550/ARXIV.2509.01234", "2509.01234"],
  ])("reads the arXiv id %s, without its version", (input, id) => {
    expect(readIdentifier(input)).toEqual({ kind: "arxiv", id });
  });

  it.each([
    ["0000-0002-1825-0097", "0000-0002-1825-0097"],
    ["https://orcid.org/0000-0002-1694-233x", "0000-0002-1694-233X"],
  ])("reads the ORCID iD %s", (input, id) => {
    expect(readIdentifier(input)).toEqual({ kind: "orcid", id });
  });

  it("refuses an ORCID iD that fails its check digit, saying so", () => {
    expect(readIdentifier("0000-0002-1825-0098")).toEqual({
      problem:
        "0000-0002-1825-0098: not an ORCID iD: it fails its check digit, so a character is mistyped; copy the iD from your ORCID record",
    });
  });

  it.each(["hello", "10.1/x", "2509.123", "arXiv:", "https://example.org/paper", ""])(
    "refuses %j, naming the forms it reads",
    (input) => {
      const read = readIdentifier(input);
      expect(read).toEqual({ problem: expect.stringContaining(`${input}: neither a DOI (10.1145/3538543`) });
      expect(read).toEqual({ problem: expect.stringContaining("an arXiv id (2509.01234") });
      expect(read).toEqual({ problem: expect.stringContaining("nor an ORCID iD (0000-0002-1825-0097)") });
    },
  );
});
