import { useEffect, useRef, type CSSProperties, type ElementType, type ReactNode } from "react";

import { revealPresets, startsBelowFold, type RevealPreset } from "~/lib/reveal";

interface RevealProps {
  children: ReactNode;
  preset?: RevealPreset;
  /** Extra delay in ms, for staggering cards in a grid. */
  delayMs?: number;
  as?: ElementType;
  className?: string;
}

/**
 * Fades content in once as it scrolls into view. The server HTML renders it
 * visible; only elements still below the fold are hidden after hydration,
 * and nothing is hidden when the visitor prefers reduced motion.
 */
export function Reveal({
  children,
  preset = "page",
  delayMs = 0,
  as: Element = "div",
  className,
}: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  const settings = revealPresets[preset];

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;

    // The observer's first report says where the element starts, measured
    // with the browser's own layout pass: reading getBoundingClientRect here
    // instead would force a layout for every reveal on the page, right when
    // hydration should be quickest.
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (first) {
            first = false;
            // Hidden only while the observer agrees it is out of view, so a
            // later report is sure to show it.
            const below =
              !entry.isIntersecting &&
              startsBelowFold(entry.boundingClientRect.top, window.innerHeight, settings.offsetPx);
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
    return () => observer.disconnect();
  }, [settings]);

  const style = {
    "--reveal-duration": `${settings.durationMs}ms`,
    "--reveal-easing": settings.easing,
    // Custom properties only: the stylesheet owns every transition property.
    "--reveal-delay": delayMs ? `${delayMs}ms` : undefined,
  } as CSSProperties;

  return (
    <Element ref={ref} data-reveal="" style={style} className={className}>
      {children}
    </Element>
  );
}
