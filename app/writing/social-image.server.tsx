// The link previews: a 1200×630 PNG drawn at build time from the words it is given, with satori (layout to
// SVG), resvg (SVG to pixels) and sharp (pixels to PNG), so no browser is needed. A post's shows its title
// under the owner's name; the site's own, every other page's preview, shows the owner's role under the name
// and the site's address. The font comes from the dejavu-fonts-ttf package, installed with the project: the
// build has no network. A letter it lacks is drawn in the owner's fonts (app/owner-fonts.server.ts).
import { readFileSync } from "node:fs";
import satori, { type Font } from "satori";
import sharp from "sharp";
import { DEJAVU_SANS, type OwnerFont } from "~/owner-fonts.server";

export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;

/**
 * DejaVu Sans, regular and bold, then the owner's fonts: read when the first picture of a list (the content
 * graph's, one for the build) is drawn, and kept with the list, as satori keeps what it parsed of a font by
 * the font object's identity.
 */
const fontsOf = new WeakMap<OwnerFont[], Font[]>();
const NO_FONTS: OwnerFont[] = [];

function fontsWith(owner: OwnerFont[]): Font[] {
  let fonts = fontsOf.get(owner);
  if (!fonts) {
    // The previews set nothing in italic.
    fonts = [...DEJAVU_SANS.filter((font) => font.style === "normal"), ...owner].map(
      ({ family, file, weight, style }): Font => ({ name: family, data: readFileSync(file), weight, style }),
    );
    fontsOf.set(owner, fonts);
  }
  return fonts;
}

/** The words on a picture: whose it is (initials, name and the line under the name) and its title. */
export type SocialImageText = { initials: string; name: string; byline: string; title: string };

/** What the pictures take from site.ts. */
type Owner = { initials: string; name: string; role: string; url: string };

/** A post's picture: the owner and their role, over the post's title. */
export function postImageText(owner: Owner, title: string): SocialImageText {
  return { initials: owner.initials, name: owner.name, byline: owner.role, title };
}

/** The site's own picture: the owner and the site's address (example.org, user.github.io/portfolio), over their role. */
export function siteImageText(owner: Owner): SocialImageText {
  const { host, pathname } = new URL(owner.url);
  return {
    initials: owner.initials,
    name: owner.name,
    byline: `${host}${pathname.replace(/\/+$/, "")}`,
    title: owner.role,
  };
}

/** A title of many words takes a smaller size, so that four lines at most fill the picture. */
function titleSize(title: string) {
  if (title.length > 90) return 50;
  if (title.length > 55) return 60;
  return 72;
}

/**
 * The site's dark theme: a gradient at CSS's 135deg (top left to bottom
 * right), from the page colour through navy at 60% to the accent at the far corner. It is drawn here as SVG
 * rather than as satori's `linear-gradient` background, which satori paints through an SVG pattern that resvg
 * draws in a picture of its own first: a sixth of each picture's time, a second over a hundred posts.
 */
const BACKGROUND = (() => {
  const [width, height] = [SOCIAL_IMAGE_WIDTH, SOCIAL_IMAGE_HEIGHT];
  // CSS's gradient line for 135deg runs through the centre, down and to the right, and ends where a line at
  // right angles to it meets a corner: a quarter of the width plus the height away from the centre, on
  // each axis.
  const reach = (width + height) / 4;
  const [x1, y1, x2, y2] = [width / 2 - reach, height / 2 - reach, width / 2 + reach, height / 2 + reach];
  return (
    `<linearGradient id="background" gradientUnits="userSpaceOnUse" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
    `<stop offset="0" stop-color="#0b1120"/><stop offset="0.6" stop-color="#13224a"/>` +
    `<stop offset="1" stop-color="#1d4ed8"/></linearGradient>` +
    `<rect width="${width}" height="${height}" fill="url(#background)"/>`
  );
})();

/** The picture's words, laid out as satori reads them: the identity at the top, the title at the bottom. */
export function SocialImageLayout({ initials, name, byline, title }: SocialImageText) {
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        // satori adds the padding to the 100% height unless told otherwise, which pushed the title, laid out
        // at the bottom, partly or wholly off the picture.
        boxSizing: "border-box",
        padding: 80,
        color: "#e2e8f0",
        fontFamily: "DejaVu Sans",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 24 }}>
        <div
          style={{
            width: 88,
            height: 88,
            borderRadius: 20,
            background: "#1d4ed8",
            color: "#ffffff",
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            fontSize: 38,
            fontWeight: 700,
          }}
        >
          {initials}
        </div>
        <div style={{ display: "flex", flexDirection: "column" }}>
          <div style={{ fontSize: 36, fontWeight: 700 }}>{name}</div>
          <div style={{ fontSize: 24, color: "#a3b1c6" }}>{byline}</div>
        </div>
      </div>
      <div
        style={{
          display: "flex",
          fontSize: titleSize(title),
          fontWeight: 700,
          lineHeight: 1.15,
          color: "#ffffff",
          maxWidth: 1040,
        }}
      >
        {title}
      </div>
    </div>
  );
}

/** The picture as pixels, with the owner's `fonts` after DejaVu Sans; `renderSocialImage` writes it as a PNG. */
export async function drawSocialImage(text: SocialImageText, fonts = NO_FONTS) {
  // satori lays out the identity and the title, on no background: BACKGROUND goes under them.
  const layout = await satori(<SocialImageLayout {...text} />, {
    width: SOCIAL_IMAGE_WIDTH,
    height: SOCIAL_IMAGE_HEIGHT,
    fonts: fontsWith(fonts),
  });
  // satori's drawing goes into this picture without its own <svg> element: nested, resvg would draw it in a
  // picture of its own too.
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SOCIAL_IMAGE_WIDTH}" height="${SOCIAL_IMAGE_HEIGHT}">` +
    `${BACKGROUND}${layout.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "")}</svg>`;
  const { Resvg } = await import("@resvg/resvg-js");
  // satori has drawn every letter as a path, so resvg needs no font: left to its default, it reads every
  // font file on the machine for each picture, which was most of a post's build time.
  return new Resvg(svg, {
    fitTo: { mode: "width", value: SOCIAL_IMAGE_WIDTH },
    font: { loadSystemFonts: false },
  }).render();
}

/** Most platforms refuse a preview over 5 MB, and some fetch it on a slow connection: the PNG stays small. */
export const SOCIAL_IMAGE_MAX_BYTES = 120_000;

/**
 * The picture as a PNG. sharp writes it without the alpha channel (the background is opaque) and with zlib's
 * usual effort: a third of the bytes of resvg's own PNG, in half the time.
 */
export async function renderSocialImage(text: SocialImageText, fonts = NO_FONTS): Promise<Buffer> {
  const { width, height, pixels } = await drawSocialImage(text, fonts);
  return sharp(pixels, { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .png()
    .toBuffer();
}

/** The picture as a file route answers with it: the prerender writes the PNG into the build. */
export async function socialImageResponse(text: SocialImageText, fonts = NO_FONTS) {
  const png = await renderSocialImage(text, fonts);
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
}
