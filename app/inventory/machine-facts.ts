import { getEdition } from "../i18n/editions.ts";
import type { Locale } from "../i18n/locales.ts";
import { dateTimeFormat, numberFormat } from "../lib/intl.ts";
import { formatMoney } from "../lib/money.ts";
import { fillTemplate, keepWithUnit } from "../lib/text.ts";

import { AVAILABLE_NOW, ON_REQUEST } from "./listing-constants.ts";
import type { ListingPrice } from "./listing-schema.ts";
import type { MachineIn } from "./machine-text.ts";

/**
 * A machine's facts as an edition writes them: the price in its own
 * currency (never converted) or "Price on request", the running hours, the
 * condition, the city and country, and when it can leave. The machine page's
 * definition list, the catalogue's cards and the spec sheet all print these.
 */

export type MachineFactKey =
  | "price"
  | "maker"
  | "model"
  | "year"
  | "hours"
  | "condition"
  | "location"
  | "available"
  | "reference";

export interface MachineFact {
  key: MachineFactKey;
  label: string;
  value: string;
  /** Latin names and codes, kept left to right inside Arabic (`<bdi>`, a box in Typst). */
  ltr: boolean;
}

/** "€1,850,000", "1 850 000 €", or the edition's "Price on request". */
export function priceText(price: ListingPrice, locale: Locale): string {
  const { t, intl } = getEdition(locale);
  return price === ON_REQUEST
    ? t.usedEquipment.factValues.priceOnRequest
    : formatMoney(price.amount, price.currency, intl);
}

/** "42,000 hours", "42 000 heures", "42,000 ساعة", the number held to its unit (no-break space). */
export function hoursText(hours: number, locale: Locale): string {
  return keepWithUnit(
    numberFormat(getEdition(locale).intl, {
      style: "unit",
      unit: "hour",
      unitDisplay: "long",
    }).format(hours),
  );
}

/** Whether `available` ("now" or "2027-03") has come by `now`: a month that has begun is now. */
export function isAvailableNow(available: string, now: Date = new Date()): boolean {
  if (available === AVAILABLE_NOW) return true;
  const [year, month] = available.split("-").map(Number) as [number, number];
  return Date.UTC(year, month - 1, 1) <= now.getTime();
}

/** The first day of the month a machine can leave, "2027-03-01", or undefined when it can now. */
export function availableFrom(available: string, now: Date = new Date()): string | undefined {
  return isAvailableNow(available, now) ? undefined : `${available}-01`;
}

/** "Available now", or "Available from March 2027" with the month in the edition's words. */
export function availabilityText(available: string, locale: Locale, now = new Date()): string {
  const { t, intl } = getEdition(locale);
  const from = availableFrom(available, now);
  if (from === undefined) return t.usedEquipment.factValues.availableNow;
  const month = dateTimeFormat(intl, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${from}T00:00:00Z`));
  return fillTemplate(t.usedEquipment.factValues.availableFrom, { month });
}

/** "Kerpen, Germany", "كيربن، ألمانيا". */
export function placeText(machine: Pick<MachineIn, "city" | "locationName">, locale: Locale) {
  return fillTemplate(getEdition(locale).t.usedEquipment.factValues.place, {
    city: machine.city,
    country: machine.locationName,
  });
}

/** The condition's name in the edition. */
export function conditionText(condition: MachineIn["condition"], locale: Locale): string {
  return getEdition(locale).t.usedEquipment.conditions[condition];
}

/**
 * Every fact a buyer decides from, in the order pages list them: the price
 * first, then what the machine is, its state, where it is and when it can
 * leave, and the reference to quote. A fact the listing does not give (the
 * model, the running hours) is left out, and so is what the machine's status
 * makes untrue: a sold machine has no price to ask and no date to leave, and
 * a reserved one is not "available now" (its page says it is reserved).
 */
export function machineFacts(
  machine: MachineIn,
  locale: Locale,
  now: Date = new Date(),
): MachineFact[] {
  const labels = getEdition(locale).t.usedEquipment.machine.facts;
  const fact = (key: MachineFactKey, value: string, ltr = false): MachineFact => ({
    key,
    label: labels[key],
    value,
    ltr,
  });
  const sold = machine.status === "sold";
  return [
    ...(sold ? [] : [fact("price", priceText(machine.price, locale))]),
    fact("maker", machine.maker, true),
    ...(machine.model ? [fact("model", machine.model, true)] : []),
    fact("year", String(machine.year)),
    ...(machine.hours === undefined ? [] : [fact("hours", hoursText(machine.hours, locale))]),
    fact("condition", conditionText(machine.condition, locale)),
    fact("location", placeText(machine, locale)),
    ...(machine.status === "available"
      ? [fact("available", availabilityText(machine.available, locale, now))]
      : []),
    fact("reference", machine.reference, true),
  ];
}
