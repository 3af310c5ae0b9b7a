// zod/mini, as the contact form: the functional API tree-shakes.
import * as z from "zod/mini";

import { cleanLine, cleanMultiline } from "../../lib/clean-text.ts";
import { isCountryCode } from "../../lib/countries.ts";
import { parseDecimal } from "../../lib/decimal.ts";
import { fieldErrors, submissionEnvelope } from "../submit/envelope.ts";

import {
  ADVISE_GRADE,
  quantityUnits,
  sampleCores,
  sampleLimits,
  sampleRanges,
  type SampleCatalogue,
  type SampleField,
  type SampleNumberField,
} from "./fields.ts";

// No compiled validators: the page's Content-Security-Policy forbids eval.
z.config({ jitless: true });

/** The messages of one edition (app/content/sample-request.ts). */
export interface SampleMessages {
  productRequired: string;
  /** A grade that the chosen film is not made in. */
  gradeMismatch: string;
  /** "{label}: enter a number from {min} to {max}". */
  numberRange: string;
  quantityRequired: string;
  applicationRequired: string;
  countryRequired: string;
  cityRequired: string;
  companyRequired: string;
  nameRequired: string;
  emailRequired: string;
  emailInvalid: string;
  phoneRequired: string;
  /** "{label} must be {max} characters or fewer". */
  tooLong: string;
}

export type SampleLabels = Readonly<Record<SampleField, string>>;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

/** The fields' rules, and the check across two of them, for the two schemas below. */
function sampleRules(
  messages: SampleMessages,
  labels: SampleLabels,
  catalogue: SampleCatalogue,
  intl: string,
) {
  const tooLong = (field: keyof typeof sampleLimits) =>
    fill(messages.tooLong, {
      label: labels[field],
      max: sampleLimits[field].toLocaleString(intl),
    });
  const text = (field: keyof typeof sampleLimits, required?: string) =>
    z
      .string()
      .check(
        z.overwrite(field === "application" ? cleanMultiline : cleanLine),
        z.trim(),
        ...(required ? [z.minLength(1, required)] : []),
        z.maxLength(sampleLimits[field], tooLong(field)),
      );
  /** A number in its range, typed in the edition's way ("12,5", "١٢"); null when left out. */
  const number = (field: SampleNumberField, required?: string) => {
    const { min, max } = sampleRanges[field];
    const outOfRange = fill(messages.numberRange, {
      label: labels[field],
      min: min.toLocaleString(intl),
      max: max.toLocaleString(intl),
    });
    const inRange = (value: string) => {
      const parsed = parseDecimal(value);
      return parsed !== null && parsed >= min && parsed <= max;
    };
    return z.pipe(
      z._default(z.optional(text(field, required)), ""),
      z.pipe(
        z.string().check(z.refine((value) => value === "" || inRange(value), outOfRange)),
        z.transform((value: string) => (value === "" ? null : parseDecimal(value))),
      ),
    );
  };
  /** A select; an unknown value reads as the first, "" (not chosen / no preference). */
  const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
    z.catch(z._default(z.optional(z.enum(["", ...values])), ""), "");
  const products = Object.keys(catalogue);

  const shape = {
    product: z.string().check(
      z.trim(),
      z.refine((slug) => products.includes(slug), messages.productRequired),
    ),
    grade: z._default(z.optional(z.string().check(z.trim(), z.maxLength(60))), ADVISE_GRADE),
    thickness: number("thickness"),
    width: number("width"),
    core: optionalChoice(sampleCores),
    quantity: number("quantity", messages.quantityRequired),
    quantityUnit: z.catch(z._default(z.optional(z.enum(quantityUnits)), "kg"), "kg"),
    application: text("application", messages.applicationRequired),
    country: z.string().check(
      z.trim(),
      z.refine((code) => isCountryCode(code), messages.countryRequired),
    ),
    city: text("city", messages.cityRequired),
    company: text("company", messages.companyRequired),
    name: text("name", messages.nameRequired),
    // A pipe: the address format is only checked once the value is present.
    email: z.pipe(text("email", messages.emailRequired), z.email(messages.emailInvalid)),
    phone: text("phone", messages.phoneRequired),
  };
  /** The grade must be one its film is made in, or "advise me". */
  const gradeOfProduct = z.refine(
    (value: unknown) => {
      if (typeof value !== "object" || value === null) return true;
      const { product, grade } = value as Record<string, unknown>;
      if (grade === "" || grade === ADVISE_GRADE || grade === undefined) return true;
      const grades =
        typeof product === "string" && Object.hasOwn(catalogue, product) ? catalogue[product] : [];
      return typeof grade === "string" && (grades ?? []).includes(grade);
    },
    // Checked even when other fields have errors, so every message shows at once.
    { message: messages.gradeMismatch, path: ["grade"], when: () => true },
  );
  return { shape, gradeOfProduct };
}

/**
 * The sample request's rules in one edition's words, shared by the island
 * and the production server, so both accept and refuse the same input.
 * `catalogue` is the films a sample can be asked for, with their grades.
 */
export function createSampleSchema(
  messages: SampleMessages,
  labels: SampleLabels,
  catalogue: SampleCatalogue,
  intl = "en-US",
) {
  const { shape, gradeOfProduct } = sampleRules(messages, labels, catalogue, intl);
  return z.object(shape).check(gradeOfProduct);
}

type SampleSchema = ReturnType<typeof createSampleSchema>;

/** What the visitor types and chooses (strings, before trimming). */
export type SampleFormValues = z.input<SampleSchema>;
/** What is accepted: trimmed, the numbers parsed, choices defaulted. */
export type SampleRequest = z.output<SampleSchema>;

/** The body the form posts: the request plus the delivery metadata every inquiry carries. */
export function createSampleSubmissionSchema(
  messages: SampleMessages,
  labels: SampleLabels,
  catalogue: SampleCatalogue,
  intl = "en-US",
) {
  const { shape, gradeOfProduct } = sampleRules(messages, labels, catalogue, intl);
  return z.object({ ...shape, ...submissionEnvelope }).check(gradeOfProduct);
}

export type SampleSubmission = z.input<ReturnType<typeof createSampleSubmissionSchema>>;

export { fieldErrors };
