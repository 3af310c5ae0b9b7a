import { defaultLocale, localeSettings, localizePath, type Locale } from "./locales.ts";
import { compareTranslations, localize } from "./translation.ts";
import { typesetAll } from "../lib/typography.ts";

import { english, type EditionTranslation, type EditionText } from "../content/english.ts";
import { ar } from "../content/locales/ar/index.ts";
import { fr } from "../content/locales/fr/index.ts";
import { type NavEntry } from "../content/navigation.ts";
import { buildNavigation, buildPages } from "./routes.ts";
import { type PageEntry } from "../content/pages.ts";

export type { EditionText, EditionTranslation };

const translations: Record<Exclude<Locale, typeof defaultLocale>, EditionTranslation> = { fr, ar };

/** One edition: its locale, its settings and all its text. */
export interface Edition {
  locale: Locale;
  /** The tag for every `Intl` formatter of the edition (Western digits in Arabic). */
  intl: string;
  dir: "ltr" | "rtl";
  t: EditionText;
  /** The route table in the edition's words (paths below the edition prefix). */
  pages: readonly PageEntry[];
  /** The header's entries in the edition's words (paths below the edition prefix). */
  navigation: readonly NavEntry[];
  /** A site path in this edition: "/contact" → "/fr/contact". */
  href: (path: string) => string;
}

/** The edition's copy with every internal link (`to`) pointing into the edition. */
function relink<T>(value: T, locale: Locale): T {
  if (Array.isArray(value)) return value.map((item: unknown) => relink(item, locale)) as T;
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === "to" && typeof item === "string" ? localizePath(item, locale) : relink(item, locale),
    ]),
  ) as T;
}

const cache = new Map<Locale, Edition>();
let compared = false;

export function getEdition(locale: Locale): Edition {
  let edition = cache.get(locale);
  if (!edition) {
    if (locale !== defaultLocale && !compared) {
      compareTranslations(translations);
      compared = true;
    }
    const t =
      locale === defaultLocale
        ? (english as EditionText)
        : // Translators type plain spaces; the edition prints its typography (app/lib/typography.ts).
          typesetAll(
            relink(localize(english, translations[locale], `locales/${locale}`), locale),
            locale,
          );
    const { intl, dir } = localeSettings[locale];
    edition = {
      locale,
      intl,
      dir,
      t,
      pages: buildPages(t.pages, t.products),
      navigation: buildNavigation(t.navigation, t.products),
      href: (path) => localizePath(path, locale),
    };
    cache.set(locale, edition);
  }
  return edition;
}
