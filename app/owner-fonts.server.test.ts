// @vitest-environment node
// The owner's fonts, read from their folder: each font file with its family's name, other files left alone,
// and a clear stop for a font in a form the link previews cannot read, or a file that is no font.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ownerFonts } from "./owner-fonts.server";

const SECOND_OWNER_FONTS = "app/testing/owners/second/content/fonts";
let dir: string | undefined;
/** A path as the messages write it, with forward slashes on any system. */
const shown = (path: string) => path.replaceAll("\\", "/");
const folder = () => (dir = mkdtempSync(join(tmpdir(), "owner-fonts-")));

afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe("ownerFonts", () => {
  it("reads each font file with its family's name, and leaves the licence beside it alone", () => {
    expect(ownerFonts(SECOND_OWNER_FONTS)).toEqual([
      {
        file: `${SECOND_OWNER_FONTS}/NotoSansSC-Regular.ttf`,
        family: "Noto Sans SC",
        weight: 400,
        style: "normal",
      },
    ]);
  });

  it("reads a font's weight and style, and files a static weight under its family, as Typst does", () => {
    const fonts = folder();
    const dejavu = createRequire(import.meta.url).resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
    for (const name of ["DejaVuSans-BoldOblique.ttf", "DejaVuSans-ExtraLight.ttf"])
      cpSync(join(dirname(dejavu), name), join(fonts, name));
    expect(ownerFonts(fonts).map(({ family, weight, style }) => ({ family, weight, style }))).toEqual([
      { family: "DejaVu Sans", weight: 700, style: "italic" },
      // Its own family is "DejaVu Sans Light", which Typst files under "DejaVu Sans".
      { family: "DejaVu Sans", weight: 200, style: "normal" },
    ]);
  });

  it("finds none without the folder", () => {
    expect(ownerFonts(join(folder(), "fonts"))).toEqual([]);
  });

  it.each(["NotoSansCJK-Regular.ttc", "NotoSansSC-Regular.woff2"])(
    "stops at %s, a form the link previews cannot read, naming the file and the form to use",
    (name) => {
      const fonts = folder();
      writeFileSync(join(fonts, name), "");
      expect(() => ownerFonts(fonts)).toThrow(
        `${shown(join(fonts, name))}: the CV and the link previews read a font as one .ttf or .otf file`,
      );
    },
  );

  it("stops at a .ttf file that is no font, naming it", () => {
    const fonts = folder();
    cpSync(join(SECOND_OWNER_FONTS, "OFL.txt"), join(fonts, "NotoSansSC-Regular.ttf"));
    expect(() => ownerFonts(fonts)).toThrow(
      `${shown(join(fonts, "NotoSansSC-Regular.ttf"))}: not a font that can be read`,
    );
  });
});
