// schema.org JSON-LD for the teaching and talks pages: an ItemList of Course on /teaching, an Event on each
// talk's page. The owner appears in both as the same Person the home page describes, and search engines read
// the courses' modes and the talks' dates without parsing the text.
import type {
  Course as CourseLd,
  Event,
  ItemList,
  Person,
  Place,
  VirtualLocation,
  WithContext,
} from "schema-dts";
import { site } from "~/content/site";
import type { Course, CourseMode, Talk } from "~/content-types";
import { DEFAULT_LANGUAGE, type Language, MULTILINGUAL } from "~/i18n/languages";
import { type Localized, localize, shownText } from "~/i18n/localize";
import type { ResolvedTalk } from "~/talks/talk";
import { slugOf } from "~/slug";
import { siteAddress } from "./meta";

/** schema.org's courseMode values that Google's course rich results name. */
const courseModes = { "in person": "Onsite", online: "Online", blended: "Blended" } satisfies Record<
  CourseMode,
  string
>;

/** The owner, as the home page's Person names them. */
function ownerPerson(language: Language): Person {
  return { "@type": "Person", name: site.name, jobTitle: localize(site.role, language), url: siteAddress() };
}

// The teaching page and the CV read these from here too.

/** Where a course is on /teaching, the same on every language's page: its default language's title. */
export function courseAnchor(course: Pick<Course, "title">) {
  return slugOf(localize(course.title, DEFAULT_LANGUAGE));
}

/** A course as a reader of `language` gets it, in the language its description is shown in. */
function courseLd(course: Course, pageUrl: string, language: Language): CourseLd {
  const local = localize(course, language);
  return {
    "@type": "Course",
    // Only a site of more than one language says it: a site of one language's JSON-LD is as it was.
    ...(MULTILINGUAL ? { inLanguage: shownText(course.description, language).language } : {}),
    name: local.title,
    description: local.description,
    url: `${pageUrl}#${courseAnchor(course)}`,
    ...(local.level ? { educationalLevel: local.level } : {}),
    audience: { "@type": "Audience", audienceType: local.audience },
    teaches: local.syllabus,
    provider: {
      "@type": "Organization",
      name: local.institution.name,
      ...(course.institution.url ? { url: course.institution.url } : {}),
    },
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: courseModes[course.mode],
      ...(course.hours ? { courseWorkload: `PT${course.hours}H` } : {}),
      instructor: ownerPerson(language),
    },
  };
}

/** Every course, in page order, as one ItemList. */
export function courseListLd(
  courses: readonly Course[],
  pageUrl: string,
  language: Language,
): WithContext<ItemList> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: courses.map((course, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: courseLd(course, pageUrl, language),
    })),
  };
}

function locationLd(place: Localized<Talk["place"]>): Place | VirtualLocation {
  if ("online" in place) return { "@type": "VirtualLocation", url: place.url };
  return {
    "@type": "Place",
    name: place.venue ?? place.city,
    address: { "@type": "PostalAddress", addressLocality: place.city, addressCountry: place.country },
  };
}

/** A talk as a schema.org Event, the owner as its performer, in the language its abstract is shown in. */
export function talkEventLd(
  source: Pick<ResolvedTalk, "title" | "abstract" | "timing" | "place" | "event">,
  pageUrl: string,
  language: Language,
): WithContext<Event> {
  const talk = localize(source, language);
  const { startIso, endIso } = talk.timing;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    ...(MULTILINGUAL ? { inLanguage: shownText(source.abstract, language).language } : {}),
    name: talk.title,
    description: talk.abstract,
    url: pageUrl,
    startDate: startIso,
    ...(endIso ? { endDate: endIso } : {}),
    eventAttendanceMode:
      "online" in talk.place
        ? "https://schema.org/OnlineEventAttendanceMode"
        : "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    location: locationLd(talk.place),
    performer: ownerPerson(language),
    organizer: { "@type": "Organization", name: talk.event.name, url: talk.event.url },
  };
}
