// The CV as a PDF, built from the same content as the pages (site, experience, skills, publications.bib), so
// the two never disagree. The page is A4 with margins that keep the text inside US Letter as well. Build time
// only: scripts/cv-file.ts writes it after the prerender, and the .server suffix keeps the PDF renderer out of
// every browser bundle.
import { Document, Link, Page, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { experiences } from "~/content/experience";
import { loadPublications } from "~/bibliography/publications.server";
import { externalLinks } from "~/content/links";
import { site } from "~/content/site";
import { expertise } from "~/content/skills";
import type { Qualification } from "~/content/types";
import { apaReference } from "~/bibliography/bibtex.server";
import { publicationPath } from "~/pages";
import { pageUrl } from "~/seo/meta";
import { CvTalks, CvTeaching } from "./cv-sections.server";
import { registerFonts, styles } from "./cv-styles.server";

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
              <Link src={pageUrl(publicationPath(paper.key))} style={styles.link}>
                {`${siteHost}${publicationPath(paper.key)}`}
              </Link>
            </View>
          ))}
          <Text style={styles.muted}>
            All publications:{" "}
            <Link src={pageUrl("/publications")} style={styles.link}>
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
