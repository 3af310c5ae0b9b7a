import { isRevealPreset, revealPresets, startsBelowFold, type RevealPreset } from "~/lib/reveal";

/**
 * Scroll reveals (spec section 9): each `[data-reveal]` element that starts
 * below the fold is hidden, then shown once as it scrolls in. The HTML shows
 * everything, so content stays visible without JavaScript, and nothing is
 * hidden when the visitor prefers reduced motion. One observer per preset
 * (their offsets differ), not one per element: less work while the page
 * starts.
 */
export function enhanceReveals(root: Document = document): void {
  const view = root.defaultView ?? window;
  if (typeof view.IntersectionObserver === "undefined") return;
  if (view.matchMedia("(prefers-reduced-motion: reduce)").matches) return;

  const groups = new Map<RevealPreset, HTMLElement[]>();
  for (const element of root.querySelectorAll<HTMLElement>("[data-reveal]")) {
    const preset = element.dataset.revealPreset;
    const key = isRevealPreset(preset) ? preset : "page";
    groups.set(key, [...(groups.get(key) ?? []), element]);
  }

  for (const [preset, elements] of groups) {
    const settings = revealPresets[preset];
    // The observer's first report on an element says where it starts,
    // measured in the browser's own layout pass: no forced layout.
    const seen = new WeakSet<Element>();
    const observer = new view.IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const element = entry.target as HTMLElement;
          if (!seen.has(element)) {
            seen.add(element);
            // Hidden only while the observer agrees it is out of view, so a
            // later report is sure to show it. An element in a section the
            // browser has not laid out yet (content-visibility, ./lazy-render.ts)
            // has no position to report: it is out of view by definition.
            const below =
              !entry.isIntersecting &&
              (startsBelowFold(entry.boundingClientRect.top, view.innerHeight, settings.offsetPx) ||
                element.checkVisibility?.({ contentVisibilityAuto: true }) === false);
            if (below) element.dataset.reveal = "hidden";
            else observer.unobserve(element);
            continue;
          }
          if (!entry.isIntersecting) continue;
          element.dataset.reveal = "shown";
          if (settings.once) observer.unobserve(element);
        }
      },
      { rootMargin: `0px 0px -${settings.offsetPx}px 0px` },
    );
    for (const element of elements) observer.observe(element);
  }
}
