// A post's pictures from public/: each gets its size for the page, and a wide one smaller copies for its
// srcset, which the copy's resource route makes (routes/sized-image.tsx). The owner's file is published too,
// as every file in public/ is: it is what the "click to enlarge" link of an old theme opens.
import { statSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Element, Root } from "hast";
import mime from "mime";
import sharp from "sharp";
import { visit } from "unist-util-visit";
import { ContentProblem } from "../content-problem";
import { isPageRelative } from "../url-policy";
import { SIZED_IMAGE, decoded, isPrerenderable, sizedImagePath } from "../pages";

/** A post's picture over this many bytes, which the site cannot make smaller, gets a warning. */
export const LARGE_POST_IMAGE_BYTES = 1_000_000;

/**
 * The pictures the site makes smaller copies of (SIZED_IMAGE), as sharp names their formats: GIF's frames and
 * SVG's lines would be lost. sharp calls AVIF "heif", as it does a phone's HEIC, which it cannot read.
 */
const RESIZED_FORMATS = new Set(["jpeg", "png", "webp", "heif av1", "tiff"]);

/** How wide a post's picture is on the page: the body's column (max-w-3xl), or the screen's width. */
const POST_IMAGE_SIZES = "(min-width: 48rem) 48rem, 100vw";
/** The column's width in CSS pixels: a picture given a wider width is shown only as wide as this. */
const COLUMN_PX = 768;

/**
 * Where a post's site paths are files: its `folder` on the site (/writing/<slug>/), its `own` files (a page
 * bundle's, by site path, decoded), and `publicDir`, which has every other file of the site's.
 */
export type SiteFiles = { folder: string; own: Record<string, string>; publicDir: string };

/** The file at the site path `path` (decoded): the post's own, else public/'s. */
export function siteFile({ own, publicDir }: Omit<SiteFiles, "folder">, path: string) {
  return own[path] ?? join(publicDir, path);
}

export function isFile(file: string) {
  return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}

/**
 * Each picture of the site's own (`/images/x.jpg`, a post's own file or one in public/) gets its size, turned as its
 * camera says, so the page keeps its place as the picture loads; one given a width or a height alone gets
 * the other to match. One wider than a copy of SIZED_IMAGE's widths gets those copies as its `srcset`, so a
 * phone loads 800 pixels, not a camera's 4,000; `copies` hears of each copy's path. Pictures after the first
 * load as the reader comes to them. `warn` hears of a large picture the site cannot make smaller.
 */
export function sizedImages(
  files: SiteFiles | undefined,
  copies: Set<string>,
  warn: (text: string, line?: number) => void,
) {
  return () => async (tree: Root) => {
    if (!files) return;
    const images: Element[] = [];
    // Where the owner puts a picture: public/, for an address from the site's root; beside the post, in its
    // folder, for one relative to it.
    // Named as the post wrote it: Markdown percent-encodes a name in any other script (머신러닝/a.png).
    const missing = (src: string, where: string, image: Element) =>
      warn(`the image ${decoded(src, decodeURI)} is not there: put it ${where}`, image.position?.start.line);
    visit(tree, "element", (node) => {
      const src = node.properties.src;
      if (node.tagName !== "img" || typeof src !== "string") return;
      if (src.startsWith("/") && !src.startsWith("//")) images.push(node);
      // An address relative to the post names its folder's file where there is one (ownFilePath): here, none.
      else if (isPageRelative(src))
        missing(
          src,
          "beside the post, in its folder (a post of one file becomes a folder: <name>/index.md)",
          node,
        );
    });
    await Promise.all(
      images.map(async (image, index) => {
        const src = String(image.properties.src);
        const path = new URL(src, "https://site.invalid/").pathname;
        const sitePath = decoded(path);
        const file = siteFile(files, sitePath);
        // The post-build step stops on a link to nothing, naming the page; here is the post's line.
        if (!isFile(file)) missing(src, `at ${join(files.publicDir, sitePath).replaceAll("\\", "/")}`, image);
        // A file that is not an image is the browser's to show as a broken one.
        const metadata = await sharp(file)
          .metadata()
          .catch(() => undefined);
        // A drawing (SVG) takes the width the page gives it: its own, if it has one, is no pixel count.
        if (!metadata || metadata.format === "svg") return;
        const { width, height } = metadata.autoOrient;
        // The page keeps room for the picture only with both; one given alone keeps the picture's shape.
        const given = Number(image.properties.width);
        const givenHeight = Number(image.properties.height);
        if (!image.properties.height && given > 0)
          image.properties.height = Math.round((given * height) / width);
        else if (!image.properties.width && givenHeight > 0)
          image.properties.width = Math.round((givenHeight * width) / height);
        else if (!image.properties.width && !image.properties.height)
          Object.assign(image.properties, { width, height });
        const format = metadata.format === "heif" ? `heif ${metadata.compression}` : metadata.format;
        const sizable = RESIZED_FORMATS.has(format) ? SIZED_IMAGE.widths.filter((each) => each < width) : [];
        // A copy the prerender cannot write: the picture is published whole.
        const unaddressable = !isPrerenderable(sitePath);
        if (unaddressable && sizable.length > 0)
          warn(
            `the image ${src} has a % or a \\ in its name, so the site makes no smaller copies of it: rename it (and its links)`,
            image.position?.start.line,
          );
        const widths = unaddressable ? [] : sizable;
        if (widths.length > 0) {
          // A comma would end a candidate of the srcset early.
          image.properties.srcSet = widths
            .map((each) => `${sizedImagePath(path, each).replaceAll(",", "%2C")} ${each}w`)
            .join(", ");
          image.properties.sizes = given > 0 && given < COLUMN_PX ? `${given}px` : POST_IMAGE_SIZES;
          for (const each of widths) copies.add(decodeURI(sizedImagePath(path, each)));
        }
        if (index > 0) image.properties.loading = "lazy";
        image.properties.decoding = "async";
        if (widths.length > 0 || unaddressable) return;
        const bytes = (await stat(file)).size;
        if (bytes > LARGE_POST_IMAGE_BYTES)
          warn(
            `the image ${src} is ${(bytes / 1e6).toFixed(1)} MB, which every reader of the post downloads whole: the site makes smaller copies only of JPEG, PNG, WebP and AVIF pictures over ${SIZED_IMAGE.widths[0]} px wide, so save this one in fewer bytes`,
            image.position?.start.line,
          );
      }),
    );
  };
}

/**
 * The copy `width` pixels wide of the picture `file`, as WebP, turned and without metadata. A file sharp can
 * size but not read (cut short) stops the build: the error names it, not only the copy's path.
 */
export function sizedCopy(file: string, width: number) {
  return sharp(file)
    .rotate()
    .resize({ width })
    .webp()
    .toBuffer()
    .catch((error: Error) => {
      throw new ContentProblem(
        `${file}: the site cannot read this picture (${error.message}); save it again whole`,
      );
    });
}

/** A post's own file (a page bundle's) as it is, for its resource route (routes/post-file.tsx). */
export async function postFileResponse(file: string) {
  const type = mime.getType(file) ?? "application/octet-stream";
  return new Response(new Uint8Array(await readFile(file)), { headers: { "Content-Type": type } });
}
