import { Reveal } from "~/components/ui/reveal";
import type { Step } from "~/content/types";
import { cn } from "~/lib/cn";
import type { RevealPreset } from "~/lib/reveal";

interface StepsListProps {
  steps: readonly Step[];
  /** Steps fade in as they scroll into view, one after another along a row. */
  reveal?: RevealPreset;
  /** Steps in a row from the desktop width up: 3, or 4 for a four-step procedure. */
  columns?: 3 | 4;
}

/**
 * A procedure as an ordered list: a numbered timeline on phones, a grid with
 * each number on a rule above its title from the tablet width up. Drawn on a
 * white section (the number's ring cuts the rule). The numbers are for the
 * eye; the list order carries them for assistive technology.
 */
export function StepsList({ steps, reveal, columns = 3 }: StepsListProps) {
  return (
    <ol
      className={cn(
        "grid gap-y-8 md:grid-cols-2 md:gap-x-10 md:gap-y-12 md:pt-5 lg:gap-y-16",
        columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3",
      )}
    >
      {steps.map((step, index) => {
        const content = (
          <>
            <span
              aria-hidden="true"
              className="absolute start-0 top-0 flex size-10 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white tabular-nums ring-8 ring-white md:-top-5"
            >
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className="text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 leading-relaxed text-ink-600">{step.description}</p>
          </>
        );
        const className = cn(
          "relative ps-14 pt-2 md:border-t-2 md:border-brand-100 md:ps-0 md:pt-9",
          // The phone timeline: a line from each number down to the next one.
          "before:absolute before:start-[1.1875rem] before:top-12 before:-bottom-6 before:w-0.5 before:bg-brand-100 last:before:hidden md:before:hidden",
        );
        return reveal ? (
          <Reveal
            key={step.title}
            as="li"
            preset={reveal}
            delayMs={(index % columns) * 100}
            className={className}
          >
            {content}
          </Reveal>
        ) : (
          <li key={step.title} className={className}>
            {content}
          </li>
        );
      })}
    </ol>
  );
}
