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
 * A whole amount in its currency, the locale's way: "€1,850,000",
 * "1 850 000 €", "‏1,850,000 €" (with `ar-u-nu-latn`). No cents: used
 * machines are priced in whole units.
 */
export function formatMoney(amount: number, currency: string, intlTag: string): string {
  return numberFormat(intlTag, {
    style: "currency",
    currency,
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(amount);
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
