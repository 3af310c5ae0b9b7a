import type { CatalogueItem } from "../../inventory/catalogue-item";
import { REFERENCE_PREFIX, type MachineType } from "../../inventory/listing-constants";
import { queryTerms, searchScore } from "../../inventory/machine-search";
import { collator } from "../../lib/intl";

/**
 * A machine as the filters see it: the card's facts and its machine type.
 * The page builds it (app/inventory/machines.ts, catalogueItems).
 */
export type CatalogueListing = CatalogueItem & { type: MachineType };

/** The orders a buyer can pick; "" is the catalogue's own: best match, then featured and newest. */
export const sortOrders = ["", "listed", "year", "price"] as const;
export type SortOrder = (typeof sortOrders)[number];

/**
 * What narrows and orders the list. An empty string means "no filter";
 * `from` and `to` are years, either may be empty, and they may arrive the
 * wrong way round (yearRange).
 */
export interface EquipmentFilters {
  q: string;
  type: string;
  from: string;
  to: string;
  /** An ISO country code: the listing's location. */
  country: string;
  /** Only machines with an asking price (not "on request"). */
  priced: boolean;
  sort: SortOrder;
}

export const NO_FILTERS: EquipmentFilters = {
  q: "",
  type: "",
  from: "",
  to: "",
  country: "",
  priced: false,
  sort: "",
};

export interface YearRange {
  /** The earliest year wanted, or undefined for no lower bound. */
  min: number | undefined;
  max: number | undefined;
  /** "From 2020 to 2015": the years were given the wrong way round and are read as 2015 to 2020. */
  reversed: boolean;
}

/**
 * The years a buyer asked for. A backwards range ("from 2020 to 2015") is
 * not an empty result: it is read as the range the buyer meant, and
 * `reversed` lets the controls say so and offer to swap them.
 */
export function yearRange({ from, to }: Pick<EquipmentFilters, "from" | "to">): YearRange {
  const low = from === "" ? undefined : Number(from);
  const high = to === "" ? undefined : Number(to);
  if (low !== undefined && high !== undefined && low > high) {
    return { min: high, max: low, reversed: true };
  }
  return { min: low, max: high, reversed: false };
}

/**
 * The catalogue's list for these filters: the items of the type, the years
 * (inclusive, either way round), the country, and every word of the search
 * (searchEquipment), in the order asked for (sortEquipment).
 */
export function filterEquipment<T extends CatalogueListing>(
  items: readonly T[],
  filters: EquipmentFilters,
): T[] {
  const { min, max } = yearRange(filters);
  const kept = items.filter(
    (item) =>
      (filters.type === "" || item.type === filters.type) &&
      (filters.country === "" || item.location === filters.country) &&
      (!filters.priced || item.price.amount !== null) &&
      (min === undefined || item.year >= min) &&
      (max === undefined || item.year <= max),
  );
  return sortEquipment(searchEquipment(kept, filters.q), filters.sort, items);
}

/**
 * The items in the order asked for. Ties keep the order they came in (the
 * search's ranking, then the catalogue's), so a sort never shuffles equals.
 * `catalogue` is the full list in the catalogue's order (the proxy for
 * "newest listed", see listedRank).
 */
export function sortEquipment<T extends CatalogueListing>(
  items: readonly T[],
  sort: SortOrder,
  catalogue: readonly T[] = items,
): T[] {
  const list = [...items];
  if (sort === "year") return list.sort((a, b) => b.year - a.year);
  if (sort === "listed") return list.sort((a, b) => listedRank(b) - listedRank(a));
  if (sort === "price") {
    const groups = currencyOrder(catalogue);
    return list.sort((a, b) => comparePrices(a.price, b.price, groups));
  }
  return list;
}

/**
 * How recently a machine was listed, higher for newer: the one place that
 * decides "newest listed". Listings carry no date; their reference does the
 * work: it is given once, when the machine is created, as the next free
 * number (FP-1036 was listed after FP-1033), and never changes.
 */
export function listedRank(item: Pick<CatalogueListing, "reference">): number {
  const number = Number(item.reference.slice(REFERENCE_PREFIX.length));
  return Number.isFinite(number) ? number : 0;
}

type Price = CatalogueListing["price"];

/**
 * Prices low to high without converting a currency into another: amounts
 * compare within their currency, and the currencies follow one another
 * (`groups`, the most used first). "On request" comes last.
 */
function comparePrices(a: Price, b: Price, groups: ReadonlyMap<string, number>): number {
  if (a.amount === null || b.amount === null)
    return Number(a.amount === null) - Number(b.amount === null);
  if (a.currency !== b.currency)
    return (groups.get(a.currency) ?? 0) - (groups.get(b.currency) ?? 0);
  return a.amount - b.amount;
}

/** The catalogue's currencies in the order the price sort shows them: the most used first, then A to Z. */
export function currencyOrder(items: readonly CatalogueListing[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { price } of items) {
    if (price.currency !== null) counts.set(price.currency, (counts.get(price.currency) ?? 0) + 1);
  }
  const order = [...counts].sort(([a, m], [b, n]) => n - m || a.localeCompare(b));
  return new Map(order.map(([currency], index) => [currency, index]));
}

/** Whether these machines are priced in more than one currency, which the price sort does not convert. */
export function hasSeveralCurrencies(items: readonly CatalogueListing[]): boolean {
  return currencyOrder(items).size > 1;
}

/**
 * The items every word of `query` is found in, best first (the catalogue's
 * order among equals), by the rules of `searchScore`
 * (app/inventory/machine-search.ts), which the machine alerts share.
 */
export function searchEquipment<T extends CatalogueItem>(items: readonly T[], query: string): T[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [...items];
  const scored: { item: T; score: number; index: number }[] = [];
  items.forEach((item, index) => {
    const score = searchScore(item, terms);
    if (score > 0) scored.push({ item, score, index });
  });
  return scored.sort((a, b) => b.score - a.score || a.index - b.index).map(({ item }) => item);
}

/** Whether anything narrows the list (the order alone does not). */
export function hasActiveFilters(filters: EquipmentFilters): boolean {
  return filters.q !== "" || filters.type !== "" || extraFilterCount(filters) > 0;
}

/** How many of the filters behind the phone's "More filters" are set: the years count as one. */
export function extraFilterCount(filters: EquipmentFilters): number {
  return (
    Number(filters.from !== "" || filters.to !== "") +
    Number(filters.country !== "") +
    Number(filters.priced)
  );
}

export interface Option {
  /** The filter's value in the URL. */
  value: string;
  /** What the buyer reads, in the page's language. */
  label: string;
}

/** The location dropdown's options: each country once, alphabetical in the page's language. */
export function locationOptions(items: readonly CatalogueItem[], intl = "en"): Option[] {
  const names = new Map(items.map((item) => [item.location, item.locationName]));
  return [...names]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => collator(intl).compare(a.label, b.label));
}

/**
 * Every machine type, alphabetical by its name in the page's language: made
 * at build time (catalogueCopy), so the island sorts without a collator,
 * which a budget phone takes a tenth of a second to make.
 */
export function typesInOrder(
  names: Readonly<Record<MachineType, string>>,
  intl = "en",
): MachineType[] {
  return (Object.keys(names) as MachineType[]).sort((a, b) =>
    collator(intl).compare(names[a], names[b]),
  );
}

/**
 * The type dropdown's options: the types of the machines listed, named in
 * the page's language and in `order` (typesInOrder), and the selected type
 * even when none is listed (a link to a type that has sold out).
 */
export function typeOptions(
  items: readonly CatalogueListing[],
  names: Readonly<Record<MachineType, string>>,
  order: readonly MachineType[],
  selected = "",
): Option[] {
  const types = new Set<string>(items.map((item) => item.type));
  if (selected in names) types.add(selected);
  return order.filter((type) => types.has(type)).map((value) => ({ value, label: names[value] }));
}

/**
 * The year dropdowns' options: the listings' years, newest first, and a
 * year from the URL that no listing has (?from=2010), so the control can
 * show what the list is filtered by.
 */
export function yearOptions(items: readonly CatalogueItem[], ...chosen: string[]): string[] {
  const years = new Set(items.map((item) => item.year));
  for (const year of chosen) if (year !== "") years.add(Number(year));
  return [...years].sort((a, b) => b - a).map(String);
}
