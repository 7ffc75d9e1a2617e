import type { Route } from "./+types/projects";
import { LocalText } from "~/components/local-text";
import { CallToAction } from "~/components/call-to-action";
import { Page } from "~/components/page";
import { PageIntro } from "~/components/page-intro";
import { ProjectCard } from "~/components/project-card";
import { Section } from "~/components/section";
import { projects } from "~/content/projects";
import { site } from "~/content/site";
import { localizedPageMeta } from "~/seo/meta";
import { localize } from "~/i18n/localize";
import { PAGE_MESSAGES } from "~/i18n/page-messages";
import { usePageMessages } from "~/i18n/use-page-messages";

export const meta: Route.MetaFunction = ({ location }) =>
  localizedPageMeta(location, "/projects", (language) => ({
    title: PAGE_MESSAGES[language].projects.title,
    description: PAGE_MESSAGES[language].projects.description(
      site.name,
      localize(site.projectsIntro, language),
    ),
  }));

export default function Projects() {
  const messages = usePageMessages();
  return (
    <Page>
      <PageIntro eyebrow={messages.projects.eyebrow} title={<LocalText text={site.projectsTitle} />}>
        <p>
          <LocalText text={site.projectsIntro} />
        </p>
      </PageIntro>
      <Section title={messages.projects.all}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {projects.map((project, index) => (
            <li key={index}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      </Section>
      <CallToAction />
    </Page>
  );
}
