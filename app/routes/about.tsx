import type { Route } from "./+types/about";
import { LocalItem, LocalText } from "~/components/local-text";
import { CallToAction } from "~/components/call-to-action";
import { ExperienceTimeline } from "~/components/experience-timeline";
import { IconCardLink } from "~/components/icon-card-link";
import { CourseLine } from "~/components/course-line";
import { SeeAllLink } from "~/components/see-all-link";
import { TalkEntry } from "~/components/talk-entry";
import { IconTile } from "~/components/icon-tile";
import { Page } from "~/components/page";
import { PageIntro } from "~/components/page-intro";
import { SelectedPublications } from "~/components/selected-publications";
import { Section } from "~/components/section";
import { experiences } from "~/content/experience";
import * as graph from "~/content-graph/site-graph.server";
import { externalLinks } from "~/content/links";
import { site } from "~/content/site";
import { toolkit } from "~/content/skills";
import type { Qualification } from "~/content-types";
import { localizedPageMeta } from "~/seo/meta";
import { cvPath } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-language";
import { siteHref } from "~/base-path";
import { courses } from "~/content/teaching";
import { splitTalks } from "~/talks/talk-time";
import { localize } from "~/i18n/localize";
import { PAGE_MESSAGES } from "~/i18n/page-messages";
import { usePageMessages } from "~/i18n/use-page-messages";

/** How many courses About names; /teaching has them all. */
const ABOUT_COURSES = 2;

// Runs when the page is prerendered: the papers marked `selected = {true}` in app/content/publications/, and the
// next talk on the day the site was built (or, with none coming, the latest one given).
export function loader() {
  const { upcoming, past } = splitTalks(graph.talks, new Date());
  return {
    selected: graph.publications.filter((paper) => paper.selected),
    talk: upcoming[0]
      ? { when: "next", talk: upcoming[0] }
      : past[0]
        ? { when: "latest", talk: past[0] }
        : null,
  } as const;
}

export const meta: Route.MetaFunction = ({ location }) =>
  localizedPageMeta(location, "/about", (language) => ({
    title: PAGE_MESSAGES[language].about.title,
    description: PAGE_MESSAGES[language].about.description(site.name, localize(site.role, language)),
  }));

/** One list of qualifications, under its own heading where the section holds two. */
function QualificationList({ title, items }: { title?: string; items: Qualification[] }) {
  return (
    <div>
      {title && <h3 className="mb-4 text-lg font-semibold">{title}</h3>}
      {/* Alone in its section, it takes the section's width in two columns. */}
      <ul className={title ? "space-y-3" : "grid gap-3 md:grid-cols-2"}>
        {items.map((item, index) => (
          <LocalItem as="li" item={item} key={index} className="rounded-xl border border-line bg-surface p-5">
            <p className="font-medium">
              <LocalText text={item.name} />
            </p>
            <p className="text-sm text-muted">
              <LocalText text={item.institution} /> · {item.year}
            </p>
          </LocalItem>
        ))}
      </ul>
    </div>
  );
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { about } = usePageMessages();
  // The CV in the page's language, as the footer links it.
  const language = useLanguage();
  const qualifications = (
    [
      [about.degrees, site.degrees],
      [about.certifications, site.certifications],
    ] as const
  ).filter(([, items]) => items.length > 0);
  const both = qualifications.length === 2;
  return (
    <Page>
      <PageIntro eyebrow={about.eyebrow} title={<LocalText text={site.role} />}>
        {site.about.intro.map((paragraph, index) => (
          <p key={index}>
            <LocalText text={paragraph} />
          </p>
        ))}
        <p>
          <a
            href={siteHref(cvPath(language))}
            type="application/pdf"
            className="font-semibold text-accent underline underline-offset-4 hover:opacity-80"
          >
            {about.downloadCv}
          </a>
        </p>
      </PageIntro>

      <Section title={about.skills}>
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {toolkit.map((skill, index) => (
            <LocalItem
              as="li"
              item={skill.name}
              key={index}
              className="flex flex-col items-center gap-3 rounded-xl border border-line bg-surface p-5 text-center"
            >
              <IconTile src={skill.iconUrl} size="lg" />
              <span className="font-medium">
                <LocalText text={skill.name} />
              </span>
            </LocalItem>
          ))}
        </ul>
      </Section>

      {/* An owner without one of these lists (an al-folio site has no certifications) gets no heading over
          nothing. */}
      {experiences.length > 0 && (
        <Section title={about.experience}>
          <ExperienceTimeline experiences={experiences} />
        </Section>
      )}

      {/* With one of the two lists, the section is named for it, and no column stands empty beside it. */}
      {qualifications.length > 0 && (
        <Section title={both ? about.education : qualifications[0]![0]}>
          <div className={both ? "grid gap-8 md:grid-cols-2" : undefined}>
            {qualifications.map(([title, items]) => (
              <QualificationList key={title} title={both ? title : undefined} items={items} />
            ))}
          </div>
        </Section>
      )}

      <SelectedPublications papers={loaderData.selected} />

      <Section title={about.connect}>
        <ul className="grid gap-4 sm:grid-cols-3">
          {externalLinks.map((item) => (
            <li key={item.link}>
              <IconCardLink href={item.link} icon={item.iconUrl} className="p-5 font-medium">
                <LocalText text={item.name} />
              </IconCardLink>
            </li>
          ))}
        </ul>
      </Section>

      <div className="grid gap-x-12 lg:grid-cols-2">
        {courses.length > 0 && (
          <Section title={about.teaching}>
            <ul className="space-y-4">
              {courses.slice(0, ABOUT_COURSES).map((course, index) => (
                <li key={index}>
                  <CourseLine course={course} />
                </li>
              ))}
            </ul>
            <SeeAllLink to="/teaching" className="mt-6">
              {about.allCourses}
            </SeeAllLink>
          </Section>
        )}

        {loaderData.talk && (
          <Section title={about.talks}>
            {/* On paper the label stays on the page of the talk it names. */}
            <div className="break-inside-avoid">
              <p className="mb-3 text-sm font-semibold text-muted">
                {loaderData.talk.when === "next" ? about.nextTalk : about.latestTalk}
              </p>
              <TalkEntry talk={loaderData.talk.talk} />
            </div>
            <SeeAllLink to="/talks" className="mt-6">
              {about.allTalks}
            </SeeAllLink>
          </Section>
        )}
      </div>

      <CallToAction />
    </Page>
  );
}
