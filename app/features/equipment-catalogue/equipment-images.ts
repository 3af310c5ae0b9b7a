import boppFilmLine from "~/assets/illustrations/equipment/bopp-film-line.svg";
import cppFilmLine from "~/assets/illustrations/equipment/cpp-film-line.svg";
import extrusionLaminator from "~/assets/illustrations/equipment/extrusion-laminator.svg";
import gravurePrintingPress from "~/assets/illustrations/equipment/gravure-printing-press.svg";
import metallizer from "~/assets/illustrations/equipment/metallizer.svg";
import slittingMachine from "~/assets/illustrations/equipment/slitting-machine.svg";
import type { EquipmentImageKey } from "~/content/equipment";

/** Every machine illustration is drawn on this canvas (3:2). */
export const EQUIPMENT_IMAGE_SIZE = { width: 480, height: 320 } as const;

export const equipmentImages: Record<EquipmentImageKey, string> = {
  "bopp-film-line": boppFilmLine,
  "gravure-printing-press": gravurePrintingPress,
  "slitting-machine": slittingMachine,
  "extrusion-laminator": extrusionLaminator,
  metallizer,
  "cpp-film-line": cppFilmLine,
};
