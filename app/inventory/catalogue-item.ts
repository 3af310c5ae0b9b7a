import type { ResponsivePicture } from "./machine-images";
import { conditionText, placeText, priceText } from "~/inventory/machine-facts";
import { inquirySubject, type MachineIn } from "~/inventory/machine-text";
import { ON_REQUEST } from "~/inventory/listing-constants";
import { getEdition } from "~/i18n/editions";
import { defaultLocale, localizePath, type Locale } from "~/i18n/locales";

/**
 * One machine of the catalogue island, in the page's language: what the
 * card, the filters and the dialog need and nothing else, built at build time
 * from the inventory (app/pages/[...locale]/machinery/used-equipment.astro).
 */
export interface CatalogueItem {
  /** Stable identifier used in shared links (?item=…) and in the machine's page address. */
  slug: string;
  /** Our reference, "FP-1042": what buyers quote; the same in every edition. */
  reference: string;
  name: string;
  /** The maker's name, in its own (Latin) letters. */
  maker: string;
  /** The maker's model name, when the listing gives one. */
  model: string | null;
  /** Manufacturer year. */
  year: number;
  /** The asking price as the card shows it, and its amount and currency to filter and sort by. */
  price: CataloguePrice;
  /** The condition's name in the page's language: "Very good", "Très bon état". */
  conditionLabel: string;
  /** The city, in the page's letters when the listing translates it. */
  city: string;
  /** The city and the country as the edition joins them: "Kerpen, Germany", "كيربن، ألمانيا". */
  place: string;
  /** ISO country code: the location filter's value and ?location= in shared links. */
  location: string;
  /** The country's name in the page's language. */
  locationName: string;
  /** The card's text (the summary of the listing). */
  description: string;
  /**
   * What else a search finds the machine by: its English name and its type
   * in English and in the page's language, so "laminator" typed on the
   * French page finds it.
   */
  keywords: readonly string[];
  /** Sold machines are not in the catalogue. */
  status: "available" | "reserved";
  /** The machine's own page in this edition. */
  href: string;
  /** The contact form's subject for this machine. */
  subject: string;
  /** "en" when the text is the English fallback on another edition's page. */
  lang?: string;
  image: EquipmentImage;
}

/**
 * The price as shown ("€1,850,000", "1 850 000 €", "Price on request"), with
 * its amount and currency, or null for both when the price is on request.
 * Amounts in different currencies are never converted: compare them within
 * one currency.
 */
export type CataloguePrice =
  | { text: string; amount: number; currency: string }
  | { text: string; amount: null; currency: null };

/** The first photo of the listing, or the drawing of its machine type. */
export type EquipmentImage =
  | { kind: "photo"; picture: ResponsivePicture; alt: string; lang?: string }
  | { kind: "illustration"; src: string };

/** A listed machine of the inventory, in an edition, as the catalogue shows it. */
export function toCatalogueItem(
  machine: MachineIn,
  locale: Locale,
  image: EquipmentImage,
): CatalogueItem {
  const price = machine.price;
  return {
    slug: machine.slug,
    reference: machine.reference,
    name: machine.name,
    maker: machine.maker,
    model: machine.model ?? null,
    year: machine.year,
    price:
      price === ON_REQUEST
        ? { text: priceText(price, locale), amount: null, currency: null }
        : { text: priceText(price, locale), amount: price.amount, currency: price.currency },
    conditionLabel: conditionText(machine.condition, locale),
    city: machine.city,
    place: placeText(machine, locale),
    location: machine.location,
    locationName: machine.locationName,
    description: machine.summary,
    keywords: [...new Set([machine.englishName, ...typeKeywords(machine.type, locale)])],
    status: machine.status === "reserved" ? "reserved" : "available",
    href: localizePath(machine.path, locale),
    subject: inquirySubject(machine),
    ...(machine.lang ? { lang: machine.lang } : {}),
    image,
  };
}

/** What a search finds a machine by besides its name: its type in English and in `locale`. */
export function typeKeywords(type: MachineIn["type"], locale: Locale): string[] {
  const names = ([defaultLocale, locale] as const).map(
    (edition) => getEdition(edition).t.sellEquipment.form.machineTypes[type],
  );
  return [...new Set(names)];
}
