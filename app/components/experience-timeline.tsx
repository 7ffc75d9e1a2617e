// Entries are visible in the prerendered HTML. Where scripts run, an inline script right after the list
// (~/lib/timeline-reveal) hides each entry still below the fold, and reveals it once when it scrolls into view;
// reduced motion skips the animation. The page needs no framework for it: the script is the whole behaviour.
import { IconTile } from "./icon-tile";
import { LocalItem, LocalText } from "./local-text";
import type { Experience } from "~/content-types";
import { REVEAL_SCRIPT } from "~/lib/timeline-reveal";

function TimelineEntry({ experience }: { experience: Experience }) {
  return (
    // The script sets data-reveal before the dev server's hydration, which would otherwise warn about it.
    <li
      suppressHydrationWarning
      className="relative pb-12 pl-14 transition duration-700 ease-out last:pb-0 data-[reveal=waiting]:translate-y-8 data-[reveal=waiting]:opacity-0 sm:pl-20"
    >
      <div className="absolute top-0 left-0">
        <IconTile src={experience.icon} background={experience.iconBg} size="lg" />
      </div>
      <LocalItem
        as="article"
        item={experience}
        className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
      >
        <p className="text-sm font-medium text-muted">
          <LocalText text={experience.date} />
        </p>
        <h3 className="mt-1 text-xl font-semibold break-words [&:lang(de)]:hyphens-auto">
          <LocalText text={experience.title} />
        </h3>
        <p className="font-medium text-accent">
          <LocalText text={experience.company_name} />
        </p>
        <ul className="mt-4 list-disc space-y-2 pl-4 text-muted marker:text-muted sm:pl-5">
          {experience.points.map((point, index) => (
            <li key={index}>
              <LocalText text={point} />
            </li>
          ))}
        </ul>
      </LocalItem>
    </li>
  );
}

export function ExperienceTimeline({ experiences }: { experiences: Experience[] }) {
  return (
    <>
      <ol className="relative before:absolute before:top-2 before:bottom-2 before:left-6 before:w-px before:bg-line">
        {experiences.map((experience, index) => (
          <TimelineEntry key={index} experience={experience} />
        ))}
      </ol>
      <script dangerouslySetInnerHTML={{ __html: REVEAL_SCRIPT }} />
    </>
  );
}
