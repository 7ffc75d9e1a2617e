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
import type { Course, CourseMode, Talk } from "~/content/types";
import type { ResolvedTalk } from "~/talks/talk";
import { courseAnchor, levelText } from "./course-text";
import { siteAddress } from "./meta";

/** schema.org's courseMode values that Google's course rich results name. */
const courseModes = { "in person": "Onsite", online: "Online", blended: "Blended" } satisfies Record<
  CourseMode,
  string
>;

/** The owner, as the home page's Person names them. */
export function ownerPerson(): Person {
  return { "@type": "Person", name: site.name, jobTitle: site.role, url: siteAddress() };
}

// The teaching page and the CV read these from here too.
export { courseAnchor, levelText } from "./course-text";

function courseLd(course: Course, pageUrl: string): CourseLd {
  return {
    "@type": "Course",
    name: course.title,
    description: course.description,
    url: `${pageUrl}#${courseAnchor(course)}`,
    educationalLevel: levelText(course),
    audience: { "@type": "Audience", audienceType: course.audience },
    teaches: course.syllabus,
    provider: {
      "@type": "Organization",
      name: course.institution.name,
      ...(course.institution.url ? { url: course.institution.url } : {}),
    },
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: courseModes[course.mode],
      courseWorkload: `PT${course.hours}H`,
      instructor: ownerPerson(),
    },
  };
}

/** Every course, in page order, as one ItemList. */
export function courseListLd(courses: readonly Course[], pageUrl: string): WithContext<ItemList> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: courses.map((course, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: courseLd(course, pageUrl),
    })),
  };
}

function locationLd(place: Talk["place"]): Place | VirtualLocation {
  if ("online" in place) return { "@type": "VirtualLocation", url: place.url };
  return {
    "@type": "Place",
    name: place.venue ?? place.city,
    address: { "@type": "PostalAddress", addressLocality: place.city, addressCountry: place.country },
  };
}

/** A talk as a schema.org Event, the owner as its performer. */
export function talkEventLd(
  talk: Pick<ResolvedTalk, "title" | "abstract" | "timing" | "place" | "event">,
  pageUrl: string,
): WithContext<Event> {
  const { startIso, endIso } = talk.timing;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
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
    performer: ownerPerson(),
    organizer: { "@type": "Organization", name: talk.event.name, url: talk.event.url },
  };
}
