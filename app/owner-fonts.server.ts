// The owner's own fonts, for the letters DejaVu Sans lacks: the CV and the link previews are drawn at build
// time in DejaVu Sans alone, never in a font of the machine that builds, so that every build prints the same.
// A Chinese, Japanese or Korean name or title needs a font with its letters: the owner puts it in
// app/content/fonts/ (a .ttf or .otf file), where it is read, never published. Its family name, which Typst
// and satori ask for, is read from the file with fontkit.
import { existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import * as fontkit from "fontkit";
import { contentFile } from "./owner-folders.server";
import { ContentProblem } from "./content-problem";

/** Where the owner's fonts are. */
export const FONTS_DIR = contentFile("fonts");

const FONT_FILE = /\.(ttf|otf)$/i;
/** Fonts in forms that satori, which draws the link previews, cannot read. */
const OTHER_FONT_FILE = /\.(ttc|otc|woff2?)$/i;

/** A font to draw with: its file, its family's name ("Noto Sans SC"), its weight and its style. */
export type OwnerFont = { file: string; family: string; weight: FontWeight; style: "normal" | "italic" };

type FontWeight = 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900;

/**
 * DejaVu Sans from its npm package, the typeface of the CV and the link previews, before the owner's fonts:
 * every European Latin letter (Ł, Ø, ő, ş), Greek and Cyrillic print as written.
 */
export const DEJAVU_SANS: OwnerFont[] = (
  [
    ["DejaVuSans.ttf", 400, "normal"],
    ["DejaVuSans-Bold.ttf", 700, "normal"],
    ["DejaVuSans-Oblique.ttf", 400, "italic"],
  ] as const
).map(([name, weight, style]) => ({
  file: createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`),
  family: "DejaVu Sans",
  weight,
  style,
}));

/**
 * The owner's fonts in `dir`, by file name; none without the folder. Other files there (a licence) are left
 * alone; a font collection or a web font stops the build, naming the form to use instead.
 */
export function ownerFonts(dir = FONTS_DIR): OwnerFont[] {
  if (!existsSync(dir)) return [];
  const names = readdirSync(dir).sort();
  const files = names.map((name) => join(dir, name).replaceAll("\\", "/"));
  const other = files.find((file) => OTHER_FONT_FILE.test(file));
  if (other)
    throw new ContentProblem(
      `${other}: the CV and the link previews read a font as one .ttf or .otf file; put that form here instead`,
    );
  return files
    .filter((file) => FONT_FILE.test(file))
    .map((file) => {
      try {
        const font = fontkit.openSync(file);
        if ("familyName" in font) {
          // An old font may have no OS/2 table, which holds the weight and style: it is then regular.
          const { usWeightClass = 400, fsSelection = { italic: false } } = font["OS/2"] ?? {};
          return {
            file,
            // The typographic family, as Typst files a font: "Noto Sans SC", not "Noto Sans SC Medium".
            family: font.getName("preferredFamily", "en") ?? font.familyName,
            weight: (Math.min(9, Math.max(1, Math.round(usWeightClass / 100))) * 100) as FontWeight,
            style: fsSelection.italic ? "italic" : "normal",
          } satisfies OwnerFont;
        }
      } catch (error) {
        throw new ContentProblem(`${file}: not a font that can be read (${(error as Error).message})`);
      }
      throw new ContentProblem(`${file}: holds several fonts; put one .ttf or .otf font here instead`);
    });
}
