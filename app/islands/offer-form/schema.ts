// zod/mini, as the contact form: the functional API tree-shakes.
import * as z from "zod/mini";

import { cleanLine, cleanMultiline } from "../../lib/clean-text.ts";
import { isCountryCode } from "../../lib/countries.ts";

import {
  answerLanguages,
  availabilities,
  CHECKED,
  dismantlings,
  EARLIEST_YEAR,
  machineConditions,
  numberLimits,
  offerCurrencies,
  offerLimits,
  offerMachineTypes,
  photoRules,
  priceBases,
  sellerRoles,
  vatTerms,
  yesNo,
  type OfferField,
} from "./fields.ts";

// No compiled validators: the page's Content-Security-Policy forbids eval.
z.config({ jitless: true });

/** The messages of one edition (app/content/sell-equipment.ts). */
export interface OfferMessages {
  machineTypeRequired: string;
  manufacturerRequired: string;
  yearRequired: string;
  yearRange: string;
  countryRequired: string;
  conditionRequired: string;
  priceInvalid: string;
  nameRequired: string;
  emailRequired: string;
  emailInvalid: string;
  phoneRequired: string;
  photosRequired: string;
  photosTooMany: string;
  photoInvalid: string;
  tooLong: string;
  wholeNumber: string;
  videoUrlInvalid: string;
}

export type OfferLabels = Readonly<Record<OfferField | "photos", string>>;

/** A photo as the rules see it: the browser's chosen file, or what the server decoded. */
export interface PhotoFacts {
  name: string;
  /** The MIME type: declared by the browser, detected from the content by the server. */
  type: string;
  size: number;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );

/** "250 000", "250,000" and "250.000" are all 250000: grouping differs by country. */
export function parseWhole(input: string, maxDigits: number): number | null {
  const digits = input.replace(/[\s.,'’\u00a0\u202f]/g, "");
  return /^\d+$/.test(digits) && digits.length <= maxDigits ? Number(digits) : null;
}

export const parsePrice = (input: string) => parseWhole(input, offerLimits.askingPrice);

/** A link the firm can open: http or https only. */
export function isVideoUrl(input: string): boolean {
  if (!URL.canParse(input)) return false;
  const { protocol } = new URL(input);
  return protocol === "https:" || protocol === "http:";
}

/**
 * The offer form's rules in one edition's words, shared by the island in
 * the browser and the production server, so both accept and refuse the same
 * input. `currentYear` is the visitor's (browser) or the server's clock.
 */
export function createOfferSchema(
  messages: OfferMessages,
  labels: OfferLabels,
  { intl = "en-US", currentYear = new Date().getFullYear() } = {},
) {
  const tooLong = (field: keyof typeof offerLimits) =>
    fill(messages.tooLong, {
      label: labels[field],
      max: offerLimits[field].toLocaleString(intl),
    });
  // Controls and bidi overrides go at the boundary; only the description keeps line breaks.
  const text = (field: keyof typeof offerLimits, required?: string) =>
    z
      .string()
      .check(
        z.overwrite(field === "description" ? cleanMultiline : cleanLine),
        z.trim(),
        ...(required ? [z.minLength(1, required)] : []),
        z.maxLength(offerLimits[field], tooLong(field)),
      );
  const optionalText = (field: keyof typeof offerLimits) => z._default(z.optional(text(field)), "");
  /** A select: one of `values`; the empty first option reads as "not chosen". */
  const choice = <const T extends readonly [string, ...string[]]>(values: T, required: string) =>
    z.pipe(z.string().check(z.trim(), z.minLength(1, required)), z.enum(values, required));
  const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
    z.pipe(
      z._default(z.optional(z.string().check(z.trim())), ""),
      z.union([z.literal(""), z.enum(values)]),
    );
  const yearRange = fill(messages.yearRange, { min: EARLIEST_YEAR, max: currentYear });
  /** A whole number the seller may leave out: running hours, a width, a speed. */
  const optionalNumber = (field: keyof typeof numberLimits) =>
    z.pipe(
      z._default(
        z.optional(
          z.string().check(
            z.trim(),
            z.refine(
              (value) => value === "" || parseWhole(value, numberLimits[field]) !== null,
              messages.wholeNumber,
            ),
          ),
        ),
        "",
      ),
      z.transform((value: string) =>
        value === "" ? null : parseWhole(value, numberLimits[field]),
      ),
    );

  return z.object({
    machineType: choice(offerMachineTypes, messages.machineTypeRequired),
    otherType: optionalText("otherType"),
    manufacturer: text("manufacturer", messages.manufacturerRequired),
    model: optionalText("model"),
    serialNumber: optionalText("serialNumber"),
    city: optionalText("city"),
    runningHours: optionalNumber("runningHours"),
    underPower: optionalChoice(yesNo),
    webWidth: optionalNumber("webWidth"),
    maxSpeed: optionalNumber("maxSpeed"),
    stations: optionalNumber("stations"),
    videoUrl: z.pipe(
      optionalText("videoUrl"),
      z
        .string()
        .check(z.refine((value) => value === "" || isVideoUrl(value), messages.videoUrlInvalid)),
    ),
    dismantling: optionalChoice(dismantlings),
    negotiable: optionalChoice(yesNo),
    priceBasis: optionalChoice(priceBases),
    vat: optionalChoice(vatTerms),
    confidential: z.pipe(
      z._default(z.optional(z.string()), ""),
      z.transform((value: string) => value.trim() === CHECKED),
    ),
    sellerRole: optionalChoice(sellerRoles),
    year: z.pipe(
      z
        .string()
        .check(z.trim(), z.minLength(1, messages.yearRequired), z.regex(/^\d{4}$/, yearRange)),
      z.pipe(
        z.transform(Number),
        z.number().check(z.gte(EARLIEST_YEAR, yearRange), z.lte(currentYear, yearRange)),
      ),
    ),
    country: z.string().check(
      z.trim(),
      z.refine((code) => isCountryCode(code), messages.countryRequired),
    ),
    condition: choice(machineConditions, messages.conditionRequired),
    availability: optionalChoice(availabilities),
    askingPrice: z.pipe(
      z._default(
        z.optional(
          z.string().check(
            z.trim(),
            z.refine((value) => value === "" || parsePrice(value) !== null, messages.priceInvalid),
          ),
        ),
        "",
      ),
      z.transform((value: string) => (value === "" ? null : parsePrice(value))),
    ),
    currency: z.catch(z._default(z.optional(z.enum(offerCurrencies)), "USD"), "USD"),
    description: optionalText("description"),
    name: text("name", messages.nameRequired),
    company: optionalText("company"),
    // A pipe: the address format is only checked once the value is present.
    email: z.pipe(text("email", messages.emailRequired), z.email(messages.emailInvalid)),
    phone: text("phone", messages.phoneRequired),
    answerLanguage: z.catch(z._default(z.optional(z.enum(answerLanguages)), "en"), "en"),
    photos: z
      .array(
        z.object({ name: z.string(), type: z.string(), size: z.number() }).check(
          z.refine((photo) => (photoRules.types as readonly string[]).includes(photo.type), {
            error: (issue) =>
              fill(messages.photoInvalid, { name: (issue.input as PhotoFacts).name }),
          }),
        ),
      )
      .check(
        z.minLength(photoRules.min, messages.photosRequired),
        z.maxLength(photoRules.max, messages.photosTooMany),
      ),
  });
}

type OfferSchema = ReturnType<typeof createOfferSchema>;

/** What the seller types and chooses (strings, before trimming), with the photos' facts. */
export type OfferInput = z.input<OfferSchema>;
/** What is accepted: trimmed, the year and price as numbers, defaults filled in. */
export type OfferDetails = z.output<OfferSchema>;

/** The delivery metadata the island and the plain form post send with an offer. */
export function createOfferEnvelopeSchema() {
  return z.object({
    idempotencyKey: z
      .string()
      .check(z.trim(), z.minLength(8), z.maxLength(100), z.regex(/^[\w-]+$/)),
    website: z._default(z.optional(z.string().check(z.maxLength(500))), ""),
    startedAt: z.optional(z.coerce.number().check(z.multipleOf(1), z.nonnegative())),
    /** The edition the form was sent from; an unknown value is English. */
    edition: z.catch(z._default(z.optional(z.enum(answerLanguages)), "en"), "en"),
  });
}

/** First message per field: { year: "Year built is required", photos: "…" }. */
export function offerFieldErrors(error: z.core.$ZodError): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
