// @vitest-environment node
// A preview picture is a PNG of the size Open Graph asks for, drawn from its words with no browser.
import { describe, expect, it } from "vitest";
import {
  SOCIAL_IMAGE_HEIGHT,
  SOCIAL_IMAGE_WIDTH,
  SOCIAL_IMAGE_MAX_BYTES,
  drawSocialImage,
  renderSocialImage,
} from "./social-image.server";
import { ownerFonts } from "~/owner-fonts.server";

/** A fixture owner's picture with this title. */
const withTitle = (title: string) => ({
  initials: "MQ",
  name: "Mira Quell",
  byline: "Fixture researcher",
  title,
});

describe("renderSocialImage", () => {
  it("draws a small 1200×630 PNG, for a short title and a very long one", async () => {
    for (const title of ["Short", "A title of many words that goes on ".repeat(4)]) {
      const png = await renderSocialImage(withTitle(title));
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([SOCIAL_IMAGE_WIDTH, SOCIAL_IMAGE_HEIGHT]);
      expect(png.length, title).toBeLessThanOrEqual(SOCIAL_IMAGE_MAX_BYTES);
    }
    expect([SOCIAL_IMAGE_WIDTH, SOCIAL_IMAGE_HEIGHT]).toEqual([1200, 630]);
  }, 30_000);

  // The title is the only pure white below the header (the name above it is a paler grey); the background
  // never is. The title is on the picture, and the margin along the bottom and the right stays clear of it.
  it.each([
    ["a one-line title", "Short"],
    ["a three-line title", "Word error rate is not enough for air traffic control speech recognition"],
    ["a title of many words", "A title of many words that goes on and on ".repeat(3).trim()],
  ])(
    "keeps %s on the picture, inside its margins",
    async (_case, title) => {
      const { width, height, pixels } = await drawSocialImage(withTitle(title));
      const belowHeader = 200;
      const margin = 40;
      let titlePixels = 0;
      let inMargin = 0;
      for (let y = belowHeader; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const at = (y * width + x) * 4;
          if (pixels[at]! < 250 || pixels[at + 1]! < 250 || pixels[at + 2]! < 250) continue;
          titlePixels += 1;
          if (y >= height - margin || x >= width - margin) inMargin += 1;
        }
      }
      expect(titlePixels).toBeGreaterThan(500);
      expect(inMargin).toBe(0);
    },
    30_000,
  );
});

describe("drawSocialImage's background", () => {
  it("runs from the page colour at the top left to the accent at the bottom right, opaque everywhere", async () => {
    const { width, height, pixels } = await drawSocialImage(withTitle("Short"));
    const at = (x: number, y: number) => [...pixels.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)];
    const near = (rgba: number[], hex: string) =>
      rgba
        .slice(0, 3)
        .every(
          (value, index) => Math.abs(value - parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16)) <= 8,
        );
    expect(near(at(0, 0), "#0b1120"), `top left ${at(0, 0)}`).toBe(true);
    expect(near(at(width - 1, height - 1), "#1d4ed8"), `bottom right ${at(width - 1, height - 1)}`).toBe(
      true,
    );
    for (let index = 3; index < pixels.length; index += 4)
      if (pixels[index] !== 255) expect.fail(`pixel ${index / 4} is see-through`);
  });

  // Without a font that has them, every letter DejaVu Sans lacks is drawn as the same empty box.
  it("draws a letter DejaVu Sans lacks in a font of the owner's that has it", async () => {
    const fonts = ownerFonts("app/testing/owners/second/content/fonts");
    const pixels = async (title: string, given = fonts) =>
      (await drawSocialImage(withTitle(title), given)).pixels;
    expect(Buffer.from(await pixels("王", [])).equals(Buffer.from(await pixels("芳", [])))).toBe(true);
    expect(Buffer.from(await pixels("王")).equals(Buffer.from(await pixels("芳")))).toBe(false);
  }, 30_000);
});
