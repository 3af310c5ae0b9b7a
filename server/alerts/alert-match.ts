import { locales } from "../../app/i18n/locales.ts";
import type { AlertMachine } from "../../app/inventory/alert-machine.ts";
import { queryTerms, searchScore } from "../../app/inventory/machine-search.ts";

import type { AlertCriteria } from "./alert-criteria.ts";

/** The last set the alerts were compared with: each listed machine's slug and status. */
export type AlertedSet = ReadonlyMap<string, AlertMachine["status"]>;

/**
 * The machines of a build worth an alert: available now, and new since the
 * last set or reserved in it. A new machine that is reserved waits: it is
 * announced when it turns available.
 */
export function newlyAvailable(
  previous: AlertedSet,
  current: readonly AlertMachine[],
): AlertMachine[] {
  return current.filter(
    (machine) =>
      machine.status === "available" &&
      (!previous.has(machine.slug) || previous.get(machine.slug) === "reserved"),
  );
}

/**
 * Whether a machine matches an alert's search, by the catalogue's rules:
 * the type, the years (inclusive), the country, and every word found in
 * the machine's text (searchScore) in one of the editions, so a French word
 * finds the machine whatever language the emails are in.
 */
export function matchesCriteria(machine: AlertMachine, criteria: AlertCriteria): boolean {
  if (criteria.type !== "" && machine.type !== criteria.type) return false;
  if (criteria.country !== "" && machine.country !== criteria.country) return false;
  if (criteria.from !== "" && machine.year < Number(criteria.from)) return false;
  if (criteria.to !== "" && machine.year > Number(criteria.to)) return false;
  const terms = queryTerms(criteria.q);
  return locales.some((locale) => searchScore(machine.editions[locale], terms) > 0);
}
