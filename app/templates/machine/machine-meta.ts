import { getEdition } from "~/i18n/editions";
import { paths } from "~/content/paths";
import { absoluteUrl } from "~/site/url";
import type { MachineIn } from "~/inventory/machine-text";
import { localizePath, type Locale } from "~/i18n/locales";
import { buildMeta, findPageIn, type MetaDescriptor, type ShareImage } from "~/site/seo";
import {
  breadcrumbJsonLd,
  breadcrumbTrail,
  organizationJsonLd,
  webPageJsonLd,
  type Crumb,
  type JsonLd,
} from "~/site/structured-data";
import { fillTemplate } from "~/lib/text";

/** Home › Machinery Division › Used Equipment › the machine, in the edition's words. */
export function machineTrail(machine: Pick<MachineIn, "name" | "path">, locale: Locale): Crumb[] {
  const catalogue = findPageIn(paths.usedEquipment, locale);
  if (!catalogue) throw new Error("The used-equipment page is missing from the route table");
  return [...breadcrumbTrail(catalogue, locale), { name: machine.name, path: machine.path }];
}

export function machineTitle(machine: Pick<MachineIn, "name" | "year">, locale: Locale): string {
  return fillTemplate(getEdition(locale).t.usedEquipment.machine.metaTitle, {
    name: machine.name,
    year: machine.year,
  });
}

/**
 * schema.org Product for a used machine: `itemCondition` Used and the
 * manufacturer year as `productionDate`. No Offer: prices are on request,
 * and an Offer without a price is invalid for search engines.
 */
export function productJsonLd(
  machine: MachineIn,
  locale: Locale,
  imageUrls: readonly string[],
): JsonLd {
  const url = absoluteUrl(localizePath(machine.path, locale));
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${url}#product`,
    name: machine.name,
    description: machine.summary,
    sku: machine.slug,
    url,
    image: imageUrls.map((path) => absoluteUrl(path)),
    itemCondition: "https://schema.org/UsedCondition",
    productionDate: String(machine.year),
  };
}

interface MachineMetaInput {
  machine: MachineIn;
  locale: Locale;
  /** The photos (or the drawing) as site paths, largest first. */
  imageUrls: readonly string[];
  /** The link-preview image: the first photo as a JPEG, when there is one. */
  share?: ShareImage;
}

/** The head of a machine's page: its own title, description, canonical, hreflang and JSON-LD. */
export function machineMeta({
  machine,
  locale,
  imageUrls,
  share,
}: MachineMetaInput): MetaDescriptor[] {
  const title = machineTitle(machine, locale);
  const page = { path: machine.path, canonical: machine.path, title, description: machine.summary };
  return buildMeta({
    title,
    description: machine.summary,
    canonical: machine.path,
    locale,
    ...(share ? { image: share } : {}),
    structuredData: [
      organizationJsonLd(locale),
      webPageJsonLd(page, locale),
      productJsonLd(machine, locale, imageUrls),
      breadcrumbJsonLd(machineTrail(machine, locale), locale),
    ],
  });
}
