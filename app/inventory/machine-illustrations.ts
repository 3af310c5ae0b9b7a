// ?url: plain URLs for <img src>. Without it Astro turns an image import into
// a metadata object (and, when rendering on the server, an SVG component).
import boppFilmLine from "~/assets/illustrations/equipment/bopp-film-line.svg?url";
import cppFilmLine from "~/assets/illustrations/equipment/cpp-film-line.svg?url";
import extrusionLaminator from "~/assets/illustrations/equipment/extrusion-laminator.svg?url";
import gravurePrintingPress from "~/assets/illustrations/equipment/gravure-printing-press.svg?url";
import metallizer from "~/assets/illustrations/equipment/metallizer.svg?url";
import slittingMachine from "~/assets/illustrations/equipment/slitting-machine.svg?url";
import type { MachineType } from "~/inventory/listing-schema";

/** Every machine illustration is drawn on this canvas (3:2). */
export const EQUIPMENT_IMAGE_SIZE = { width: 480, height: 320 } as const;

export const equipmentImages: Record<MachineType, string> = {
  "bopp-film-line": boppFilmLine,
  "gravure-printing-press": gravurePrintingPress,
  "slitting-machine": slittingMachine,
  "extrusion-laminator": extrusionLaminator,
  metallizer,
  "cpp-film-line": cppFilmLine,
};
