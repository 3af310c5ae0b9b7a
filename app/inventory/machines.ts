import { dirname, resolve } from "node:path";

import type { ImageMetadata } from "astro";
import { getCollection } from "astro:content";

import {
  toCatalogueItem,
  type EquipmentImage,
  type CatalogueItem,
} from "~/inventory/catalogue-item";
import { equipmentImages } from "~/inventory/machine-illustrations";
import type { MachineType } from "~/inventory/listing-constants";
import type { Locale } from "~/i18n/locales";

import { responsivePicture } from "./machine-images";
import {
  catalogueOrder,
  isListed,
  machineIn,
  type MachineData,
  type MachineIn,
} from "./machine-text";

/** Every machine of the content collection (app/content.config.ts), in the catalogue's order. */
export type Machine = MachineData<ImageMetadata>;

export async function getMachines(): Promise<Machine[]> {
  const entries = await getCollection("inventory");
  return entries.map((entry) => entry.data).sort(catalogueOrder);
}

/**
 * The folder a machine's files (its documents, its video) are read from, at
 * build time: its entry's file, which the loader names relative to the
 * project, where the build runs.
 */
export async function listingFolder(slug: string): Promise<string> {
  const entry = (await getCollection("inventory")).find((item) => item.id === slug);
  if (!entry?.filePath) throw new Error(`No listing file for the machine ${slug}`);
  return dirname(resolve(process.cwd(), entry.filePath));
}

/** The first photo as `preset` (or the machine type's drawing), for cards. */
export async function leadImage(shown: MachineIn<ImageMetadata>): Promise<EquipmentImage> {
  const first = shown.photos[0];
  if (!first) return { kind: "illustration", src: equipmentImages[shown.type] };
  return {
    kind: "photo",
    picture: await responsivePicture(first.src, "card"),
    alt: first.alt,
    ...(first.lang ? { lang: first.lang } : {}),
  };
}

/**
 * The catalogue island's items in an edition: every machine that is not
 * sold, with its machine type for the type filter.
 */
export async function catalogueItems(
  locale: Locale,
): Promise<(CatalogueItem & { type: MachineType })[]> {
  const listed = (await getMachines()).filter(isListed);
  return Promise.all(
    listed.map(async (machine) => {
      const shown = machineIn(machine, locale);
      return { ...toCatalogueItem(shown, locale, await leadImage(shown)), type: shown.type };
    }),
  );
}
