import { CalendarDays, MapPin } from "lucide-react";

import type { CatalogueItem } from "../../inventory/catalogue-item";
import { cn } from "~/lib/cn";

import { useCatalogueCopy } from "./catalogue-copy";

const badge =
  "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold shadow-card";

/** The year and location badges shown on a machine's image. */
export function EquipmentBadges({ item, className }: { item: CatalogueItem; className?: string }) {
  const words = useCatalogueCopy();
  const copy = words.catalogue;
  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      <span className={cn(badge, "bg-accent-400 text-brand-950")}>
        <CalendarDays aria-hidden="true" size={14} strokeWidth={2} />
        <span className="sr-only">{copy.yearBadge} </span>
        {item.year}
      </span>
      <span className={cn(badge, "bg-white text-brand-900")}>
        <MapPin aria-hidden="true" size={14} strokeWidth={2} />
        <span className="sr-only">{copy.locationBadge} </span>
        {item.locationName}
      </span>
      {item.status === "reserved" ? (
        <span className={cn(badge, "bg-brand-950 text-white")}>{words.status.reserved}</span>
      ) : null}
    </div>
  );
}
