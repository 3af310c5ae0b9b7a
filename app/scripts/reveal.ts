import { isRevealPreset, revealPresets, startsBelowFold } from "~/lib/reveal";

/**
 * Scroll reveals (spec section 9): each `[data-reveal]` element that starts
 * below the fold is hidden, then shown once as it scrolls in. The HTML shows
 * everything, so content stays visible without JavaScript, and nothing is
 * hidden when the visitor prefers reduced motion.
 */
export function enhanceReveals(root: Document = document): void {
  const view = root.defaultView ?? window;
  if (typeof view.IntersectionObserver === "undefined") return;
  if (view.matchMedia("(prefers-reduced-motion: reduce)").matches) return;

  for (const element of root.querySelectorAll<HTMLElement>("[data-reveal]")) {
    const preset = element.dataset.revealPreset;
    const settings = revealPresets[isRevealPreset(preset) ? preset : "page"];
    // The observer's first report says where the element starts, measured in
    // the browser's own layout pass: no forced layout per element.
    let first = true;
    const observer = new view.IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (first) {
            first = false;
            // Hidden only while the observer agrees it is out of view, so a
            // later report is sure to show it.
            const below =
              !entry.isIntersecting &&
              startsBelowFold(entry.boundingClientRect.top, view.innerHeight, settings.offsetPx);
            if (!below) {
              observer.disconnect();
              return;
            }
            element.dataset.reveal = "hidden";
            continue;
          }
          if (!entry.isIntersecting) continue;
          element.dataset.reveal = "shown";
          if (settings.once) observer.disconnect();
        }
      },
      { rootMargin: `0px 0px -${settings.offsetPx}px 0px` },
    );
    observer.observe(element);
  }
}
