import type { ElementType, ReactNode } from "react";

import { cn } from "~/lib/cn";
import { revealPresets, type RevealPreset } from "~/lib/reveal";

/** Stagger delays a grid may use; classes, so the page needs no style attribute. */
const delayClasses = { 0: "", 100: "delay-100", 200: "delay-200", 300: "delay-300" } as const;
type RevealDelay = keyof typeof delayClasses;

const durationClasses: Record<RevealPreset, string> = {
  root: "duration-1000",
  page: "duration-800",
};

interface RevealProps {
  children: ReactNode;
  preset?: RevealPreset;
  /** Extra delay in ms, for staggering cards in a grid. */
  delayMs?: number;
  as?: ElementType;
  className?: string;
}

/**
 * Fades content in once as it scrolls into view (app/scripts/reveal.ts).
 * The HTML renders it visible; the script hides only elements still below
 * the fold, and nothing when the visitor prefers reduced motion.
 */
export function Reveal({
  children,
  preset = "page",
  delayMs = 0,
  as: Element = "div",
  className,
}: RevealProps) {
  if (!(delayMs in delayClasses)) throw new Error(`Reveal delay ${delayMs} ms has no class`);
  return (
    <Element
      data-reveal=""
      data-reveal-preset={preset}
      className={cn(
        durationClasses[preset],
        revealPresets[preset].easing === "ease-in-out" && "ease-in-out",
        delayClasses[delayMs as RevealDelay],
        className,
      )}
    >
      {children}
    </Element>
  );
}
