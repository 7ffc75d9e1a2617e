// Entries are visible in the prerendered HTML. After hydration, only an entry still below the fold
// is hidden, then animates in once when it scrolls into view; reduced motion skips the animation.
import { useLayoutEffect, useRef, useState } from "react";
import { useInView } from "react-intersection-observer";
import { IconTile } from "./icon-tile";
import type { Experience } from "~/content/types";

const BOTTOM_MARGIN_PX = 40;
export const TIMELINE_ROOT_MARGIN = `0px 0px -${BOTTOM_MARGIN_PX}px 0px`;

function TimelineEntry({ experience }: { experience: Experience }) {
  const { ref, inView } = useInView({ rootMargin: TIMELINE_ROOT_MARGIN, triggerOnce: true });
  const node = useRef<HTMLLIElement | null>(null);
  const [waitingToReveal, setWaitingToReveal] = useState(false);

  // Layout effect: decided before the browser paints the hydrated page. An entry hidden here is below the
  // fold, or in the bottom 40 px band that the observer does not count as in view yet.
  useLayoutEffect(() => {
    if (!node.current || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const belowFold = node.current.getBoundingClientRect().top > window.innerHeight - BOTTOM_MARGIN_PX;
    if (belowFold) setWaitingToReveal(true);
  }, []);

  const hidden = waitingToReveal && !inView;
  return (
    <li
      ref={(element) => {
        node.current = element;
        ref(element);
      }}
      className={`relative pb-12 pl-16 transition duration-700 ease-out last:pb-0 sm:pl-20 ${
        hidden ? "translate-y-8 opacity-0" : "translate-y-0 opacity-100"
      }`}
    >
      <div className="absolute top-0 left-0">
        <IconTile src={experience.icon} background={experience.iconBg} size="lg" />
      </div>
      <article className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
        <p className="text-sm font-medium text-muted">{experience.date}</p>
        <h3 className="mt-1 text-xl font-semibold">{experience.title}</h3>
        <p className="font-medium text-accent">{experience.company_name}</p>
        <ul className="mt-4 list-disc space-y-2 pl-5 text-muted marker:text-line">
          {experience.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </article>
    </li>
  );
}

export function ExperienceTimeline({ experiences }: { experiences: Experience[] }) {
  return (
    <ol className="relative before:absolute before:top-2 before:bottom-2 before:left-6 before:w-px before:bg-line">
      {experiences.map((experience) => (
        <TimelineEntry key={experience.title} experience={experience} />
      ))}
    </ol>
  );
}
