import { company, type OpeningHours, type PostalAddress } from "~/content/company";
import { getEdition } from "~/i18n/editions";
import type { NavEntry } from "~/content/navigation";
import type { PageEntry } from "~/content/pages";
import { paths } from "~/content/paths";
import { redirects } from "~/site/redirects";
import { brandAssets, shareImage } from "~/content/resources";
import { absoluteUrl } from "~/site/url";
import { ON_REQUEST } from "~/inventory/listing-constants";
import { availableFrom } from "~/inventory/machine-facts";
import type { MachineIn } from "~/inventory/machine-text";

import { defaultLocale, localeSettings, locales, localizePath, type Locale } from "../i18n/locales";

/**
 * schema.org structured data (JSON-LD) for the document head: pure
 * functions of the content, so every page's output is deterministic (the
 * production server hashes each inline script for its CSP).
 */
export type JsonLd = Record<string, unknown>;

const context = "https://schema.org";
const organizationId = absoluteUrl("/#organization");

function postalAddress(address: PostalAddress = company.address): JsonLd {
  return {
    "@type": "PostalAddress",
    streetAddress: address.streetAddress,
    addressLocality: address.locality,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.countryCode,
  };
}

function openingHoursSpecification(hours: readonly OpeningHours[] = company.hours): JsonLd[] {
  return hours.map((entry) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: [...entry.dayOfWeek],
    opens: entry.opens,
    closes: entry.closes,
  }));
}

/** An absolute URL of a page in an edition. */
const urlIn = (path: string, locale: Locale) => absoluteUrl(localizePath(path, locale));

/** The firm, on every page. `sameAs` only when profiles are configured. */
export function organizationJsonLd(locale: Locale = defaultLocale): JsonLd {
  return {
    "@context": context,
    "@type": "Organization",
    "@id": organizationId,
    name: company.name,
    legalName: company.legalName,
    description: getEdition(locale).t.company.tagline,
    url: urlIn(paths.home, locale),
    logo: {
      "@type": "ImageObject",
      url: absoluteUrl(brandAssets.icon512),
      width: 512,
      height: 512,
    },
    email: company.email,
    telephone: company.phone.e164,
    address: postalAddress(),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: company.phone.e164,
      email: company.email,
      url: urlIn(paths.contact, locale),
      availableLanguage: locales.map((other) => localeSettings[other].lang),
    },
    ...(company.sameAs.length > 0 ? { sameAs: [...company.sameAs] } : {}),
  };
}

/** The office with its opening hours, on the contact page. */
export function localBusinessJsonLd(locale: Locale = defaultLocale): JsonLd {
  return {
    "@context": context,
    "@type": "LocalBusiness",
    "@id": absoluteUrl(`${paths.contact}#office`),
    name: company.name,
    url: urlIn(paths.contact, locale),
    image: absoluteUrl(shareImage.path),
    telephone: company.phone.e164,
    email: company.email,
    address: postalAddress(),
    openingHoursSpecification: openingHoursSpecification(),
    parentOrganization: { "@id": organizationId },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** Short names for crumbs: the navigation's labels, where a page has one. */
function navigationLabel(navigation: readonly NavEntry[], path: string): string | undefined {
  for (const entry of navigation) {
    if (entry.kind === "link" && entry.to === path) return entry.label;
    if (entry.kind === "group") {
      const item = entry.items.find((candidate) => candidate.to === path);
      if (item) return item.label;
    }
  }
  return undefined;
}

/**
 * Home, then every ancestor path that is (or redirects to) a real page of
 * its own, then the page itself: /machinery/used-equipment gets Home ›
 * Machinery Division › Used Equipment because /machinery leads to the
 * division page; /products has no page, so product pages get Home › product.
 * Names are the edition's; paths are below the edition prefix.
 */
export function breadcrumbTrail(page: PageEntry, locale: Locale = defaultLocale): Crumb[] {
  const { t, pages: table, navigation } = getEdition(locale);
  const findPage = (path: string) => table.find((entry) => entry.path === path);
  const canonicalPageAt = (path: string) => {
    const target = findPage(redirects[path] ?? path);
    return target && findPage(target.canonical);
  };
  const home = t.navigation.main.home;
  const crumb = (entry: PageEntry): Crumb => ({
    name:
      entry.path === paths.home ? home : (navigationLabel(navigation, entry.path) ?? entry.title),
    path: entry.path,
  });
  const self = findPage(page.canonical) ?? page;
  const trail: Crumb[] = [{ name: home, path: paths.home }];
  const segments = self.path.split("/").filter(Boolean);
  for (let depth = 1; depth < segments.length; depth++) {
    const ancestor = canonicalPageAt(`/${segments.slice(0, depth).join("/")}`);
    if (!ancestor || ancestor.path === self.path || ancestor.path === paths.home) continue;
    if (trail.some((entry) => entry.path === ancestor.path)) continue;
    trail.push(crumb(ancestor));
  }
  if (self.path !== paths.home) trail.push(crumb(self));
  return trail;
}

export function breadcrumbJsonLd(trail: readonly Crumb[], locale: Locale = defaultLocale): JsonLd {
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: urlIn(crumb.path, locale),
    })),
  };
}

/** A page below the top level, e.g. /products/bopp-films. */
export function isNested(page: PageEntry): boolean {
  return page.canonical.split("/").filter(Boolean).length > 1;
}

/** The page itself, in its edition's language. */
export function webPageJsonLd(page: PageEntry, locale: Locale = defaultLocale): JsonLd {
  return {
    "@context": context,
    "@type": "WebPage",
    "@id": urlIn(page.canonical, locale),
    url: urlIn(page.canonical, locale),
    name: page.title,
    description: page.description,
    inLanguage: localeSettings[locale].lang,
    publisher: { "@id": organizationId },
  };
}

const schema = (name: string) => `https://schema.org/${name}`;

/**
 * Whether a buyer can have the machine, in schema.org's words: sold, reserved
 * for another buyer, to be had from a later month (bought now, it leaves
 * then: a pre-order), or in stock.
 */
export function machineAvailability(
  machine: Pick<MachineIn, "status" | "available">,
  now: Date = new Date(),
): string {
  if (machine.status === "sold") return schema("SoldOut");
  if (machine.status === "reserved") return schema("Reserved");
  return schema(availableFrom(machine.available, now) ? "PreOrder" : "InStock");
}

/**
 * schema.org Product for a used machine: our reference as its `sku`, the
 * maker as its `brand`, `itemCondition` Used, the manufacturer year as
 * `productionDate`, and one Offer from the firm with the asking price in its
 * own currency, or no price when it is on request. Never the serial number,
 * which the machine's data does not carry.
 */
export function machineProductJsonLd(
  machine: MachineIn,
  locale: Locale,
  imageUrls: readonly string[],
  now: Date = new Date(),
): JsonLd {
  const url = urlIn(machine.path, locale);
  const { price } = machine;
  const from = availableFrom(machine.available, now);
  return {
    "@context": context,
    "@type": "Product",
    "@id": `${url}#product`,
    name: machine.name,
    description: machine.summary,
    sku: machine.reference,
    brand: { "@type": "Brand", name: machine.maker },
    ...(machine.model ? { model: machine.model } : {}),
    url,
    image: imageUrls.map((path) => absoluteUrl(path)),
    itemCondition: schema("UsedCondition"),
    productionDate: String(machine.year),
    offers: {
      "@type": "Offer",
      url,
      itemCondition: schema("UsedCondition"),
      availability: machineAvailability(machine, now),
      ...(from && machine.status === "available" ? { availabilityStarts: from } : {}),
      ...(price === ON_REQUEST ? {} : { price: price.amount, priceCurrency: price.currency }),
      seller: { "@id": organizationId },
    },
  };
}

/** Everything a page's head carries: the firm, the page, the office hours, the trail. */
export function structuredDataFor(page: PageEntry, locale: Locale = defaultLocale): JsonLd[] {
  const data = [organizationJsonLd(locale), webPageJsonLd(page, locale)];
  if (page.canonical === paths.contact) data.push(localBusinessJsonLd(locale));
  if (isNested(page)) data.push(breadcrumbJsonLd(breadcrumbTrail(page, locale), locale));
  return data;
}
