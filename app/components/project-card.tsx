import { ExternalAnchor } from "./external-anchor";
import { IconTile } from "./icon-tile";
import { LocalText } from "./local-text";
import type { Project } from "~/content-types";
import { usePageMessages } from "~/i18n/use-page-messages";

/** One project: its theme colour runs along the top edge and fills the icon tile. */
export function ProjectCard({ project }: { project: Project }) {
  const messages = usePageMessages();
  return (
    <article
      className="flex h-full flex-col rounded-2xl border border-t-4 border-line bg-surface p-6 shadow-sm"
      style={{ borderTopColor: project.theme }}
    >
      <div className="flex items-start justify-between gap-4">
        <IconTile src={project.iconUrl} background={project.theme} size="lg" />
        {project.status === "in-progress" && (
          <span className="rounded-full bg-subtle px-3 py-1 text-xs font-semibold text-muted">
            {messages.projects.inProgress}
          </span>
        )}
      </div>
      <h3 className="mt-5 text-xl font-semibold">
        <LocalText text={project.name} />
      </h3>
      <p className="mt-2 flex-1 text-muted">
        <LocalText text={project.description} />
      </p>
      <ul aria-label={messages.tags} className="mt-5 flex flex-wrap gap-2">
        {project.tags.map((tag, index) => (
          <li key={index} className="rounded-full border border-line px-3 py-1 text-xs font-medium">
            <LocalText text={tag} />
          </li>
        ))}
      </ul>
      <div className="mt-6 border-t border-line pt-4 text-sm font-semibold">
        {project.status === "live" ? (
          <ExternalAnchor
            href={project.link}
            className="inline-flex items-center gap-1 text-accent underline-offset-4 hover:underline"
          >
            {messages.projects.liveLink}
            <span className="sr-only">
              : <LocalText text={project.name} />, <LocalText text={project.linkLabel} />
            </span>
            <span aria-hidden="true">↗</span>
          </ExternalAnchor>
        ) : (
          <p className="text-muted">{messages.projects.comingSoon}</p>
        )}
      </div>
    </article>
  );
}
