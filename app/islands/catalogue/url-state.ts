import type { CatalogueItem } from "../../inventory/catalogue-item";

import { NO_FILTERS, yearOptions, type EquipmentFilters } from "./filter";

/**
 * What a shared link reproduces: the three filters and the open item (its
 * slug, or "" when the details dialog is closed).
 */
export interface CatalogueState extends EquipmentFilters {
  item: string;
}

export const EMPTY_CATALOGUE_STATE: CatalogueState = { ...NO_FILTERS, item: "" };

/** The search box accepts no more; a longer ?q= is ignored. */
export const MAX_QUERY_LENGTH = 100;

/** The query parameters the catalogue owns, in the order they are written. */
export const catalogueParams = [
  "q",
  "location",
  "year",
  "item",
] as const satisfies readonly (keyof CatalogueState)[];
const keys = catalogueParams;

/**
 * Reads ?q=&location=&year=&item=. A value the page cannot show (an unknown
 * location, year or item, an over-long search) is ignored, never an error.
 */
export function parseCatalogueParams(
  params: URLSearchParams,
  items: readonly CatalogueItem[],
): CatalogueState {
  const q = params.get("q") ?? "";
  const location = params.get("location") ?? "";
  const year = params.get("year") ?? "";
  const item = params.get("item") ?? "";
  return {
    q: q.length <= MAX_QUERY_LENGTH ? q : "",
    location: items.some((entry) => entry.location === location) ? location : "",
    year: yearOptions(items).includes(year) ? year : "",
    item: items.some((entry) => entry.slug === item) ? item : "",
  };
}

/**
 * The query string for a state: empty values are left out, and parameters
 * the catalogue does not own (campaign tags, for example) are kept.
 */
export function serializeCatalogueParams(
  state: CatalogueState,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of keys) next.delete(key);
  for (const key of keys) if (state[key] !== "") next.set(key, state[key]);
  return next;
}
