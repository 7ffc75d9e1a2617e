// The timeline as a prerendered page has it: the list's HTML and its inline reveal script, run in a fresh
// window each time, with no React in the page. jsdom has no CSS: an entry is hidden while it carries
// data-reveal="waiting", which its classes style (the e2e timeline test checks the opacity a browser shows).
import { render, screen, within } from "@testing-library/react";
import type { DOMWindow } from "jsdom";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { ExperienceTimeline } from "./experience-timeline";
import { experiences } from "~/testing/owners/first/content/experience";
import { TIMELINE_ROOT_MARGIN } from "~/lib/timeline-reveal";
import { fakeMatchMedia, loadInlinePage } from "~/testing/inline-page";

const [first] = experiences;
if (!first) throw new Error("the timeline needs entries");

type Observed = {
  options?: IntersectionObserverInit;
  targets: Set<Element>;
  notify: (target: Element) => void;
};

/** A stand-in IntersectionObserver that records what it observes and reports an entry in view on demand. */
function fakeIntersectionObserver(window: DOMWindow, observers: Observed[]) {
  window.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      const observed: Observed = {
        options,
        targets: new Set(),
        notify: (target) =>
          callback(
            [{ target, isIntersecting: true } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          ),
      };
      observers.push(observed);
      Object.assign(this, {
        observe: (target: Element) => observed.targets.add(target),
        unobserve: (target: Element) => observed.targets.delete(target),
        disconnect: () => observed.targets.clear(),
      });
    }
  } as unknown as typeof IntersectionObserver;
}

/** Loads the timeline with the first entry in view and the others far below the fold. */
async function loadTimeline({ reducedMotion = false } = {}) {
  const observers: Observed[] = [];
  const page = await loadInlinePage(
    `<body>${renderToStaticMarkup(<ExperienceTimeline experiences={experiences} />)}</body>`,
    (window) => {
      fakeMatchMedia(window, (query) => reducedMotion && query.includes("prefers-reduced-motion: reduce"));
      fakeIntersectionObserver(window, observers);
      window.HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
        const top = this.textContent?.includes(first!.title) ? 120 : window.innerHeight + 600;
        return {
          x: 0,
          y: top,
          top,
          left: 0,
          width: 600,
          height: 400,
          right: 600,
          bottom: top + 400,
        } as DOMRect;
      };
    },
  );
  const entries = Array.from(page.document.querySelectorAll("ol > li"));
  return { entries, observers };
}

describe("ExperienceTimeline", () => {
  test("shows every entry with its date, title, company, four points and icon on its colour", () => {
    render(<ExperienceTimeline experiences={experiences} />);
    const headings = screen.getAllByRole("heading", { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(experiences.map((item) => item.title));
    for (const experience of experiences) {
      const item = screen.getByRole("heading", { level: 3, name: experience.title }).closest("li")!;
      expect(within(item).getByText(experience.date)).toBeInTheDocument();
      expect(within(item).getByText(experience.company_name)).toBeInTheDocument();
      const points = within(within(item).getByRole("list")).getAllByRole("listitem");
      expect(points.map((point) => point.textContent)).toEqual(experience.points);
      const icon = item.querySelector("img");
      expect(icon).toHaveAttribute("src", experience.icon);
      expect(icon?.parentElement).toHaveStyle({ backgroundColor: experience.iconBg });
    }
  });

  test("the prerendered HTML shows every entry, so the page reads without JavaScript", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToStaticMarkup(<ExperienceTimeline experiences={experiences} />);
    const entries = Array.from(container.querySelectorAll("ol > li"));
    expect(entries).toHaveLength(experiences.length);
    for (const item of entries) expect(item).not.toHaveAttribute("data-reveal");
  });

  test("the script hides each entry below the fold until it scrolls into view; one in view stays shown", async () => {
    const { entries, observers } = await loadTimeline();
    const [inView, ...below] = entries;
    expect(inView).not.toHaveAttribute("data-reveal");
    for (const item of below) {
      expect(item).toHaveAttribute("data-reveal", "waiting");
      expect(item).toHaveClass("data-[reveal=waiting]:opacity-0", "data-[reveal=waiting]:translate-y-8");
    }
    expect(observers).toHaveLength(1);
    expect([...observers[0]!.targets]).toEqual(below);

    observers[0]!.notify(below[0]!);
    expect(below[0]).not.toHaveAttribute("data-reveal");
    expect(below[1]).toHaveAttribute("data-reveal", "waiting");
  });

  test("an entry animates in once: once revealed, it is no longer observed", async () => {
    const { entries, observers } = await loadTimeline();
    const last = entries.at(-1)!;
    observers[0]!.notify(last);
    expect(observers[0]!.targets.has(last)).toBe(false);
    expect(last).not.toHaveAttribute("data-reveal");
  });

  test("observes entries with the root margin 0px 0px -40px 0px", async () => {
    expect(TIMELINE_ROOT_MARGIN).toBe("0px 0px -40px 0px");
    const { observers } = await loadTimeline();
    expect(observers[0]!.options?.rootMargin).toBe("0px 0px -40px 0px");
  });

  test("with prefers-reduced-motion: reduce, no entry is ever hidden", async () => {
    const { entries, observers } = await loadTimeline({ reducedMotion: true });
    expect(observers).toHaveLength(0);
    for (const item of entries) expect(item).not.toHaveAttribute("data-reveal");
  });
});
