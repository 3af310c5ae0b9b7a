/**
 * Currencies through `Intl`: which ISO 4217 codes exist, and an amount
 * written in a locale's way. An amount is shown in the currency it was given
 * in, never converted.
 */
import { numberFormat } from "./intl.ts";

let codes: Set<string> | undefined;

/** The ISO 4217 codes the runtime knows, in capitals: "EUR", "USD", "AED". */
export function currencyCodes(): ReadonlySet<string> {
  codes ??= new Set(Intl.supportedValuesOf("currency"));
  return codes;
}

export function isCurrencyCode(code: unknown): code is string {
  return typeof code === "string" && /^[A-Z]{3}$/.test(code) && currencyCodes().has(code);
}

/**
 * How an edition names a currency after an amount, as its buyers write it:
 * - Arabic in words, «1,950,000 دولار أمريكي», «1,250,000 يورو» (CLDR's
 *   symbols are "US$" and "UK£" in Latin, or «د.إ.‏» abbreviations), as the
 *   seller's form lists them;
 * - French with the euro's sign and every other currency's code, « 1 250 000 € »,
 *   « 1 950 000 USD », as French business writing does (CLDR's « $US »);
 * - English with its symbols, "$1,950,000", "€1,250,000".
 */
function currencyDisplay(
  intlTag: string,
  currency: string,
): Intl.NumberFormatOptions["currencyDisplay"] {
  const language = new Intl.Locale(intlTag).language;
  if (language === "ar") return "name";
  if (language === "fr") return currency === "EUR" ? "symbol" : "code";
  return "symbol";
}

/**
 * A whole amount in its currency, the edition's way: "€1,850,000",
 * "1 850 000 €", "1 950 000 USD", «1,850,000 يورو» (with `ar-u-nu-latn`).
 * No cents: used machines are priced in whole units.
 */
export function formatMoney(amount: number, currency: string, intlTag: string): string {
  const display = currencyDisplay(intlTag, currency);
  const text = numberFormat(intlTag, {
    style: "currency",
    currency,
    currencyDisplay: display,
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(amount);
  // A name comes after a plain space: held to the amount, as a symbol is.
  return display === "name" ? text.replace(/(\d) (?=\D)/u, "$1\u00a0") : text;
}

/** Every currency as an option of a select, "EUR · Euro", named in `language`, `first` on top. */
export function currencyOptions(
  language: string,
  first: readonly string[] = [],
): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([language, "en"], { type: "currency" });
  const collator = new Intl.Collator([language, "en"]);
  const option = (value: string) => ({ value, label: `${value} · ${names.of(value) ?? value}` });
  const rest = [...currencyCodes()]
    .filter((code) => !first.includes(code))
    .sort((a, b) => collator.compare(a, b));
  return [...first.filter(isCurrencyCode), ...rest].map(option);
}
