import { ClipboardList } from "lucide-react";

import type { ProductSpecification } from "~/content/products";

import { SidebarCard } from "./sidebar-card";

export const SPECIFICATIONS_ID = "specifications";

/**
 * The technical specification as a description list: a buyer scans the
 * labels and copies the values.
 */
export function SpecificationCard({
  title,
  rows,
}: {
  title: string;
  rows: readonly ProductSpecification[];
}) {
  return (
    <SidebarCard id={SPECIFICATIONS_ID} title={title} icon={ClipboardList} tone="dark">
      <dl className="-my-2 divide-y divide-ink-100">
        {rows.map((row) => (
          <div
            key={row.label}
            className="grid grid-cols-[7rem_minmax(0,1fr)] items-baseline gap-4 py-3 sm:grid-cols-[9rem_minmax(0,1fr)]"
          >
            <dt className="text-sm font-medium text-ink-500">{row.label}</dt>
            <dd className="font-semibold text-brand-950">{row.value}</dd>
          </div>
        ))}
      </dl>
    </SidebarCard>
  );
}
