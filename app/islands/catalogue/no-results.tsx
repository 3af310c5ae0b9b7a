import { BellRing, RotateCcw, SearchX } from "lucide-react";

import { Button, buttonStyles } from "~/components/ui/button";

import { matchAlertLink, useCatalogueCopy } from "./catalogue-copy";
import type { EquipmentFilters } from "./filter";

/**
 * Shown instead of the grid when no machine matches the filters: not a dead
 * end. The buyer can ask to be told when a match is listed (the machine
 * alert's form, the search prefilled) or start again without the filters.
 */
export function NoResults({
  filters,
  onReset,
}: {
  filters: EquipmentFilters;
  onReset: () => void;
}) {
  const words = useCatalogueCopy();
  const copy = words.empty;
  return (
    <div className="rounded-card border border-dashed border-ink-300 bg-white px-5 py-12 text-center sm:px-6 sm:py-16">
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <SearchX aria-hidden="true" size={28} strokeWidth={1.75} />
      </span>
      <h3 className="mt-5 text-xl font-semibold">{copy.title}</h3>
      <p className="mt-2 text-ink-600">{copy.body}</p>
      <p className="mx-auto mt-1 max-w-prose text-ink-600">{copy.alertHint}</p>
      <div className="mt-7 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <a
          href={matchAlertLink(words, filters)}
          className={buttonStyles({ className: "text-center whitespace-normal! max-sm:w-full" })}
        >
          <BellRing aria-hidden="true" size={18} strokeWidth={2} className="shrink-0" />
          {copy.alert}
        </a>
        <Button variant="secondary" onClick={onReset} className="max-sm:w-full">
          <RotateCcw aria-hidden="true" size={18} strokeWidth={2} />
          {copy.reset}
        </Button>
      </div>
    </div>
  );
}
