import { z } from "zod";

import { getEdition } from "../../app/i18n/editions.ts";
import { isLocale, type Locale } from "../../app/i18n/locales.ts";
import {
  EARLIEST_YEAR,
  machineTypes,
  type MachineType,
} from "../../app/inventory/listing-constants.ts";
import { countryName, isCountryCode } from "../../app/lib/countries.ts";
import { fillTemplate } from "../../app/lib/text.ts";

/**
 * What a machine alert looks for: the catalogue's search (type, years,
 * country, words), "" where it does not narrow. The years are the right way
 * round: the form refuses a backwards range.
 */
export interface AlertCriteria {
  type: MachineType | "";
  from: string;
  to: string;
  country: string;
  q: string;
}

export const criteriaFields = ["type", "from", "to", "country", "q"] as const;
/** The catalogue's search box takes no more. */
export const MAX_QUERY_LENGTH = 100;
/** An address, as SMTP allows it. */
export const MAX_EMAIL_LENGTH = 254;

/** The fields the subscription accepts: the criteria, the address, the language, consent and the spam traps. */
export const subscriptionFields = [
  "email",
  ...criteriaFields,
  "lang",
  "consent",
  "edition",
  "website",
  "startedAt",
] as const;
export type SubscriptionField = (typeof subscriptionFields)[number];

export interface Subscription {
  email: string;
  criteria: AlertCriteria;
  /** The language of the emails. */
  lang: Locale;
  website: string;
  startedAt: number | undefined;
}

export type SubscriptionResult =
  { ok: true; value: Subscription } | { ok: false; errors: Partial<Record<string, string>> };

/** Years a machine can have been built in: the listings' earliest to next year. */
export function alertYears(now = new Date()): number[] {
  const years: number[] = [];
  for (let year = now.getUTCFullYear() + 1; year >= EARLIEST_YEAR; year -= 1) years.push(year);
  return years;
}

const isYear = (value: string, now: Date) =>
  /^\d{4}$/.test(value) &&
  Number(value) >= EARLIEST_YEAR &&
  Number(value) <= now.getUTCFullYear() + 1;

const emailSchema = z.email();

/**
 * Reads a subscription (the form's fields, or the same as JSON), with the
 * errors in the words of `edition`. Anything it cannot take is an error
 * that names the field: an unknown field, a repeated one (200 criteria),
 * a type or country not in the lists, a year range backwards.
 */
export function parseSubscription(
  body: unknown,
  edition: Locale,
  now = new Date(),
): SubscriptionResult {
  const copy = getEdition(edition).t.machineAlerts.errors;
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, errors: { form: copy.unreadable } };
  }
  const errors: Partial<Record<string, string>> = {};
  const values: Partial<Record<SubscriptionField, string>> = {};
  for (const [name, value] of Object.entries(body)) {
    if (!(subscriptionFields as readonly string[]).includes(name)) {
      errors[name.slice(0, 40)] = fillTemplate(copy.unknownField, { field: name.slice(0, 40) });
    } else if (typeof value === "string") {
      values[name as SubscriptionField] = value;
    } else if (typeof value === "number" && name === "startedAt") {
      values.startedAt = String(value);
    } else if (typeof value === "boolean" && name === "consent") {
      values.consent = value ? "yes" : "";
    } else {
      errors[name] = copy.repeated;
    }
  }
  if (Object.keys(errors).length > 20) return { ok: false, errors: { form: copy.unreadable } };

  const text = (name: SubscriptionField) => (values[name] ?? "").trim();
  const email = text("email");
  if (!errors.email) {
    if (email === "") errors.email = copy.emailRequired;
    else if (email.length > MAX_EMAIL_LENGTH || !emailSchema.safeParse(email).success) {
      errors.email = copy.emailInvalid;
    }
  }
  const type = text("type");
  if (!errors.type && type !== "" && !(machineTypes as readonly string[]).includes(type)) {
    errors.type = copy.type;
  }
  const from = text("from");
  const to = text("to");
  for (const [name, year] of [
    ["from", from],
    ["to", to],
  ] as const) {
    if (!errors[name] && year !== "" && !isYear(year, now)) errors[name] = copy.year;
  }
  if (!errors.from && !errors.to && from !== "" && to !== "" && Number(from) > Number(to)) {
    errors.from = copy.years;
  }
  const country = text("country").toUpperCase();
  if (!errors.country && country !== "" && !isCountryCode(country)) errors.country = copy.country;
  const q = text("q").replace(/\s+/g, " ");
  if (!errors.q && q.length > MAX_QUERY_LENGTH) errors.q = copy.q;
  const lang = text("lang") || edition;
  if (!errors.lang && !isLocale(lang)) errors.lang = copy.lang;
  const consent = text("consent");
  if (!errors.consent && consent === "") errors.consent = copy.consent;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const started = Number(text("startedAt"));
  return {
    ok: true,
    value: {
      email,
      criteria: { type: type as AlertCriteria["type"], from, to, country, q },
      lang: lang as Locale,
      website: values.website ?? "",
      startedAt: Number.isFinite(started) && started > 0 ? started : undefined,
    },
  };
}

/**
 * The criteria of a link to the form (the catalogue's search): what the
 * form can show, as the catalogue reads its own URL. An unknown value is
 * left out, a backwards range is turned round, never an error.
 */
export function criteriaFromQuery(query: Record<string, unknown>, now = new Date()): AlertCriteria {
  const read = (name: string) =>
    typeof query[name] === "string" ? (query[name] as string).trim() : "";
  const type = read("type");
  const country = read("country").toUpperCase();
  const q = read("q").replace(/\s+/g, " ");
  let from = isYear(read("from"), now) ? read("from") : "";
  let to = isYear(read("to"), now) ? read("to") : "";
  if (from !== "" && to !== "" && Number(from) > Number(to)) [from, to] = [to, from];
  return {
    type: (machineTypes as readonly string[]).includes(type) ? (type as MachineType) : "",
    from,
    to,
    country: isCountryCode(country) ? country : "",
    q: q.length <= MAX_QUERY_LENGTH ? q : "",
  };
}

/** One search, one key: the same criteria typed twice are one alert of an address. */
export function criteriaKey(criteria: AlertCriteria): string {
  return JSON.stringify(
    criteriaFields.map((field) => (field === "q" ? criteria.q.toLowerCase() : criteria[field])),
  );
}

/** An address as we compare it: "Amina@Example.com" and "amina@example.com " are one. */
export const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * The search in the edition's words, as the catalogue describes it:
 * "Metallizer, 2010 to 2020, Germany, “Bobst”", or "any machine".
 */
export function describeCriteria(criteria: AlertCriteria, locale: Locale): string {
  const { t, intl } = getEdition(locale);
  const words = t.usedEquipment.searchWords;
  const parts: string[] = [];
  if (criteria.type) parts.push(t.usedEquipment.catalogue.typeNames[criteria.type]);
  const { from, to } = criteria;
  if (from && to) {
    parts.push(fillTemplate(from === to ? words.year : words.yearsBetween, { min: from, max: to }));
  } else if (from) parts.push(fillTemplate(words.yearsFrom, { min: from }));
  else if (to) parts.push(fillTemplate(words.yearsUntil, { max: to }));
  if (criteria.country) parts.push(countryName(criteria.country, intl));
  if (criteria.q) parts.push(fillTemplate(words.quoted, { q: criteria.q }));
  return parts.length > 0 ? parts.join(words.separator) : t.machineAlerts.anyMachine;
}
