// @vitest-environment node
// A post's preview picture is a PNG of the size Open Graph asks for, drawn from the title with no browser.
import { describe, expect, it } from "vitest";
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH, renderSocialImage } from "./social-image.server";

describe("renderSocialImage", () => {
  it("draws a 1200×630 PNG, for a short title and a very long one", async () => {
    for (const title of ["Short", "A title of many words that goes on ".repeat(4)]) {
      const png = await renderSocialImage(title);
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([SOCIAL_IMAGE_WIDTH, SOCIAL_IMAGE_HEIGHT]);
    }
    expect([SOCIAL_IMAGE_WIDTH, SOCIAL_IMAGE_HEIGHT]).toEqual([1200, 630]);
  }, 30_000);
});
