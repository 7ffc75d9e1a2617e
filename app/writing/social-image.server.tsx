// Each post's link preview: a 1200×630 PNG drawn at build time from its title and the site's identity, with
// satori (layout to SVG) and resvg (SVG to PNG), so no browser is needed. The font comes from the
// dejavu-fonts-ttf package, installed with the project: the build has no network.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { site } from "~/content/site";

export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;

let fonts: { regular: Buffer; bold: Buffer } | undefined;

function loadFonts() {
  const file = (name: string) =>
    readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`));
  fonts ??= { regular: file("DejaVuSans.ttf"), bold: file("DejaVuSans-Bold.ttf") };
  return fonts;
}

/** A title of many words takes a smaller size, so that four lines at most fill the picture. */
function titleSize(title: string) {
  if (title.length > 90) return 50;
  if (title.length > 55) return 60;
  return 72;
}

/** The picture as pixels; `renderSocialImage` writes it as a PNG. */
export async function drawSocialImage(title: string) {
  const { regular, bold } = loadFonts();
  // The colours are the site's dark theme, as on the site-wide og-image.jpg.
  const svg = await satori(
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
        backgroundImage: "linear-gradient(135deg, #0b1120 0%, #13224a 60%, #1d4ed8 140%)",
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
          {site.initials}
        </div>
        <div style={{ display: "flex", flexDirection: "column" }}>
          <div style={{ fontSize: 36, fontWeight: 700 }}>{site.name}</div>
          <div style={{ fontSize: 24, color: "#a3b1c6" }}>{site.role}</div>
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
    </div>,
    {
      width: SOCIAL_IMAGE_WIDTH,
      height: SOCIAL_IMAGE_HEIGHT,
      fonts: [
        { name: "DejaVu Sans", data: regular, weight: 400, style: "normal" },
        { name: "DejaVu Sans", data: bold, weight: 700, style: "normal" },
      ],
    },
  );
  // satori has drawn every letter as a path, so resvg needs no font: left to its default, it reads every
  // font file on the machine for each picture, which was most of a post's build time.
  return new Resvg(svg, {
    fitTo: { mode: "width", value: SOCIAL_IMAGE_WIDTH },
    font: { loadSystemFonts: false },
  }).render();
}

export async function renderSocialImage(title: string): Promise<Buffer> {
  return (await drawSocialImage(title)).asPng();
}
