import { CircleCheck, PackageCheck } from "lucide-react";

import { SidebarCard } from "./sidebar-card";

export const APPLICATIONS_ID = "applications";

/** Where the product is used, as a checked list. */
export function ApplicationsCard({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <SidebarCard id={APPLICATIONS_ID} title={title} icon={PackageCheck}>
      <ul className="grid gap-3">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-3 leading-snug text-ink-700">
            <CircleCheck
              aria-hidden="true"
              size={20}
              strokeWidth={2}
              className="mt-px shrink-0 text-accent-600"
            />
            {item}
          </li>
        ))}
      </ul>
    </SidebarCard>
  );
}
