// The owner's photo as the home page shows it. portrait.ts names a photo of any size in the content folder; the
// build publishes only a square copy of PORTRAIT_IMAGE.size pixels cut from its middle, as WebP (sharp), which
// the content graph makes and its route (routes/portrait.tsx) serves at PORTRAIT_IMAGE.path: a camera's 4000 px photo costs a visitor a few dozen kilobytes, it is turned as the
// camera says (EXIF orientation), and its metadata (where and when it was taken) is not published.
import { existsSync, readdirSync, statSync } from "node:fs";
import { basename, relative, resolve } from "node:path";
import sharp from "sharp";
import { ContentProblem } from "./content-problem";
import type { Portrait } from "./content-types";
import { CONTENT_DIR, PUBLIC_DIR, contentFile } from "./owner-folders.server";
import { PORTRAIT_IMAGE } from "./pages";

/** The file in `contentDir` that `src` (a name such as "portrait.jpg") names, or undefined where it names none. */
function photoFile(src: string, contentDir: string) {
  const file = resolve(contentDir, src);
  const inside = !relative(resolve(contentDir), file).startsWith("..") && !/^[\\/]/.test(src);
  return inside && existsSync(file) && statSync(file).isFile() ? file : undefined;
}

/** Why `src` names no photo beside portrait.ts, said after its field's name. */
function missingPhoto(src: string, contentDir: string, publicDir: string) {
  // One in public/ (where fetch-images put one, and wrote its path on the site) is moved, not copied: left
  // there, the original is still published.
  if (photoFile(src.replace(/^\//, ""), publicDir))
    return `names "${src}", which is in ${publicDir}/, where the site publishes it as it is, the camera's size and metadata and all: move it beside portrait.ts and give its name, "${basename(src)}"`;
  // Which photos are there: a name mistyped, or in other capitals, which a Mac's or Windows' disk lets
  // through and the host's Linux build does not.
  const photos = readdirSync(contentDir)
    .filter((name) => /\.(jpe?g|png|webp|avif|gif|tiff?|heic)$/i.test(name))
    .toSorted();
  const there = photos.length
    ? `; beside it now: ${photos.map((name) => `"${name}"`).join(", ")} (a name's capitals count)`
    : "";
  return `names "${src}", which is not a file in ${contentDir}/: put the photo beside portrait.ts and give its name, such as "portrait.jpg"${there}`;
}

/**
 * The photo as the site publishes it, a square WebP of PORTRAIT_IMAGE.size pixels, made once per build by the
 * content graph; null without one. Stops the build, naming portrait.ts and its field, if the photo is no file
 * beside it, or no photo sharp can read whole (a download or a copy cut short still has a whole header).
 */
export async function portraitImage(
  portrait: Portrait | null,
  contentDir = CONTENT_DIR,
  publicDir = PUBLIC_DIR,
): Promise<Buffer | null> {
  if (!portrait) return null;
  const { src } = portrait;
  const stop = (problem: string) =>
    new ContentProblem(`${contentFile("portrait.ts")}: field "portrait.src" ${problem}`);
  const file = photoFile(src, contentDir);
  if (!file) throw stop(missingPhoto(src, contentDir, publicDir));
  return sharp(file)
    .rotate()
    .resize(PORTRAIT_IMAGE.size, PORTRAIT_IMAGE.size, { fit: "cover" })
    .webp()
    .toBuffer()
    .catch(() => {
      throw stop(
        `names "${src}", which is not a photo, or not a whole one: give a JPEG, PNG, WebP or AVIF file`,
      );
    });
}
