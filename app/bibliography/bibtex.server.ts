// Turns the owner's BibTeX export into typed publications. Citation.js does the reading (LaTeX accents, name
// order, {protected} words); this module picks what the site shows and refuses an entry it could not publish,
// naming the entry and the field. Build time only: the .server suffix keeps it, and Citation.js, out of
// every browser bundle.
import { type CSL, type CSLName, plugins as citationPlugins } from "@citation-js/core";
import "@citation-js/plugin-bibtex";
import "@citation-js/plugin-csl";
import type { Author, Publication, VenueKind } from "./publication";

type BibtexEntry = { type: string; label: string; properties: Record<string, string | number> };

/** Fields this site adds to BibTeX; they stay out of the BibTeX shown to readers, as does the abstract. */
const SITE_FIELDS = ["pdf", "code", "slides", "selected", "abstract"];
const LINK_FIELDS = ["pdf", "code", "slides"] as const;
/** A key becomes a folder in the URL: letters, digits, "-" and "_" keep it safe everywhere. */
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** The part of Citation.js this module uses, typed more exactly than the library's own declarations. */
type CitationJs = {
  input: { chain(input: unknown, options: { target?: string; generateGraph: false }): unknown };
  output: { format(name: "bibliography", data: CSL[], options: { template: "apa"; format: "text" }): string };
  config: { get(name: "@bibtex"): { constants: { commands: Record<string, string> } } };
};

const plugins = citationPlugins as unknown as CitationJs;
// Citation.js knows {\o} and {\O} but not {\aa} and {\AA} (å, Å), which Zotero and Google Scholar write.
const { commands } = plugins.config.get("@bibtex").constants;
commands.aa ??= "å";
commands.AA ??= "Å";

function kindOf(entry: BibtexEntry, csl: CSL): VenueKind {
  const type = entry.type.toLowerCase();
  const archive = String(entry.properties.archiveprefix ?? entry.properties.eprinttype ?? "");
  if (type === "article") return "journal";
  if (type === "book") return "book";
  if (type === "incollection" || type === "inbook") return "chapter";
  // BibLaTeX has @dataset; BibTeX exports (Zotero's among them) write a @misc with type = {dataset}.
  if (type === "dataset" || /^dataset$/i.test(csl.genre ?? "")) return "dataset";
  if (type === "inproceedings" || type === "conference") {
    return /workshop/i.test(csl["container-title"] ?? "") ? "workshop" : "conference";
  }
  if (type.endsWith("thesis")) return "thesis";
  if (type === "techreport" || type === "report") return "report";
  if (/arxiv/i.test(archive) || type === "unpublished" || type === "online") return "preprint";
  return "other";
}

/**
 * Letters as a reader expects them: Citation.js turns {\'\i} into a dotless i and a combining accent, and
 * NFC then has no single letter for the pair; an accented i is meant.
 */
function letters(value: string) {
  return value.replace(/ı(?=[\u0300-\u036f])/g, "i").normalize("NFC");
}

/** What a thesis is when the entry does not say (its `type` field gives it as the owner wants it shown). */
const THESIS_GENRES: Record<string, string> = { phdthesis: "PhD thesis", mathesis: "Master's thesis" };

function authorOf(raw: CSLName): Author {
  const name = Object.fromEntries(
    Object.entries(raw).map(([part, value]) => [part, typeof value === "string" ? letters(value) : value]),
  ) as CSLName;
  if (name.literal || !name.given) {
    const family = name.literal ?? [name["non-dropping-particle"], name.family].filter(Boolean).join(" ");
    return { name: family, citationName: family, family };
  }
  const family = [name["non-dropping-particle"], name.family].filter(Boolean).join(" ");
  const given = [name.given, name["dropping-particle"]].filter(Boolean).join(" ");
  const suffix = name.suffix ? `, ${name.suffix}` : "";
  return { name: `${given} ${family}${suffix}`, citationName: `${family}, ${given}${suffix}`, given, family };
}

/** BibTeX for readers: the entry as the owner wrote it (LaTeX and all), less this site's own fields. */
function bibtexOf(entry: BibtexEntry) {
  const fields = Object.entries(entry.properties)
    .filter(([field]) => !SITE_FIELDS.includes(field))
    .map(([field, value]) => {
      const month = field === "month" ? MONTHS[Number(value) - 1] : undefined;
      return `  ${field} = ${month ?? `{${value}}`},`;
    });
  return `@${entry.type}{${entry.label},\n${fields.join("\n")}\n}`;
}

function text(value: string | number | undefined) {
  const trimmed = value === undefined ? "" : letters(String(value).trim());
  return trimmed === "" ? undefined : trimmed;
}

/** A link field must be an absolute web address: it is published as is. */
function link(entry: BibtexEntry, field: string, problems: string[]) {
  const value = text(entry.properties[field]);
  if (value === undefined) return undefined;
  if (!/^https?:\/\/[^\s]+$/.test(value)) {
    problems.push(`entry "${entry.label}": field "${field}" is not an absolute http(s) URL: ${value}`);
  }
  return value;
}

function publicationOf(entry: BibtexEntry, csl: CSL, problems: string[]): Publication | undefined {
  const where = `entry "${entry.label}"`;
  const before = problems.length;
  if (!SAFE_KEY.test(entry.label)) {
    problems.push(`${where}: the key is not safe in a URL (use letters, digits, "-" and "_")`);
  }
  const title = text(csl.title);
  if (!title) problems.push(`${where}: missing field "title"`);
  const named = (names: CSLName[] | undefined) =>
    (names ?? []).map(authorOf).filter((author) => author.name !== "");
  const editors = named(csl.editor);
  // An edited book has editors and no author: they are the names it is cited by.
  const edited = named(csl.author).length === 0 && editors.length > 0;
  const authors = edited ? editors : named(csl.author);
  if (authors.length === 0) problems.push(`${where}: missing field "author" (or "editor")`);
  const [year, month, day] = (csl.issued?.["date-parts"]?.[0] ?? []).map(Number);
  const hasDate = text(entry.properties.year) ?? text(entry.properties.date);
  if (!hasDate) problems.push(`${where}: missing field "year" (or "date")`);
  else if (!year || !Number.isInteger(year))
    problems.push(`${where}: field "year" is not a year: ${hasDate}`);
  const links = Object.fromEntries(LINK_FIELDS.map((field) => [field, link(entry, field, problems)]));
  if (problems.length > before || !title || !year) return undefined;

  const kind = kindOf(entry, csl);
  const arxiv = /arxiv/i.test(String(entry.properties.archiveprefix ?? entry.properties.eprinttype ?? ""))
    ? text(entry.properties.eprint)
    : undefined;
  const publisher = text(csl.publisher);
  const venue = ["thesis", "report", "book", "dataset"].includes(kind)
    ? (publisher ?? text(csl["container-title"]) ?? text(entry.properties.howpublished))
    : (text(csl["container-title"]) ?? (arxiv ? "arXiv" : undefined));
  const genre = text(csl.genre);
  return {
    key: entry.label,
    kind,
    title,
    authors,
    ...(edited ? { edited } : {}),
    ...(kind === "chapter" && editors.length > 0 ? { editors } : {}),
    publisher,
    isbn: text(csl.ISBN),
    number: text(csl.number),
    year,
    month: month || undefined,
    day: day || undefined,
    venue,
    genre: kind === "thesis" ? (THESIS_GENRES[genre ?? ""] ?? genre) : undefined,
    volume: text(csl.volume),
    issue: text(csl.issue),
    pages: text(csl.page),
    doi: text(csl.DOI),
    url: text(csl.URL),
    arxiv,
    pdf: links.pdf,
    code: links.code,
    slides: links.slides,
    abstract: text(csl.abstract),
    selected:
      String(entry.properties.selected ?? "")
        .trim()
        .toLowerCase() === "true",
    bibtex: bibtexOf(entry),
  };
}

/** Newest first; within a month, by title, so the order never depends on the file's. */
function newestFirst(a: Publication, b: Publication) {
  return (
    b.year - a.year ||
    (b.month ?? 0) - (a.month ?? 0) ||
    (b.day ?? 0) - (a.day ?? 0) ||
    a.title.localeCompare(b.title)
  );
}

/**
 * Every entry of a BibTeX file, newest first. Throws one error listing every entry it cannot publish (each
 * named by its key and the field at fault), a repeated key, or a file it cannot read as BibTeX at all.
 */
export function parseBibliography(bibtex: string, source = "publications.bib"): Publication[] {
  let entries: BibtexEntry[];
  let records: CSL[];
  try {
    entries = plugins.input.chain(bibtex, {
      target: "@biblatex/entries+list",
      generateGraph: false,
    }) as BibtexEntry[];
    records = plugins.input.chain(entries, { generateGraph: false }) as CSL[];
  } catch (error) {
    throw new Error(`${source} is not valid BibTeX: ${(error as Error).message}`, { cause: error });
  }
  if (!Array.isArray(entries) || entries.length === 0) throw new Error(`${source} holds no BibTeX entries`);

  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { label } of entries) {
    if (seen.has(label)) problems.push(`entry "${label}": the key is used by more than one entry`);
    seen.add(label);
  }
  const publications = entries.flatMap((entry, index) => {
    const csl = records[index];
    const publication = csl?.id === entry.label ? publicationOf(entry, csl, problems) : undefined;
    return publication ? [publication] : [];
  });
  if (problems.length > 0)
    throw new Error(`${source} has entries the site cannot publish:\n- ${problems.join("\n- ")}`);
  return publications.sort(newestFirst);
}

/** APA-style reference of one publication, as plain text (used in the PDF CV). */
export function apaReference(bibtex: string) {
  const records = plugins.input.chain(bibtex, { generateGraph: false }) as CSL[];
  return plugins.output.format("bibliography", records, { template: "apa", format: "text" }).trim();
}
