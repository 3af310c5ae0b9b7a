/**
 * One `Intl` formatter per locale and options, made on first use and kept.
 * Making one is costly: it loads and resolves locale data, about 0.1 to 1 ms
 * on this host and ten times that on a budget phone (the first of a page,
 * which loads the locale data, 0.1 to 0.3 s at 11x CPU). The catalogue made a
 * collator on every comparison of its sorts (`localeCompare` with a locale)
 * and new formats for every count. A formatter never changes once made, so
 * sharing it is safe.
 */
const made = new Map<string, unknown>();

function once<T>(key: string, make: () => T): T {
  if (!made.has(key)) made.set(key, make());
  return made.get(key) as T;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}) {
  return once(
    `number ${locale} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}) {
  return once(
    `date ${locale} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

export function pluralRules(locale: string) {
  return once(`plural ${locale}`, () => new Intl.PluralRules(locale));
}

/** Compares strings as the locale sorts them: `collator("fr").compare`. */
export function collator(locale: string) {
  return once(`collator ${locale}`, () => new Intl.Collator(locale));
}

/** Joins a list as the locale writes it: `listFormat("fr", { type: "disjunction" })` gives "3 ou 6". */
export function listFormat(locale: string, options: Intl.ListFormatOptions = {}) {
  return once(
    `list ${locale} ${JSON.stringify(options)}`,
    () => new Intl.ListFormat(locale, options),
  );
}

/** Names languages in the locale's words: `languageNames("fr").of("en")` gives "anglais". */
export function languageNames(locale: string) {
  return once(`languages ${locale}`, () => new Intl.DisplayNames(locale, { type: "language" }));
}

/** Finds the words of a text as the locale writes them: `wordSegmenter("ar").segment(text)`. */
export function wordSegmenter(locale: string) {
  return once(`words ${locale}`, () => new Intl.Segmenter(locale, { granularity: "word" }));
}
