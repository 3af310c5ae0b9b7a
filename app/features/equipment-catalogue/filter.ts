import type { EquipmentItem } from "./equipment-item";

/** The three filter controls. An empty string means "no filter". */
export interface EquipmentFilters {
  q: string;
  location: string;
  year: string;
}

export const NO_FILTERS: EquipmentFilters = { q: "", location: "", year: "" };

/**
 * The catalogue filter, exactly as the specification states it: the search
 * term matches case-insensitively as a substring of the name or the
 * description; the location (a country code) must equal the selected value; the year
 * is compared as text; all three must hold; an empty value is no filter.
 */
export function filterEquipment<T extends EquipmentItem>(
  items: readonly T[],
  { q, location, year }: EquipmentFilters,
): T[] {
  const term = q.toLowerCase();
  return items.filter(
    (item) =>
      (term === "" ||
        item.name.toLowerCase().includes(term) ||
        item.description.toLowerCase().includes(term)) &&
      (location === "" || item.location === location) &&
      (year === "" || String(item.year) === year),
  );
}

export function hasActiveFilters(filters: EquipmentFilters): boolean {
  return filters.q !== "" || filters.location !== "" || filters.year !== "";
}

export interface LocationOption {
  /** The country code, the filter's value. */
  value: string;
  /** The country's name in the page's language. */
  label: string;
}

/** The location dropdown's options: each country once, alphabetical in the page's language. */
export function locationOptions(items: readonly EquipmentItem[], intl = "en"): LocationOption[] {
  const names = new Map(items.map((item) => [item.location, item.locationName]));
  return [...names]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, intl));
}

/** The year dropdown's options: each year once, newest first, as text. */
export function yearOptions(items: readonly EquipmentItem[]): string[] {
  return [...new Set(items.map((item) => item.year))].sort((a, b) => b - a).map(String);
}
