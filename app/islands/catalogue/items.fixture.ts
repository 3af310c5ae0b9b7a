import { readInventory } from "~/inventory/read-inventory";
import { catalogueOrder, isListed, machineFromSource, machineIn } from "~/inventory/machine-text";
import type { Locale } from "~/i18n/locales";

import type { CatalogueListing } from "./filter";

import { toCatalogueItem } from "../../inventory/catalogue-item";
import { equipmentImages } from "../../inventory/machine-illustrations";

/**
 * The catalogue's items as the page builds them, from the real inventory
 * (app/content/inventory/), with each machine type's drawing in place of
 * photos: the unit tests' data.
 */
export function inventoryItems(locale: Locale = "en"): CatalogueListing[] {
  const machines = readInventory().listings.map(machineFromSource);
  return machines
    .filter(isListed)
    .sort(catalogueOrder)
    .map((machine) => ({
      ...toCatalogueItem(machineIn(machine, locale), locale, {
        kind: "illustration",
        src: equipmentImages[machine.type],
      }),
      type: machine.type,
    }));
}
