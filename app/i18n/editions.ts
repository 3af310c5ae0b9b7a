import { defaultLocale, localeSettings, localizePath, type Locale } from "./locales.ts";
import { localize, type Localized, type Translation } from "./translation.ts";
import { typesetAll } from "../lib/typography.ts";

import { aboutCopy } from "../content/about.ts";
import { companyCopy } from "../content/company.ts";
import {
  contactDetailsCopy,
  contactFormCopy,
  contactHero,
  contactMessages,
  retryAfterCopy,
} from "../content/contact.ts";
import { usedEquipmentCopy } from "../content/equipment.ts";
import { exportDevelopmentCopy } from "../content/export-development.ts";
import { homeCopy } from "../content/home.ts";
import { machineryDivisionCopy } from "../content/machinery-division.ts";
import { buildNavigation, navigationCopy, type NavEntry } from "../content/navigation.ts";
import { buildPages, pageCopy, type PageEntry } from "../content/pages.ts";
import { exportServices, procurementCopy, sourcingSteps } from "../content/procurement.ts";
import { productDetails } from "../content/product-details.ts";
import { productPageCopy, products } from "../content/products.ts";
import { sellEquipmentCopy } from "../content/sell-equipment.ts";
import { technicalDivisionCopy } from "../content/technical-division.ts";
import { testimonialsCopy } from "../content/testimonials.ts";
import { uiCopy } from "../content/ui.ts";

import { ar } from "../content/locales/ar/index.ts";
import { fr } from "../content/locales/fr/index.ts";

/**
 * Every word of the site, by module: the English edition, whose modules also
 * hold the structure (paths, icons, slugs, years). Another edition is this
 * object's `Translation`: the same keys with text only (app/i18n/translation.ts).
 */
export const english = {
  company: companyCopy,
  navigation: navigationCopy,
  ui: uiCopy,
  pages: pageCopy,
  home: homeCopy,
  about: aboutCopy,
  procurement: { page: procurementCopy, steps: sourcingSteps, exportServices },
  exportDevelopment: exportDevelopmentCopy,
  technicalDivision: technicalDivisionCopy,
  machineryDivision: machineryDivisionCopy,
  usedEquipment: usedEquipmentCopy,
  sellEquipment: sellEquipmentCopy,
  contact: {
    hero: contactHero,
    details: contactDetailsCopy,
    form: contactFormCopy,
    messages: contactMessages,
    retryAfter: retryAfterCopy,
  },
  testimonials: testimonialsCopy,
  productPage: productPageCopy,
  products,
  productDetails,
};

export type EditionText = Localized<typeof english>;

/** What a translation file provides: `{ … } satisfies EditionTranslation["home"]`. */
export type EditionTranslation = Translation<typeof english>;

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

export function getEdition(locale: Locale): Edition {
  let edition = cache.get(locale);
  if (!edition) {
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
