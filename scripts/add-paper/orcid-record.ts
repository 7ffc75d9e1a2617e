// What ORCID's public API (v3.0, GET /{orcid}/works) answers, as the works `npm run add-paper` looks up: one
// per group (ORCID groups the copies of a work that share an identifier), with the group's own DOI or arXiv
// id, the title and type its first summary gives, and a DOI a preprint names as its published version
// ("version-of"). The metadata itself comes from doi.org and arXiv: ORCID's summary has no authors.
import { normalizeDoi } from "../../app/bibliography/citations";
import { arxivIdOfDoi, readIdentifier } from "./identifiers";

/** A work on the record as worksOfOrcidRecord reads it. */
export type OrcidWork = NonNullable<ReturnType<typeof worksOfOrcidRecord>>[number];

type ExternalId = {
  "external-id-type"?: string;
  "external-id-value"?: string;
  "external-id-relationship"?: string;
};
type Summary = {
  title?: { title?: { value?: string } };
  type?: string;
  "external-ids"?: { "external-id"?: ExternalId[] };
};
type Group = { "external-ids"?: { "external-id"?: ExternalId[] }; "work-summary"?: Summary[] };

/** The DOI or arXiv id an external id gives, read as the command line reads them. */
function identifierOf(id: ExternalId) {
  const type = id["external-id-type"]?.toLowerCase();
  const value = id["external-id-value"]?.trim() ?? "";
  if (type === "doi") {
    const doi = normalizeDoi(value);
    const arxiv = arxivIdOfDoi(doi);
    return arxiv ? { arxiv } : { doi };
  }
  if (type === "arxiv") {
    const read = readIdentifier(value);
    return "kind" in read && read.kind === "arxiv" ? { arxiv: read.id } : {};
  }
  return {};
}

/** Every work on the record, in ORCID's order; undefined when the answer is not ORCID's works JSON. */
export function worksOfOrcidRecord(json: string) {
  let record: { group?: Group[] };
  try {
    record = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!Array.isArray(record?.group)) return undefined;
  return record.group.map((group) => {
    const summary = group["work-summary"]?.[0] ?? {};
    const ids = [
      ...(group["external-ids"]?.["external-id"] ?? []),
      ...(summary["external-ids"]?.["external-id"] ?? []),
    ];
    const self = ids.filter((id) => (id["external-id-relationship"] ?? "self") === "self").map(identifierOf);
    const versions = ids.filter((id) => id["external-id-relationship"] === "version-of").map(identifierOf);
    const doi = self.find((id) => id.doi)?.doi;
    const arxiv = self.find((id) => id.arxiv)?.arxiv;
    // For a preprint: the DOI of its published version, when the record links it.
    const publishedDoi = versions.find((id) => id.doi)?.doi;
    return {
      title: summary.title?.title?.value?.trim() ?? "",
      // ORCID's type: journal-article, conference-paper, preprint, data-set…
      type: summary.type ?? "other",
      ...(doi ? { doi } : {}),
      ...(arxiv ? { arxiv } : {}),
      ...(publishedDoi && !doi ? { publishedDoi } : {}),
    };
  });
}
