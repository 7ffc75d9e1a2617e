// What a screen reader and a PDF/UA checker find in a PDF, read through pdf.js's public API (unpdf): the
// catalog's flags, the XMP identifier, the structure tree with the text each element holds, the outline, the
// link annotations and the text in reading order. The CV's unit tests and its e2e check read PDFs through this.
import { inflateSync } from "node:zlib";
import { extractText, getDocumentProxy } from "unpdf";

/**
 * An element of the structure tree: its role ("H2", "L", "LI", "Link"), the text it holds, and the language
 * it declares (/Lang) where it changes from the document's.
 */
export type TaggedElement = {
  role: string;
  text: string;
  lang?: string;
  /**
   * The texts inside it that declare a language of their own on their marked content, not as an element: Typst
   * marks a language change within a paragraph so.
   */
  texts?: { text: string; lang: string }[];
  children: TaggedElement[];
  annotations: string[];
};

export type TaggedPdf = {
  pages: number;
  /** The text of every page, in reading order. */
  text: string;
  /** /MarkInfo /Marked. */
  marked: boolean;
  /** The catalog's /Lang. */
  lang: string | undefined;
  /** /ViewerPreferences /DisplayDocTitle: the viewer's window shows the title, not the file's name. */
  displayDocTitle: boolean;
  title: string | undefined;
  author: string | undefined;
  /** `pdfuaid:part` of the XMP metadata: "1" for PDF/UA-1. */
  pdfuaPart: string | undefined;
  /** The bookmarks' titles, top level. */
  outline: string[];
  /** Each page's structure tree (its root's children), in page order. */
  structure: TaggedElement[];
  /** Every link annotation: its address, and whether a Link element of the tree holds it. */
  links: { url: string; tagged: boolean }[];
  /** Each font the text is drawn in, by its name in the file ("ABCDEF+DejaVuSans-Bold"), and whether it is embedded. */
  fonts: { name: string; embedded: boolean }[];
  /** The pieces of text drawn in a bold face, in reading order. */
  bold: string[];
  /** The text outside the structure tree: drawn, but not read out; the artifacts of a PDF/UA file. */
  artifacts: string[];
};

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;
type PdfPage = Awaited<ReturnType<PdfDocument["getPage"]>>;
type StructNode = { role?: string; type?: string; id?: string; lang?: string; children?: StructNode[] };
type LoadedFont = { name?: string; missingFile?: boolean };

/** The fonts a page's text is drawn in, by the names its text items give (loaded as the page is drawn). */
async function pageFonts(page: PdfPage, fontNames: Set<string>) {
  await page.getOperatorList();
  return new Map(
    [...fontNames].map((id) => {
      const font = page.commonObjs.get(id) as LoadedFont;
      return [id, { name: font.name ?? id, embedded: font.missingFile === false }] as const;
    }),
  );
}

/**
 * The text of each tagged marked-content sequence of a page, by its id ("p12R_mc3"), and the text outside
 * them all: in a PDF/UA file, the artifacts.
 */
async function markedText(page: PdfPage) {
  const content = await page.getTextContent({ includeMarkedContent: true });
  const texts = new Map<string, string>();
  const artifacts: string[] = [];
  // The sequences open at each item, by id ("" for one without).
  const open: string[] = [];
  for (const item of content.items) {
    if ("str" in item) {
      const ids = open.filter(Boolean);
      for (const id of ids) texts.set(id, (texts.get(id) ?? "") + item.str + (item.hasEOL ? " " : ""));
      if (!ids.length && item.str.trim()) artifacts.push(item.str.trim());
    } else if (item.type === "beginMarkedContent" || item.type === "beginMarkedContentProps")
      open.push(item.id ?? "");
    else if (item.type === "endMarkedContent") open.pop();
  }
  return { texts, artifacts };
}

/**
 * The language each marked-content sequence declares in its properties (`/MCID 14 /Lang (en)`), by the id
 * pdf.js gives the sequence ("p64R_mc14"). pdf.js reads no properties but the MCID, so the pages' content
 * streams are read here, from the file's text: its objects as Typst writes them, each on its own.
 */
function markedContentLanguages(bytes: Uint8Array) {
  const file = Buffer.from(bytes).toString("latin1");
  const languages = new Map<string, string>();
  for (const [, page, contents] of file.matchAll(
    /\n(\d+) 0 obj\n<<\n {2}\/Type \/Page\n(?:(?!endobj)[\s\S])*?\/Contents (\d+) 0 R/g,
  )) {
    const [, dictionary = "", stream = ""] =
      new RegExp(`\\n${contents} 0 obj\\n<<((?:(?!endobj)[^])*?)>>\\nstream\\n([^]*?)\\nendstream`).exec(
        file,
      ) ?? [];
    const raw = Buffer.from(stream, "latin1");
    const operators = (dictionary.includes("/FlateDecode") ? inflateSync(raw) : raw).toString("latin1");
    for (const [, id, lang] of operators.matchAll(/<<\s*\/MCID (\d+)\s*\/Lang \(([^)]*)\)\s*>>\s*BDC/g))
      languages.set(`p${page}R_mc${id}`, lang!);
  }
  return languages;
}

function element(
  node: StructNode,
  texts: Map<string, string>,
  languages: Map<string, string>,
): TaggedElement {
  const children: TaggedElement[] = [];
  const annotations: string[] = [];
  const own: { text: string; lang: string }[] = [];
  let text = "";
  for (const child of node.children ?? []) {
    if (child.role) {
      const kid = element(child, texts, languages);
      children.push(kid);
      text += kid.text;
    } else if (child.type === "content" && child.id) {
      text += texts.get(child.id) ?? "";
      const lang = languages.get(child.id);
      if (lang) own.push({ text: texts.get(child.id) ?? "", lang });
    } else if (child.type === "annotation" || child.type === "object") annotations.push(child.id ?? "");
  }
  return {
    role: node.role ?? "",
    text,
    ...(node.lang ? { lang: node.lang } : {}),
    ...(own.length ? { texts: own } : {}),
    children,
    annotations,
  };
}

/** Every element of `elements` and below, depth first: the reading order of the tree. */
export function allElements(elements: TaggedElement[]): TaggedElement[] {
  return elements.flatMap((node) => [node, ...allElements(node.children)]);
}

/** Reads a PDF's accessibility facts. */
export async function readTaggedPdf(bytes: Uint8Array): Promise<TaggedPdf> {
  const pdf = await getDocumentProxy(bytes.slice());
  const [markInfo, preferences, meta, outline] = await Promise.all([
    pdf.getMarkInfo(),
    pdf.getViewerPreferences(),
    pdf.getMetadata(),
    pdf.getOutline(),
  ]);
  const info = meta.info as { Language?: string; Title?: string; Author?: string };
  const structure: TaggedElement[] = [];
  const links: { url: string; annotationId: string }[] = [];
  const fonts = new Map<string, boolean>();
  const bold: string[] = [];
  const artifacts: string[] = [];
  const languages = markedContentLanguages(bytes);
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const items = (await page.getTextContent()).items.filter((item) => "str" in item);
    const faces = await pageFonts(page, new Set(items.map((item) => item.fontName)));
    for (const face of faces.values()) fonts.set(face.name, face.embedded);
    for (const item of items)
      if (/bold/i.test(faces.get(item.fontName)!.name) && item.str.trim()) bold.push(item.str);
    const tree = (await page.getStructTree()) as StructNode | null;
    const marked = await markedText(page);
    artifacts.push(...marked.artifacts);
    if (tree) structure.push(...element(tree, marked.texts, languages).children);
    for (const annotation of await page.getAnnotations()) {
      if (annotation.subtype === "Link")
        links.push({ url: annotation.url ?? "", annotationId: annotation.id });
    }
  }
  const taggedLinks = new Set(
    allElements(structure)
      .filter((node) => node.role === "Link")
      .flatMap((node) => node.annotations),
  );
  return {
    pages: pdf.numPages,
    text: (await extractText(pdf, { mergePages: true })).text,
    marked: markInfo?.Marked === true,
    lang: info.Language,
    displayDocTitle: (preferences as { DisplayDocTitle?: boolean } | null)?.DisplayDocTitle === true,
    title: info.Title,
    author: info.Author,
    pdfuaPart: meta.metadata?.get("pdfuaid:part") ?? undefined,
    outline: (outline ?? []).map((item) => item.title),
    structure,
    links: links.map(({ url, annotationId }) => ({
      url,
      tagged: [...taggedLinks].some((id) => id === annotationId || id.endsWith(`_${annotationId}`)),
    })),
    fonts: [...fonts].map(([name, embedded]) => ({ name, embedded })),
    bold,
    artifacts,
  };
}

/** A font's name in a file when only the glyphs used are embedded: "ABCDEF+DejaVuSans". */
const SUBSET_NAME = /^[A-Z]{6}\+/;

/**
 * What keeps a PDF from being read as a tagged, PDF/UA-1 document, for any content: an empty list when it
 * is. Headings are checked as the CV uses them: one level-1 heading, and each level-2 heading a bookmark.
 */
export function pdfUaProblems(pdf: TaggedPdf): string[] {
  const elements = allElements(pdf.structure);
  const headings = (role: string) =>
    elements.filter((node) => node.role === role).map((node) => node.text.trim());
  const fontsNotSubset = pdf.fonts.filter((font) => !font.embedded || !SUBSET_NAME.test(font.name));
  const untagged = pdf.links.filter((link) => !link.tagged);
  const problems = [
    [pdf.structure.length > 0, "no structure tree"],
    [pdf.marked, "not /MarkInfo /Marked"],
    [Boolean(pdf.lang), "no /Lang"],
    [pdf.displayDocTitle, "no /DisplayDocTitle"],
    [Boolean(pdf.title), "no title"],
    [pdf.pdfuaPart === "1", `pdfuaid:part is ${pdf.pdfuaPart}, not 1`],
    [headings("H1").length === 1, `${headings("H1").length} level-1 headings, not one`],
    [
      JSON.stringify(headings("H2")) === JSON.stringify(pdf.outline),
      `the bookmarks ${JSON.stringify(pdf.outline)} are not the headings ${JSON.stringify(headings("H2"))}`,
    ],
    [elements.some((node) => node.role === "L"), "no list"],
    [untagged.length === 0, `links outside the tree: ${untagged.map((link) => link.url).join(", ")}`],
    [
      fontsNotSubset.length === 0,
      `fonts not embedded as subsets: ${fontsNotSubset.map((font) => font.name).join(", ")}`,
    ],
  ] as const;
  return problems.filter(([ok]) => !ok).map(([, problem]) => problem);
}
