import { foldSearchText, searchTerms, searchWords, termMatch } from "~/lib/search-text";

import type { CatalogueItem } from "../../inventory/catalogue-item";
import type { MachineType } from "../../inventory/listing-constants";

/**
 * A machine as the filters see it: the card's facts and its machine type.
 * The page builds it (app/inventory/machines.ts, catalogueItems).
 */
export type CatalogueListing = CatalogueItem & { type: MachineType };

/** The orders a buyer can pick; "" is the catalogue's own: best match, then featured and newest. */
export const sortOrders = ["", "listed", "year"] as const;
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
  sort: SortOrder;
}

export const NO_FILTERS: EquipmentFilters = {
  q: "",
  type: "",
  from: "",
  to: "",
  country: "",
  sort: "",
};

/** The filters that narrow the list; the order and the search box are not among them. */
const narrowingKeys = ["type", "from", "to", "country"] as const;

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
  if (sort === "listed") {
    const rank = listedRank(catalogue);
    return list.sort((a, b) => (rank.get(b.slug) ?? 0) - (rank.get(a.slug) ?? 0));
  }
  return list;
}

/**
 * How recently each machine was listed, higher for newer: the one place
 * that decides "newest listed". Listings have no date yet, so this ranks
 * by year, then by the catalogue's order (featured first, then by name),
 * which a later listing date replaces here.
 */
export function listedRank(catalogue: readonly CatalogueListing[]): Map<string, number> {
  const order = [...catalogue].sort((a, b) => b.year - a.year);
  return new Map(order.map((item, index) => [item.slug, order.length - index]));
}

/** A name word found: worth more than any number of description words. */
const NAME_WEIGHT = 100;

/**
 * The items every word of `query` is found in, best first (the catalogue's
 * order among equals). Case, accents and Arabic letter variants do not
 * matter (foldSearchText). A word matches the start of a word of the name
 * or the keywords (the machine type in English and in the page's language),
 * and only a whole word of the description, so "laminat" finds the
 * laminator, not every machine whose description mentions laminates.
 */
export function searchEquipment<T extends CatalogueItem>(items: readonly T[], query: string): T[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [...items];
  const scored: { item: T; score: number; index: number }[] = [];
  items.forEach((item, index) => {
    const names = searchWords(foldSearchText([item.name, ...item.keywords].join(" ")));
    const text = searchWords(foldSearchText(item.description));
    let score = 0;
    for (const term of terms) {
      const inName = termMatch(term, names);
      const inText = inName ? 0 : termMatch(term, text, false);
      if (inName === 0 && inText === 0) return;
      score += inName * NAME_WEIGHT + inText;
    }
    scored.push({ item, score, index });
  });
  return scored.sort((a, b) => b.score - a.score || a.index - b.index).map(({ item }) => item);
}

/** Whether anything narrows the list (the order alone does not). */
export function hasActiveFilters(filters: EquipmentFilters): boolean {
  return filters.q !== "" || narrowingKeys.some((key) => filters[key] !== "");
}

/** How many of the filters behind the phone's "More filters" are set. */
export function extraFilterCount(filters: EquipmentFilters): number {
  return Number(filters.from !== "" || filters.to !== "") + Number(filters.country !== "");
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
    .sort((a, b) => a.label.localeCompare(b.label, intl));
}

/**
 * The type dropdown's options: the types of the machines listed, named in
 * the page's language and alphabetical in it, and the selected type even
 * when none is listed (a link to a type that has sold out).
 */
export function typeOptions(
  items: readonly CatalogueListing[],
  names: Readonly<Record<MachineType, string>>,
  intl = "en",
  selected = "",
): Option[] {
  const types = new Set<string>(items.map((item) => item.type));
  if (selected in names) types.add(selected);
  return [...types]
    .map((value) => ({ value, label: names[value as MachineType] }))
    .sort((a, b) => a.label.localeCompare(b.label, intl));
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
