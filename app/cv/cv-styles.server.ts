// The CV's typeface and styles, shared by the document (cv-pdf.server.tsx) and its sections
// (cv-sections.server.tsx), so neither imports the other.
import { Font, type Styles } from "@react-pdf/renderer";
import { createRequire } from "node:module";

const FONT = "DejaVu Sans";

// DejaVu Sans: one file per weight that covers every European Latin letter (Ł, Ø, ő, ş…), so any name or
// co-author prints as written.
export function registerFonts() {
  const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
  Font.register({
    family: FONT,
    fonts: [
      { src: fontFile("DejaVuSans.ttf") },
      { src: fontFile("DejaVuSans-Bold.ttf"), fontWeight: "bold" },
      { src: fontFile("DejaVuSans-Oblique.ttf"), fontStyle: "italic" },
    ],
  });
  // Whole words only: DejaVu has no hyphenation dictionary, and a broken URL or name reads worse than a short line.
  Font.registerHyphenationCallback((word) => [word]);
}

const ACCENT = "#1d4ed8";
const MUTED = "#475569";
export const styles = {
  // A4 is 595 × 842 pt, Letter 612 × 792: these margins leave the text block inside both.
  page: {
    fontFamily: FONT,
    fontSize: 9.5,
    lineHeight: 1.4,
    color: "#0f172a",
    paddingTop: 44,
    paddingBottom: 72,
    paddingHorizontal: 50,
  },
  name: { fontSize: 22, fontWeight: "bold", lineHeight: 1.2 },
  role: { fontSize: 11, color: ACCENT, marginTop: 4 },
  contact: { flexDirection: "row", flexWrap: "wrap", marginTop: 6, color: MUTED },
  separator: { color: "#94a3b8", marginHorizontal: 6 },
  link: { color: ACCENT, textDecoration: "none" },
  section: { marginTop: 14 },
  heading: {
    fontSize: 11.5,
    fontWeight: "bold",
    color: ACCENT,
    borderBottomWidth: 0.75,
    borderBottomColor: "#cbd5e1",
    paddingBottom: 2,
    marginBottom: 6,
  },
  row: { flexDirection: "row", justifyContent: "space-between" },
  strong: { fontWeight: "bold" },
  muted: { color: MUTED },
  item: { marginBottom: 7 },
  bullet: { flexDirection: "row", marginTop: 1.5 },
  bulletMark: { width: 10, color: MUTED },
  bulletText: { flex: 1 },
} satisfies Styles;
