import { CircleAlert } from "lucide-react";

import { Button } from "~/components/ui/button";
import { controlStyles, oneLineHeight } from "~/components/ui/field";
import { getEdition } from "~/i18n/editions";
import type { Locale } from "~/i18n/locales";
import { cn } from "~/lib/cn";

import {
  calculateRoll,
  resultDigits,
  rollLimits,
  type RollField,
  type RollInputs,
  type RollResult,
} from "./roll-math";
import { formatResult } from "./format";

/** What the form starts from: the film's density and gauge, and a mill roll cut into packs. */
export function startingRoll(film: { density: number; gauge: number }): RollInputs {
  return {
    thickness: film.gauge,
    density: film.density,
    outer: 600,
    core: 76,
    width: 1000,
    cut: 250,
    pack: 200,
  };
}

const groups: readonly { legend: "film" | "roll" | "pack"; fields: readonly RollField[] }[] = [
  { legend: "film", fields: ["thickness", "density"] },
  { legend: "roll", fields: ["outer", "core", "width"] },
  { legend: "pack", fields: ["cut", "pack"] },
];

const results: readonly RollResult[] = [
  "yield",
  "length",
  "area",
  "weight",
  "lanes",
  "packsPerRoll",
  "packsPerKg",
];

/** The ids of a field, its hint and its error. */
const fieldId = (field: RollField) => `roll-${field}`;

/**
 * The roll and yield calculator: a form whose every field carries its unit
 * and bounds, and the results computed at build for the values it starts
 * with, so the page is right before (and without) its module,
 * ./roll-calculator.ts, which recomputes them as the visitor types. The
 * module writes only text and attributes: every element it needs is here.
 */
export function RollCalculatorForm({
  locale,
  film,
  level = 3,
  wide = false,
}: {
  locale: Locale;
  film: { density: number; gauge: number };
  /** The results' heading: h2 on the calculator's page, h3 in a film page's section. */
  level?: 2 | 3;
  /** Results beside the fields from the desktop breakpoint (a page of its own), or below them. */
  wide?: boolean;
}) {
  const Heading = `h${level}` as const;
  const { t, intl } = getEdition(locale);
  const copy = t.rollCalculator;
  const start = startingRoll(film);
  const computed = calculateRoll(start);
  const hints: Partial<Record<RollField, string>> = copy.form.hints;

  return (
    <form
      data-roll-calculator=""
      // The module names wrong values in the edition's words; the browser's bubbles would not.
      noValidate
      data-intl={intl}
      data-messages={JSON.stringify({ ...copy.errors, missing: copy.results.missing })}
      className={cn(
        "grid gap-6",
        wide && "lg:grid-cols-[minmax(0,1fr)_minmax(0,0.85fr)] lg:items-start",
      )}
    >
      <div className="grid gap-5">
        {groups.map((group) => (
          <fieldset
            key={group.legend}
            className="grid items-start gap-4 rounded-card border border-ink-200 bg-white p-5 sm:grid-cols-2"
          >
            <legend className="px-1 text-sm font-semibold tracking-wider text-brand-700 uppercase">
              {copy.form[group.legend]}
            </legend>
            {group.fields.map((field) => {
              const id = fieldId(field);
              const hint = hints[field];
              const { max, step } = rollLimits[field];
              return (
                <div key={field}>
                  <label htmlFor={id} className="mb-2 block text-sm font-semibold text-ink-800">
                    {copy.form.fields[field]}
                  </label>
                  <input
                    id={id}
                    name={field}
                    type="number"
                    inputMode="decimal"
                    min={step}
                    max={max}
                    step={step}
                    required
                    defaultValue={start[field]}
                    aria-describedby={hint ? `${id}-hint` : undefined}
                    className={cn(controlStyles, oneLineHeight, "tabular-nums")}
                  />
                  {hint ? (
                    <p id={`${id}-hint`} className="mt-2 text-sm leading-relaxed text-ink-500">
                      {hint}
                    </p>
                  ) : null}
                  <p
                    id={`${id}-error`}
                    hidden
                    className="mt-2 flex items-start gap-1.5 text-sm font-medium text-danger-700"
                  >
                    <CircleAlert aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
                    <span data-error-text="" />
                  </p>
                </div>
              );
            })}
          </fieldset>
        ))}
        <Button type="submit" className="justify-self-start">
          {copy.form.submit}
        </Button>
      </div>

      <div
        className={cn(
          "rounded-card bg-brand-900 p-5 text-brand-50 shadow-card sm:p-6",
          wide && "lg:sticky lg:top-[calc(var(--header-height)+1.5rem)]",
        )}
      >
        <Heading className="text-lg font-semibold text-white">{copy.results.title}</Heading>
        {/* One polite live region; each line is read whole when its number changes. */}
        <output
          htmlFor={groups.flatMap((group) => group.fields.map(fieldId)).join(" ")}
          aria-live="polite"
          className="mt-4 grid divide-y divide-white/10"
        >
          {results.map((result) => {
            const unit = (copy.results.units as Partial<Record<RollResult, string>>)[result];
            return (
              <span
                key={result}
                aria-atomic="true"
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5"
              >
                <span className="text-brand-100">{copy.results.labels[result]}</span>
                <span className="font-semibold whitespace-nowrap text-white">
                  <span data-result={result} className="text-xl tabular-nums">
                    {formatResult(computed[result], resultDigits[result], intl) ??
                      copy.results.missing}
                  </span>
                  {unit ? <span className="ms-1.5 text-sm text-brand-100">{unit}</span> : null}
                </span>
              </span>
            );
          })}
        </output>
        <noscript>
          <p className="mt-4 text-sm leading-relaxed text-brand-100">{copy.noScript}</p>
        </noscript>
      </div>
    </form>
  );
}
