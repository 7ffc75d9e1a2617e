// Turns the owner's BibTeX export into typed publications. Citation.js does the reading (LaTeX accents, name
// order, {protected} words); this module picks what the site shows and refuses an entry it could not publish,
// naming the entry and the field. Build time only: the .server suffix keeps it, and Citation.js, out of
// every browser bundle.
import { type CSL, type CSLDatePart, type CSLName, plugins as citationPlugins } from "@citation-js/core";
import "@citation-js/plugin-bibtex";
import "@citation-js/plugin-csl";
import { unsafeUrlReason } from "../url-policy";
import { bareDoi } from "./citations";
import { ENTRY_TYPES, entryType } from "./entry-types";
import { paperLanguage } from "./paper-language.server";
import { type MathPiece, plainText, richText, takeOutMath } from "./latex.server";
import { type Author, type Publication, type VenueKind, isOwner, paperSlug } from "./publication";
import { ContentProblem } from "../content-problem";

type BibtexEntry = { type: string; label: string; properties: Record<string, string | number> };

/**
 * Fields this site (and al-folio, whose fields the site reads) adds to BibTeX for its own pages; they stay out
 * of the BibTeX shown to readers, as does the abstract.
 */
const SITE_FIELDS = [
  ...["pdf", "code", "slides", "selected", "abstract"],
  // al-folio's, as its filtered_bibtex_keywords lists them, and its other display-only fields.
  ...["abbr", "additional_info", "altmetric", "annotation", "arxiv", "award", "award_name", "bibtex_show"],
  ...["blog", "description", "dimensions", "equal_first", "google_scholar_id", "hal", "html"],
  ...["inspirehep_id", "poster", "preview", "supp", "video", "website"],
];
/** Link fields whose value may be a file name: al-folio's convention, here a file in public/papers/. */
const FILE_FIELDS = ["pdf", "slides", "poster", "supp", "html"] as const;
/** Link fields that must be a web address or a path on the site. */
const WEB_FIELDS = ["code", "website", "blog", "video"] as const;
/** Every link field, in the order the entry is checked. */
export const LINK_FIELDS = [...FILE_FIELDS, ...WEB_FIELDS];
export type LinkField = (typeof LINK_FIELDS)[number];
/** Where a file named by a link field lives on the site (public/papers/ in the project). */
const PAPERS_PATH = "/papers/";
/** Fields that may hold LaTeX markup and math; each is converted for the pages. */
const TEXT_FIELDS = [
  ...["title", "subtitle", "titleaddon", "booktitle", "booksubtitle", "maintitle", "journal", "journaltitle"],
  ...["series", "abstract", "note", "howpublished", "publisher", "school", "institution", "organization"],
  ...["eventtitle", "type", "award", "award_name", "abbr"],
];
/** Where a preprint server names itself in a journal, note or publisher field. */
const PREPRINT_SERVER = /\b(arxiv|biorxiv|medrxiv|chemrxiv|psyarxiv|socarxiv|ssrn|preprints\.org|corr)\b/i;
/** An arXiv identifier, new style (2101.00001v2) or old (math.GT/0309136); `npm run add-paper` reads it too. */
export const ARXIV_ID = /^(\d{4}\.\d{4,5}|[a-z-]+(\.[A-Z]{2})?\/\d{7})(v\d+)?$/;
export const MONTHS = [
  "jan",
  "feb",
  "mar",
  "apr",
  "may",
  "jun",
  "jul",
  "aug",
  "sep",
  "oct",
  "nov",
  "dec",
] as const;

/** The part of Citation.js this module uses, typed more exactly than the library's own declarations. */
type CitationJs = {
  input: { chain(input: unknown, options: { target?: string; generateGraph: false }): unknown };
  output: {
    format(
      name: "bibliography",
      data: CSL[],
      options: { template: "apa"; format: "text"; lang: string },
    ): string;
  };
  config: { get(name: "@bibtex"): { constants: { commands: Record<string, string> } } };
};

/**
 * Citation.js as this site reads BibTeX with it: the one instance, taught what it lacks. The e2e tests read the
 * .bib files through it too.
 */
export const plugins = citationPlugins as unknown as CitationJs;
// Citation.js knows {\o} and {\O} but not {\aa} and {\AA} (å, Å), which Zotero and Google Scholar write.
const { commands } = plugins.config.get("@bibtex").constants;
commands.aa ??= "å";
commands.AA ??= "Å";

/** The raw value of a field, whatever case the file writes its name in. */
function field(entry: BibtexEntry, name: string) {
  const value = entry.properties[name];
  return value === undefined ? undefined : String(value).trim() || undefined;
}

/**
 * The entry's arXiv identifier: its eprint when the archive is arXiv, al-folio's `arxiv` field, or the one
 * Google Scholar writes into the journal ("arXiv preprint arXiv:2101.00001", DBLP's "CoRR abs/2101.00001").
 */
function arxivOf(entry: BibtexEntry, problems: string[]) {
  const archive = field(entry, "archiveprefix") ?? field(entry, "eprinttype") ?? "";
  const eprint = /arxiv/i.test(archive) ? field(entry, "eprint") : undefined;
  const alFolio = field(entry, "arxiv")?.replace(/^(https?:\/\/)?(www\.)?arxiv\.org\/(abs|pdf)\//i, "");
  const quoted = ["journal", "journaltitle", "note", "volume"]
    .map((name) => field(entry, name)?.match(/(?:arxiv:|abs\/)\s*(\S+?)[.,;]?$/i)?.[1])
    .find(Boolean);
  for (const [name, value] of Object.entries({ eprint, arxiv: alFolio })) {
    if (value && !ARXIV_ID.test(value)) {
      problems.push(`entry "${entry.label}": field "${name}" is not an arXiv identifier: ${value}`);
      return undefined;
    }
  }
  const id = eprint ?? alFolio ?? quoted;
  return id && ARXIV_ID.test(id) ? id : undefined;
}

/**
 * The kind of work: from the entry type's row in the table, unless the fields say more. A preprint server in
 * the journal or note, or an arXiv eprint on a @misc, makes a preprint; "workshop" in a proceedings' title a
 * workshop paper; `type = {dataset}` on a @misc (Zotero's export) a data set.
 */
function kindOf(entry: BibtexEntry, csl: CSL): VenueKind {
  const type = entry.type.toLowerCase();
  const { kind } = entryType(type);
  const archive = field(entry, "archiveprefix") ?? field(entry, "eprinttype") ?? "";
  // The journal says where it appeared; only without one does a note ("arXiv:2101.00001") say it.
  const says = field(entry, "journal") ?? field(entry, "journaltitle") ?? field(entry, "note");
  if (kind === "other" && /^dataset$/i.test(csl.genre ?? "")) return "dataset";
  if ((type === "article" || kind === "other") && says && PREPRINT_SERVER.test(says)) {
    return "preprint";
  }
  if (kind === "other" && (/arxiv/i.test(archive) || field(entry, "arxiv"))) return "preprint";
  if (type === "online" && field(entry, "eprint")) return "preprint";
  if (kind === "conference" && /workshop/i.test(csl["container-title"] ?? "")) return "workshop";
  return kind;
}

/**
 * Letters as a reader expects them: Citation.js turns {\'\i} into a dotless i and a combining accent, and
 * NFC then has no single letter for the pair; an accented i is meant.
 */
export function composeAccents(value: string) {
  return value.replace(/ı(?=[\u0300-\u036f])/g, "i").normalize("NFC");
}

/** What a thesis is when the entry does not say (its `type` field gives it as the owner wants it shown). */
const THESIS_GENRES: Record<string, string> = { phdthesis: "PhD thesis", mathesis: "Master's thesis" };

/** BibTeX's "and others": the list goes on, unnamed. */
const isOthers = (name: CSLName) => !name.given && /^others$/i.test(name.literal ?? name.family ?? "");

function authorOf(raw: CSLName): Author {
  // Names keep no markup: al-folio owners bold their own (\textbf{…}), which the site does by itself.
  const name = Object.fromEntries(
    Object.entries(raw).map(([part, value]) => [
      part,
      typeof value === "string" ? plainText(composeAccents(value)) : value,
    ]),
  ) as CSLName;
  const family = name.literal || [name["non-dropping-particle"], name.family].filter(Boolean).join(" ");
  if (name.literal || !name.given) return { name: family, citationName: family, family };
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

/** A value as the site shows it (trimmed, accents composed), or undefined when it is empty. */
function optionalText(value: string | number | undefined) {
  const trimmed = value === undefined ? "" : composeAccents(String(value).trim());
  return trimmed === "" ? undefined : trimmed;
}

/**
 * A link field's address: a web address or a path on the site as written; in a file field, a bare file name
 * (al-folio's `pdf = {paper.pdf}`) is a file in public/papers/. Every address goes through the site's one URL
 * policy (app/url-policy.ts); the loader checks that the files exist.
 */
function link(entry: BibtexEntry, name: LinkField, problems: string[]) {
  const value = field(entry, name);
  if (value === undefined) return undefined;
  const where = `entry "${entry.label}": field "${name}"`;
  const reason = unsafeUrlReason(value);
  if (reason) {
    problems.push(`${where} ${reason}`);
    return undefined;
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith("/")) return value;
  if ((FILE_FIELDS as readonly string[]).includes(name)) {
    if (value.split("/").some((part) => part === ".." || part === ".")) {
      problems.push(`${where} leaves the papers folder: ${value}`);
      return undefined;
    }
    return `${PAPERS_PATH}${value.replace(/^\.\//, "")}`;
  }
  problems.push(`${where} is neither a web address nor a path on the site (starting with "/"): ${value}`);
  return undefined;
}

/**
 * The entry's `url` (Zotero's link to the work, as Citation.js reads it), if it is a web address the URL
 * policy lets through. Any other is published without it and told: `url` is
 * BibTeX's own field, which many exports fill with whatever the source had.
 */
function webAddress(entry: BibtexEntry, value: string | undefined, warn: (text: string) => void) {
  if (value === undefined) return undefined;
  const reason = /^https?:\/\//i.test(value) ? unsafeUrlReason(value) : "is not a web address (https://…)";
  if (!reason) return value;
  warn(`entry "${entry.label}": field "url" ${reason}, so the paper's page does not link it: ${value}`);
  return undefined;
}

/**
 * The site's reading of one entry: its math (taken out before Citation.js read it, see latex.server.ts), its
 * fields CSL has no place for as Citation.js converted them (UNMAPPED_FIELDS), and a voice for warnings.
 */
type Reading = {
  math: MathPiece[];
  unmapped: Record<string, string | undefined>;
  warn: (text: string) => void;
};

function publicationOf(
  entry: BibtexEntry,
  csl: CSL,
  { math, unmapped, warn }: Reading,
  problems: string[],
): Publication | undefined {
  const where = `entry "${entry.label}"`;
  const before = problems.length;
  if (paperSlug(entry.label) === "") {
    problems.push(`${where}: the key has no letter or digit to make the page's address from`);
  }
  const rich = (name: string, value: string | number | undefined) =>
    value === undefined
      ? undefined
      : richText(composeAccents(String(value)), math, (text) => warn(`${where}: field "${name}": ${text}`));
  const plain = (name: string, value: string | number | undefined) => rich(name, value)?.text || undefined;
  const title = rich("title", optionalText(csl.title));
  if (!title?.text) problems.push(`${where}: missing field "title"`);
  const named = (names: CSLName[] | undefined) =>
    (names ?? [])
      .filter((name) => !isOthers(name))
      .map(authorOf)
      .filter((author) => author.name !== "");
  const editors = named(csl.editor);
  // An edited book has editors and no author: they are the names it is cited by.
  const edited = named(csl.author).length === 0 && editors.length > 0;
  const authors = edited ? editors : named(csl.author);
  const etAl = ((edited ? csl.editor : csl.author) ?? []).some(isOthers);
  if (authors.length === 0) problems.push(`${where}: missing field "author" (or "editor")`);
  for (const name of ["author", "editor"])
    if (/\band\s+and\b/i.test(field(entry, name) ?? ""))
      warn(
        `${where}: field "${name}" has "and and": a name between them is missing, so a name may read wrong`,
      );
  // @misc is a type of its own, with nothing more said: the table's fallback.
  if (!Object.hasOwn(ENTRY_TYPES, entry.type.toLowerCase()) && entry.type.toLowerCase() !== "misc")
    warn(
      `${where}: @${entry.type} is no BibTeX or BibLaTeX entry type, so the paper is listed as a publication of no kind: check its spelling (@article, @inproceedings…)`,
    );
  const [year, month, day] = (csl.issued?.["date-parts"]?.[0] ?? []).map(Number);
  const hasDate = optionalText(entry.properties.year) ?? optionalText(entry.properties.date);
  if (!hasDate) problems.push(`${where}: missing field "year" (or "date")`);
  else if (!year || !Number.isInteger(year))
    problems.push(`${where}: field "year" is not a year: ${hasDate}`);
  const checked = LINK_FIELDS.map((name) => [name, link(entry, name, problems)]);
  const links = Object.fromEntries(checked) as Record<LinkField, string | undefined>;
  const arxiv = arxivOf(entry, problems);
  if (problems.length > before || !title?.text || !year) return undefined;

  const kind = kindOf(entry, csl);
  const publisher = plain("publisher", csl.publisher);
  // Citation.js gives no container to some BibLaTeX types (@review, @periodical): their journaltitle is it.
  const container = plain("journal", csl["container-title"] ?? unmapped.journaltitle ?? unmapped.journal);
  const venue = ["thesis", "report", "book", "dataset"].includes(kind)
    ? (publisher ?? container ?? plain("howpublished", unmapped.howpublished))
    : (container ?? (arxiv ? "arXiv" : undefined));
  const genre = plain("type", csl.genre);
  const abstract = rich("abstract", optionalText(csl.abstract));
  const doi = optionalText(csl.DOI);
  // Citation.js gives langid, or language where an entry has both, as CSL's language.
  const written = optionalText(csl.language) && paperLanguage(String(csl.language));
  if (written && "problem" in written) warn(`${where}: field "langid" (or "language"): ${written.problem}`);
  // al-folio's award is Markdown: its emphasis marks go, the words stay.
  const award = plain("award", unmapped.award)?.replace(/(\*\*|__|\*|_)(\S(?:.*?\S)?)\1/g, "$2");
  return {
    key: entry.label,
    kind,
    entryType: entry.type.toLowerCase(),
    title: title.text,
    titleHtml: title.html,
    authors,
    ...(etAl ? { etAl } : {}),
    ...(edited ? { edited } : {}),
    ...(kind === "chapter" && editors.length > 0 ? { editors } : {}),
    publisher,
    isbn: optionalText(csl.ISBN),
    number: optionalText(csl.number),
    year,
    month: month || undefined,
    day: day || undefined,
    venue,
    genre: kind === "thesis" ? (THESIS_GENRES[genre ?? ""] ?? genre) : undefined,
    volume: optionalText(csl.volume),
    issue: optionalText(csl.issue),
    pages: optionalText(csl.page),
    doi: doi && bareDoi(doi),
    url: webAddress(entry, optionalText(csl.URL), warn),
    arxiv,
    ...links,
    abbr: plain("abbr", unmapped.abbr),
    // al-folio shows award_name on the button and the award's text when it opens.
    award: award && !/^true$/i.test(award) ? award : plain("award_name", unmapped.award_name),
    language: written && "language" in written ? written.language : undefined,
    abstract: abstract?.text || undefined,
    abstractHtml: abstract?.text ? abstract.html : undefined,
    selected: field(entry, "selected")?.toLowerCase() === "true",
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

/** The entry Citation.js reads for the CSL record: its text fields with their math taken out. */
function forCitationJs(entry: BibtexEntry, math: MathPiece[]): BibtexEntry {
  const properties = Object.fromEntries(
    Object.entries(entry.properties).map(([name, value]) => [
      name,
      TEXT_FIELDS.includes(name) ? takeOutMath(String(value), math) : value,
    ]),
  );
  return { ...entry, properties };
}

/**
 * Fields Citation.js converts (accents, dashes, markup) but maps to no CSL field, for some entry types or for
 * all: the journal and howpublished of types it gives no container, al-folio's abbr and award.
 */
const UNMAPPED_FIELDS = ["journaltitle", "journal", "howpublished", "award", "award_name", "abbr"];

/**
 * A file's entries read by Citation.js in one pass: the text split into entries once, then the entries, and
 * each one's unmapped fields riding along as titles, converted to CSL once. No field is parsed on its own.
 */
function readEntries(bibtex: string) {
  const entries = plugins.input.chain(bibtex, {
    target: "@biblatex/entries+list",
    generateGraph: false,
  }) as BibtexEntry[];
  if (!Array.isArray(entries)) return [];
  const maths = entries.map((): MathPiece[] => []);
  const readable = entries.map((entry, index) => forCitationJs(entry, maths[index]!));
  // Each unmapped field rides along as the title of an entry of its own, which CSL keeps; the space keeps
  // its label apart from every citation key, which has none.
  const fields = readable.flatMap((entry, index) =>
    UNMAPPED_FIELDS.filter((name) => entry.properties[name] !== undefined).map((name) => ({
      index,
      name,
      entry: {
        type: "misc",
        label: `${index} ${name}`,
        properties: { title: String(entry.properties[name]) },
      },
    })),
  );
  const records = plugins.input.chain([...readable, ...fields.map(({ entry }) => entry)], {
    generateGraph: false,
  }) as CSL[];
  const unmapped = entries.map((): Record<string, string | undefined> => ({}));
  fields.forEach(({ index, name }, at) => {
    unmapped[index]![name] = records[entries.length + at]?.title;
  });
  return entries.map((entry, index) => ({
    entry,
    csl: records[index],
    math: maths[index]!,
    unmapped: unmapped[index]!,
  }));
}

/**
 * Every entry of a BibTeX file, newest first. Throws one error listing every entry it cannot publish (each
 * named by its key and the field at fault), a repeated key, or a file it cannot read as BibTeX at all.
 * `warn` hears what is published with a caveat (TeX that KaTeX cannot read, LaTeX left over).
 */
export function parseBibliography(
  bibtex: string,
  source = "publications.bib",
  warn: (text: string) => void = console.warn,
): Publication[] {
  // An owner without papers may keep an empty .bib, or one of comments, which Citation.js cannot read.
  if (!/@(?!comment\b|string\b|preamble\b)\w+\s*[{(]/i.test(bibtex)) {
    warn(`${source}: no BibTeX entries, so the site lists no papers from it`);
    return [];
  }
  let read: ReturnType<typeof readEntries>;
  try {
    read = readEntries(bibtex);
  } catch (error) {
    // The parser's own excerpt numbers its lines wrongly: name the line, and show the file's own.
    const reason = (error as Error).message.split("\n")[0]!.replace(/:$/, "");
    const line = Number(/ at line (\d+) col \d+/.exec(reason)?.[1]);
    const written = bibtex.split("\n")[line - 1];
    const text = line > 0 ? `:\n${line} | ${written}` : "";
    // Where a new entry begins inside another, the one before it is the one left open.
    const column = Number(/ at line \d+ col (\d+)/.exec(reason)?.[1]);
    const hint = written?.[column - 1] === "@" ? "\n(the entry before it may lack its closing })" : "";
    throw new ContentProblem(`${source} is not valid BibTeX: ${reason}${text}${hint}`, { cause: error });
  }
  if (read.length === 0) throw new ContentProblem(`${source} holds no BibTeX entries`);

  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { entry } of read) {
    if (seen.has(entry.label))
      problems.push(`entry "${entry.label}": the key is used by more than one entry`);
    seen.add(entry.label);
  }
  const publications = read.flatMap(({ entry, csl, math, unmapped }) => {
    const reading = { math, unmapped, warn: (text: string) => warn(`${source}: ${text}`) };
    const publication = csl?.id === entry.label ? publicationOf(entry, csl, reading, problems) : undefined;
    return publication ? [publication] : [];
  });
  if (problems.length > 0)
    throw new ContentProblem(`${source} has entries the site cannot publish:\n- ${problems.join("\n- ")}`);
  return publications.sort(newestFirst);
}

/** A BibTeX file's name and text, as the loader reads it. */
export type BibFile = { source: string; text: string };

/**
 * Every entry of every file, newest first. Beyond each file's own refusals, a key in two files, and two keys
 * that would share a page's address (`10.1/a` and `10-1-a`, or two that differ only in case, which a
 * case-insensitive disk would merge), stop the build, naming both.
 */
export function parseBibliographies(files: BibFile[], warn: (text: string) => void = console.warn) {
  const read = files.map((file) => ({
    source: file.source,
    papers: parseBibliography(file.text, file.source, warn),
  }));
  const problems: string[] = [];
  const byKey = new Map<string, string>();
  const bySlug = new Map<string, { key: string; source: string }>();
  for (const { source, papers } of read) {
    for (const { key } of papers) {
      const other = byKey.get(key);
      if (other) problems.push(`entry "${key}" is in both ${other} and ${source}`);
      byKey.set(key, source);
      const slug = paperSlug(key).toLowerCase();
      const same = bySlug.get(slug);
      if (same && same.key !== key) {
        problems.push(
          `entries "${same.key}" (${same.source}) and "${key}" (${source}) would share the page ` +
            `/publications/${paperSlug(key)}: change one key`,
        );
      }
      bySlug.set(slug, { key, source });
    }
  }
  if (problems.length > 0)
    throw new ContentProblem(`The .bib files cannot be published:\n- ${problems.join("\n- ")}`);
  return read.flatMap(({ papers }) => papers).sort(newestFirst);
}

/** The CSL type APA formats each kind of work as. */
const CSL_TYPES = {
  journal: "article-journal",
  conference: "paper-conference",
  workshop: "paper-conference",
  preprint: "article",
  thesis: "thesis",
  report: "report",
  book: "book",
  chapter: "chapter",
  dataset: "dataset",
  other: "document",
} satisfies Record<VenueKind, string>;

const VENUE_IS_CONTAINER: VenueKind[] = ["journal", "conference", "workshop", "chapter", "preprint", "other"];

const cslName = (author: Author): CSLName =>
  author.given ? { given: author.given, family: author.family } : { literal: author.name };

/** One CSL record as APA formats it, as plain text, in Citation.js's locale `lang`. */
const apaText = (record: CSL, lang: string) =>
  plugins.output.format("bibliography", [record], { template: "apa", format: "text", lang }).trim();

/**
 * APA-style reference of one publication, as plain text (used in the PDF CV), from the site's record: plain
 * title and venue, the authors with "et al." where the entry says "and others"; APA's own words ("Eds.",
 * "pp.") in Citation.js's locale `lang` ("de-DE": "Hrsg.", "S.").
 */
function apaReference(paper: Publication, lang: string) {
  const names = [...paper.authors.map(cslName), ...(paper.etAl ? [{ literal: "ETALPLACEHOLDER" }] : [])];
  const record: CSL = {
    id: paper.key,
    type: CSL_TYPES[paper.kind] as CSL["type"],
    title: paper.title,
    [paper.edited ? "editor" : "author"]: names,
    ...(paper.editors ? { editor: paper.editors.map(cslName) } : {}),
    issued: { "date-parts": [[paper.year, ...(paper.month ? [paper.month] : [])] as CSLDatePart] },
    // A book's, a thesis's, a report's or a data set's venue is its publisher, not a container.
    "container-title": VENUE_IS_CONTAINER.includes(paper.kind) && !paper.arxiv ? paper.venue : undefined,
    publisher: paper.kind === "preprint" && paper.arxiv ? "arXiv" : paper.publisher,
    volume: paper.volume,
    issue: paper.issue,
    page: paper.pages,
    number: paper.kind === "preprint" ? paper.arxiv : paper.number,
    genre: paper.genre,
    DOI: paper.doi,
  };
  const text = apaText(record, lang);
  // APA joins the last name with "&": "A., B., & et al." reads ", et al." instead.
  return text.replace(/,? (&|and) ETALPLACEHOLDER\.?|ETALPLACEHOLDER\.?/, (found) =>
    found.startsWith("ETAL") ? "et al." : ", et al.",
  );
}

type ReferenceRun = { text: string; owner?: true; lang?: string };

/** `runs` with the first plain run that holds `part` split around it, the part a run of its own, with `mark`. */
function markPart(runs: ReferenceRun[], part: string, mark: Omit<ReferenceRun, "text">): ReferenceRun[] {
  const index = runs.findIndex((run) => !run.owner && !run.lang && part && run.text.includes(part));
  if (index < 0) return runs;
  const { text } = runs[index]!;
  const at = text.indexOf(part);
  const split = [
    { text: text.slice(0, at) },
    { text: part, ...mark },
    { text: text.slice(at + part.length) },
  ];
  return runs.toSpliced(index, 1, ...split.filter((run) => run.text));
}

/**
 * The APA reference in runs, the owner's name (`ownerName`, as site.ts writes it) a run of its own, so the CV
 * can mark it. APA writes the owner as it writes the owner alone, "Quell, M.", which is found in the reference.
 * With `titleLang`, the paper's title is a run of its own in that language (a CV in another).
 */
export function apaReferenceRuns(
  paper: Publication,
  ownerName: string,
  lang = "en-US",
  titleLang?: string,
): ReferenceRun[] {
  const text = apaReference(paper, lang);
  const owner = paper.authors.find((author) => isOwner(author, ownerName));
  const alone = owner && apaText({ id: paper.key, type: "document", author: [cslName(owner)] }, lang);
  // "Quell, M. (n.d.)." without its date.
  const name = alone?.slice(0, alone.lastIndexOf(" (")) ?? "";
  const runs = markPart([{ text }], name, { owner: true });
  return titleLang ? markPart(runs, paper.title, { lang: titleLang }) : runs;
}
