// The one place the CV meets the content: `cvData` turns the owner's records into the CV's one input
// (cv-data.ts), and `cvFromContent` hands it the site's own. Re-pointing the CV at another source of content
// is a change to this file alone.
import { apaReferenceRuns } from "~/bibliography/bibtex.server";
import { type Publication, paperLanguageOn } from "~/bibliography/publication";
import { experiences } from "~/content/experience";
import { externalLinks } from "~/content/links";
import { site } from "~/content/site";
import { expertise } from "~/content/skills";
import { courses } from "~/content/teaching";
import type {
  Course,
  Experience,
  ExternalLink,
  LeveledSkill,
  Qualification,
  Site,
  Text,
} from "~/content-types";
import { hrefUnder, resolveBasePath } from "~/base-path-rules";
import { dayText } from "~/dates";
import { yearsText } from "~/seo/course-text";
import { pageHref, publicationPath, talkPath } from "~/pages";
import type { ResolvedTalk } from "~/talks/talk";
import { splitTalks } from "~/talks/talk-time";
import type { CvData, CvLink, CvText } from "./cv-data";
import { type Language, localizedPath } from "~/i18n/languages";
import { PAGE_MESSAGES } from "~/i18n/page-messages";
import { itemLanguage, localize, shownText } from "~/i18n/localize";

/** The owner's records the CV reads, as the content modules hold them. */
export type CvSources = {
  site: Pick<
    Site,
    "name" | "role" | "email" | "url" | "location" | "description" | "degrees" | "certifications"
  >;
  experiences: Experience[];
  skills: LeveledSkill[];
  links: ExternalLink[];
  publications: Publication[];
  courses: Course[];
  talks: ResolvedTalk[];
};

/** The words the CV prints around the content, in English. */
export const ENGLISH_LABELS: CvData["labels"] = PAGE_MESSAGES.en.cv;

/** The CV of these records, as of `now` (which talks are still to come), in `language`. */
export function cvData(records: CvSources, now: Date, language: Language = "en"): CvData {
  const messages = PAGE_MESSAGES[language];
  // Each text in `language`, or where the owner gave none, the default language's.
  const sources = localize(records, language);
  const { site } = sources;
  const host = new URL(site.url).host;
  // Where the site is served under its host: BASE_PATH, else the path of site.url (app/base-path.ts).
  const base = resolveBasePath(process.env.BASE_PATH, site.url);
  // A page of the site as the CV prints it: the address in full, the host and path as its label.
  const sitePage = (path: string): CvLink => {
    const href = new URL(hrefUnder(pageHref(localizedPath(path, language)), base), site.url).href;
    return { href, label: `${host}${new URL(href).pathname}` };
  };
  const { upcoming, past } = splitTalks(sources.talks, now);
  // A text of the owner's, with its language where it is not the one around it: the CV's, or its item's.
  const text = (given: Text, around: Language = language): CvText => {
    const shown = shownText(given, language);
    return shown.language === around ? shown.text : { text: shown.text, lang: shown.language };
  };
  // An item whose every text is in one other language carries it (see CvData); `texts` writes its texts.
  const item = <T>(given: unknown, texts: (text: (each: Text) => CvText) => T) => {
    const whole = itemLanguage(given, language);
    return { ...texts((each) => text(each, whole)), ...(whole ? { lang: whole } : {}) };
  };
  const qualification = (given: Qualification) =>
    item(given, (text) => ({
      name: text(given.name),
      institution: text(given.institution),
      year: given.year,
    }));
  return {
    // The language of the pages that link it (root.tsx): the CV is written in it.
    lang: language,
    labels: messages.cv,
    name: site.name,
    role: text(records.site.role),
    location: site.location,
    summary: text(records.site.description),
    contacts: [
      { label: site.email, href: `mailto:${site.email}` },
      {
        label: `${host}${base.slice(0, -1)}`,
        // site.url as written, unless BASE_PATH serves the site at another path of its host.
        href: base === resolveBasePath(undefined, site.url) ? site.url : new URL(base, site.url).href,
      },
      ...sources.links
        .filter((link) => !link.link.startsWith("mailto:"))
        .map((link) => ({ label: link.name, href: link.link })),
    ],
    keywords: sources.skills.map((skill) => skill.name),
    experience: records.experiences.map((job) =>
      item(job, (text) => ({
        title: text(job.title),
        organisation: text(job.company_name),
        dates: text(job.date),
        points: job.points.map(text),
      })),
    ),
    publications: sources.publications
      .filter((paper) => paper.selected)
      .map((paper) => ({
        // A thesis's degree is the site's label ("PhD thesis"), in the CV's language like the rest.
        reference: apaReferenceRuns(
          { ...paper, genre: paper.genre && (messages.bibliographyLabels[paper.genre] ?? paper.genre) },
          site.name,
          messages.citationLocale,
          paperLanguageOn(paper, language),
        ),
        link: sitePage(publicationPath(paper.key)),
      })),
    allPublications: sources.publications.length ? sitePage("/publications") : undefined,
    teaching: records.courses.map((course) => ({
      title: text(course.title),
      dates: yearsText(course, messages.teaching.present),
      details: [
        text(course.institution.name),
        text(course.audience),
        ...(course.level ? [text(course.level)] : []),
        messages.teaching.modesInText[course.mode] +
          (course.hours ? `, ${course.hours}${messages.teaching.hoursUnit}` : ""),
      ],
    })),
    // Newest first throughout: the furthest upcoming talk, down to the oldest past one.
    talks: [...upcoming.toReversed(), ...past].map(({ slug }) => {
      const talk = records.talks.find((given) => given.slug === slug)!;
      const { place } = talk;
      return {
        title: text(talk.title),
        date: dayText(talk.date, messages.locale),
        details: [
          messages.talks.kinds[talk.kind],
          text(talk.event.name),
          ...("online" in place
            ? [messages.talks.online.toLowerCase()]
            : [text(place.city), text(place.country)]),
        ],
        link: sitePage(talkPath(slug)),
      };
    }),
    degrees: records.site.degrees.map(qualification),
    certifications: records.site.certifications.map(qualification),
    skills: records.skills.map((skill) => ({
      name: text(skill.name),
      level: messages.skillLevels[skill.level],
    })),
  };
}

/** The CV of the site's own content, with its publications and talks, in `language`. */
export function cvFromContent(
  { publications, talks }: Pick<CvSources, "publications" | "talks">,
  now = new Date(),
  language: Language = "en",
): CvData {
  const sources = { site, experiences, skills: expertise, links: externalLinks, courses };
  return cvData({ ...sources, publications, talks }, now, language);
}
