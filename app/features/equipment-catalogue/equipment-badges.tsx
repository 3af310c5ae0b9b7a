import { CalendarDays, MapPin } from "lucide-react";

import type { EquipmentItem } from "~/content/equipment";
import { cn } from "~/lib/cn";

const badge =
  "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold shadow-card";

/** The year and location badges shown on a machine's image. */
export function EquipmentBadges({ item, className }: { item: EquipmentItem; className?: string }) {
  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      <span className={cn(badge, "bg-accent-400 text-brand-950")}>
        <CalendarDays aria-hidden="true" size={14} strokeWidth={2} />
        <span className="sr-only">Manufacturer year </span>
        {item.year}
      </span>
      <span className={cn(badge, "bg-white text-brand-900")}>
        <MapPin aria-hidden="true" size={14} strokeWidth={2} />
        <span className="sr-only">Location </span>
        {item.location}
      </span>
    </div>
  );
}
