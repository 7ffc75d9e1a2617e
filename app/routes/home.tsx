import { Link } from "react-router";
import type { Route } from "./+types/home";
import { ButtonLink } from "~/components/button-link";
import { Page } from "~/components/page";
import { ProjectCard } from "~/components/project-card";
import { Section } from "~/components/section";
import { privacy } from "~/content/legal";
import { featuredProjects } from "~/content/projects";
import { externalLinks, site } from "~/content/site";
import { expertise } from "~/content/skills";
import type { SkillLevel } from "~/content/types";
import { pageMeta } from "~/seo/meta";
import { PostList } from "~/components/post-list";
import { pageHref } from "~/pages";
import { loadPosts, postSummary } from "~/writing/posts.server";

/** How many of the newest posts the home page shows. */
const LATEST_POSTS = 3;

// Runs when the page is prerendered; React Router leaves loaders out of the browser's bundle.
export function loader() {
  return { latestPosts: loadPosts().slice(0, LATEST_POSTS).map(postSummary) };
}

/** Structured data that tells search engines who the site is about (schema.org Person). */
function personJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: site.name,
    jobTitle: site.role,
    description: site.description,
    url: site.url,
    email: `mailto:${site.email}`,
    // City and country only: the street is for the imprint, not for every search result.
    address: {
      "@type": "PostalAddress",
      addressLocality: privacy.address.addressLocality,
      addressCountry: privacy.address.addressCountry,
    },
    sameAs: externalLinks.map((item) => item.link).filter((link) => link.startsWith("https:")),
    knowsAbout: expertise.map((skill) => skill.name),
    alumniOf: [...new Set(site.degrees.map((degree) => degree.institution))].map((name) => ({
      "@type": "CollegeOrUniversity",
      name,
    })),
  };
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta({ path: "/", title: site.role, description: site.description }),
  { "script:ld+json": personJsonLd() },
];

const levelStyles = {
  Expert: "bg-accent text-accent-ink",
  Advanced: "bg-accent-soft text-ink",
} satisfies Record<SkillLevel, string>;

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <Page>
      <div className="relative grid items-center gap-12 pt-16 pb-8 sm:pt-24 lg:grid-cols-[3fr_2fr]">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute top-0 right-0 -z-10 size-96 bg-radial from-accent/15 to-transparent to-70%"
        />
        <div>
          <p className="text-lg font-semibold text-accent">{site.hero.greeting}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-6xl">
            {site.hero.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-muted sm:text-xl">{site.hero.lede}</p>
          <div className="mt-10 flex flex-wrap gap-3">
            <ButtonLink to={pageHref("/projects")}>View Projects</ButtonLink>
            <ButtonLink to={pageHref("/contact")} variant="secondary">
              Contact Me
            </ButtonLink>
          </div>
        </div>
        <aside
          aria-label="At a glance"
          className="rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8"
        >
          <dl className="grid grid-cols-2 gap-x-6 gap-y-8">
            {site.hero.highlights.map((item) => (
              <div key={item.label} className="flex flex-col gap-1">
                <dt className="text-sm text-muted">{item.label}</dt>
                <dd className="order-first text-3xl font-bold tracking-tight text-accent">{item.value}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>

      <Section title="Technical Expertise">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {expertise.map((skill) => (
            <li
              key={skill.name}
              className="flex items-center justify-between gap-4 rounded-xl border border-line bg-surface p-5"
            >
              <span className="font-medium">{skill.name}</span>
              <span className={`rounded-full px-3 py-1 text-xs font-semibold ${levelStyles[skill.level]}`}>
                {skill.level}
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Featured Projects" className="pb-20">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {featuredProjects.map((project) => (
            <li key={project.name}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
        <Link
          reloadDocument
          to={pageHref("/projects")}
          className="mt-8 inline-flex items-center gap-1 font-semibold text-accent underline-offset-4 hover:underline"
        >
          View All Projects <span aria-hidden="true">→</span>
        </Link>
      </Section>

      {loaderData.latestPosts.length > 0 && (
        <Section title="Latest writing" className="pb-20">
          <PostList posts={loaderData.latestPosts} headingLevel="h3" />
          <Link
            reloadDocument
            to={pageHref("/writing")}
            className="mt-8 inline-flex items-center gap-1 font-semibold text-accent underline-offset-4 hover:underline"
          >
            All writing <span aria-hidden="true">→</span>
          </Link>
        </Section>
      )}
    </Page>
  );
}
