// The CV's Teaching and Talks sections, from the same content as /teaching and /talks; a course's syllabus
// stays on the page, so the CV keeps to one line of facts per course.
import { Link, Text, View } from "@react-pdf/renderer";
import type { CvStyles } from "./cv-styles.server";
import { site } from "~/content/site";
import { courses } from "~/content/teaching";
import { pageHref, talkPath } from "~/pages";
import { pageUrl } from "~/seo/meta";
import { levelText } from "~/seo/structured-data";
import { dayText } from "~/dates";
import { splitTalks } from "~/talks/talk-time";
import { loadTalks } from "~/talks/talks.server";

/**
 * A headed part of the CV whose first entry stays on the heading's page: entries are never split, and a
 * heading alone at the foot of a page reads as a mistake.
 */
function HeadedEntries({
  title,
  styles,
  entries,
}: {
  title: string;
  styles: CvStyles;
  entries: React.ReactNode[];
}) {
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

export function CvTeaching({ styles }: { styles: CvStyles }) {
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
  return <HeadedEntries title="Teaching" styles={styles} entries={entries} />;
}

export function CvTalks({ styles }: { styles: CvStyles }) {
  const { upcoming, past } = splitTalks(loadTalks(), new Date());
  // Newest first throughout: the furthest upcoming talk, down to the oldest past one.
  const newestFirst = [...upcoming.toReversed(), ...past];
  const siteHost = new URL(site.url).host;
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
            {`${siteHost}${path}`}
          </Link>
        </Text>
      </View>
    );
  });
  return <HeadedEntries title="Talks" styles={styles} entries={entries} />;
}
