/**
 * The site's editions and the pure helpers that place a page in one. English
 * keeps its URLs unprefixed; every other edition lives under /<locale>/ with
 * the same path below the prefix. Adding a language is one entry here, its
 * translation folder under app/content/locales/, and its font (see README).
 */
export const locales = ["en", "fr", "ar"] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale = "en" satisfies Locale;

export interface LocaleSettings {
  /** The edition's name in its own language, for the language switcher. */
  nativeName: string;
  /** BCP 47 tag for `lang` and `hreflang`. */
  lang: string;
  dir: "ltr" | "rtl";
  /** Open Graph locale (language_TERRITORY). */
  ogLocale: string;
  /**
   * The tag every `Intl` formatter of the edition uses. Arabic pins Western
   * digits (`nu-latn`), the business norm in our markets, so neither the
   * build machine's ICU nor the browser's picks Arabic-Indic digits.
   */
  intl: string;
  /** The comma between the parts of a phrase or a title: the Arabic comma in Arabic, where a Latin one reads as a slip. */
  comma: string;
  /** The colon after a label or a name: French sets a no-break space before it (« Nom : … »). */
  colon: string;
}

export const localeSettings: Readonly<Record<Locale, LocaleSettings>> = {
  en: {
    nativeName: "English",
    lang: "en",
    dir: "ltr",
    ogLocale: "en_US",
    intl: "en-US",
    comma: ", ",
    colon: ": ",
  },
  fr: {
    nativeName: "Français",
    lang: "fr",
    dir: "ltr",
    ogLocale: "fr_FR",
    intl: "fr-FR",
    comma: ", ",
    colon: "\u00a0: ",
  },
  ar: {
    nativeName: "العربية",
    lang: "ar",
    dir: "rtl",
    ogLocale: "ar_AR",
    intl: "ar-u-nu-latn",
    comma: "، ",
    colon: ": ",
  },
};

/**
 * Editions in a list a reader picks from (the language of an answer, of an
 * e-mail): the page's own first, the others in their order.
 */
export function ownLocaleFirst<T extends string>(list: readonly T[], own: Locale): T[] {
  return [...list.filter((item) => item === own), ...list.filter((item) => item !== own)];
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** The editions other than English: the ones with a path prefix. */
export const prefixedLocales = locales.filter(
  (locale): locale is Exclude<Locale, typeof defaultLocale> => locale !== defaultLocale,
);

/**
 * The path of a page in an edition: ("/about", "fr") → "/fr/about",
 * ("/", "ar") → "/ar". A query string or fragment is kept; anything that is
 * not a site path (a fragment alone, mailto:, https:) is returned unchanged.
 */
export function localizePath(path: string, locale: Locale): string {
  if (locale === defaultLocale || !path.startsWith("/") || path.startsWith("//")) return path;
  const [, pathname = "/", rest = ""] = /^([^?#]*)(.*)$/s.exec(path) ?? [];
  return `/${locale}${pathname === "/" ? "" : pathname}${rest}`;
}

/**
 * Splits a request path into its edition and the path below the prefix:
 * "/fr/about" → { locale: "fr", path: "/about" }, "/ar" → { locale: "ar",
 * path: "/" }, "/about" → { locale: "en", path: "/about" }.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first && first !== defaultLocale && isLocale(first)) {
    return { locale: first, path: match[2] && match[2] !== "/" ? match[2] : "/" };
  }
  return { locale: defaultLocale, path: pathname };
}

/** The same page in every edition, for `hreflang` alternates and the language switcher. */
export function alternatePaths(path: string): Record<Locale, string> {
  return Object.fromEntries(
    locales.map((locale) => [locale, localizePath(path, locale)]),
  ) as Record<Locale, string>;
}

/** Astro's `[...locale]` rest parameter: undefined for English (no prefix). */
export function localeParam(locale: Locale): string | undefined {
  return locale === defaultLocale ? undefined : locale;
}

/** Every edition as static paths of a `[...locale]` route. */
export function localeStaticPaths() {
  return locales.map((locale) => ({ params: { locale: localeParam(locale) }, props: { locale } }));
}
