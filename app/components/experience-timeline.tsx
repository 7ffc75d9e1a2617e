// Entries are visible in the prerendered HTML. After hydration, only an entry still below the fold is
// hidden, then animates in once when it scrolls into view; reduced motion skips the animation.
//
// The hide and the reveal are one attribute, data-reveal, that an effect sets on the DOM and the stylesheet
// reads. React renders the list once and never again for it: no state, so no re-render while the page
// hydrates, when the main thread is busiest.
import { useLayoutEffect, useRef } from "react";
import { IconTile } from "./icon-tile";
import type { Experience } from "~/content/types";

const BOTTOM_MARGIN_PX = 40;
export const TIMELINE_ROOT_MARGIN = `0px 0px -${BOTTOM_MARGIN_PX}px 0px`;

/** Hides each entry below the fold until it first scrolls into view. Returns the cleanup. */
function revealOnScroll(entries: HTMLElement[]) {
  const observer = new IntersectionObserver(
    (changes) => {
      for (const change of changes) {
        if (!change.isIntersecting) continue;
        change.target.removeAttribute("data-reveal");
        observer.unobserve(change.target);
      }
    },
    { rootMargin: TIMELINE_ROOT_MARGIN },
  );
  // Below the fold, or in the bottom 40 px band that the observer does not count as in view yet.
  const fold = window.innerHeight - BOTTOM_MARGIN_PX;
  const waiting = entries.filter((item) => item.getBoundingClientRect().top > fold);
  for (const entry of waiting) {
    entry.setAttribute("data-reveal", "waiting");
    observer.observe(entry);
  }
  return () => {
    observer.disconnect();
    for (const entry of waiting) entry.removeAttribute("data-reveal");
  };
}

function TimelineEntry({ experience }: { experience: Experience }) {
  return (
    <li className="relative pb-12 pl-16 transition duration-700 ease-out last:pb-0 data-[reveal=waiting]:translate-y-8 data-[reveal=waiting]:opacity-0 sm:pl-20">
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
  const list = useRef<HTMLOListElement>(null);

  // A layout effect decides before the browser paints the hydrated page.
  useLayoutEffect(() => {
    if (!list.current || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    return revealOnScroll(Array.from(list.current.children, (item) => item as HTMLElement));
  }, []);

  return (
    <ol
      ref={list}
      className="relative before:absolute before:top-2 before:bottom-2 before:left-6 before:w-px before:bg-line"
    >
      {experiences.map((experience) => (
        <TimelineEntry key={experience.title} experience={experience} />
      ))}
    </ol>
  );
}
