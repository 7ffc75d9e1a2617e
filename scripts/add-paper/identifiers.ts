// What the owner may name a work by on `npm run add-paper`'s command line, each in the forms people copy: a
// DOI (bare, doi:, or a doi.org address), an arXiv id (bare, arXiv:, or an arxiv.org address; arXiv's own
// DOIs, 10.48550/arXiv.…, are read as the id), or an ORCID iD (bare or an orcid.org address), which means
// every work on that record.
import { ARXIV_ID } from "../../app/bibliography/bibtex.server";
import { normalizeDoi } from "../../app/bibliography/citations";
import { orcidProblem } from "../../app/orcid";

export type Identifier =
  { kind: "doi"; doi: string } | { kind: "arxiv"; id: string } | { kind: "orcid"; id: string };

/** A DOI as the DOI Handbook gives its syntax: "10.", a registrant code, "/", a suffix without spaces. */
const DOI = /^10\.\d{4,9}(\.\d+)*\/\S+$/;
/** arXiv's DataCite DOI for a preprint: the preprint itself, not a published version. */
const ARXIV_DOI = /^10\.48550\/arxiv\.(.+)$/i;
const ORCID_ADDRESS = /^(?:https?:\/\/)?(?:www\.)?orcid\.org\/(.+?)\/?$/i;
const ARXIV_ADDRESS = /^(?:https?:\/\/)?(?:www\.|export\.)?arxiv\.org\/(?:abs|pdf)\/(.+?)(?:\.pdf)?\/?$/i;

/** An arXiv id without its version: a .bib and the site cite the paper, not one version of it. */
export const unversioned = (id: string) => id.replace(/v\d+$/, "");

/** The arXiv id a DOI stands for (10.48550/arXiv.2509.01234), or undefined. */
export function arxivIdOfDoi(doi: string) {
  const id = ARXIV_DOI.exec(doi)?.[1];
  return id && ARXIV_ID.test(id) ? unversioned(id) : undefined;
}

/** One command-line argument as an identifier, or why it is none, with the forms that are. */
export function readIdentifier(input: string): Identifier | { problem: string } {
  const value = input.trim();
  const orcid = ORCID_ADDRESS.exec(value)?.[1] ?? (/^\d{4}-/.test(value) ? value : undefined);
  if (orcid !== undefined) {
    const problem = orcidProblem(orcid.toUpperCase());
    return problem
      ? { problem: `${input}: not an ORCID iD: ${problem}` }
      : { kind: "orcid", id: orcid.toUpperCase() };
  }
  const arxiv = ARXIV_ADDRESS.exec(value)?.[1] ?? value.replace(/^arxiv:\s*/i, "");
  if (ARXIV_ID.test(arxiv)) return { kind: "arxiv", id: unversioned(arxiv) };
  const doi = normalizeDoi(value);
  if (DOI.test(doi)) {
    const id = arxivIdOfDoi(doi);
    return id ? { kind: "arxiv", id } : { kind: "doi", doi };
  }
  return {
    problem:
      `${input}: neither a DOI (10.1145/3538543, or its https://doi.org/ address), an arXiv id ` +
      `(2509.01234, arXiv:2509.01234v2, or its arxiv.org address) nor an ORCID iD (0000-0002-1825-0097)`,
  };
}
