/**
 * A result as the edition writes it ("13,910", "13 910", "55.2"; Arabic with
 * Western digits, the site's `ar-u-nu-latn`), or undefined for a result a
 * wrong value left out. Shared by the build and the browser module, so the
 * first paint and every later update read the same. It keeps its own
 * formatters rather than import lib/intl.ts: the catalogue island imports
 * that too, and a module shared with an island becomes a chunk of its own,
 * which a page fetches instead of having the calculator's module written in.
 */
const formats = new Map<string, Intl.NumberFormat>();

export function formatResult(
  value: number | undefined,
  digits: number,
  intlTag: string,
): string | undefined {
  if (value === undefined || !Number.isFinite(value)) return undefined;
  const key = `${intlTag} ${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlTag, {
      maximumFractionDigits: digits,
      minimumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format.format(value);
}
