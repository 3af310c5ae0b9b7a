import { readInventory } from "~/inventory/read-inventory";
import { catalogueOrder, isListed, machineFromSource, machineIn } from "~/inventory/machine-text";
import type { Locale } from "~/i18n/locales";

import { toEquipmentItem, type EquipmentItem } from "./catalogue-item";
import { equipmentImages } from "./machine-images";

/**
 * The catalogue's items as the page builds them, from the real inventory
 * (app/content/inventory/), with each machine type's drawing in place of
 * photos: the unit tests' data.
 */
export function inventoryItems(locale: Locale = "en"): EquipmentItem[] {
  const machines = readInventory().listings.map(machineFromSource);
  return machines
    .filter(isListed)
    .sort(catalogueOrder)
    .map((machine) =>
      toEquipmentItem(machineIn(machine, locale), locale, {
        kind: "illustration",
        src: equipmentImages[machine.type],
      }),
    );
}
