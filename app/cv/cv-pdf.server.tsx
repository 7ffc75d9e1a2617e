// The CV as a PDF, built from the same content as the pages (site, experience, skills, the .bib files, courses and talks), so
// the two never disagree. The page is A4 with margins that keep the text inside US Letter as well. Build time
// only: scripts/cv-file.ts writes it after the prerender, and the .server suffix keeps the PDF renderer out of
// every browser bundle.
import { Document, Page, renderToBuffer } from "@react-pdf/renderer";
import { site } from "~/content/site";
import { expertise } from "~/content/skills";
import {
  CvExperience,
  CvHeader,
  CvQualifications,
  CvSelectedPublications,
  CvSkills,
  CvTalks,
  CvTeaching,
  siteHost,
} from "./cv-sections.server";
import { registerFonts, styles } from "./cv-styles.server";

function CurriculumVitae() {
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
        <CvHeader />
        <CvExperience />
        <CvSelectedPublications />
        <CvTeaching />
        <CvTalks />
        <CvQualifications title="Education" items={site.degrees} />
        <CvQualifications title="Certifications" items={site.certifications} />
        <CvSkills />
      </Page>
    </Document>
  );
}

/** The CV's PDF bytes. */
export async function renderCvPdf() {
  registerFonts();
  return new Uint8Array(await renderToBuffer(<CurriculumVitae />));
}
