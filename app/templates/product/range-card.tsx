import { Layers } from "lucide-react";

import type { ProductRangeGroup } from "~/content/products";

import { SidebarCard } from "./sidebar-card";

export const RANGE_ID = "product-range";

/** The families of a product range, each with its grades or a short note. */
export function RangeCard({
  title,
  groups,
}: {
  title: string;
  groups: readonly ProductRangeGroup[];
}) {
  return (
    <SidebarCard id={RANGE_ID} title={title} icon={Layers}>
      <div className="grid gap-5">
        {groups.map((group) => (
          <div key={group.title}>
            <h3 className="text-sm font-semibold tracking-wider text-ink-600 uppercase">
              {group.title}
            </h3>
            {group.items ? (
              <ul className="mt-2.5 flex flex-wrap gap-2">
                {group.items.map((item) => (
                  <li
                    key={item}
                    className="rounded-full border border-brand-100 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
                  >
                    {item}
                  </li>
                ))}
              </ul>
            ) : null}
            {group.note ? <p className="mt-2 leading-relaxed text-ink-600">{group.note}</p> : null}
          </div>
        ))}
      </div>
    </SidebarCard>
  );
}
