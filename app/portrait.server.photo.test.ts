// @vitest-environment node
// The owner's photo as the site publishes it: a square WebP of the page's size, turned as the camera says,
// without the camera's metadata; and a photo the build cannot publish stops it, naming portrait.ts and the
// field. Photos made here, in a content folder of the test's own.
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { contentFile } from "./owner-folders.server";
import { PORTRAIT_IMAGE } from "./pages";
import { portraitImage } from "./portrait.server";

const RED = { r: 220, g: 30, b: 30 };
const BLUE = { r: 30, g: 30, b: 220 };
let contentDir: string;

/**
 * A camera's landscape photo stored on its side: red on the left, blue on the right, with EXIF orientation 6
 * (turn 90° clockwise to show it) and a note of where it was taken. Shown upright, red is on top.
 */
async function cameraPhoto() {
  const half = (colour: typeof RED) =>
    sharp({ create: { width: 1000, height: 1500, channels: 3, background: colour } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 2000, height: 1500, channels: 3, background: RED } })
    .composite([{ input: await half(BLUE), left: 1000, top: 0 }])
    .withExif({ IFD0: { ImageDescription: "Taken at home, 48.2082 N 16.3738 E" } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

beforeAll(async () => {
  contentDir = mkdtempSync(join(tmpdir(), "portrait-"));
  mkdirSync(join(contentDir, "images"));
  writeFileSync(join(contentDir, "images", "me and my desk.jpg"), await cameraPhoto());
  writeFileSync(join(contentDir, "notes.jpg"), "not a photo");
  // A download or a copy cut short: its header reads as a JPEG's, its pixels stop halfway.
  const photo = await cameraPhoto();
  writeFileSync(join(contentDir, "cut short.jpg"), photo.subarray(0, photo.length / 2));
  // A photo beside the content folder, outside it.
  writeFileSync(`${contentDir}-outside.jpg`, await cameraPhoto());
});

/** The colour of the published photo's pixel at x, y. */
async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at], g: data[at + 1], b: data[at + 2] };
}

const near = (colour: typeof RED) => ({
  r: expect.closeTo(colour.r, -1.5),
  g: expect.closeTo(colour.g, -1.5),
  b: expect.closeTo(colour.b, -1.5),
});

describe("portraitImage", () => {
  it("publishes a square WebP of the page's size, upright, without the camera's metadata", async () => {
    const image = (await portraitImage({ src: "images/me and my desk.jpg", alt: "The owner" }, contentDir))!;
    const metadata = await sharp(image).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual([
      "webp",
      PORTRAIT_IMAGE.size,
      PORTRAIT_IMAGE.size,
    ]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    const edge = PORTRAIT_IMAGE.size - 10;
    expect(await pixel(image, 10, 10)).toEqual(near(RED));
    expect(await pixel(image, 10, edge)).toEqual(near(BLUE));
    expect(image.length).toBeLessThan(20_000);
  });
});

describe("a photo the site cannot publish", () => {
  const stops = (src: string) => portraitImage({ src, alt: "The owner" }, contentDir);
  const message = (text: string) => `${contentFile("portrait.ts")}: field "portrait.src" names "${text}"`;

  it("lets a photo in the content folder through, and no photo at all", async () => {
    await expect(stops("images/me and my desk.jpg")).resolves.toBeInstanceOf(Buffer);
    await expect(portraitImage(null, contentDir)).resolves.toBeNull();
  });

  it("stops on a name that is no file in the content folder, naming the file and the field", async () => {
    const outside = `../${basename(contentDir)}-outside.jpg`;
    for (const src of [
      "portrait.jpg",
      "/images/me and my desk.jpg",
      outside,
      "images",
      "https://example.org/me.jpg",
    ])
      await expect(stops(src)).rejects.toThrow(
        `${message(src)}, which is not a file in ${contentDir}/: put the photo beside portrait.ts and give its name, such as "portrait.jpg"`,
      );
  });

  it("names the photos beside portrait.ts, for a name mistyped or written in other capitals", async () => {
    await expect(stops("Notes.JPG")).rejects.toThrow(
      `${message("Notes.JPG")}, which is not a file in ${contentDir}/: put the photo beside portrait.ts and give its name, such as "portrait.jpg"; beside it now: "cut short.jpg", "notes.jpg" (a name's capitals count)`,
    );
  });

  it("stops on a photo in the public folder, which publishes it as it is, telling to move it", async () => {
    // As fetch-images copied a portrait before, and wrote its path on the site.
    const publicDir = mkdtempSync(join(tmpdir(), "portrait-public-"));
    mkdirSync(join(publicDir, "images", "portrait"), { recursive: true });
    writeFileSync(join(publicDir, "images", "portrait", "me.jpg"), await cameraPhoto());
    const src = "/images/portrait/me.jpg";
    await expect(portraitImage({ src, alt: "The owner" }, contentDir, publicDir)).rejects.toThrow(
      `${message(src)}, which is in ${publicDir}/, where the site publishes it as it is, the camera's size and metadata and all: move it beside portrait.ts and give its name, "me.jpg"`,
    );
  });

  it("stops on a file that is no photo, or not a whole one", async () => {
    for (const src of ["notes.jpg", "cut short.jpg"])
      await expect(stops(src)).rejects.toThrow(
        `${message(src)}, which is not a photo, or not a whole one: give a JPEG, PNG, WebP or AVIF file`,
      );
  });
});
