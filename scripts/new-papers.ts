// `npm run add-paper -- <DOI | arXiv id | ORCID iD>…`: looks each work up in the open sources (doi.org, arXiv,
// ORCID) and adds the ones the owner's .bib files do not have yet to added.bib in the publications folder,
// each as a clean entry in the owner's key style. It never changes an entry: a work whose DOI, arXiv id or
// title is already there is reported as present, a preprint whose published version has a DOI as "published
// version available". One line per work; non-zero only when nothing could be done. Without an id it reads
// the ORCID iD in the owner's site.ts (the weekly workflow's way). Run by scripts/tool.mjs.
import { writeFileSync } from "node:fs";
import { parseBibliographies, parseBibliography } from "../app/bibliography/bibtex.server";
import { PUBLICATIONS_BIB } from "../app/bibliography/publications.server";
import { site } from "~/content/site";
import { contentFile } from "../app/owner-folders.server";
import { bibtexEntry } from "./add-paper/bibtex-entry";
import { type KeyStyle, keyStyleOf, newKey } from "./add-paper/citation-key";
import { type Identifier, readIdentifier } from "./add-paper/identifiers";
import type { OrcidWork } from "./add-paper/orcid-record";
import { ownerPaperOf, ownerPapers, quiet } from "./add-paper/owner-papers";
import { ARXIV_GAP_MS, type Client, arxivWork, doiWork, endpointsOf, orcidWorks } from "./add-paper/sources";
import { orcidProblem } from "../app/orcid";
import { type Publication, paperSlug } from "../app/bibliography/publication";
import { slugOf } from "../app/slug";

/** The owner's site.ts, as messages name it: app/content/site.ts, or CONTENT_DIR's. */
const SITE_FILE = contentFile("site.ts");

export const USAGE = `npm run add-paper -- [--dry-run] <DOI | arXiv id | ORCID iD>… (without an id: the ORCID iD in ${SITE_FILE})`;

/** What became of one work. */
type Outcome =
  | { kind: "added"; key: string; entry: string }
  | { kind: "present" | "published" | "by hand" | "failed"; text: string };

/** A line of the report: a work to look up (and what became of it), or an ORCID record's heading. */
type Line = {
  label: string;
  lookup?: Identifier & { kind: "doi" | "arxiv" };
  /** A work on an ORCID record, reported under the record's line: what ORCID says of it, checked first. */
  fromOrcid?: OrcidWork;
  outcome?: Outcome;
  heading?: string;
};

/** Where a work already is: an owner's entry (with its file), or one this run adds. */
type Where = { key: string; file?: string; preprint: boolean };

/** "KEY (FILE, same DOI)": an entry, where it is and what matched. */
function entryText({ key, file }: Where, same: string) {
  return `${key} (${[file, `same ${same}`].filter(Boolean).join(", ")})`;
}

/** "present as KEY (FILE, same DOI)", or "added above as KEY (same DOI)". */
const whereText = (where: Where, same: string) =>
  `${where.file ? "present" : "added above"} as ${entryText(where, same)}`;

/** The works already there, by DOI, arXiv id and title, with what this run adds; and preprints' later DOIs. */
class Known {
  readonly doi = new Map<string, Where>();
  readonly arxiv = new Map<string, Where>();
  /** By the title's slug: the same words, whatever their case, accents and punctuation. */
  readonly title = new Map<string, Where>();
  /** A preprint's arXiv id to its published version's DOI, as ORCID's record links them. */
  readonly published = new Map<string, string>();

  add(where: Where, { doi, arxiv, title }: { doi?: string; arxiv?: string; title?: string }) {
    if (doi) this.doi.set(doi, where);
    if (arxiv) this.arxiv.set(arxiv, where);
    if (title && slugOf(title)) this.title.set(slugOf(title), where);
  }

  /** The entry a work with these identifiers is already, and what matched; undefined when there is none. */
  find({ doi, arxiv, title }: { doi?: string; arxiv?: string; title?: string }) {
    const byDoi = doi ? this.doi.get(doi) : undefined;
    if (byDoi) return { where: byDoi, same: "DOI" };
    const byArxiv = arxiv ? this.arxiv.get(arxiv) : undefined;
    if (byArxiv) return { where: byArxiv, same: "arXiv id" };
    const byTitle = title ? this.title.get(slugOf(title)) : undefined;
    return byTitle ? { where: byTitle, same: "title" } : undefined;
  }

  /** The owner's preprint of which the work with DOI `doi` is the published version, by ORCID's link. */
  preprintOf(doi: string) {
    for (const [arxiv, published] of this.published) {
      const preprint = published === doi ? this.arxiv.get(arxiv) : undefined;
      if (preprint?.file && preprint.preprint) return preprint;
    }
    return undefined;
  }
}

/** What becomes of a published work whose preprint the owner has: reported, not added twice. */
const publishedOfPreprint = (preprint: Where, doi: string, same: string): Outcome => ({
  kind: "published",
  text:
    `published version available of the preprint ${entryText(preprint, same)}: add doi = {${doi}} to ` +
    "that entry, or delete it and run add-paper again",
});

/** What becomes of a preprint whose published version has a DOI: reported, and added only by that DOI. */
function preprintOfPublished(doi: string, known: Known): Outcome {
  const published = known.doi.get(doi);
  return {
    kind: "published",
    text: published
      ? `published version available (${doi}), ${whereText(published, "DOI")}; the preprint is not added`
      : `published version available (${doi}); the preprint is not added: add the published version with ` +
        `npm run add-paper -- ${doi}`,
  };
}

/**
 * What a work already there makes of this one: present, or, for a published work whose preprint the owner
 * has, "published version available" (the owner adds the DOI to that entry).
 */
function already(
  found: { where: Where; same: string } | undefined,
  publishedDoi: string | undefined,
): Outcome | undefined {
  if (!found) return undefined;
  const { where, same } = found;
  if (publishedDoi && same !== "DOI" && where.file && where.preprint) {
    return publishedOfPreprint(where, publishedDoi, same);
  }
  return { kind: "present", text: whereText(where, same) };
}

export type RunOptions = {
  ids: string[];
  dryRun?: boolean;
  /** The publications folder (or file), as PUBLICATIONS_BIB names it. */
  publications: string;
  client: Client;
  log?: (line: string) => void;
};

/** Looks the works up, writes what is new, reports each; resolves to the exit code. */
export async function runAddPaper({
  ids,
  dryRun = false,
  publications,
  client,
  log = console.log,
}: RunOptions) {
  const inputs = [...new Set(ids.map((id) => id.trim()))];
  const read = inputs.map(readIdentifier);
  const malformed = read.flatMap((id) => ("problem" in id ? [id.problem] : []));
  if (malformed.length > 0) {
    for (const problem of malformed) log(problem);
    log(`add-paper: nothing was looked up or written. Usage: ${USAGE}`);
    return 2;
  }
  let owner: ReturnType<typeof ownerPapers>;
  try {
    owner = ownerPapers(publications);
  } catch (error) {
    log((error as Error).message);
    log("add-paper: fix these first (the build stops on them too); nothing was looked up.");
    return 1;
  }
  const known = new Known();
  for (const paper of owner.papers) {
    known.add({ key: paper.key, file: paper.source, preprint: paper.preprint }, paper);
  }
  const context: Context = {
    known,
    client,
    style: keyStyleOf(owner.papers),
    taken: new Set(owner.papers.map((paper) => paperSlug(paper.key).toLowerCase())),
    target: owner.target,
  };

  const lines: Line[] = [];
  for (const id of read as Identifier[]) {
    if (id.kind !== "orcid") {
      lines.push({ label: id.kind === "doi" ? id.doi : `arXiv:${id.id}`, lookup: id });
      continue;
    }
    const works = await orcidWorks(id.id, client);
    if (!works.ok) {
      lines.push({ label: id.id, outcome: { kind: "failed", text: works.reason } });
      continue;
    }
    lines.push({ label: id.id, heading: `${works.value.length} works on the ORCID record` });
    for (const work of works.value) {
      if (work.arxiv && work.publishedDoi) known.published.set(work.arxiv, work.publishedDoi);
      lines.push(orcidLine(work));
    }
  }

  // Published versions first, so that a preprint finds its journal article, whatever the order asked.
  const byDoi = lines.filter((line) => line.lookup?.kind === "doi");
  const added: string[] = [];
  for (const line of [...byDoi, ...lines.filter((line) => line.lookup?.kind === "arxiv")]) {
    line.outcome = await decide(line, context);
    if (line.outcome.kind === "added") added.push(line.outcome.entry);
  }

  for (const line of lines) {
    log(`${line.fromOrcid ? "  " : ""}${line.label}: ${line.heading ?? outcomeText(line.outcome!)}`);
  }
  if (added.length > 0) {
    const text = addedText(owner.files.find((file) => file.source === owner.target)?.text, added);
    const others = owner.files.filter((file) => file.source !== owner.target);
    try {
      parseBibliographies([...others, { source: owner.target, text }], quiet);
    } catch (error) {
      log((error as Error).message);
      log("add-paper: the new entries would stop the build, so nothing was written.");
      return 1;
    }
    if (dryRun) log(`\n${added.join("\n")}`);
    else writeFileSync(owner.target, text);
  }
  const outcomes = lines.flatMap((line) => (line.outcome ? [line.outcome] : []));
  log(summary(outcomes, dryRun, owner.target));
  const failed = outcomes.filter((outcome) => outcome.kind === "failed").length;
  return failed > 0 && failed === outcomes.length ? 1 : 0;
}

/** The run in one line: how many works were added (and where), present, skipped and failed. */
function summary(outcomes: Outcome[], dryRun: boolean, target: string) {
  const count = (kind: Outcome["kind"]) => outcomes.filter((outcome) => outcome.kind === kind).length;
  const added = count("added");
  const parts = [
    `${added} ${dryRun ? "would be added" : "added"}${added > 0 ? ` to ${target}` : ""}`,
    `${count("present")} present`,
    ...(count("published") > 0 ? [`${count("published")} with a published version`] : []),
    ...(count("by hand") > 0 ? [`${count("by hand")} to add by hand`] : []),
    ...(count("failed") > 0 ? [`${count("failed")} failed`] : []),
  ];
  return `add-paper${dryRun ? " (dry run, nothing written)" : ""}: ${parts.join(", ")}.`;
}

/** A work on an ORCID record as a line to look up; one without a DOI or arXiv id is the owner's to add. */
function orcidLine(work: OrcidWork): Line {
  const lookup: Line["lookup"] = work.doi
    ? { kind: "doi", doi: work.doi }
    : work.arxiv
      ? { kind: "arxiv", id: work.arxiv }
      : undefined;
  const title = `“${work.title || "untitled"}”`;
  if (!lookup) {
    return {
      label: `${title} (${work.type})`,
      fromOrcid: work,
      outcome: { kind: "by hand", text: "ORCID gives no DOI or arXiv id for it, so add it by hand" },
    };
  }
  const id = lookup.kind === "doi" ? lookup.doi : `arXiv:${lookup.id}`;
  return { label: `${id} ${title}`, lookup, fromOrcid: work };
}

function outcomeText(outcome: Outcome) {
  if (outcome.kind === "added") return `added as ${outcome.key}`;
  return outcome.kind === "failed" ? `failed, ${outcome.text}` : outcome.text;
}

type Context = {
  known: Known;
  client: Client;
  style: KeyStyle;
  /** Every key's slug in lower case: a new key may share none. */
  taken: Set<string>;
  target: string;
};

/** What becomes of one work: present, a preprint with a published version, failed, or a new entry. */
async function decide(line: Line, { known, client, style, taken, target }: Context): Promise<Outcome> {
  const lookup = line.lookup!;
  const orcid = line.fromOrcid;
  const doi = lookup.kind === "doi" ? lookup.doi : undefined;
  // What can be told before asking: the same DOI, arXiv id or (as ORCID gives it) title, the owner's preprint
  // of this DOI (by ORCID's link), or ORCID's link from this preprint to its published version.
  const arxiv = lookup.kind === "arxiv" ? lookup.id : undefined;
  const preprint = doi ? known.preprintOf(doi) : undefined;
  const before =
    already(known.find({ doi, arxiv, title: orcid?.title }), doi) ??
    (preprint && doi ? publishedOfPreprint(preprint, doi, "arXiv id, by ORCID's link") : undefined) ??
    (orcid?.publishedDoi ? preprintOfPublished(orcid.publishedDoi, known) : undefined);
  if (before) return before;

  const fetched =
    lookup.kind === "doi" ? await doiWork(lookup.doi, client) : await arxivWork(lookup.id, client);
  if (!fetched.ok) return { kind: "failed", text: fetched.reason };
  const work = fetched.value;
  const isPreprint = work.arxiv !== undefined && work.doi === undefined;
  if (isPreprint && work.publishedDoi) return preprintOfPublished(work.publishedDoi, known);
  const sameId = already(known.find({ doi: work.doi, arxiv: work.arxiv }), work.doi);
  if (sameId) return sameId;

  // The site's own reader, on the entry as it would be written: it must build, and its title compares as
  // the owner's titles do.
  let paper: Publication | undefined;
  try {
    [paper] = parseBibliography(bibtexEntry(work, "new"), target, quiet);
  } catch (error) {
    const problems = (error as Error).message
      .split("\n- ")
      .slice(1)
      .join("; ")
      .replace(/entry "new": /g, "");
    return { kind: "failed", text: `its record lacks what the site needs (${problems}); add it by hand` };
  }
  const sameTitle = already(known.find({ title: paper!.title }), isPreprint ? undefined : work.doi);
  if (sameTitle) return sameTitle;
  const key = newKey(
    { family: paper!.authors[0]?.family ?? "", year: paper!.year, title: paper!.title },
    style,
    taken,
  );
  known.add({ key, preprint: isPreprint }, ownerPaperOf(paper!, target));
  return { kind: "added", key, entry: bibtexEntry(work, key) };
}

const HEADER =
  "% Added by `npm run add-paper` (docs/migrating-publications.md). Edit these entries as any other: mark one\n" +
  "% selected = {true}, or give it pdf = {its-file.pdf}. The command only ever adds entries, here.\n";

/** The target file with the new entries after what it holds (a new file opens with a line on where it came from). */
function addedText(before: string | undefined, entries: string[]) {
  if (before === undefined) return `${HEADER}\n${entries.join("\n")}`;
  return `${before}${before.endsWith("\n") ? "" : "\n"}\n${entries.join("\n")}`;
}

/** The site's details add-paper uses: its address and contact for the User-Agent, and the owner's ORCID iD. */
export type Owner = { url: string; email: string; orcid?: string };

/** `npm run add-paper`, configured by its arguments and the environment. */
export async function main(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  owner: Owner = site,
  log = console.log,
) {
  if (args.includes("--help")) {
    log(`Usage: ${USAGE}`);
    return 0;
  }
  const dryRun = args.includes("--dry-run");
  const flags = args.filter((arg) => arg.startsWith("--") && arg !== "--dry-run");
  if (flags.length > 0) {
    log(`add-paper: ${flags.join(", ")} is no option. Usage: ${USAGE}`);
    return 2;
  }
  let ids = args.filter((arg) => !arg.startsWith("--"));
  if (ids.length === 0) {
    if (!owner.orcid) {
      log(
        `add-paper: no id given, and ${SITE_FILE} has no ORCID iD (field "orcid"), so there is nothing to look up. ` +
          `Set it there, or name the works: ${USAGE}`,
      );
      return 0;
    }
    const problem = orcidProblem(owner.orcid);
    if (problem) {
      log(`${SITE_FILE}: field "orcid" is not an ORCID iD ("${owner.orcid}"): ${problem}`);
      return 2;
    }
    ids = [owner.orcid];
  }
  const timeout = env.ADD_PAPER_TIMEOUT_MS;
  if (timeout !== undefined && !/^[1-9]\d*$/.test(timeout)) {
    log(`add-paper: ADD_PAPER_TIMEOUT_MS must be a whole number of milliseconds, not "${timeout}"`);
    return 2;
  }
  return runAddPaper({
    ids,
    dryRun,
    // The folder the build reads: PUBLICATIONS_BIB, as `env` has it (the tests' own env names their folder).
    publications: env.PUBLICATIONS_BIB || PUBLICATIONS_BIB,
    client: {
      endpoints: endpointsOf(env),
      userAgent: `portfolio-add-paper/1.0 (${owner.url}; mailto:${owner.email})`,
      retry: timeout ? { timeoutMs: Number(timeout) } : {},
      arxivPace: { gapMs: ARXIV_GAP_MS },
    },
    log,
  });
}
