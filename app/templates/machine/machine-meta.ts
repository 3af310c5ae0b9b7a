import { getEdition } from "~/i18n/editions";
import { paths } from "~/content/paths";
import type { MachineIn } from "~/inventory/machine-text";
import type { Locale } from "~/i18n/locales";
import { buildMeta, findPageIn, type MetaDescriptor, type ShareImage } from "~/site/seo";
import {
  breadcrumbJsonLd,
  breadcrumbTrail,
  machineProductJsonLd,
  organizationJsonLd,
  webPageJsonLd,
  type Crumb,
} from "~/site/structured-data";
import { fillTemplate, shortenAtWord } from "~/lib/text";
import { localeSettings } from "~/i18n/locales";

/** Home › Machinery Division › Used Equipment › the machine, in the edition's words. */
export function machineTrail(machine: Pick<MachineIn, "name" | "path">, locale: Locale): Crumb[] {
  const catalogue = findPageIn(paths.usedEquipment, locale);
  if (!catalogue) throw new Error("The used-equipment page is missing from the route table");
  return [...breadcrumbTrail(catalogue, locale), { name: machine.name, path: machine.path }];
}

/** The page's title: "for sale" only while the machine is (a sold one's page stays up). */
export function machineTitle(
  machine: Pick<MachineIn, "name" | "year" | "status">,
  locale: Locale,
): string {
  return fillTemplate(getEdition(locale).t.usedEquipment.machine.metaTitle[machine.status], {
    name: machine.name,
    year: machine.year,
  });
}

/** What a search result shows of a description before it cuts it, about. */
export const DESCRIPTION_LENGTH = 160;

/**
 * The page's description: the listing's summary (up to 320 characters),
 * cut at a word's end within 160, as search results show it.
 */
export function machineDescription(
  machine: Pick<MachineIn, "summary" | "lang">,
  locale: Locale,
): string {
  return shortenAtWord(
    machine.summary,
    DESCRIPTION_LENGTH,
    machine.lang ?? localeSettings[locale].intl,
  );
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
  const description = machineDescription(machine, locale);
  const page = { path: machine.path, canonical: machine.path, title, description };
  return buildMeta({
    title,
    description,
    canonical: machine.path,
    locale,
    ...(share ? { image: share } : {}),
    structuredData: [
      organizationJsonLd(locale),
      webPageJsonLd(page, locale),
      machineProductJsonLd(machine, locale, imageUrls),
      breadcrumbJsonLd(machineTrail(machine, locale), locale),
    ],
  });
}
