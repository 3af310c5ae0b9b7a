import type { ReactNode } from "react";

import { cn } from "~/lib/cn";

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Key facts as labelled tiles, two to a row: a machine's year, location, status. */
export function FactGrid({
  facts,
  size = "md",
  className,
}: {
  facts: readonly Fact[];
  /** "lg" values in the details dialog, where there are only two. */
  size?: "md" | "lg";
  className?: string;
}) {
  return (
    <dl className={cn("grid grid-cols-2 gap-3", className)}>
      {facts.map((fact) => (
        <div key={fact.label} className="flex flex-col rounded-xl bg-ink-50 px-4 py-3">
          <dt className="text-xs font-semibold tracking-wider text-ink-500 uppercase">
            {fact.label}
          </dt>
          <dd
            className={cn(
              "mt-auto pt-1 font-semibold break-words text-brand-950",
              size === "lg" && "text-lg",
            )}
          >
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
