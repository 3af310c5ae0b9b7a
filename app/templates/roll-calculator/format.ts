import { numberFormat } from "~/lib/intl";

/**
 * A result as the edition writes it ("13,910", "13 910", "55.2"; Arabic with
 * Western digits, the site's `ar-u-nu-latn`), or undefined for a result a
 * wrong value left out. Shared by the build and the browser module, so the
 * first paint and every later update read the same.
 */
export function formatResult(
  value: number | undefined,
  digits: number,
  intlTag: string,
): string | undefined {
  if (value === undefined || !Number.isFinite(value)) return undefined;
  return numberFormat(intlTag, {
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  }).format(value);
}
