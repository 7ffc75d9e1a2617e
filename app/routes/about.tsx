import type { Route } from "./+types/about";
import { CallToAction } from "~/components/call-to-action";
import { ExperienceTimeline } from "~/components/experience-timeline";
import { ExternalAnchor } from "~/components/external-anchor";
import { ButtonLink } from "~/components/button-link";
import { IconTile } from "~/components/icon-tile";
import { Page } from "~/components/page";
import { PageIntro } from "~/components/page-intro";
import { PublicationEntry } from "~/components/publication-entry";
import { Section } from "~/components/section";
import { experiences } from "~/content/experience";
import { loadPublications } from "~/bibliography/publications.server";
import { externalLinks, site } from "~/content/site";
import { toolkit } from "~/content/skills";
import type { Qualification } from "~/content/types";
import { pageMeta } from "~/seo/meta";
import { CV_PDF, pageHref } from "~/pages";
import { courses } from "~/content/teaching";

// Runs when the page is prerendered: the papers marked `selected = {true}` in app/content/publications/.
export function loader() {
  return { selected: loadPublications().filter((paper) => paper.selected) };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: "/about",
    title: "About",
    description: `${site.name}, ${site.role}: experience, education, certifications and skills.`,
  });

function QualificationList({ title, items }: { title: string; items: Qualification[] }) {
  return (
    <div>
      <h3 className="text-lg font-semibold">{title}</h3>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item.name} className="rounded-xl border border-line bg-surface p-5">
            <p className="font-medium">{item.name}</p>
            <p className="text-sm text-muted">
              {item.institution} · {item.year}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <Page>
      <PageIntro eyebrow="About me" title={site.role}>
        {site.about.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p>
          <a
            href={CV_PDF.path}
            type="application/pdf"
            className="font-semibold text-accent underline underline-offset-4 hover:opacity-80"
          >
            Download CV (PDF)
          </a>
        </p>
      </PageIntro>

      <Section title="Skills">
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {toolkit.map((skill) => (
            <li
              key={skill.name}
              className="flex flex-col items-center gap-3 rounded-xl border border-line bg-surface p-5 text-center"
            >
              <IconTile src={skill.iconUrl} size="lg" />
              <span className="font-medium">{skill.name}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Work Experience">
        <ExperienceTimeline experiences={experiences} />
      </Section>

      <Section title="Education & Certifications">
        <div className="grid gap-8 md:grid-cols-2">
          <QualificationList title="Degrees" items={site.degrees} />
          <QualificationList title="Certifications" items={site.certifications} />
        </div>
      </Section>

      <Section title="Selected Publications">
        <ul className="grid gap-5 lg:grid-cols-3">
          {loaderData.selected.map((paper) => (
            <li key={paper.key} className="[&>article]:h-full">
              <PublicationEntry paper={paper} cite={false} />
            </li>
          ))}
        </ul>
        <ButtonLink to={pageHref("/publications")} variant="secondary" className="mt-8">
          All publications
        </ButtonLink>
      </Section>

      <Section title="Connect With Me">
        <ul className="grid gap-4 sm:grid-cols-3">
          {externalLinks.map((item) => (
            <li key={item.name}>
              <ExternalAnchor
                href={item.link}
                className="flex items-center gap-4 rounded-xl border border-line bg-surface p-5 font-medium transition-colors hover:border-accent"
              >
                <IconTile src={item.iconUrl} />
                {item.name}
              </ExternalAnchor>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Teaching">
        <p className="max-w-2xl text-lg text-muted">
          Aviation English for{" "}
          {new Intl.ListFormat("en-GB").format(courses.map((course) => course.audience.toLowerCase()))}: what
          each course covers, at which ICAO and CEFR level, and where I taught it.
        </p>
        <ButtonLink to={pageHref("/teaching")} variant="secondary" className="mt-6">
          Courses I teach
        </ButtonLink>
      </Section>

      <Section title="Talks">
        <p className="max-w-2xl text-lg text-muted">
          Keynotes, conference talks, workshops and guest lectures, with slides and a calendar file for each.
        </p>
        <ButtonLink to={pageHref("/talks")} variant="secondary" className="mt-6">
          All talks
        </ButtonLink>
      </Section>

      <CallToAction />
    </Page>
  );
}
