import { Calculator } from "lucide-react";
import { useId } from "react";

import { paths } from "~/content/paths";
import { getEdition } from "~/i18n/editions";
import type { Locale } from "~/i18n/locales";

import { RollCalculatorForm } from "./roll-calculator-form";
import { RollMethod } from "./roll-method";

export const ROLL_CALCULATOR_ID = "roll-calculator";

/** The calculator on a film's page, prefilled with the film's density and gauge. */
export function RollCalculatorSection({
  locale,
  film,
}: {
  locale: Locale;
  film: { density: number; gauge: number };
}) {
  const { t, href } = getEdition(locale);
  const copy = t.rollCalculator;
  const headingId = useId();
  return (
    <section id={ROLL_CALCULATOR_ID} aria-labelledby={headingId} className="grid gap-6">
      <div>
        <h2
          id={headingId}
          className="flex items-center gap-3 text-3xl font-bold tracking-tight sm:text-4xl"
        >
          <Calculator
            aria-hidden="true"
            size={32}
            strokeWidth={1.75}
            className="shrink-0 text-accent-600"
          />
          {copy.section.title}
        </h2>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-ink-600">{copy.section.intro}</p>
      </div>
      <RollCalculatorForm locale={locale} film={film} />
      <RollMethod locale={locale} />
      <p>
        <a
          href={href(paths.rollCalculator)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700"
        >
          {copy.section.fullPage}
        </a>
      </p>
    </section>
  );
}
