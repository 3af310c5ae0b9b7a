import { EARLIEST_YEAR, machineTypes } from "../../inventory/listing-constants";

import { NO_FILTERS, sortOrders, type CatalogueListing, type EquipmentFilters } from "./filter";

/**
 * What a shared link reproduces: the filters, the order and the open item
 * (its slug, or "" when the details dialog is closed).
 */
export interface CatalogueState extends EquipmentFilters {
  item: string;
}

export const EMPTY_CATALOGUE_STATE: CatalogueState = { ...NO_FILTERS, item: "" };

/** The search box accepts no more; a longer ?q= is ignored. */
export const MAX_QUERY_LENGTH = 100;

/** The query parameters the catalogue writes, in the order it writes them. */
const written = [
  "q",
  "type",
  "from",
  "to",
  "country",
  "priced",
  "sort",
  "item",
] as const satisfies readonly (keyof CatalogueState)[];

/** A yes in the URL: ?priced=1 (also the checkbox's value, for client:interaction). */
export const PRICED_YES = "1";

/**
 * Parameters of links shared before the year range and ?country=: read
 * (?location=DE is ?country=DE, ?year=2016 is from 2016 to 2016), then
 * replaced by the current ones at the first change.
 */
const legacy = ["location", "year"] as const;

/** Every query parameter the catalogue reads: a URL with one hydrates the island at once. */
export const catalogueParams = [...written, ...legacy];

/** A year a machine can have been built in: four digits from the listings' earliest. */
function isYear(value: string): boolean {
  return /^\d{4}$/.test(value) && Number(value) >= EARLIEST_YEAR;
}

const isSortOrder = (value: string): value is CatalogueState["sort"] =>
  (sortOrders as readonly string[]).includes(value);

/**
 * Reads ?q=&type=&from=&to=&country=&priced=&sort=&item=. A value the page cannot
 * show (an unknown type, country, order or item, a year that is not one, an
 * over-long search) is ignored, never an error. A type with no machine
 * listed is kept: its empty result offers to tell the buyer when one is.
 */
export function parseCatalogueParams(
  params: URLSearchParams,
  items: readonly CatalogueListing[],
): CatalogueState {
  const read = (name: string) => params.get(name) ?? "";
  const year = (value: string) => (isYear(value) ? value : "");
  const q = read("q");
  const type = read("type");
  const country = read("country") || read("location");
  const sort = read("sort");
  const item = read("item");
  const single = year(read("year"));
  const hasRange = params.has("from") || params.has("to");
  return {
    q: q.length <= MAX_QUERY_LENGTH ? q : "",
    type: (machineTypes as readonly string[]).includes(type) ? type : "",
    from: hasRange ? year(read("from")) : single,
    to: hasRange ? year(read("to")) : single,
    country: items.some((entry) => entry.location === country) ? country : "",
    priced: read("priced") === PRICED_YES,
    sort: isSortOrder(sort) ? sort : "",
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
  for (const key of catalogueParams) next.delete(key);
  for (const key of written) {
    const value = state[key];
    if (value === true) next.set(key, PRICED_YES);
    else if (typeof value === "string" && value !== "") next.set(key, value);
  }
  return next;
}
