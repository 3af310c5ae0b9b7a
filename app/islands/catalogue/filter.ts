import { foldSearchText, searchTerms, searchWords, termMatch } from "~/lib/search-text";

import type { CatalogueItem } from "../../inventory/catalogue-item";

/** The three filter controls. An empty string means "no filter". */
export interface EquipmentFilters {
  q: string;
  location: string;
  year: string;
}

export const NO_FILTERS: EquipmentFilters = { q: "", location: "", year: "" };

/**
 * The catalogue filter: the location (a country code) must equal the
 * selected value, the year must equal the selected one, and every word of
 * the search must be found (searchEquipment). An empty value is no filter.
 * With a search, the best matches come first.
 */
export function filterEquipment<T extends CatalogueItem>(
  items: readonly T[],
  { q, location, year }: EquipmentFilters,
): T[] {
  return searchEquipment(
    items.filter(
      (item) =>
        (location === "" || item.location === location) &&
        (year === "" || String(item.year) === year),
    ),
    q,
  );
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
export function locationOptions(items: readonly CatalogueItem[], intl = "en"): LocationOption[] {
  const names = new Map(items.map((item) => [item.location, item.locationName]));
  return [...names]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, intl));
}

/** The year dropdown's options: each year once, newest first, as text. */
export function yearOptions(items: readonly CatalogueItem[]): string[] {
  return [...new Set(items.map((item) => item.year))].sort((a, b) => b - a).map(String);
}
