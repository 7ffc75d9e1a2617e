import type { Route } from "./+types/teaching";
import { LocalText } from "~/components/local-text";
import { smallButtonStyles } from "~/components/button-link";
import { ExternalAnchor } from "~/components/external-anchor";
import { Page } from "~/components/page";
import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { yearsText } from "~/seo/course-text";
import { site } from "~/content/site";
import { courses } from "~/content/teaching";
import type { Course } from "~/content-types";
import { languageOfPath, localizedPath } from "~/i18n/languages";
import { PAGE_MESSAGES } from "~/i18n/page-messages";
import { localize } from "~/i18n/localize";
import { usePageMessages } from "~/i18n/use-page-messages";
import { pageMeta, pageUrl } from "~/seo/meta";
import { courseAnchor, courseListLd } from "~/seo/structured-data";

export const meta: Route.MetaFunction = ({ location }) => {
  const language = languageOfPath(location.pathname);
  const { teaching } = PAGE_MESSAGES[language];
  return [
    ...pageMeta({
      path: "/teaching",
      title: teaching.title,
      description: teaching.description(site.name, localize(site.teachingStatement, language)),
      language,
    }),
    { "script:ld+json": courseListLd(courses, pageUrl(localizedPath("/teaching", language)), language) },
  ];
};

function CourseEntry({ course }: { course: Course }) {
  const { teaching } = usePageMessages();
  const facts = [
    { term: teaching.audience, detail: <LocalText text={course.audience} /> },
    ...(course.level ? [{ term: teaching.level, detail: <LocalText text={course.level} /> }] : []),
    {
      term: teaching.institution,
      detail: course.institution.url ? (
        <ExternalAnchor
          href={course.institution.url}
          className="underline underline-offset-4 hover:text-accent"
        >
          <LocalText text={course.institution.name} />
        </ExternalAnchor>
      ) : (
        <LocalText text={course.institution.name} />
      ),
    },
    { term: teaching.mode, detail: teaching.modes[course.mode] },
    { term: teaching.years, detail: yearsText(course, teaching.present) },
    ...(course.hours ? [{ term: teaching.hours, detail: `${course.hours}${teaching.hoursUnit}` }] : []),
  ];
  return (
    <article
      aria-labelledby={courseAnchor(course)}
      className="rounded-xl border border-line bg-surface p-5 sm:p-6"
    >
      <h3 id={courseAnchor(course)} className="text-xl leading-snug font-semibold">
        <LocalText text={course.title} />
      </h3>
      <p className="mt-2 max-w-3xl text-muted">
        <LocalText text={course.description} />
      </p>
      <dl className="mt-5 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {facts.map((fact) => (
          <div key={fact.term} className="contents">
            <dt className="font-semibold">{fact.term}</dt>
            <dd className="mb-2 text-muted sm:mb-0">{fact.detail}</dd>
          </div>
        ))}
      </dl>
      <h4 className="mt-5 text-sm font-semibold">{teaching.syllabus}</h4>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-muted">
        {course.syllabus.map((topic, index) => (
          <li key={index}>
            <LocalText text={topic} />
          </li>
        ))}
      </ul>
      {course.materials && course.materials.length > 0 && (
        <>
          <h4 className="mt-5 text-sm font-semibold">{teaching.materials}</h4>
          <ul className="mt-2 flex flex-wrap gap-2">
            {course.materials.map((material) => (
              <li key={material.url}>
                <ExternalAnchor href={material.url} className={smallButtonStyles.secondary}>
                  <LocalText text={material.label} />
                </ExternalAnchor>
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}

export default function Teaching() {
  const { teaching } = usePageMessages();
  return (
    <Page>
      <PageIntro eyebrow={teaching.eyebrow} title={teaching.heading}>
        <p>
          <LocalText text={site.teachingStatement} />
        </p>
      </PageIntro>
      <Section title={teaching.courses} className="pb-20">
        {courses.length === 0 ? (
          <p className="text-muted">{teaching.noCourses}</p>
        ) : (
          <ul className="space-y-6">
            {courses.map((course, index) => (
              <li key={index}>
                <CourseEntry course={course} />
              </li>
            ))}
          </ul>
        )}
      </Section>
    </Page>
  );
}
