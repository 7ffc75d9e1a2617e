// The CV as a tagged PDF: Typst lays out cv.typ around one CvData value and writes PDF/UA-1, with a structure
// tree (headings, lists, links), the document's language and its title shown in the window. Build time only:
// the /cv.pdf route (app/routes/cv.tsx) writes it, and the .server suffix keeps the compiler out of every
// browser bundle.
import { NodeCompiler, PdfStandard } from "@myriaddreamin/typst-ts-node-compiler";
import { readFileSync } from "node:fs";
import { creationSeconds } from "~/dates";
import { DEJAVU_SANS, FONTS_DIR, type OwnerFont } from "~/owner-fonts.server";
import { contentFile } from "~/owner-folders.server";
import { ContentProblem } from "~/content-problem";
import { textsIn } from "~/i18n/localize";
import { type CvData, type CvText, plain } from "./cv-data";
import template from "./cv.typ?raw";

/** The template, as text: bundled with the code that lays it out, wherever that runs. */
const TEMPLATE_FILE = "app/cv/cv.typ";

type Diagnostic = { message: string; path?: string; range?: { start: { line: number; character: number } } };

/** Typst's messages, one a line, each with the file and line it is about. */
function diagnosticsText(diagnostics: Diagnostic[]) {
  return diagnostics
    .map(({ message, path, range }) => {
      // The template is the document's one file; Typst names it by its own path for it.
      const where = range ? `${TEMPLATE_FILE}:${range.start.line + 1}:${range.start.character + 1}` : path;
      return `  ${where ? `${where}: ` : ""}${message}`;
    })
    .join("\n");
}

/**
 * A compiler with DejaVu Sans and then the owner's fonts, never a font of the machine that builds: a letter
 * DejaVu Sans lacks is printed in the owner's fonts, in their order. Typst embeds only the glyphs used.
 */
function newCompiler(fonts: OwnerFont[]) {
  return NodeCompiler.create({
    workspace: process.cwd(),
    fontArgs: [{ fontBlobs: [...DEJAVU_SANS, ...fonts].map((font) => readFileSync(font.file)) }],
  });
}

/** The families the CV's text is set in, in order: DejaVu Sans, then the owner's. */
const typefaces = (fonts: OwnerFont[]) => [...new Set([...DEJAVU_SANS, ...fonts].map((font) => font.family))];

/** The families as Typst's `font` takes them: `sys.inputs.fonts`. */
const families = (fonts: OwnerFont[]) => JSON.stringify(typefaces(fonts));

const inSite = (field: string) => () => `${contentFile("site.ts")} (${field})`;
const titled =
  (file: string, title: (data: CvData, index: number) => CvText) => (data: CvData, index: number) =>
    `${contentFile(file)}, "${plain(title(data, index))}"`;

/**
 * Where the owner wrote a text of each part of the CV's data: the file, and the field or the item's title. A
 * selected paper is named by its page, whose address holds its key in the .bib file. Every part has its
 * place, so a part the CV gains gets one too.
 */
const PLACES = {
  lang: inSite("languages"),
  labels: (_data, _index, path) => `the site's words for the CV (app/i18n/page-messages.ts, ${path})`,
  name: inSite("name"),
  role: inSite("role"),
  location: inSite("location"),
  summary: inSite("description"),
  contacts: (data, index) =>
    `the link "${data.contacts[index]!.label}" (${contentFile("site.ts")}, ${contentFile("links.ts")})`,
  keywords: titled("skills.ts", (data, index) => data.keywords[index]!),
  experience: titled("experience.ts", (data, index) => data.experience[index]!.title),
  publications: (data, index) => `the paper ${data.publications[index]!.link.href}`,
  allPublications: inSite("url"),
  teaching: titled("teaching.ts", (data, index) => data.teaching[index]!.title),
  talks: titled("talks.ts", (data, index) => data.talks[index]!.title),
  degrees: (_data, index) => `${contentFile("site.ts")} (degrees[${index}])`,
  certifications: (_data, index) => `${contentFile("site.ts")} (certifications[${index}])`,
  skills: titled("skills.ts", (data, index) => data.skills[index]!.name),
} satisfies Record<keyof CvData, (data: CvData, index: number, path: string) => string>;

/** Where the owner wrote the text at `path` of the CV's data, as textsIn names it. */
function ownersPlace(data: CvData, path: string) {
  const [, part, at] = /^(\w+)(?:\[(\d+)\])?/.exec(path)!;
  return PLACES[part as keyof CvData](data, Number(at), path);
}

/**
 * The letters of `data` the CV's typeface lacks, each with the fields that hold it. Each letter beyond ASCII is
 * tried alone, as PDF/UA-1 refuses a letter it cannot show: only when the whole CV was refused.
 */
function missingLetters(compiler: NodeCompiler, data: CvData, fonts: OwnerFont[]) {
  const fields = textsIn(data);
  const letters = new Set(fields.flatMap(([, text]) => [...text].filter((letter) => letter > "~")));
  return [...letters].flatMap((letter) => {
    const probe = compiler.compile({
      mainFileContent: `#set document(title: "x")\n#set text(font: json(bytes(sys.inputs.fonts)), fallback: false, lang: "en")\n#sys.inputs.letter`,
      inputs: { letter, fonts: families(fonts) },
    });
    if (!probe.result) return [];
    try {
      compiler.pdf(probe.result, { pdfStandard: PdfStandard.UA_1 });
      return [];
    } catch {
      const where = [
        ...new Set(
          fields.filter(([, text]) => text.includes(letter)).map(([path]) => ownersPlace(data, path)),
        ),
      ];
      return [
        `"${letter}" (U+${letter.codePointAt(0)!.toString(16).toUpperCase()}) in ${where.join(" and ")}`,
      ];
    }
  });
}

/**
 * The CV's PDF bytes, PDF/UA-1, dated `created` (seconds since 1970), with the owner's `fonts` after DejaVu
 * Sans. Throws naming what it cannot print.
 */
export function renderCvPdf(
  data: CvData,
  { created = creationSeconds(), fonts = [] }: { created?: number; fonts?: OwnerFont[] } = {},
): Uint8Array<ArrayBuffer> {
  const compiler = newCompiler(fonts);
  const compiled = compiler.compile({
    mainFileContent: template,
    inputs: { cv: JSON.stringify(data), fonts: families(fonts) },
  });
  const error = compiled.takeError();
  if (error || !compiled.result) {
    const problems = error
      ? diagnosticsText(compiler.fetchDiagnostics(error) as Diagnostic[])
      : "  no document";
    throw new Error(`The CV could not be laid out from its data (${TEMPLATE_FILE}):\n${problems}`);
  }
  // Typst warns of a family it has no font of: an owner's font it files under another name than fontkit read.
  const warnings = compiled.takeWarnings();
  const unknown = new Set(
    (warnings ? (compiler.fetchDiagnostics(warnings) as Diagnostic[]) : []).flatMap(
      ({ message }) => /unknown font family: (.+)/.exec(message)?.[1] ?? [],
    ),
  );
  const unread = fonts.filter((font) => unknown.has(font.family.toLowerCase()));
  try {
    return new Uint8Array(
      compiler.pdf(compiled.result, { pdfStandard: PdfStandard.UA_1, creationTimestamp: created }),
    );
  } catch (failure) {
    const missing = missingLetters(compiler, data, fonts);
    if (missing.length) {
      // The owner's to fix, and all the build prints: Typst's own report of it, one entry a letter, would bury it.
      throw new ContentProblem(
        `The CV cannot print ${missing.join("; ")}: its typefaces (${typefaces(fonts).join(", ")}) have no such letter. ` +
          `Put a font that has it in ${FONTS_DIR}/ (a .ttf or .otf file; for Chinese, Noto Sans SC), or ` +
          "write it in Latin letters in the content (the owner's name in site.ts, a paper in its .bib file)." +
          unread.map((font) => ` Typst found no family "${font.family}" in ${font.file}.`).join(""),
      );
    }
    throw new Error(`The CV could not be written as PDF/UA-1: ${String(failure)}`, { cause: failure });
  }
}
