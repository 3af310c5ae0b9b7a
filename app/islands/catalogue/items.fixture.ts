import { readInventory } from "~/inventory/read-inventory";
import { catalogueOrder, isListed, machineFromSource, machineIn } from "~/inventory/machine-text";
import type { Locale } from "~/i18n/locales";

import { toCatalogueItem, type CatalogueItem } from "../../inventory/catalogue-item";
import { equipmentImages } from "../../inventory/machine-illustrations";

/**
 * The catalogue's items as the page builds them, from the real inventory
 * (app/content/inventory/), with each machine type's drawing in place of
 * photos: the unit tests' data.
 */
export function inventoryItems(locale: Locale = "en"): CatalogueItem[] {
  const machines = readInventory().listings.map(machineFromSource);
  return machines
    .filter(isListed)
    .sort(catalogueOrder)
    .map((machine) =>
      toCatalogueItem(machineIn(machine, locale), locale, {
        kind: "illustration",
        src: equipmentImages[machine.type],
      }),
    );
}
