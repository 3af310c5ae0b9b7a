import { useId } from "react";

import { getEdition } from "~/i18n/editions";
import type { Locale } from "~/i18n/locales";
import { cn } from "~/lib/cn";
import { fillTemplate } from "~/lib/text";
import { typeset } from "~/lib/typography";

import { formatResult } from "./format";
import { calculateRoll, resultDigits } from "./roll-math";
import { startingRoll } from "./roll-calculator-form";

/** The worked example: 20 µm BOPP at 0.905 g/cm³ on a 1000 mm roll, 76 mm core, 600 mm across. */
const example = startingRoll({ density: 0.905, gauge: 20 });

/**
 * "How it is calculated": the formulas and a worked example, in static HTML,
 * so the page answers without JavaScript. The example's numbers are
 * computed, in the edition's format, never typed.
 */
export function RollMethod({
  locale,
  level = 3,
  className,
}: {
  locale: Locale;
  level?: 2 | 3;
  className?: string;
}) {
  const Heading = `h${level}` as const;
  const { t, intl } = getEdition(locale);
  const copy = t.rollCalculator.method;
  const headingId = useId();
  const results = calculateRoll(example);
  const number = (value: number | undefined, digits: number) =>
    formatResult(value, digits, intl) ?? "";
  const text = typeset(
    fillTemplate(copy.example, {
      thickness: number(example.thickness, 0),
      density: number(example.density, 3),
      core: number(example.core, 0),
      outer: number(example.outer, 0),
      width: number(example.width, 0),
      yield: number(results.yield, resultDigits.yield),
      length: number(results.length, resultDigits.length),
      weight: number(results.weight, resultDigits.weight),
    }),
    locale,
  );

  return (
    <section aria-labelledby={headingId} className={cn("grid gap-4", className)}>
      <Heading id={headingId} className="text-xl font-semibold text-brand-950">
        {copy.title}
      </Heading>
      <ul className="grid gap-2.5">
        {copy.formulas.map((formula) => (
          <li
            key={formula}
            className="rounded-lg border-s-4 border-accent-500 bg-white px-4 py-3 leading-relaxed text-ink-800"
          >
            {formula}
          </li>
        ))}
      </ul>
      <p className="leading-relaxed text-ink-700">{text}</p>
      <p className="text-sm leading-relaxed text-ink-500">{copy.note}</p>
    </section>
  );
}
