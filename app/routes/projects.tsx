import type { Route } from "./+types/projects";
import { CallToAction } from "~/components/call-to-action";
import { Page } from "~/components/page";
import { PageIntro } from "~/components/page-intro";
import { ProjectCard } from "~/components/project-card";
import { Section } from "~/components/section";
import { projects } from "~/content/projects";
import { site } from "~/content/site";
import { pageMeta } from "~/seo/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: "/projects",
    title: "Projects",
    description: `Projects by ${site.name}. ${site.projectsIntro}`,
  });

export default function Projects() {
  return (
    <Page>
      <PageIntro eyebrow="Projects" title={site.projectsTitle}>
        <p>{site.projectsIntro}</p>
      </PageIntro>
      <Section title="All Projects">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {projects.map((project) => (
            <li key={project.name}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      </Section>
      <CallToAction />
    </Page>
  );
}
