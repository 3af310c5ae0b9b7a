import { apiPaths } from "../../app/content/api-paths.ts";
import { paths } from "../../app/content/paths.ts";
import { getEdition } from "../../app/i18n/editions.ts";
import type { Locale } from "../../app/i18n/locales.ts";
import type { FailureReason } from "../../app/islands/submit/submit.ts";
import {
  ADVISE_GRADE,
  quantityUnits,
  sampleCores,
  sampleFields,
  sampleSections,
  type SampleField,
} from "../../app/islands/sample-form/fields.ts";
import { sampleFormCopyFor } from "../../app/islands/sample-form/form-copy.ts";

import { escapeHtml } from "../http/escape-html.ts";
import { serverPage } from "../http/server-page.ts";

import {
  failureText,
  formFieldHtml,
  inquiryFrame,
  invalidFormHtml,
  type FieldSpec,
} from "./inquiry-pages.ts";

/**
 * The sample request's pages for a visitor without JavaScript: the form
 * again with every value and choice kept and a message at each field, or
 * why it failed. Built from the island's own copy, so the choices (films
 * and their grades, countries) are the page's.
 */

const required = new Set<SampleField>([
  "product",
  "quantity",
  "application",
  "country",
  "city",
  "company",
  "name",
  "email",
  "phone",
]);

/** Both kinds of page: under the sample request's failure title, back to the form. */
function page(locale: Locale, body: string): string {
  const { form } = getEdition(locale).t.sampleRequest;
  return serverPage(
    locale,
    inquiryFrame(locale, form.failureTitle, { path: paths.sampleRequest, label: form.backToForm }),
    body,
  );
}

type Control = Pick<FieldSpec, "attributes" | "textarea" | "select" | "dir">;

/** The sample request sent back with what was chosen and typed, and a message at each field to correct. */
export function invalidSamplePage(
  locale: Locale,
  values: Readonly<Record<string, string>>,
  errors: Partial<Record<string, string>>,
): string {
  const words = sampleFormCopyFor(getEdition(locale));
  const copy = words.form;
  const number = 'type="text" inputmode="decimal"';
  const controls: Record<SampleField, Control> = {
    product: {
      dir: "auto",
      select: { options: [{ value: "", label: copy.chooseProduct }, ...words.products] },
    },
    grade: {
      dir: "auto",
      select: {
        options: [{ value: ADVISE_GRADE, label: copy.adviseGrade }],
        groups: words.products.map((film) => ({ label: film.label, options: film.grades })),
      },
    },
    thickness: { dir: "ltr", attributes: number },
    width: { dir: "ltr", attributes: number },
    core: {
      dir: "auto",
      select: {
        options: [
          { value: "", label: copy.noCore },
          ...sampleCores.map((core) => ({ value: core, label: copy.cores[core] })),
        ],
      },
    },
    quantity: { dir: "ltr", attributes: number },
    quantityUnit: {
      dir: "auto",
      select: { options: quantityUnits.map((unit) => ({ value: unit, label: copy.units[unit] })) },
    },
    application: { dir: "auto", textarea: { rows: 5 } },
    country: {
      dir: "auto",
      attributes: 'autocomplete="country"',
      select: { options: [{ value: "", label: copy.chooseCountry }, ...words.countries] },
    },
    city: { dir: "auto", attributes: 'type="text"' },
    company: { dir: "auto", attributes: 'type="text" autocomplete="organization"' },
    name: { dir: "auto", attributes: 'type="text" autocomplete="name"' },
    email: { dir: "ltr", attributes: 'type="email" autocomplete="email" spellcheck="false"' },
    phone: { dir: "ltr", attributes: 'type="tel" autocomplete="tel"' },
  };
  const field = (name: SampleField) =>
    formFieldHtml({
      name,
      label: copy.labels[name],
      value: values[name] ?? (name === "grade" ? ADVISE_GRADE : ""),
      error: errors[name],
      required: required.has(name),
      optional: copy.optional,
      ...controls[name],
    });
  const fieldset = (legend: string, names: readonly SampleField[]) =>
    `<fieldset>\n<legend>${escapeHtml(legend)}</legend>\n${names.map(field).join("\n")}\n</fieldset>`;
  const fieldsHtml = (Object.keys(sampleSections) as (keyof typeof sampleSections)[])
    .map((section) => fieldset(copy.sections[section], sampleSections[section]))
    .join("\n");
  const invalid = sampleFields.flatMap((name) => {
    const error = errors[name];
    return error ? [{ name, label: copy.labels[name], error }] : [];
  });
  return page(
    locale,
    invalidFormHtml(locale, {
      action: apiPaths.sample,
      fieldsHtml,
      invalid,
      values,
      honeypot: copy.honeypot,
      submit: copy.submit,
      privacy: copy.privacy,
    }),
  );
}

/** Any other failure of a sample request, in the visitor's edition: why, and what to do. */
export function sampleFailurePage(
  locale: Locale,
  reason: FailureReason,
  retryAfterSeconds?: number,
): string {
  return page(locale, failureText(locale, reason, retryAfterSeconds));
}
