const englishRegionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

/**
 * Region codes the runtime names that no list of ours offers:
 * - groupings, pseudo-regions and "unknown" (EU, UN, ZZ…);
 * - the codes ISO 3166 only reserves for parts of a country, which CLDR
 *   names as if they were countries: Ascension (AC), Clipperton (CP), Diego
 *   Garcia (DG), Ceuta and Melilla (EA: "سيوتا وميليلا" in Arabic, a
 *   sensitive name in Morocco), the Canary Islands (IC), Tristan da Cunha
 *   (TA);
 * - territories without people or industry, which no machine leaves:
 *   Antarctica (AQ), Bouvet (BV), Heard and McDonald (HM), the French
 *   Southern Territories (TF), the U.S. Outlying Islands (UM);
 * - Western Sahara (EH): a firm that works under Moroccan law (the privacy
 *   notice) and sells across the Maghreb does not list it beside Morocco.
 */
const notCountries = new Set([
  ...["EU", "EZ", "UN", "QO", "XA", "XB", "ZZ"],
  ...["AC", "CP", "DG", "EA", "IC", "TA"],
  ...["AQ", "BV", "HM", "TF", "UM"],
  "EH",
]);

/** The current code of a region: old and informal codes map to it ("UK" → "GB", "DD" → "DE"). */
export function currentRegionCode(code: string): string | undefined {
  try {
    return new Intl.Locale(`und-${code}`).region;
  } catch {
    return undefined;
  }
}

/**
 * An ISO 3166 country code the runtime can name ("DE", "US", "GB", "AE"), in
 * capitals. Old and informal codes the runtime would also name ("UK" for GB)
 * are refused, so one country has one code in the filters and the forms.
 */
export function isCountryCode(code: string): boolean {
  return (
    /^[A-Z]{2}$/.test(code) &&
    !notCountries.has(code) &&
    currentRegionCode(code) === code &&
    englishRegionNames.of(code) !== undefined
  );
}

/** The English name of a country code ("GB" → "United Kingdom"), for messages to the firm's staff. */
export const englishCountryName = (code: string) => englishRegionNames.of(code);

let allCodes: string[] | undefined;

/** Every country code, AD to ZW: the inventory's and the seller form's one list. */
export function countryCodes(): readonly string[] {
  if (!allCodes) {
    const letters = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"];
    allCodes = letters.flatMap((first) =>
      letters.map((second) => first + second).filter(isCountryCode),
    );
  }
  return allCodes;
}

/**
 * The words a country's name is sorted by. Arabic lists countries by the
 * name without its article, as its readers look for them: «المغرب» (Morocco)
 * under م, between «مصر» and «موريتانيا», not among the «ال» names under ا.
 */
function sortKey(name: string, language: string): string {
  return /^ar(?:-|$)/i.test(language) ? name.replace(/^ال(?=\p{L}{2})/u, "") : name;
}

/** Every country as an option of a select, named and sorted in an edition's language. */
/** `language` is a BCP 47 tag: an edition's locale ("fr") or its `intl` tag. */
export function countryOptions(language: string): { value: string; label: string }[] {
  const collator = new Intl.Collator(language);
  return countryCodes()
    .map((code) => {
      const label = countryName(code, language);
      return { value: code, label, key: sortKey(label, language) };
    })
    .sort((a, b) => collator.compare(a.key, b.key) || collator.compare(a.label, b.label))
    .map(({ value, label }) => ({ value, label }));
}

/**
 * Names an edition writes its own way; every other name comes from Intl. The
 * English site writes these countries as the specification does; every
 * edition writes Hong Kong and Macao as places, not as CLDR's "SAR China". The Arabic
 * one writes «فلسطين» for PS, as its readers do, where CLDR (and so Intl) says
 * «الأراضي الفلسطينية», "the Palestinian territories".
 */
const ownNames: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  en: { US: "USA", GB: "UK", HK: "Hong Kong", MO: "Macao" },
  // CLDR's « R.A.S. chinoise de Hong Kong » is an administrative title, not a place name.
  fr: { HK: "Hong Kong", MO: "Macao" },
  // Arabic writes the two Congos and East Timor by their names, not CLDR's "Congo - Kinshasa".
  ar: {
    PS: "فلسطين",
    HK: "هونغ كونغ",
    MO: "ماكاو",
    CD: "جمهورية الكونغو الديمقراطية",
    CG: "جمهورية الكونغو",
    TL: "تيمور الشرقية",
    MQ: "مارتينيك",
  },
};

const regionNames = new Map<string, Intl.DisplayNames>();

/**
 * A country's name in an edition: ("DE", "fr") → "Allemagne", ("US", "en") → "USA",
 * ("PS", "ar") → «فلسطين». Every list and page that names a country asks here.
 */
export function countryName(code: string, language: string): string {
  const own = ownNames[new Intl.Locale(language).language]?.[code];
  if (own) return own;
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: "region" });
    regionNames.set(language, names);
  }
  return names.of(code) ?? code;
}
