import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";

import { Button } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import type { Testimonial } from "~/content/testimonial-entries";
import { testimonials as testimonialsCopy } from "~/content/testimonials";
import { fillTemplate } from "~/lib/text";
import { cycleIndex } from "~/lib/cycle";

/**
 * One testimonial at a time, with previous and next buttons that wrap around
 * at both ends. Renders nothing without testimonials. It never turns by
 * itself, so the polite live region announces only the visitor's own moves.
 */
export function Testimonials({
  items,
  copy = testimonialsCopy,
}: {
  items: readonly Testimonial[];
  /** The section's words in the page's edition. */
  copy?: { title: string; previous: string; next: string; position: string };
}) {
  const [index, setIndex] = useState(0);
  const current = items[cycleIndex(index, 0, items.length)];
  if (!current) return null;
  const move = (step: number) => setIndex((value) => cycleIndex(value, step, items.length));
  const several = items.length > 1;

  return (
    <Section title={copy.title} tone="muted" align="center">
      <div className="mx-auto max-w-3xl text-center">
        <figure aria-live={several ? "polite" : undefined} aria-atomic="true">
          <blockquote className="text-xl leading-relaxed font-medium text-brand-950 sm:text-2xl">
            <p>&ldquo;{current.quote}&rdquo;</p>
          </blockquote>
          <figcaption className="mt-8 flex items-center justify-center gap-4">
            {current.image ? (
              <img
                src={current.image}
                width={56}
                height={56}
                alt=""
                loading="lazy"
                className="size-14 rounded-full object-cover"
              />
            ) : null}
            <span className="text-start">
              <span className="block font-semibold text-brand-950">{current.author}</span>
              <span className="block text-ink-600">{current.position}</span>
            </span>
          </figcaption>
        </figure>
        {several ? (
          <div className="mt-10 flex items-center justify-center gap-4">
            <Button
              variant="secondary"
              className="size-11 px-0"
              aria-label={copy.previous}
              onClick={() => move(-1)}
            >
              <ChevronLeft aria-hidden="true" size={20} className="rtl:-scale-x-100" />
            </Button>
            <p className="min-w-16 text-sm font-medium text-ink-500 tabular-nums">
              {fillTemplate(copy.position, {
                index: cycleIndex(index, 0, items.length) + 1,
                total: items.length,
              })}
            </p>
            <Button
              variant="secondary"
              className="size-11 px-0"
              aria-label={copy.next}
              onClick={() => move(1)}
            >
              <ChevronRight aria-hidden="true" size={20} className="rtl:-scale-x-100" />
            </Button>
          </div>
        ) : null}
      </div>
    </Section>
  );
}
