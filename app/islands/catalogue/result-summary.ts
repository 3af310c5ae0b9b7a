import { plural, type PluralText } from "~/lib/text";

/**
 * The result count under the filters, "Showing all 6 machines" or "Showing 2
 * of 6 machines", in the plural form the edition's language needs for the total.
 */
export function resultSummary(
  shown: number,
  total: number,
  copy: { showingAll: PluralText; showingSome: PluralText },
  intlTag: string,
): string {
  const text = shown === total && total > 0 ? copy.showingAll : copy.showingSome;
  return plural(text, total, intlTag, { shown, total });
}
