import { localeSettings, type Locale } from "./i18n.ts";

/**
 * The English site writes these countries as the specification does; every
 * other name, and every name in the other editions, comes from Intl.
 */
const englishNames: Readonly<Record<string, string>> = { US: "USA", GB: "UK" };

const regionNames = new Map<Locale, Intl.DisplayNames>();

/** A country's name in an edition: ("DE", "fr") → "Allemagne", ("US", "en") → "USA". */
export function countryName(code: string, locale: Locale): string {
  if (locale === "en" && englishNames[code]) return englishNames[code];
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([localeSettings[locale].intl], { type: "region" });
    regionNames.set(locale, names);
  }
  return names.of(code) ?? code;
}
