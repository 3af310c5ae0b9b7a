import type { MachineFact } from "~/inventory/machine-facts";
import { cn } from "~/lib/cn";

/**
 * A machine's facts as a definition list: the price across the top, then
 * two to a row, label above value, ruled like a data sheet; a last fact
 * without a partner (the reference, when the listing gives no model) takes
 * the whole row. Latin names and codes are isolated (`<bdi>`), so an Arabic
 * page keeps their order.
 */
export function MachineFactList({
  facts,
  className,
}: {
  facts: readonly MachineFact[];
  className?: string;
}) {
  return (
    <dl className={cn("grid grid-cols-2 gap-x-6", className)}>
      {facts.map((fact) => {
        const price = fact.key === "price";
        return (
          <div
            key={fact.key}
            className={cn(
              price
                ? "col-span-2 mb-1 rounded-xl bg-brand-50 px-4 py-3 print:bg-transparent print:px-0"
                : "border-b border-ink-200 py-2.5 last:even:col-span-2",
            )}
          >
            {/* Darker on the tinted price band, for contrast. */}
            <dt
              className={cn(
                "text-xs font-semibold tracking-wider uppercase",
                price ? "text-ink-600" : "text-ink-500",
              )}
            >
              {fact.label}
            </dt>
            <dd
              className={cn(
                "mt-0.5 font-semibold break-words text-brand-950",
                price && "text-2xl tracking-tight",
              )}
            >
              {fact.ltr ? <bdi>{fact.value}</bdi> : fact.value}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
