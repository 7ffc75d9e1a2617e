import { act, render, screen, within } from "@testing-library/react";
import { Profiler } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import {
  intersectionMockInstance,
  mockAllIsIntersecting,
  mockIsIntersecting,
  resetIntersectionMocking,
  setupIntersectionMocking,
} from "react-intersection-observer/test-utils";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { ExperienceTimeline, TIMELINE_ROOT_MARGIN } from "./experience-timeline";
import { experiences } from "~/content/experience";

const [first, second, third] = experiences;
if (!first || !second || !third) throw new Error("the timeline needs three entries");

/** The timeline entry headed by `title`: the list item that holds its h3. */
function entry(title: string) {
  const item = screen.getByRole("heading", { level: 3, name: title }).closest("li");
  if (!item) throw new Error(`no entry for ${title}`);
  return item;
}

// jsdom has no CSS: an entry is hidden while it carries data-reveal="waiting", which its classes style
// (the e2e timeline test checks the opacity a browser shows).
function expectShown(item: HTMLElement) {
  expect(item).not.toHaveAttribute("data-reveal");
}
function expectHidden(item: HTMLElement) {
  expect(item).toHaveAttribute("data-reveal", "waiting");
  expect(item).toHaveClass("data-[reveal=waiting]:opacity-0", "data-[reveal=waiting]:translate-y-8");
}

/** Lays the page out with the first entry in view and the others below the fold (jsdom lays out nothing). */
function layOutFirstEntryInView() {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    const top = this.textContent?.includes(first!.title) ? 120 : window.innerHeight + 600;
    return { x: 0, y: top, top, left: 0, width: 600, height: 400, right: 600, bottom: top + 400 } as DOMRect;
  });
}

function preferReducedMotion() {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        matches: query.includes("prefers-reduced-motion: reduce"),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

/** Reports `element` (or, without one, every observed entry) as in or out of view. */
function setInView(inView: boolean, element?: HTMLElement) {
  act(() => (element ? mockIsIntersecting(element, inView) : mockAllIsIntersecting(inView)));
}

let hydrated: { root: Root; container: HTMLElement } | undefined;

beforeEach(() => setupIntersectionMocking(vi.fn));
afterEach(() => {
  if (hydrated) {
    act(() => hydrated?.root.unmount());
    hydrated.container.remove();
    hydrated = undefined;
  }
  resetIntersectionMocking();
  vi.restoreAllMocks();
});

describe("ExperienceTimeline", () => {
  test("shows every entry with its date, title, company, four points and icon on its colour", () => {
    render(<ExperienceTimeline experiences={experiences} />);
    const entries = screen.getAllByRole("heading", { level: 3 });
    expect(entries.map((heading) => heading.textContent)).toEqual(experiences.map((item) => item.title));
    for (const experience of experiences) {
      const item = entry(experience.title);
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
    layOutFirstEntryInView();
    const html = renderToString(<ExperienceTimeline experiences={experiences} />);
    const container = document.createElement("div");
    container.innerHTML = html;
    const entries = Array.from(container.querySelectorAll<HTMLElement>(":scope > ol > li"));
    expect(entries).toHaveLength(3);
    for (const item of entries) expectShown(item);
  });

  test("after hydration an entry below the fold is hidden until it scrolls into view; one in view stays shown", async () => {
    layOutFirstEntryInView();
    const commits = vi.fn();
    const element = (
      <Profiler id="timeline" onRender={commits}>
        <ExperienceTimeline experiences={experiences} />
      </Profiler>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const errors = vi.spyOn(console, "error");

    await act(async () => {
      hydrated = { root: hydrateRoot(container, element), container };
    });

    expect(errors).not.toHaveBeenCalled();
    expectShown(entry(first.title));
    expectHidden(entry(second.title));
    expectHidden(entry(third.title));

    setInView(true, entry(second.title));
    expectShown(entry(second.title));
    expectHidden(entry(third.title));

    // Hiding and revealing re-render nothing: hydration is the timeline's only commit.
    expect(commits).toHaveBeenCalledTimes(1);
  });

  test("an entry animates in once: after it is revealed, leaving the view does not hide it again", () => {
    layOutFirstEntryInView();
    render(<ExperienceTimeline experiences={experiences} />);
    const later = entry(third.title);
    expectHidden(later);

    setInView(false);
    expectHidden(later);

    setInView(true, later);
    expectShown(later);

    setInView(false);
    expectShown(later);
    // Triggered once, the entry is no longer observed at all.
    expect(() => intersectionMockInstance(later)).toThrow();
  });

  test("unmounting stops observing and clears the marks, so a remount (as in StrictMode) starts afresh", () => {
    layOutFirstEntryInView();
    const { unmount } = render(<ExperienceTimeline experiences={experiences} />);
    const later = [entry(second.title), entry(third.title)];
    for (const item of later) expectHidden(item);

    unmount();
    for (const item of later) {
      expectShown(item);
      expect(() => intersectionMockInstance(item)).toThrow();
    }
  });

  test("observes entries with the spec's root margin, 0px 0px -40px 0px", () => {
    layOutFirstEntryInView();
    render(<ExperienceTimeline experiences={experiences} />);
    expect(TIMELINE_ROOT_MARGIN).toBe("0px 0px -40px 0px");
    expect(window.IntersectionObserver).toHaveBeenCalled();
    for (const [, options] of vi.mocked(window.IntersectionObserver).mock.calls) {
      expect(options).toMatchObject({ rootMargin: "0px 0px -40px 0px" });
    }
    for (const experience of [second, third]) {
      expect(intersectionMockInstance(entry(experience.title)).rootMargin).toBe("0px 0px -40px 0px");
    }
    // The entry in view at load has nothing to wait for.
    expect(() => intersectionMockInstance(entry(first.title))).toThrow();
  });

  test("with prefers-reduced-motion: reduce, no entry is ever hidden", () => {
    preferReducedMotion();
    layOutFirstEntryInView();
    render(<ExperienceTimeline experiences={experiences} />);
    for (const experience of experiences) expectShown(entry(experience.title));
    expect(window.IntersectionObserver).not.toHaveBeenCalled();

    setInView(false);
    for (const experience of experiences) expectShown(entry(experience.title));

    setInView(true);
    for (const experience of experiences) expectShown(entry(experience.title));
  });
});
