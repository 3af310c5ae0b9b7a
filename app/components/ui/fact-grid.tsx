import type { ReactNode } from "react";

import { cn } from "~/lib/cn";

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Key facts as labelled tiles, two to a row: a machine's price, maker, year, location. */
export function FactGrid({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={cn("grid grid-cols-2 gap-3", className)}>
      {facts.map((fact) => (
        <div key={fact.label} className="flex flex-col rounded-xl bg-ink-50 px-4 py-3">
          <dt className="text-xs font-semibold tracking-wider text-ink-500 uppercase">
            {fact.label}
          </dt>
          <dd className="mt-auto pt-1 font-semibold break-words text-brand-950">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
