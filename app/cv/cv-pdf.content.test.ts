// @vitest-environment node
// The PDF CV, rendered as the build renders it (scripts/cv-file.ts): real text that holds the owner's name,
// every job, degree and selected paper; at most three pages and small; its metadata set; its links clickable.
import { extractText, getDocumentProxy, getMeta } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { renderCvPdf } from "./cv-pdf.server";
import { experiences } from "~/testing/owners/first/content/experience";
import { loadPublications } from "~/bibliography/publications.server";
import { site } from "~/testing/owners/first/content/site";
import { expertise } from "~/testing/owners/first/content/skills";
import { pageHref, publicationPath } from "~/pages";
import { comparable } from "~/testing/comparable-text";

const MAX_PAGES = 3;
const MAX_BYTES = 300 * 1024;
/**
 * Text extraction breaks lines where the PDF does, and the CV typesets quotes and dashes: compared without
 * whitespace, typography made plain.
 */
const squash = comparable;

let bytes: Uint8Array;
let text: string;
let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;

beforeAll(async () => {
  bytes = await renderCvPdf();
  pdf = await getDocumentProxy(bytes.slice());
  text = squash((await extractText(pdf, { mergePages: true })).text);
}, 60_000);

describe("the PDF CV", () => {
  it("fits on at most three pages and stays small", () => {
    expect(pdf.numPages).toBeGreaterThanOrEqual(1);
    expect(pdf.numPages).toBeLessThanOrEqual(MAX_PAGES);
    expect(bytes.byteLength).toBeLessThan(MAX_BYTES);
  });

  it("holds, as text, the owner's name, every job title, every degree and every selected paper", () => {
    expect(text).toContain(squash(site.name));
    for (const job of experiences) expect(text).toContain(squash(job.title));
    for (const degree of site.degrees) expect(text).toContain(squash(degree.name));
    const selected = loadPublications().filter((paper) => paper.selected);
    for (const paper of selected) expect(text).toContain(squash(paper.title));
  });

  it("lists the site's six skills, each with its level, under Skills", () => {
    const skills = text.slice(text.lastIndexOf("Skills"));
    for (const skill of expertise) expect(skills).toContain(squash(`${skill.name} (${skill.level})`));
  });

  it("prints every selected paper's authors by family name as written, letters beyond ASCII too", () => {
    for (const paper of loadPublications().filter((candidate) => candidate.selected)) {
      for (const author of paper.authors) expect(text).toContain(squash(author.family));
    }
  });

  it("names its title and author in the document's metadata", async () => {
    const { info } = await getMeta(pdf);
    expect(info.Title).toContain(site.name);
    expect(info.Title).toContain("Curriculum Vitae");
    expect(info.Author).toBe(site.name);
  });

  it("has clickable links to the owner's email and site, and to each selected paper's page", async () => {
    const urls: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const annotations = await (await pdf.getPage(number)).getAnnotations();
      for (const annotation of annotations) if (annotation.subtype === "Link") urls.push(annotation.url);
    }
    expect(urls).toContain(`mailto:${site.email}`);
    expect(urls.some((url) => url.startsWith(site.url))).toBe(true);
    for (const paper of loadPublications().filter((candidate) => candidate.selected)) {
      expect(urls).toContain(new URL(pageHref(publicationPath(paper.key)), site.url).href);
    }
  });
});
