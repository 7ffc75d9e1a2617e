// The CV as a PDF, built from the same content as the pages (site, experience, skills, publications.bib), so
// the two never disagree. The page is A4 with margins that keep the text inside US Letter as well. Build time
// only: scripts/cv-file.ts writes it after the prerender, and the .server suffix keeps the PDF renderer out of
// every browser bundle.
import { Document, Font, Link, Page, Text, View, renderToBuffer } from "@react-pdf/renderer";
import type { Styles } from "@react-pdf/renderer";
import { createRequire } from "node:module";
import { experiences } from "~/content/experience";
import { loadPublications } from "~/bibliography/publications.server";
import { externalLinks, site } from "~/content/site";
import { expertise } from "~/content/skills";
import type { Qualification } from "~/content/types";
import { apaReference } from "~/bibliography/bibtex.server";
import { pageHref, publicationPath } from "~/pages";
import { absoluteUrl } from "~/seo/meta";
import { CvTalks, CvTeaching } from "./cv-teaching.server";

const FONT = "DejaVu Sans";

// DejaVu Sans: one file per weight that covers every European Latin letter (Ł, Ø, ő, ş…), so any name or
// co-author prints as written.
function registerFonts() {
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
const styles = {
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
export type CvStyles = typeof styles;

/** A headed part of the CV; a short one (`keepTogether`) moves to the next page whole rather than split. */
function Section({
  title,
  keepTogether = false,
  children,
}: {
  title: string;
  keepTogether?: boolean;
  children: React.ReactNode;
}) {
  return (
    <View style={styles.section} wrap={!keepTogether}>
      <Text style={styles.heading} minPresenceAhead={40}>
        {title}
      </Text>
      {children}
    </View>
  );
}

function QualificationRows({ items }: { items: Qualification[] }) {
  return items.map((item) => (
    <View key={item.name} style={[styles.row, { marginBottom: 3 }]}>
      <Text>
        <Text style={styles.strong}>{item.name}</Text>, {item.institution}
      </Text>
      <Text style={styles.muted}>{item.year}</Text>
    </View>
  ));
}

function CurriculumVitae() {
  const selected = loadPublications().filter((paper) => paper.selected);
  const siteHost = new URL(site.url).host;
  const contacts = [
    { label: site.email, href: `mailto:${site.email}` },
    { label: siteHost, href: site.url },
    ...externalLinks
      .filter((link) => !link.link.startsWith("mailto:"))
      .map((link) => ({ label: link.name, href: link.link })),
  ];
  return (
    <Document
      title={`${site.name} – Curriculum Vitae`}
      author={site.name}
      subject={site.role}
      keywords={expertise.map((skill) => skill.name).join(", ")}
      creator={siteHost}
      producer={siteHost}
      language="en"
      // SOURCE_DATE_EPOCH (the reproducible-builds convention) pins the date, and with it the file's ID, so
      // two builds of the same sources write the same bytes; without it the PDF is dated when it is built.
      creationDate={
        process.env.SOURCE_DATE_EPOCH ? new Date(Number(process.env.SOURCE_DATE_EPOCH) * 1000) : new Date()
      }
    >
      <Page size="A4" style={styles.page}>
        <Text style={styles.name}>{site.name}</Text>
        <Text style={styles.role}>{site.role}</Text>
        <View style={styles.contact}>
          <Text>{site.location}</Text>
          {contacts.map((contact) => (
            <View key={contact.href} style={{ flexDirection: "row" }}>
              <Text style={styles.separator}>·</Text>
              <Link src={contact.href} style={styles.link}>
                {contact.label}
              </Link>
            </View>
          ))}
        </View>
        <Text style={{ marginTop: 8 }}>{site.description}</Text>

        <Section title="Experience">
          {experiences.map((job) => (
            <View key={job.title} style={styles.item} wrap={false}>
              <View style={styles.row}>
                <Text style={styles.strong}>{job.title}</Text>
                <Text style={styles.muted}>{job.date}</Text>
              </View>
              <Text style={styles.muted}>{job.company_name}</Text>
              {job.points.map((point) => (
                <View key={point} style={styles.bullet}>
                  <Text style={styles.bulletMark}>•</Text>
                  <Text style={styles.bulletText}>{point}</Text>
                </View>
              ))}
            </View>
          ))}
        </Section>

        <Section title="Selected Publications">
          {selected.map((paper) => (
            <View key={paper.key} style={styles.item} wrap={false}>
              <Text>{apaReference(paper)}</Text>
              <Link src={absoluteUrl(pageHref(publicationPath(paper.key)))} style={styles.link}>
                {`${siteHost}${publicationPath(paper.key)}`}
              </Link>
            </View>
          ))}
          <Text style={styles.muted}>
            All publications:{" "}
            <Link src={absoluteUrl(pageHref("/publications"))} style={styles.link}>
              {`${siteHost}/publications`}
            </Link>
          </Text>
        </Section>

        <CvTeaching styles={styles} />
        <CvTalks styles={styles} />

        <Section title="Education" keepTogether>
          <QualificationRows items={site.degrees} />
        </Section>

        <Section title="Certifications" keepTogether>
          <QualificationRows items={site.certifications} />
        </Section>

        <Section title="Skills" keepTogether>
          <Text>{expertise.map((skill) => `${skill.name} (${skill.level})`).join(" · ")}</Text>
        </Section>
      </Page>
    </Document>
  );
}

/** The CV's PDF bytes. */
export async function renderCvPdf() {
  registerFonts();
  return new Uint8Array(await renderToBuffer(<CurriculumVitae />));
}
