// The timeline's reveal (spec: entries animate in when scrolled into view, once only). REVEAL_SCRIPT runs
// inline, right after the list, and needs no framework; it is a typed function here, serialised to text, so
// that it is checked and tested like any other code, and the CSP allows it by the hash of that text.
//
// The hide and the reveal are one attribute, data-reveal, that the script sets and the stylesheet reads.

const BOTTOM_MARGIN_PX = 40;
export const TIMELINE_ROOT_MARGIN = `0px 0px -${BOTTOM_MARGIN_PX}px 0px`;

/**
 * Runs inline, as text, right after the list (see REVEAL_SCRIPT): it must use nothing from outside its own
 * body. Below the fold means below the bottom band that the observer does not count as in view yet.
 */
export function revealScript(list: Element | null, rootMargin: string, bottomMarginPx: number) {
  if (!list || !("IntersectionObserver" in window)) return;
  if (matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const observer = new IntersectionObserver(
    (changes) => {
      for (const change of changes) {
        if (!change.isIntersecting) continue;
        change.target.removeAttribute("data-reveal");
        observer.unobserve(change.target);
      }
    },
    { rootMargin },
  );
  const fold = innerHeight - bottomMarginPx;
  for (const entry of list.children) {
    if (entry.getBoundingClientRect().top <= fold) continue;
    entry.setAttribute("data-reveal", "waiting");
    observer.observe(entry);
  }
}

export const REVEAL_SCRIPT = `(${revealScript})(document.currentScript.previousElementSibling,${JSON.stringify(
  TIMELINE_ROOT_MARGIN,
)},${BOTTOM_MARGIN_PX})`;
