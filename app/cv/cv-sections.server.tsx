// The CV's sections, from the same content as the pages: who the owner is and how to reach them, experience,
// selected publications, teaching, talks, qualifications and skills. A course's syllabus stays on the page, so
// the CV keeps to one line of facts per course.
import { Link, Text, View } from "@react-pdf/renderer";
import { styles } from "./cv-styles.server";
import { apaReference } from "~/bibliography/bibtex.server";
import { loadPublications } from "~/bibliography/publications.server";
import { experiences } from "~/content/experience";
import { externalLinks } from "~/content/links";
import { site } from "~/content/site";
import { expertise } from "~/content/skills";
import { courses } from "~/content/teaching";
import type { Qualification } from "~/content/types";
import { pageHref, publicationPath, talkPath } from "~/pages";
import { siteHref } from "~/base-path";
import { pageUrl, siteAddress } from "~/seo/meta";
import { levelText } from "~/seo/structured-data";
import { dayText } from "~/dates";
import { splitTalks } from "~/talks/talk-time";
import { loadTalks } from "~/talks/talks.server";

/** The site's host, as the CV shows its links: "elena-varga.example.eu/publications". */
export const siteHost = new URL(site.url).host;

/** A path on the site as the CV shows it: without the scheme, the base path included. */
function shownAddress(path: string) {
  return `${siteHost}${siteHref(path)}`;
}

/** A headed part of the CV; a short one (`keepTogether`) moves to the next page whole rather than split. */
export function Section({
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

/** The owner's name, role, place and the ways to reach them, and the site's description. */
export function CvHeader() {
  const contacts = [
    { label: site.email, href: `mailto:${site.email}` },
    { label: shownAddress("/").replace(/\/$/, ""), href: siteAddress() },
    ...externalLinks
      .filter((link) => !link.link.startsWith("mailto:"))
      .map((link) => ({ label: link.name, href: link.link })),
  ];
  return (
    <>
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
    </>
  );
}

export function CvExperience() {
  return (
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
  );
}

/** The papers marked `selected`, each as an APA reference and a link to its page, then a link to them all. */
export function CvSelectedPublications() {
  const selected = loadPublications().filter((paper) => paper.selected);
  return (
    <Section title="Selected Publications">
      {selected.map((paper) => (
        <View key={paper.key} style={styles.item} wrap={false}>
          <Text>{apaReference(paper)}</Text>
          <Link src={pageUrl(publicationPath(paper.key))} style={styles.link}>
            {shownAddress(publicationPath(paper.key))}
          </Link>
        </View>
      ))}
      <Text style={styles.muted}>
        All publications:{" "}
        <Link src={pageUrl("/publications")} style={styles.link}>
          {shownAddress("/publications")}
        </Link>
      </Text>
    </Section>
  );
}

/** Degrees or certifications, one line each: the name, the institution and the year. */
export function CvQualifications({ title, items }: { title: string; items: Qualification[] }) {
  return (
    <Section title={title} keepTogether>
      {items.map((item) => (
        <View key={item.name} style={[styles.row, { marginBottom: 3 }]}>
          <Text>
            <Text style={styles.strong}>{item.name}</Text>, {item.institution}
          </Text>
          <Text style={styles.muted}>{item.year}</Text>
        </View>
      ))}
    </Section>
  );
}

export function CvSkills() {
  return (
    <Section title="Skills" keepTogether>
      <Text>{expertise.map((skill) => `${skill.name} (${skill.level})`).join(" · ")}</Text>
    </Section>
  );
}

/**
 * A headed part of the CV whose first entry stays on the heading's page: entries are never split, and a
 * heading alone at the foot of a page reads as a mistake.
 */
function HeadedEntries({ title, entries }: { title: string; entries: React.ReactNode[] }) {
  const [first, ...rest] = entries;
  return (
    <View style={styles.section}>
      <View wrap={false}>
        <Text style={styles.heading}>{title}</Text>
        {first}
      </View>
      {rest}
    </View>
  );
}

export function CvTeaching() {
  const entries = courses.map((course) => {
    const years = `${course.years.from}–${course.years.to ?? "present"}`;
    return (
      <View key={course.title} style={styles.item} wrap={false}>
        <View style={styles.row}>
          <Text style={[styles.strong, { flex: 1, paddingRight: 8 }]}>{course.title}</Text>
          <Text style={styles.muted}>{years}</Text>
        </View>
        <Text style={styles.muted}>
          {course.institution.name} · {course.audience} · {levelText(course)} · {course.mode}, {course.hours}{" "}
          hours
        </Text>
      </View>
    );
  });
  return <HeadedEntries title="Teaching" entries={entries} />;
}

export function CvTalks() {
  const { upcoming, past } = splitTalks(loadTalks(), new Date());
  // Newest first throughout: the furthest upcoming talk, down to the oldest past one.
  const newestFirst = [...upcoming.toReversed(), ...past];
  const entries = newestFirst.map((talk) => {
    const path = pageHref(talkPath(talk.slug));
    return (
      <View key={talk.slug} style={[styles.item, { marginBottom: 5 }]} wrap={false}>
        <View style={styles.row}>
          <Text style={[styles.strong, { flex: 1, paddingRight: 8 }]}>{talk.title}</Text>
          <Text style={styles.muted}>{dayText(talk.date)}</Text>
        </View>
        <Text style={styles.muted}>
          {talk.kind[0]!.toUpperCase() + talk.kind.slice(1)}, {talk.event.name},{" "}
          {"online" in talk.place ? "online" : `${talk.place.city}, ${talk.place.country}`} ·{" "}
          <Link src={pageUrl(path)} style={styles.link}>
            {shownAddress(path)}
          </Link>
        </Text>
      </View>
    );
  });
  return <HeadedEntries title="Talks" entries={entries} />;
}
