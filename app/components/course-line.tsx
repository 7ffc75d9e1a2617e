import { Link } from "react-router";
import type { Course } from "~/content-types";
import { LocalText } from "./local-text";
import { usePageHref } from "~/i18n/use-language";
import { usePageMessages } from "~/i18n/use-page-messages";
import { yearsText } from "~/seo/course-text";
import { courseAnchor } from "~/seo/structured-data";

/** A course in one line or two, outside /teaching: its title (to its place there), audience, school, years. */
export function CourseLine({ course }: { course: Course }) {
  const href = usePageHref();
  const messages = usePageMessages();
  return (
    <>
      <Link
        reloadDocument
        to={`${href("/teaching")}#${courseAnchor(course)}`}
        className="font-semibold underline decoration-line underline-offset-4 hover:text-accent hover:decoration-accent"
      >
        <LocalText text={course.title} />
      </Link>
      <p className="mt-1 text-sm text-muted">
        <LocalText text={course.audience} />
        {" · "}
        <LocalText text={course.institution.name} />
        {" · "}
        {yearsText(course, messages.teaching.present)}
      </p>
    </>
  );
}
