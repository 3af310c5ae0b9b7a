import { fillTemplate, plural, type PluralText } from "~/lib/text";

import { yearRange, type EquipmentFilters } from "./filter";

/**
 * The result count under the filters: "6 machines" when every machine is
 * shown, "2 machines out of 6" when some are, "No match among 6 machines"
 * when none is (`countOf.zero`, whose {machines} is `countAmong` of all). The
 * noun follows the number it counts, so each language's plural form is
 * picked for that number.
 */
export function resultSummary(
  shown: number,
  total: number,
  copy: { count: PluralText; countAmong: PluralText; countOf: PluralText },
  intlTag: string,
): string {
  if (shown === total) return plural(copy.count, total, intlTag);
  return plural(copy.countOf, shown, intlTag, {
    total,
    machines: plural(copy.countAmong, total, intlTag),
  });
}

/**
 * "“From” is later than “To”: showing 2016 to 2019.", or null when the
 * years are the right way round: the catalogue reads a backwards range as
 * the years between its ends, and says so beside the years and in the count.
 */
export function reversedYearsNotice(
  filters: Pick<EquipmentFilters, "from" | "to">,
  template: string,
): string | null {
  const { min, max, reversed } = yearRange(filters);
  return reversed ? fillTemplate(template, { min: min!, max: max! }) : null;
}

/** The words of a search description, in the edition's language. */
export interface SearchWords {
  yearsBetween: string;
  yearsFrom: string;
  yearsUntil: string;
  year: string;
  priced: string;
  quoted: string;
  separator: string;
}

/** A long search is cut to this many characters, so the subject fits the contact form's. */
const QUOTED_QUERY_LENGTH = 60;

/**
 * The search in words, for a message to the firm: "Metallizer, 2010 to 2020,
 * UK, with a price, “foil”". `typeName` and `countryName` name the filters' values in the
 * edition's language. The order of the list is not part of it; "" when
 * nothing narrows the list.
 */
export function describeSearch(
  filters: EquipmentFilters,
  words: SearchWords,
  names: { type: (value: string) => string; country: (value: string) => string },
): string {
  const { min, max } = yearRange(filters);
  const years =
    min !== undefined && max !== undefined
      ? fillTemplate(min === max ? words.year : words.yearsBetween, { min, max })
      : min !== undefined
        ? fillTemplate(words.yearsFrom, { min })
        : max !== undefined
          ? fillTemplate(words.yearsUntil, { max })
          : "";
  const q = filters.q.trim().replace(/\s+/g, " ");
  const parts = [
    filters.type && names.type(filters.type),
    years,
    filters.country && names.country(filters.country),
    filters.priced && words.priced,
    q &&
      fillTemplate(words.quoted, {
        q: q.length > QUOTED_QUERY_LENGTH ? `${q.slice(0, QUOTED_QUERY_LENGTH - 1)}…` : q,
      }),
  ];
  return parts.filter(Boolean).join(words.separator);
}
